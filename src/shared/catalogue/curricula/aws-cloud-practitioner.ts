import type { CurriculumModule } from '../types';
import { withCurriculumText, type CurriculumTextOf } from '../text-overrides';
import { CURRICULUM_TEXT } from './text/aws-cloud-practitioner.copy';

const writtenModules = [
  {
    id: 'aws-1',
    title: 'Cloud Concepts',
    lessons: [
      { title: 'What is cloud computing? IaaS, PaaS and SaaS', minutes: 22 },
      { title: 'AWS global infrastructure: Regions, AZs and edge locations', minutes: 25 },
      { title: 'The AWS Well-Architected Framework', minutes: 28 },
      { title: 'Creating and securing your AWS account', minutes: 24 },
      { title: 'The AWS Management Console and CLI', minutes: 20 },
      { title: 'Cloud economics and the benefits of AWS', minutes: 20 },
      { title: 'The Cloud Adoption Framework and migration strategies', minutes: 22 },
    ],
  },
  {
    id: 'aws-2',
    title: 'Core Services',
    lessons: [
      { title: 'Amazon EC2 instances, AMIs and instance types', minutes: 35 },
      { title: 'Elastic Block Store and instance storage', minutes: 24 },
      { title: 'Amazon S3 buckets, objects and storage classes', minutes: 32 },
      { title: 'Amazon RDS and DynamoDB at a glance', minutes: 30 },
      { title: 'AWS Lambda and serverless computing', minutes: 27 },
      { title: 'Elastic Load Balancing and Auto Scaling', minutes: 30 },
      { title: 'Containers on AWS: ECS, EKS, Fargate and ECR', minutes: 26 },
    ],
  },
  {
    id: 'aws-3',
    title: 'Networking and Security',
    lessons: [
      { title: 'Amazon VPC, subnets and route tables', minutes: 36 },
      { title: 'Security groups and network ACLs', minutes: 26 },
      { title: 'IAM users, groups, roles and policies', minutes: 38 },
      { title: 'The shared responsibility model', minutes: 20 },
      { title: 'Amazon Route 53 and CloudFront', minutes: 28 },
      { title: 'AWS Shield, WAF and KMS basics', minutes: 24 },
      { title: 'GuardDuty, Inspector, Config and other security services', minutes: 24 },
    ],
  },
  {
    id: 'aws-4',
    title: 'Billing, Support and Exam Preparation',
    lessons: [
      { title: 'AWS pricing models: On-Demand, Reserved and Spot', minutes: 26 },
      { title: 'AWS Budgets, Cost Explorer and the Pricing Calculator', minutes: 24 },
      { title: 'AWS support plans and Trusted Advisor', minutes: 18 },
      { title: 'Monitoring with CloudWatch and CloudTrail', minutes: 28 },
      { title: 'CLF-C02 exam strategy and practice questions', minutes: 45 },
      { title: 'AWS Organizations and consolidated billing', minutes: 22 },
      { title: 'Final review: commonly confused AWS services', minutes: 30 },
    ],
  },
] as const;

/** What a learner can do after the course, in the words of its lessons. */
const writtenOutcomes = [
  'Explain cloud models and AWS global infrastructure of Regions and AZs',
  'Choose between EC2, S3, RDS, DynamoDB and Lambda for common workloads',
  'Design a basic VPC with subnets, route tables and security groups',
  'Control access with IAM users, roles and policies under shared responsibility',
  'Estimate and track costs with pricing models, Budgets and Cost Explorer',
  'Prepare for the CLF-C02 exam with strategy and practice questions',
] as const;

/** The course as pages show it: in the Bangla build, with its Bangla words (text/). */
export const modules: readonly CurriculumModule[] = withCurriculumText(
  writtenModules,
  CURRICULUM_TEXT,
);
export const outcomes: readonly string[] = CURRICULUM_TEXT.outcomes ?? writtenOutcomes;

/** The Bangla words' type: every module's title, each of its lessons' titles, every outcome. */
export type CurriculumWords = CurriculumTextOf<typeof writtenModules, typeof writtenOutcomes>;
