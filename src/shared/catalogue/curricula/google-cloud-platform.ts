import type { CurriculumModule } from '../types';
import { withCurriculumText, type CurriculumTextOf } from '../text-overrides';
import { CURRICULUM_TEXT } from './text/google-cloud-platform.copy';

const writtenModules = [
  {
    id: 'gcp-1',
    title: 'Google Cloud Foundations',
    lessons: [
      { title: 'Google Cloud regions, zones and the resource hierarchy', minutes: 24 },
      { title: 'Projects, billing accounts and budgets', minutes: 22 },
      { title: 'The Cloud Console, Cloud Shell and gcloud CLI', minutes: 26 },
      { title: 'IAM principals, roles and policies', minutes: 32 },
      { title: 'Service accounts and least privilege', minutes: 28 },
      { title: 'Enabling APIs, quotas and labels', minutes: 22 },
      { title: 'Organization policies and Cloud Audit Logs', minutes: 24 },
    ],
  },
  {
    id: 'gcp-2',
    title: 'Compute and Storage',
    lessons: [
      { title: 'Compute Engine VMs and machine types', minutes: 34 },
      { title: 'Instance templates and managed instance groups', minutes: 30 },
      { title: 'Cloud Storage buckets and storage classes', minutes: 28 },
      { title: 'Persistent disks and snapshots', minutes: 22 },
      { title: 'Cloud SQL and Firestore at a glance', minutes: 30 },
      { title: 'Serverless containers with Cloud Run', minutes: 35 },
      { title: 'Storing secrets with Secret Manager', minutes: 22 },
    ],
  },
  {
    id: 'gcp-3',
    title: 'Networking',
    lessons: [
      { title: 'VPC networks, subnets and routes', minutes: 32 },
      { title: 'Firewall rules and network tags', minutes: 24 },
      { title: 'Cloud Load Balancing', minutes: 34 },
      { title: 'Cloud NAT and Private Google Access', minutes: 26 },
      { title: 'Cloud DNS and Cloud CDN', minutes: 24 },
      { title: 'Shared VPC and VPC Network Peering', minutes: 28 },
      { title: 'Reaching private VMs with IAP TCP forwarding', minutes: 22 },
    ],
  },
  {
    id: 'gcp-4',
    title: 'Kubernetes, Operations and Automation',
    lessons: [
      { title: 'Google Kubernetes Engine: Standard and Autopilot', minutes: 40 },
      { title: 'Artifact Registry and Cloud Build', minutes: 32 },
      { title: 'Cloud Monitoring and Cloud Logging', minutes: 28 },
      { title: 'Infrastructure as code with Terraform on Google Cloud', minutes: 38 },
      { title: 'Cost optimisation and committed use discounts', minutes: 24 },
      { title: 'Associate Cloud Engineer exam preparation', minutes: 46 },
      { title: 'Scheduled jobs with Cloud Scheduler and Cloud Run jobs', minutes: 26 },
    ],
  },
] as const;

/** What a learner can do after the course, in the words of its lessons. */
const writtenOutcomes = [
  'Organise projects, billing and IAM roles with least-privilege service accounts',
  'Run workloads on Compute Engine, managed instance groups and Cloud Run',
  'Store data in Cloud Storage, persistent disks, Cloud SQL and Firestore',
  'Build VPC networks with firewall rules, Cloud NAT and load balancing',
  'Deploy to GKE with Artifact Registry, Cloud Build and Cloud Monitoring',
  'Prepare for the Associate Cloud Engineer exam and optimise costs',
] as const;

/** The course as pages show it: in the Bangla build, with its Bangla words (text/). */
export const modules: readonly CurriculumModule[] = withCurriculumText(
  writtenModules,
  CURRICULUM_TEXT,
);
export const outcomes: readonly string[] = CURRICULUM_TEXT.outcomes ?? writtenOutcomes;

/** The Bangla words' type: every module's title, each of its lessons' titles, every outcome. */
export type CurriculumWords = CurriculumTextOf<typeof writtenModules, typeof writtenOutcomes>;
