import type { CurriculumWords } from '../shape/aws-cloud-practitioner';

/**
 * The course's English words: each module's title and its lessons' titles, in order, and what a
 * learner can do after it. The Bangla twin has the same keys; the curriculum file holds what no
 * language changes, so each language's bundle carries only its own words (decision 043).
 */
export const CURRICULUM_TEXT: CurriculumWords = {
  modules: {
    'aws-1': {
      title: 'Cloud Concepts',
      lessons: [
        'What is cloud computing? IaaS, PaaS and SaaS',
        'AWS global infrastructure: Regions, AZs and edge locations',
        'The AWS Well-Architected Framework',
        'Creating and securing your AWS account',
        'The AWS Management Console and CLI',
        'Cloud economics and the benefits of AWS',
        'The Cloud Adoption Framework and migration strategies',
      ],
    },
    'aws-2': {
      title: 'Core Services',
      lessons: [
        'Amazon EC2 instances, AMIs and instance types',
        'Elastic Block Store and instance storage',
        'Amazon S3 buckets, objects and storage classes',
        'Amazon RDS and DynamoDB at a glance',
        'AWS Lambda and serverless computing',
        'Elastic Load Balancing and Auto Scaling',
        'Containers on AWS: ECS, EKS, Fargate and ECR',
      ],
    },
    'aws-3': {
      title: 'Networking and Security',
      lessons: [
        'Amazon VPC, subnets and route tables',
        'Security groups and network ACLs',
        'IAM users, groups, roles and policies',
        'The shared responsibility model',
        'Amazon Route 53 and CloudFront',
        'AWS Shield, WAF and KMS basics',
        'GuardDuty, Inspector, Config and other security services',
      ],
    },
    'aws-4': {
      title: 'Billing, Support and Exam Preparation',
      lessons: [
        'AWS pricing models: On-Demand, Reserved and Spot',
        'AWS Budgets, Cost Explorer and the Pricing Calculator',
        'AWS support plans and Trusted Advisor',
        'Monitoring with CloudWatch and CloudTrail',
        'CLF-C02 exam strategy and practice questions',
        'AWS Organizations and consolidated billing',
        'Final review: commonly confused AWS services',
      ],
    },
  },
  /** What a learner can do after the course, in the words of its lessons. */
  outcomes: [
    'Explain cloud models and AWS global infrastructure of Regions and AZs',
    'Choose between EC2, S3, RDS, DynamoDB and Lambda for common workloads',
    'Design a basic VPC with subnets, route tables and security groups',
    'Control access with IAM users, roles and policies under shared responsibility',
    'Estimate and track costs with pricing models, Budgets and Cost Explorer',
    'Prepare for the CLF-C02 exam with strategy and practice questions',
  ],
};
