import { programmeFacts } from './programme-facts';
import {
  LINUX_LABS,
  CI_LABS,
  DOCKER_LABS,
  ANSIBLE_LABS,
  KUBERNETES_LABS,
} from './programmes/lab-lists';
import type { ProgrammeSlug } from './text-overrides';
import type { ProgrammeSummary } from './types';

/**
 * The second catalogue's programmes without their words (see programmes.ts): what the catalogue
 * page's cards and filters read. A programme's description, promises and module titles are in
 * programmes/{slug}.ts, loaded by its own page only (programme-loader.ts).
 * Levels are written in mixed case on purpose; the level filter in the UI compares them
 * case-insensitively.
 */
export const programmeSummaries: readonly (ProgrammeSummary & { slug: ProgrammeSlug })[] = [
  {
    id: 1,
    ...programmeFacts('devops-engineering-bootcamp'),
    level: 'Beginner',
    modules: 5,
    labIds: [...LINUX_LABS, ...CI_LABS, ...DOCKER_LABS, ...ANSIBLE_LABS, ...KUBERNETES_LABS],
    technology: 'DevOps',
    relatedCourseIds: [
      'linux-system-administration',
      'jenkins-ci-cd',
      'docker-fundamentals',
      'ansible-automation',
      'kubernetes-mastery',
    ],
  },
  {
    id: 2,
    ...programmeFacts('system-design-for-engineers'),
    level: 'intermediate',
    modules: 5,
    labIds: [],
    technology: 'SYSTEM DESIGN',
    relatedCourseIds: ['aws-cloud-practitioner', 'kubernetes-mastery'],
  },
  {
    id: 3,
    ...programmeFacts('docker-hands-on-labs'),
    level: 'BEGINNER',
    modules: 4,
    labIds: DOCKER_LABS,
    technology: 'Docker',
    relatedCourseIds: ['docker-fundamentals'],
  },
  {
    id: 4,
    ...programmeFacts('mlops-and-machine-learning-pipelines'),
    level: 'Advanced',
    modules: 5,
    labIds: [],
    technology: 'ML',
    relatedCourseIds: ['docker-fundamentals', 'kubernetes-mastery'],
  },
  {
    id: 5,
    ...programmeFacts('cloud-security-and-devsecops'),
    level: 'ADVANCED',
    modules: 6,
    labIds: [],
    technology: 'Security',
    relatedCourseIds: ['aws-cloud-practitioner', 'kubernetes-mastery', 'azure-devops-engineer'],
  },
  {
    id: 6,
    ...programmeFacts('aws-insight-architecture-labs'),
    level: 'Intermediate',
    modules: 5,
    labIds: [],
    technology: 'AWS Insight',
    relatedCourseIds: ['aws-cloud-practitioner', 'terraform-infrastructure'],
  },
];

export function findProgrammeSummary(slug: string): ProgrammeSummary | undefined {
  return programmeSummaries.find((programme) => programme.slug === slug);
}
