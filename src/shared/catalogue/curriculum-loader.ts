import type { CurriculumModule } from './types';

interface CurriculumFile {
  modules: readonly CurriculumModule[];
}

/** One course's curriculum, loaded on demand so a course page ships only its own. */
const loaders = import.meta.glob<CurriculumFile>('./curricula/*.ts');

export async function loadCurriculum(courseId: string): Promise<readonly CurriculumModule[]> {
  const loader = /^[a-z0-9-]+$/.test(courseId) ? loaders[`./curricula/${courseId}.ts`] : undefined;
  return loader ? (await loader()).modules : [];
}
