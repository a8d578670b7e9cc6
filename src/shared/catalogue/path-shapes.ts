// A data table (every learning path and its courses): long by nature, not split.
import type { PathId, PathText } from './text-overrides';
import type { LearningPath } from './types';

/** A learning path without its words (path-text.copy.ts): what no language changes. */
export type PathShape = Omit<LearningPath, keyof PathText> & { id: PathId };

/** Every learning path, in the published order: role-based paths first, then domain-based ones. */
export const PATH_SHAPES: readonly PathShape[] = [
  // Role-based paths
  {
    id: 'system-administrator',
    kind: 'role',
    emoji: '🖥️',
    courseIds: ['linux-system-administration', 'ansible-automation', 'docker-fundamentals'],
  },
  {
    id: 'kubernetes-administrator',
    kind: 'role',
    emoji: '☸️',
    courseIds: ['kubernetes-mastery', 'docker-fundamentals', 'linux-system-administration'],
  },
  {
    id: 'site-reliability-engineer',
    kind: 'role',
    emoji: '📈',
    courseIds: [
      'linux-system-administration',
      'kubernetes-mastery',
      'terraform-infrastructure',
      'ansible-automation',
    ],
  },
  {
    id: 'kubernetes-developer',
    kind: 'role',
    emoji: '🧑‍💻',
    courseIds: ['docker-fundamentals', 'kubernetes-mastery', 'jenkins-ci-cd'],
  },
  {
    id: 'platform-engineer',
    kind: 'role',
    emoji: '🏗️',
    courseIds: [
      'terraform-infrastructure',
      'kubernetes-mastery',
      'jenkins-ci-cd',
      'docker-fundamentals',
    ],
  },
  {
    id: 'devops-engineer',
    kind: 'role',
    emoji: '♾️',
    courseIds: [
      'docker-fundamentals',
      'jenkins-ci-cd',
      'terraform-infrastructure',
      'kubernetes-mastery',
    ],
  },
  {
    id: 'cloud-engineer',
    kind: 'role',
    emoji: '☁️',
    courseIds: [
      'aws-cloud-practitioner',
      'azure-devops-engineer',
      'google-cloud-platform',
      'terraform-infrastructure',
    ],
  },

  // Domain-based paths
  {
    id: 'cka',
    kind: 'domain',
    emoji: '🎖️',
    courseIds: ['kubernetes-mastery', 'docker-fundamentals', 'linux-system-administration'],
  },
  {
    id: 'ckad',
    kind: 'domain',
    emoji: '📦',
    courseIds: ['kubernetes-mastery', 'docker-fundamentals'],
  },
  {
    id: 'cks',
    kind: 'domain',
    emoji: '🔐',
    courseIds: ['kubernetes-mastery', 'linux-system-administration', 'docker-fundamentals'],
  },
  {
    id: 'kcna',
    kind: 'domain',
    emoji: '🌱',
    courseIds: ['docker-fundamentals', 'kubernetes-mastery'],
  },
  {
    id: 'linux',
    kind: 'domain',
    emoji: '🐧',
    courseIds: ['linux-system-administration', 'ansible-automation'],
  },
  {
    id: 'kubernetes',
    kind: 'domain',
    emoji: '⚓',
    courseIds: ['kubernetes-mastery', 'docker-fundamentals'],
  },
  {
    id: 'kubestronaut',
    kind: 'domain',
    emoji: '🚀',
    courseIds: ['kubernetes-mastery', 'docker-fundamentals', 'linux-system-administration'],
  },
  {
    id: 'iac',
    kind: 'domain',
    emoji: '🧱',
    courseIds: ['terraform-infrastructure', 'ansible-automation'],
  },
  {
    id: 'hashicorp',
    kind: 'domain',
    emoji: '🔷',
    courseIds: ['terraform-infrastructure', 'aws-cloud-practitioner'],
  },
  {
    id: 'cicd',
    kind: 'domain',
    emoji: '🔁',
    courseIds: ['jenkins-ci-cd', 'azure-devops-engineer', 'docker-fundamentals'],
  },
  {
    id: 'devops',
    kind: 'domain',
    emoji: '⚙️',
    courseIds: [
      'docker-fundamentals',
      'jenkins-ci-cd',
      'terraform-infrastructure',
      'kubernetes-mastery',
    ],
  },
  {
    id: 'programming',
    kind: 'domain',
    emoji: '💻',
    courseIds: ['linux-system-administration', 'ansible-automation', 'jenkins-ci-cd'],
  },
  {
    id: 'docker',
    kind: 'domain',
    emoji: '🐳',
    courseIds: ['docker-fundamentals', 'kubernetes-mastery'],
  },
  {
    id: 'aws',
    kind: 'domain',
    emoji: '🟧',
    courseIds: ['aws-cloud-practitioner', 'terraform-infrastructure'],
  },
  {
    id: 'azure',
    kind: 'domain',
    emoji: '🔵',
    courseIds: ['azure-devops-engineer', 'terraform-infrastructure'],
  },
  {
    id: 'gcp',
    kind: 'domain',
    emoji: '🟢',
    courseIds: ['google-cloud-platform', 'kubernetes-mastery', 'terraform-infrastructure'],
  },
  {
    id: 'cloud',
    kind: 'domain',
    emoji: '🌐',
    courseIds: ['aws-cloud-practitioner', 'azure-devops-engineer', 'google-cloud-platform'],
  },
  {
    id: 'learn-by-doing',
    kind: 'domain',
    emoji: '🛠️',
    courseIds: ['linux-system-administration', 'docker-fundamentals', 'ansible-automation'],
  },
  {
    id: 'artificial-intelligence',
    kind: 'domain',
    emoji: '🤖',
    courseIds: ['docker-fundamentals', 'kubernetes-mastery', 'google-cloud-platform'],
  },
  {
    id: 'it-foundations',
    kind: 'domain',
    emoji: '📚',
    courseIds: ['linux-system-administration', 'aws-cloud-practitioner'],
  },
];
