import type { GlossaryTerm } from './glossaries/types';

interface GlossaryModule {
  glossary: readonly GlossaryTerm[];
}

/**
 * Each course's Bangla glossary is its own module (glossaries/{course}.ts), loaded by its page
 * alone. Listed by hand rather than globbed, so this code needs no bundler (a test checks the
 * list against the courses with a curriculum).
 */
const loaders: Readonly<Record<string, () => Promise<GlossaryModule>>> = {
  'ansible-automation': () => import('./glossaries/ansible-automation'),
  'aws-cloud-practitioner': () => import('./glossaries/aws-cloud-practitioner'),
  'azure-devops-engineer': () => import('./glossaries/azure-devops-engineer'),
  'docker-fundamentals': () => import('./glossaries/docker-fundamentals'),
  'google-cloud-platform': () => import('./glossaries/google-cloud-platform'),
  'jenkins-ci-cd': () => import('./glossaries/jenkins-ci-cd'),
  'kubernetes-mastery': () => import('./glossaries/kubernetes-mastery'),
  'linux-system-administration': () => import('./glossaries/linux-system-administration'),
  'terraform-infrastructure': () => import('./glossaries/terraform-infrastructure'),
};

/** The courses that have a glossary. */
export const glossaryCourseIds: readonly string[] = Object.keys(loaders);

/** A course's glossary, or [] for a course without one. */
export async function loadGlossary(courseId: string): Promise<readonly GlossaryTerm[]> {
  const loader = Object.hasOwn(loaders, courseId) ? loaders[courseId] : undefined;
  return loader ? (await loader()).glossary : [];
}
