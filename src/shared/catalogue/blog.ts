import type { BlogArticle } from './types';

/** Article metadata for lists; bodies live in blog-bodies.ts so list pages do not ship them. */

export const articles: readonly BlogArticle[] = [
  {
    slug: 'kubernetes-in-production-checklist',
    title: 'Kubernetes in Production: A Practical Checklist',
    excerpt:
      'The settings that separate a demo cluster from one you can trust with real customers, from resource requests to etcd backups.',
    author: 'Farhana Rahman',
    date: '2024-12-10',
    category: 'Kubernetes',
    readTime: '9 min read',
    image: '☸️',
    featured: true,
  },
  {
    slug: 'docker-multi-stage-builds',
    title: 'Docker Multi-Stage Builds: Smaller, Safer Images',
    excerpt:
      'Cut your container images from a gigabyte to a few dozen megabytes by separating the build environment from what actually runs in production.',
    author: 'Tanvir Ahmed',
    date: '2024-11-21',
    category: 'Docker',
    readTime: '7 min read',
    image: '🐳',
    featured: false,
  },
  {
    slug: 'terraform-state-done-right',
    title: 'Terraform State Done Right',
    excerpt:
      'Remote backends, locking, encryption and sensible state boundaries: how to stop Terraform state from becoming the scariest file in your company.',
    author: 'Rakibul Islam',
    date: '2024-12-03',
    category: 'Terraform',
    readTime: '8 min read',
    image: '🏗️',
    featured: false,
  },
  {
    slug: 'first-ci-cd-pipeline-github-actions',
    title: 'Your First CI/CD Pipeline with GitHub Actions',
    excerpt:
      'Build, test and publish a container image on every push with one YAML file, using the free minutes GitHub gives every account.',
    author: 'Arif Chowdhury',
    date: '2024-11-07',
    category: 'CI/CD',
    readTime: '8 min read',
    image: '🔁',
    featured: false,
  },
  {
    slug: 'aws-cost-control-for-startups',
    title: 'AWS Cost Control for Startups',
    excerpt:
      'Practical steps to stop surprise AWS bills, from budgets and tagging to the NAT gateway charges nobody warns you about.',
    author: 'Mahmudul Hasan',
    date: '2024-10-28',
    category: 'AWS',
    readTime: '8 min read',
    image: '💰',
    featured: false,
  },
  {
    slug: 'azure-devops-boards-pipelines-small-teams',
    title: 'Azure DevOps Boards and Pipelines for Small Teams',
    excerpt:
      'How a five-person team can plan work in Azure Boards and ship it with YAML pipelines without paying a taka for tooling.',
    author: 'Nusrat Jahan',
    date: '2024-10-15',
    category: 'Azure',
    readTime: '7 min read',
    image: '📋',
    featured: false,
  },
];

export function findArticle(slug: string): BlogArticle | undefined {
  return articles.find((a) => a.slug === slug);
}
