import type { CopyShape } from '../../../shared/i18n/copy';

interface LandingText {
  metaTitle: string;
  eyebrow: string;
  title: string;
  description: string;
  /** The catalogue course's module titles, as its curriculum (in this language) names them. */
  modules?: string[];
  learn?: string[];
  certification?: { title: string; description: string; points: string[] };
}

/** The static course landing pages (/courses/{topic}): their own words, and each topic's text. */
export const landingCopy = {
  previewCourse: 'Preview Course',
  students: (count: number) => `${count} students`,
  modulesHeading: (count: number) => `Course modules (${count})`,
  instructor: 'Your instructor',
  fullPlan: 'Want the full lesson-by-lesson plan?',
  /** The link to the course's curriculum, around its title (which stays English). */
  seeCurriculumBefore: 'See the ',
  seeCurriculumAfter: ' curriculum',
  topics: {
    docker: {
      metaTitle: 'Docker Course',
      eyebrow: 'Docker course',
      title: 'Docker: from your first container to production',
      description:
        'Learn to build, run and ship applications in containers. Write Dockerfiles, wire services together with Docker Compose and deploy with confidence.',
      modules: [
        'Containers and Docker Basics',
        'Building Images',
        'Storage and Networking',
        'Docker Compose and Production Practice',
      ],
    },
    kubernetes: {
      metaTitle: 'Kubernetes Course',
      eyebrow: 'Kubernetes course',
      title: 'Kubernetes: run production workloads with confidence',
      description:
        'Deploy, scale and troubleshoot applications on Kubernetes, from Pods and Services to Ingress, storage, RBAC and Helm.',
      learn: [
        'Understand the control plane and how the scheduler places Pods',
        'Roll out and roll back Deployments with zero downtime',
        'Expose services with Ingress and manage persistent storage',
        'Secure clusters with RBAC, network policies and secrets',
        'Package and release applications with Helm charts',
        'Debug failing workloads with kubectl, events and logs',
      ],
    },
    aws: {
      metaTitle: 'AWS Course',
      eyebrow: 'AWS course',
      title: 'AWS: build a solid foundation in the cloud',
      description:
        'Get to know the core AWS services, including EC2, S3, IAM, VPC and RDS, along with pricing, security and the shared responsibility model.',
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
    azure: {
      metaTitle: 'Azure Course',
      eyebrow: 'Azure course',
      title: 'Azure DevOps: deliver software end to end',
      description:
        'Plan, build, test and release on Azure with Repos, Boards, multi-stage YAML Pipelines, Artifacts and Key Vault.',
      learn: [
        'Plan work with Azure Boards and manage code in Azure Repos',
        'Build multi-stage YAML pipelines for build, test and release',
        'Publish and consume packages with Azure Artifacts',
        'Keep secrets safe with Azure Key Vault',
        'Choose release strategies: blue-green, canary and rings',
      ],
    },
  } satisfies Record<string, LandingText>,
};

export type LandingCopy = CopyShape<typeof landingCopy>;
