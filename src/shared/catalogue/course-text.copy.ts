import type { AllText, CourseId, CourseText } from './text-overrides';

/**
 * The courses' English descriptions, by course id; the Bangla twin (course-text.copy.bn.ts) has
 * the same keys. They live here rather than in courses.ts so that each language's bundle carries
 * only its own (decision 041).
 */
export const COURSE_TEXT: AllText<CourseId, CourseText> = {
  'docker-fundamentals': {
    description:
      'Build, run and ship containerised applications with Docker, from writing your first Dockerfile to multi-service setups with Docker Compose.',
  },
  'kubernetes-mastery': {
    description:
      'Deploy, scale and troubleshoot workloads on Kubernetes using Pods, Deployments, Services, Ingress, persistent storage, RBAC and Helm charts.',
  },
  'aws-cloud-practitioner': {
    description:
      'Learn the core AWS services, including EC2, S3, IAM, VPC and RDS, plus pricing and shared responsibility, ready for the CLF-C02 exam.',
  },
  'azure-devops-engineer': {
    description:
      'Design end-to-end delivery on Azure with Repos, Boards, multi-stage YAML Pipelines, Artifacts, Key Vault and release strategies for production teams.',
  },
  'terraform-infrastructure': {
    description:
      'Provision cloud infrastructure as code with Terraform: providers, resources, variables, remote state, reusable modules and safe plan-and-apply workflows.',
  },
  'linux-system-administration': {
    description:
      'Administer Linux servers confidently: the shell, files and permissions, users, processes, systemd services, networking, storage and shell scripting.',
  },
  'jenkins-ci-cd': {
    description:
      'Automate builds, tests and deployments with Jenkins declarative pipelines, shared libraries, agents, credentials and integrations with GitHub and Docker.',
  },
  'ansible-automation': {
    description:
      'Configure fleets of servers repeatably with Ansible inventories, playbooks, roles, templates, Vault-encrypted secrets and idempotent automation patterns.',
  },
  'google-cloud-platform': {
    description:
      'Get productive on Google Cloud with Compute Engine, Cloud Storage, VPC networking, IAM, Cloud Run and GKE, managed from the gcloud CLI.',
  },
};
