import type { CurriculumModule } from './types';

interface CurriculumFile {
  modules: readonly CurriculumModule[];
  /** What the course teaches, six short bullets for the course page. */
  outcomes: readonly string[];
}

export type Curriculum = CurriculumFile;

/**
 * One course's curriculum, loaded on demand so a course page ships only its own: each dynamic
 * import becomes its own chunk. Listed by hand rather than globbed, so this code needs no
 * bundler (a test checks the list against the folder).
 */
const loaders: Readonly<Record<string, () => Promise<CurriculumFile>>> = {
  'ansible-automation': () => import('./curricula/ansible-automation'),
  'aws-cloud-practitioner': () => import('./curricula/aws-cloud-practitioner'),
  'azure-devops-engineer': () => import('./curricula/azure-devops-engineer'),
  'docker-fundamentals': () => import('./curricula/docker-fundamentals'),
  'google-cloud-platform': () => import('./curricula/google-cloud-platform'),
  'jenkins-ci-cd': () => import('./curricula/jenkins-ci-cd'),
  'kubernetes-mastery': () => import('./curricula/kubernetes-mastery'),
  'linux-system-administration': () => import('./curricula/linux-system-administration'),
  'terraform-infrastructure': () => import('./curricula/terraform-infrastructure'),
};

/** The course ids that have a curriculum file. */
export const curriculumIds: readonly string[] = Object.keys(loaders);

/** A course's modules and outcomes, from its own chunk; empty for an unknown id. */
export async function loadCourseCurriculum(courseId: string): Promise<Curriculum> {
  const loader = Object.hasOwn(loaders, courseId) ? loaders[courseId] : undefined;
  if (!loader) return { modules: [], outcomes: [] };
  const { modules, outcomes } = await loader();
  return { modules, outcomes };
}

export async function loadCurriculum(courseId: string): Promise<readonly CurriculumModule[]> {
  return (await loadCourseCurriculum(courseId)).modules;
}
