import { COURSE_TEXT } from './course-text.copy';
import { withText, type CourseId } from './text-overrides';
import type { Course } from './types';

const writtenCourses: readonly (Course & { id: CourseId })[] = [
  {
    id: 'docker-fundamentals',
    title: 'Docker Fundamentals',
    description:
      'Build, run and ship containerised applications with Docker, from writing your first Dockerfile to multi-service setups with Docker Compose.',
    icon: '🐳',
    level: 'Beginner',
    hours: 16,
    lessons: 24,
    labs: 9,
    enrolled: 42,
    priceBDT: 1000,
    isPopular: true,
    category: 'Containerization',
    instructor: 'Tanvir Ahmed',
  },
  {
    id: 'kubernetes-mastery',
    title: 'Kubernetes Mastery',
    description:
      'Deploy, scale and troubleshoot workloads on Kubernetes using Pods, Deployments, Services, Ingress, persistent storage, RBAC and Helm charts.',
    icon: '☸️',
    level: 'Intermediate',
    hours: 18,
    lessons: 28,
    labs: 5,
    enrolled: 28,
    priceBDT: 4900,
    category: 'Container Orchestration',
    instructor: 'Farhana Rahman',
  },
  {
    id: 'aws-cloud-practitioner',
    title: 'AWS Cloud Practitioner',
    description:
      'Learn the core AWS services, including EC2, S3, IAM, VPC and RDS, plus pricing and shared responsibility, ready for the CLF-C02 exam.',
    icon: '☁️',
    level: 'Beginner',
    hours: 14,
    lessons: 28,
    labs: 0,
    enrolled: 35,
    priceBDT: 3900,
    category: 'Cloud Computing',
    instructor: 'Mahmudul Hasan',
  },
  {
    id: 'azure-devops-engineer',
    title: 'Azure DevOps Engineer',
    description:
      'Design end-to-end delivery on Azure with Repos, Boards, multi-stage YAML Pipelines, Artifacts, Key Vault and release strategies for production teams.',
    icon: '🔷',
    level: 'Advanced',
    hours: 16,
    lessons: 28,
    labs: 0,
    enrolled: 17,
    priceBDT: 6900,
    category: 'DevOps',
    instructor: 'Nusrat Jahan',
  },
  {
    id: 'terraform-infrastructure',
    title: 'Terraform Infrastructure',
    description:
      'Provision cloud infrastructure as code with Terraform: providers, resources, variables, remote state, reusable modules and safe plan-and-apply workflows.',
    icon: '🏗️',
    level: 'Intermediate',
    hours: 13,
    lessons: 26,
    labs: 0,
    enrolled: 23,
    priceBDT: 5500,
    category: 'Infrastructure as Code',
    instructor: 'Rakibul Islam',
  },
  {
    id: 'linux-system-administration',
    title: 'Linux System Administration',
    description:
      'Administer Linux servers confidently: the shell, files and permissions, users, processes, systemd services, networking, storage and shell scripting.',
    icon: '🐧',
    level: 'Beginner',
    hours: 24,
    lessons: 28,
    labs: 20,
    enrolled: 45,
    priceBDT: 1000,
    isPopular: true,
    category: 'System Administration',
    instructor: 'Sabbir Hossain',
  },
  {
    id: 'jenkins-ci-cd',
    title: 'Jenkins CI/CD',
    description:
      'Automate builds, tests and deployments with Jenkins declarative pipelines, shared libraries, agents, credentials and integrations with GitHub and Docker.',
    icon: '🔧',
    level: 'Intermediate',
    hours: 19,
    lessons: 28,
    labs: 8,
    enrolled: 31,
    priceBDT: 4500,
    category: 'DevOps',
    instructor: 'Arif Chowdhury',
  },
  {
    id: 'ansible-automation',
    title: 'Ansible Automation',
    description:
      'Configure fleets of servers repeatably with Ansible inventories, playbooks, roles, templates, Vault-encrypted secrets and idempotent automation patterns.',
    icon: '⚙️',
    level: 'Intermediate',
    hours: 19,
    lessons: 26,
    labs: 12,
    enrolled: 19,
    priceBDT: 4200,
    category: 'Automation',
    instructor: 'Shamima Akter',
  },
  {
    id: 'google-cloud-platform',
    title: 'Google Cloud Platform',
    description:
      'Get productive on Google Cloud with Compute Engine, Cloud Storage, VPC networking, IAM, Cloud Run and GKE, managed from the gcloud CLI.',
    icon: '🌐',
    level: 'Beginner',
    hours: 14,
    lessons: 28,
    labs: 0,
    enrolled: 26,
    priceBDT: 4100,
    category: 'Cloud Computing',
    instructor: 'Imran Kabir',
  },
];

/**
 * The nine built-in courses, with their words in the page's language (course-text.copy.ts). The
 * first six form the home catalogue (docs/product-rules.md, Pages and catalogue).
 */
export const courses: readonly Course[] = writtenCourses.map((course) =>
  withText<Course>(course, COURSE_TEXT[course.id]),
);

/** Ids of the six courses shown in the home catalogue, in display order. */
export const HOME_COURSE_IDS = [
  'docker-fundamentals',
  'kubernetes-mastery',
  'aws-cloud-practitioner',
  'azure-devops-engineer',
  'terraform-infrastructure',
  'linux-system-administration',
] as const;

export function findCourse(id: string): Course | undefined {
  return courses.find((course) => course.id === id);
}
