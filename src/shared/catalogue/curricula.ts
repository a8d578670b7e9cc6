import type { CurriculumModule } from './types';

interface CurriculumFile {
  modules: readonly CurriculumModule[];
}

/**
 * Hard-coded curricula for the nine built-in courses (4 modules of 5 to 7 lessons, 18 to 52
 * minutes each), one file per course in curricula/. This module holds them all, for the server
 * and tests; pages load one at a time through curriculum-loader.ts.
 */
const files = import.meta.glob<CurriculumFile>('./curricula/*.ts', { eager: true });

export const curricula: Readonly<Record<string, readonly CurriculumModule[]>> = Object.fromEntries(
  Object.entries(files).map(([file, { modules }]) => [
    file.replace(/^\.\/curricula\/(.+)\.ts$/, '$1'),
    modules,
  ]),
);

/** The course's curriculum; [] for an unknown id. */
export function curriculumFor(courseId: string): readonly CurriculumModule[] {
  return Object.hasOwn(curricula, courseId) ? (curricula[courseId] ?? []) : [];
}
