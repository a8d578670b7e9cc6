import type { CurriculumWords } from '../shape/google-cloud-platform';

/**
 * The course's English words: each module's title and its lessons' titles, in order, and what a
 * learner can do after it. The Bangla twin has the same keys; the curriculum file holds what no
 * language changes, so each language's bundle carries only its own words (decision 043).
 */
export const CURRICULUM_TEXT: CurriculumWords = {
  modules: {
    'gcp-1': {
      title: 'Google Cloud Foundations',
      lessons: [
        'Google Cloud regions, zones and the resource hierarchy',
        'Projects, billing accounts and budgets',
        'The Cloud Console, Cloud Shell and gcloud CLI',
        'IAM principals, roles and policies',
        'Service accounts and least privilege',
        'Enabling APIs, quotas and labels',
        'Organization policies and Cloud Audit Logs',
      ],
    },
    'gcp-2': {
      title: 'Compute and Storage',
      lessons: [
        'Compute Engine VMs and machine types',
        'Instance templates and managed instance groups',
        'Cloud Storage buckets and storage classes',
        'Persistent disks and snapshots',
        'Cloud SQL and Firestore at a glance',
        'Serverless containers with Cloud Run',
        'Storing secrets with Secret Manager',
      ],
    },
    'gcp-3': {
      title: 'Networking',
      lessons: [
        'VPC networks, subnets and routes',
        'Firewall rules and network tags',
        'Cloud Load Balancing',
        'Cloud NAT and Private Google Access',
        'Cloud DNS and Cloud CDN',
        'Shared VPC and VPC Network Peering',
        'Reaching private VMs with IAP TCP forwarding',
      ],
    },
    'gcp-4': {
      title: 'Kubernetes, Operations and Automation',
      lessons: [
        'Google Kubernetes Engine: Standard and Autopilot',
        'Artifact Registry and Cloud Build',
        'Cloud Monitoring and Cloud Logging',
        'Infrastructure as code with Terraform on Google Cloud',
        'Cost optimisation and committed use discounts',
        'Associate Cloud Engineer exam preparation',
        'Scheduled jobs with Cloud Scheduler and Cloud Run jobs',
      ],
    },
  },
  /** What a learner can do after the course, in the words of its lessons. */
  outcomes: [
    'Organise projects, billing and IAM roles with least-privilege service accounts',
    'Run workloads on Compute Engine, managed instance groups and Cloud Run',
    'Store data in Cloud Storage, persistent disks, Cloud SQL and Firestore',
    'Build VPC networks with firewall rules, Cloud NAT and load balancing',
    'Deploy to GKE with Artifact Registry, Cloud Build and Cloud Monitoring',
    'Prepare for the Associate Cloud Engineer exam and optimise costs',
  ],
};
