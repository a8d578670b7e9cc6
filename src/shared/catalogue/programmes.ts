import { programmeFacts } from './programme-facts';
import { PROGRAMME_TEXT } from './programme-text.copy';
import type { ProgrammeSlug, ProgrammeText } from './text-overrides';
import type { Programme } from './types';

const LINUX_LABS = [
  'linux-find-and-organise-files',
  'linux-pipes-and-redirection',
  'linux-text-processing',
  'linux-disk-space-and-archives',
  'linux-shell-environment',
  'linux-releases-and-symlinks',
  'linux-users-and-groups',
  'linux-permissions-and-ownership',
  'linux-special-permissions',
  'linux-acls-for-auditors',
  'linux-sudo-rules',
  'linux-processes-and-signals',
  'linux-systemd-service-unit',
  'linux-cron-backup',
  'linux-logs-and-rotation',
  'linux-ports-and-listeners',
  'linux-ssh-key-login',
  'linux-bash-script-arguments',
  'linux-nginx-site-and-proxy',
  'linux-backup-project',
];
const CI_LABS = [
  'jenkins-git-branches-merge-and-tags',
  'jenkins-git-hooks-run-tests',
  'jenkins-pipeline-as-a-makefile',
  'jenkins-deploy-script-retries-and-timeouts',
  'jenkins-self-hosted-ci-with-post-receive',
  'jenkins-reproduce-a-failed-build',
  'jenkins-versioned-artefacts-and-checksums',
  'jenkins-promote-one-artefact-to-production',
];
const DOCKER_LABS = [
  'docker-run-and-manage-containers',
  'docker-images-tags-and-inspect',
  'docker-write-a-dockerfile',
  'docker-multi-stage-builds',
  'docker-entrypoint-and-cmd',
  'docker-volumes-and-bind-mounts',
  'docker-user-defined-networks',
  'docker-compose-two-service-app',
  'docker-restart-health-and-limits',
];
const ANSIBLE_LABS = [
  'ansible-inventory-and-ad-hoc',
  'ansible-automation-account',
  'ansible-first-playbook',
  'ansible-variables-and-facts',
  'ansible-loops-and-conditionals',
  'ansible-templates-and-handlers',
  'ansible-roles-and-reuse',
  'ansible-blocks-and-rescue',
  'ansible-vault-secrets',
  'ansible-staging-and-production',
  'ansible-rolling-update',
  'ansible-web-fleet-project',
];
const KUBERNETES_LABS = [
  'kubernetes-deployment-and-service-manifests',
  'kubernetes-liveness-readiness-startup-probes',
  'kubernetes-configmaps-and-secrets',
  'kubernetes-ingress-path-routing-with-nginx',
  'kubernetes-rbac-least-privilege-for-ci',
];

/**
 * The second catalogue's programmes as written (see `programmes`).
 * Levels are written in mixed case on purpose; the level filter in the UI compares them
 * case-insensitively.
 */
