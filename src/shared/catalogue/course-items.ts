import { catalogueCopy } from './catalogue.copy';
import type { CurriculumModule } from './types';

export type CourseItemKind = 'lesson' | 'lab' | 'quiz';

/**
 * The player's items of a course, in order, from its public curriculum: each module's lessons
 * (`<module-id>-<n>`, counted from 1), then its labs (by lab id), then its quiz
 * (`<module-id>-quiz`). The server's compiled content uses the same ids; the shell a page
 * prerenders is built from these.
 */
export interface CourseItem {
  kind: CourseItemKind;
  id: string;
  moduleId: string;
  title: string;
  /** Reading minutes of a lesson, a lab's estimate; 0 for a quiz (the curriculum does not estimate them). */
  minutes: number;
}

export function quizId(moduleId: string): string {
  return `${moduleId}-quiz`;
}

/** Where a lab runs: its own page, outside the player (a full page load). */
export function labSessionPath(labId: string): string {
  return `/labs/${labId}/session`;
}

export function courseItems(modules: readonly CurriculumModule[]): CourseItem[] {
  return modules.flatMap((module) => [
    ...module.lessons.map((lesson, index): CourseItem => ({
      kind: 'lesson',
      id: `${module.id}-${index + 1}`,
      moduleId: module.id,
      title: lesson.title,
      minutes: lesson.minutes,
    })),
    ...(module.labs ?? []).map((lab): CourseItem => ({
      kind: 'lab',
      id: lab.id,
      moduleId: module.id,
      title: lab.title,
      minutes: lab.minutes,
    })),
    {
      kind: 'quiz',
      id: quizId(module.id),
      moduleId: module.id,
      title: catalogueCopy.quizTitle(module.title),
      minutes: 0,
    },
  ]);
}
