import type { CurriculumModule } from './types';

interface CurriculumFile {
  modules: readonly CurriculumModule[];
}

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

export async function loadCurriculum(courseId: string): Promise<readonly CurriculumModule[]> {
  const loader = Object.hasOwn(loaders, courseId) ? loaders[courseId] : undefined;
  return loader ? (await loader()).modules : [];
}