const writtenProgrammes: readonly (Programme & { slug: ProgrammeSlug })[] = [
  {
    id: 1,
    ...programmeFacts('devops-engineering-bootcamp'),
    level: 'Beginner',
    modules: 5,
    labIds: [...LINUX_LABS, ...CI_LABS, ...DOCKER_LABS, ...ANSIBLE_LABS, ...KUBERNETES_LABS],
    technology: 'DevOps',
    description:
      'A guided bootcamp of 54 hands-on labs that takes you from the Linux command line to a working delivery pipeline: Git and CI scripts, Docker images and Compose, Ansible playbooks over several machines and Kubernetes manifests. Each lab is a throwaway Debian machine on our servers, opened in your browser, and every step is checked on the machine itself.',
    outcomes: [
      {
        text: 'Administer Linux servers from the command line: users, permissions, services, logs, backups',
        labIds: LINUX_LABS,
      },
      {
        text: 'Work with Git branches, tags and hooks, and script a build and deploy pipeline',
        labIds: CI_LABS,
      },
      {
        text: 'Containerise applications with Docker and run them with Docker Compose',
        labIds: DOCKER_LABS,
      },
      {
        text: 'Configure a fleet of servers with Ansible playbooks, roles and Vault',
        labIds: ANSIBLE_LABS,
      },
      {
        text: 'Write Kubernetes manifests that pass the API schema and your team policy (checked offline; no cluster)',
        labIds: KUBERNETES_LABS,
      },
    ],
    moduleTitles: [
      'Linux and the Command Line',
      'Git and Continuous Integration Scripts',
      'Containers with Docker',
      'Configuration Management with Ansible',
      'Kubernetes Manifests',
    ],
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
    description:
      'Learn to design systems that stay fast and reliable as traffic grows. You will model real services, reason about trade-offs and test your designs under load in lab environments.',
    outcomes: [
      { text: 'Estimate capacity, throughput and storage for a new service', labIds: [] },
      { text: 'Choose between SQL and NoSQL stores for a given workload', labIds: [] },
      { text: 'Apply caching, queues and load balancing to remove bottlenecks', labIds: [] },
      { text: 'Design for failure with replication, retries and circuit breakers', labIds: [] },
      { text: 'Present and defend a design in a structured interview', labIds: [] },
    ],
    moduleTitles: [
      'Foundations of Scalable Systems',
      'Data Storage and Partitioning',
      'Caching, Queues and Load Balancing',
      'Reliability and Observability',
      'Case Studies and Mock Interviews',
    ],
    relatedCourseIds: ['aws-cloud-practitioner', 'kubernetes-mastery'],
  },
  {
    id: 3,
    ...programmeFacts('docker-hands-on-labs'),
    level: 'BEGINNER',
    modules: 4,
    labIds: DOCKER_LABS,
    technology: 'Docker',
    description:
      'Nine focused labs that build real confidence with Docker. You tag and inspect images, write Dockerfiles and multi-stage builds, persist data, connect containers on user-defined networks and run a two-service app with Docker Compose, in a browser terminal on a throwaway machine on our servers.',
    outcomes: [
      {
        text: 'Write efficient Dockerfiles with multi-stage builds',
        labIds: [
          'docker-write-a-dockerfile',
          'docker-multi-stage-builds',
          'docker-entrypoint-and-cmd',
        ],
      },
      {
        text: 'Persist data with volumes and bind mounts',
        labIds: ['docker-volumes-and-bind-mounts'],
      },
      {
        text: 'Connect services on user-defined bridge networks',
        labIds: ['docker-user-defined-networks'],
      },
      {
        text: 'Run a multi-service application with Docker Compose',
        labIds: ['docker-compose-two-service-app'],
      },
      {
        text: 'Keep containers healthy with restart policies, health checks and limits',
        labIds: ['docker-restart-health-and-limits', 'docker-run-and-manage-containers'],
      },
    ],
    moduleTitles: [
      'Images and Containers',
      'Building Images',
      'Volumes and Networks',
      'Compose and Running Well',
    ],
    relatedCourseIds: ['docker-fundamentals'],
  },
  {
    id: 4,
    ...programmeFacts('mlops-and-machine-learning-pipelines'),
    level: 'Advanced',
    modules: 5,
    labIds: [],
    technology: 'ML',
    description:
      'Bring machine learning models from notebooks into production. You will version data and models, automate training pipelines and serve models on Kubernetes with monitoring in place.',
    outcomes: [
      { text: 'Track experiments and version models with MLflow', labIds: [] },
      { text: 'Package a trained model as a container-based inference API', labIds: [] },
      { text: 'Automate training and evaluation in a CI pipeline', labIds: [] },
      { text: 'Serve and autoscale models on Kubernetes', labIds: [] },
      { text: 'Monitor prediction quality and detect data drift', labIds: [] },
    ],
    moduleTitles: [
      'Machine Learning Workflow Basics',
      'Experiment Tracking and Model Registry',
      'Automated Training Pipelines',
      'Model Serving on Kubernetes',
      'Monitoring and Drift Detection',
    ],
    relatedCourseIds: ['docker-fundamentals', 'kubernetes-mastery'],
  },
  {
    id: 5,
    ...programmeFacts('cloud-security-and-devsecops'),
    level: 'ADVANCED',
    modules: 6,
    labIds: [],
    technology: 'Security',
    description:
      'Secure cloud workloads and delivery pipelines end to end. Labs cover identity, secrets, container hardening and automated security testing, with attack-and-defend exercises in isolated environments.',
    outcomes: [
      { text: 'Design least-privilege IAM policies and roles', labIds: [] },
      { text: 'Manage secrets without leaking them into code or images', labIds: [] },
      { text: 'Harden containers and Kubernetes clusters against common attacks', labIds: [] },
      { text: 'Add dependency, image and infrastructure scanning to pipelines', labIds: [] },
      { text: 'Detect and respond to incidents using cloud audit logs', labIds: [] },
      { text: 'Map controls to common compliance frameworks', labIds: [] },
    ],
    moduleTitles: [
      'Security Foundations and Threat Modelling',
      'Identity and Access Management',
      'Secrets Management',
      'Container and Kubernetes Security',
      'Security in CI/CD Pipelines',
      'Detection, Response and Compliance',
    ],
    relatedCourseIds: ['aws-cloud-practitioner', 'kubernetes-mastery', 'azure-devops-engineer'],
  },
  {
    id: 6,
    ...programmeFacts('aws-insight-architecture-labs'),
    level: 'Intermediate',
    modules: 5,
    labIds: [],
    technology: 'AWS Insight',
    description:
      'Build common AWS architectures in a real account, one service at a time. Each lab explains why the design works, what it costs and how to tear it down cleanly afterwards.',
    outcomes: [
      { text: 'Build a multi-tier VPC with public and private subnets', labIds: [] },
      {
        text: 'Deploy a highly available web tier with load balancing and Auto Scaling',
        labIds: [],
      },
      { text: 'Host a static website on S3 behind CloudFront', labIds: [] },
      { text: 'Create a serverless API with API Gateway, Lambda and DynamoDB', labIds: [] },
      { text: 'Keep spending under control with budgets and cost alerts', labIds: [] },
    ],
    moduleTitles: [
      'Networking with Amazon VPC',
      'Compute and Auto Scaling',
      'Storage and Content Delivery',
      'Serverless Applications',
      'Cost and Operations',
    ],
    relatedCourseIds: ['aws-cloud-practitioner', 'terraform-infrastructure'],
  },
];

/** The programme with the words `text` gives (its outcomes keep their labs), if any. */
function withProgrammeText(programme: Programme, text: ProgrammeText | undefined): Programme {
  if (!text) return programme;
  return {
    ...programme,
    description: text.description,
    outcomes: programme.outcomes.map((outcome, index) => ({
      ...outcome,
      text: text.outcomes[index] ?? outcome.text,
    })),
    moduleTitles: programme.moduleTitles.map((title, index) => text.moduleTitles[index] ?? title),
  };
}

/**
 * The second catalogue: hands-on lab programmes, each a bundle of real labs (`labIds`, chosen by
 * technology from the curricula of its related courses) whose every promise names the labs that
 * practise it. The build refuses a programme that sells what its labs do not hold
 * (src/server/content/compile/programme-rules.ts); one without labs is in preparation, not for
 * sale. Its words are in the page's language (programme-text.copy.ts); titles stay as they are.
 */
export const programmes: readonly Programme[] = writtenProgrammes.map((programme) =>
  withProgrammeText(programme, PROGRAMME_TEXT[programme.slug]),
);

export function findProgramme(slug: string): Programme | undefined {
  return programmes.find((programme) => programme.slug === slug);
}
