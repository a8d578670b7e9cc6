import { mentors } from '../../../shared/catalogue/mentors';
import type { Level, Mentor } from '../../../shared/catalogue/types';

/**
 * The four static course landing pages (/courses/{topic}). Their student counts and ratings are
 * the published ones; hours, lessons, price and enrolment go through the catalogue course, and
 * the module titles are the course's curriculum (a test keeps them so), so the landing page never
 * promises a course other than the one the learner gets.
 */
export interface LandingPage {
  topic: string;
  /** Catalogue course behind 'Enroll Now', 'Preview Course' and the price. */
  courseId: string;
  metaTitle: string;
  eyebrow: string;
  title: string;
  description: string;
  icon: string;
  level?: Level;
  students: number;
  /** e.g. '4.8'. */
  rating?: string;
  /** The catalogue course's module titles, in order. */
  modules?: string[];
  learn?: string[];
  certification?: { title: string; description: string; points: string[] };
  instructor?: Mentor;
}

function mentorNamed(name: string): Mentor | undefined {
  return mentors.find((mentor) => mentor.name === name);
}

export const landingPages: readonly LandingPage[] = [
  {
    topic: 'docker',
    courseId: 'docker-fundamentals',
    metaTitle: 'Docker Course',
    eyebrow: 'Docker course',
    title: 'Docker: from your first container to production',
    description:
      'Learn to build, run and ship applications in containers. Write Dockerfiles, wire services together with Docker Compose and deploy with confidence.',
    icon: '🐳',
    level: 'Beginner',
    students: 42,
    rating: '4.8',
    modules: [
      'Containers and Docker Basics',
      'Building Images',
      'Storage and Networking',
      'Docker Compose and Production Practice',
    ],
    instructor: mentorNamed('Tanvir Ahmed'),
  },
  {
    topic: 'kubernetes',
    courseId: 'kubernetes-mastery',
    metaTitle: 'Kubernetes Course',
    eyebrow: 'Kubernetes course',
    title: 'Kubernetes: run production workloads with confidence',
    description:
      'Deploy, scale and troubleshoot applications on Kubernetes, from Pods and Services to Ingress, storage, RBAC and Helm.',
    icon: '☸️',
    level: 'Advanced',
    students: 28,
    rating: '4.9',
    learn: [
      'Understand the control plane and how the scheduler places Pods',
      'Roll out and roll back Deployments with zero downtime',
      'Expose services with Ingress and manage persistent storage',
      'Secure clusters with RBAC, network policies and secrets',
      'Package and release applications with Helm charts',
      'Debug failing workloads with kubectl, events and logs',
    ],
  },
  {
    topic: 'aws',
    courseId: 'aws-cloud-practitioner',
    metaTitle: 'AWS Course',
    eyebrow: 'AWS course',
    title: 'AWS: build a solid foundation in the cloud',
    description:
      'Get to know the core AWS services, including EC2, S3, IAM, VPC and RDS, along with pricing, security and the shared responsibility model.',
    icon: '☁️',
    level: 'Intermediate',
    students: 35,
    rating: '4.7',
    learn: [
      'Launch and manage compute with EC2 and Auto Scaling',
      'Store and serve data with S3 and RDS',
      'Control access with IAM users, roles and policies',
      'Design networks with VPCs, subnets and security groups',
      'Estimate and control costs with AWS pricing tools',
    ],
    certification: {
      title: 'Certification ready',
      description:
        'The course follows the AWS Certified Cloud Practitioner (CLF-C02) exam guide, so you finish ready to sit the exam.',
      points: [
        'Covers every exam domain',
        'Practice questions after each module',
        'A full-length mock exam',
      ],
    },
  },
  {
    topic: 'azure',
    courseId: 'azure-devops-engineer',
    metaTitle: 'Azure Course',
    eyebrow: 'Azure course',
    title: 'Azure DevOps: deliver software end to end',
    description:
      'Plan, build, test and release on Azure with Repos, Boards, multi-stage YAML Pipelines, Artifacts and Key Vault.',
    icon: '🔷',
    students: 17,
    learn: [
      'Plan work with Azure Boards and manage code in Azure Repos',
      'Build multi-stage YAML pipelines for build, test and release',
      'Publish and consume packages with Azure Artifacts',
      'Keep secrets safe with Azure Key Vault',
      'Choose release strategies: blue-green, canary and rings',
    ],
    instructor: mentorNamed('Nusrat Jahan'),
  },
];

export function findLandingPage(topic: string): LandingPage | undefined {
  return landingPages.find((landing) => landing.topic === topic);
}
