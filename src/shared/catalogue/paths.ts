// A data table (every learning path and its steps): long by nature, not split.
import { PATH_TEXT } from './path-text.copy';
import { withText, type PathId } from './text-overrides';
import type { LearningPath } from './types';

const writtenPaths: readonly (LearningPath & { id: PathId })[] = [
  // Role-based paths
  {
    id: 'system-administrator',
    kind: 'role',
    title: 'System Administrator',
    emoji: '🖥️',
    duration: '4 months',
    description:
      'Run Linux servers with confidence: users, permissions, services, networking and backups, then automate the routine work with shell scripts and Ansible.',
    skills: [
      'Linux administration',
      'Bash scripting',
      'Networking & firewalls',
      'systemd services',
      'Ansible',
      'Backup & monitoring',
    ],
    courseIds: ['linux-system-administration', 'ansible-automation', 'docker-fundamentals'],
  },
  {
    id: 'kubernetes-administrator',
    kind: 'role',
    title: 'Kubernetes Administrator',
    emoji: '☸️',
    duration: '5 months',
    description:
      'Operate and troubleshoot Kubernetes, from Linux and containers up to workloads, scheduling, networking, storage and RBAC, practised on a local kind or minikube cluster of your own.',
    skills: [
      'Local clusters with kind & minikube',
      'Workloads & scheduling',
      'Services & networking',
      'Persistent storage',
      'RBAC',
      'Troubleshooting',
    ],
    courseIds: ['kubernetes-mastery', 'docker-fundamentals', 'linux-system-administration'],
  },
  {
    id: 'site-reliability-engineer',
    kind: 'role',
    title: 'Site Reliability Engineer',
    emoji: '📈',
    duration: '6 months',
    description:
      'Keep services fast and available by treating operations as software: SLOs and error budgets, observability, automated infrastructure and calm incident response.',
    skills: [
      'SLIs, SLOs & error budgets',
      'Monitoring & alerting',
      'Incident response',
      'Kubernetes operations',
      'Infrastructure as Code',
      'Capacity planning',
    ],
    courseIds: [
      'linux-system-administration',
      'kubernetes-mastery',
      'terraform-infrastructure',
      'ansible-automation',
    ],
  },
  {
    id: 'kubernetes-developer',
    kind: 'role',
    title: 'Kubernetes Developer',
    emoji: '🧑‍💻',
    duration: '4 months',
    description:
      'Package applications as containers and ship them to Kubernetes with Deployments, ConfigMaps, probes and Helm, wired into an automated delivery pipeline.',
    skills: [
      'Dockerfiles & images',
      'Pods & Deployments',
      'ConfigMaps & Secrets',
      'Health probes',
      'Helm charts',
      'CI/CD to Kubernetes',
    ],
    courseIds: ['docker-fundamentals', 'kubernetes-mastery', 'jenkins-ci-cd'],
  },
  {
    id: 'platform-engineer',
    kind: 'role',
    title: 'Platform Engineer',
    emoji: '🏗️',
    duration: '6 months',
    description:
      'Build the internal platform other developers deploy to: self-service infrastructure with Terraform, Kubernetes as the runtime and paved-road pipelines.',
    skills: [
      'Terraform modules',
      'Kubernetes platform design',
      'GitOps',
      'Developer self-service',
      'Policy as code',
      'Pipeline templates',
    ],
    courseIds: [
      'terraform-infrastructure',
      'kubernetes-mastery',
      'jenkins-ci-cd',
      'docker-fundamentals',
    ],
  },
  {
    id: 'devops-engineer',
    kind: 'role',
    title: 'DevOps Engineer',
    emoji: '♾️',
    duration: '6 months',
    description:
      'Shorten the road from commit to production: containerise applications, build CI/CD pipelines, provision infrastructure as code and deploy to Kubernetes.',
    skills: ['Docker', 'CI/CD pipelines', 'Terraform', 'Kubernetes', 'Git workflows', 'Monitoring'],
    courseIds: [
      'docker-fundamentals',
      'jenkins-ci-cd',
      'terraform-infrastructure',
      'kubernetes-mastery',
    ],
  },
  {
    id: 'cloud-engineer',
    kind: 'role',
    title: 'Cloud Engineer',
    emoji: '☁️',
    duration: '5 months',
    description:
      'Design and run workloads on AWS, Azure and Google Cloud: networking, compute, storage, identity and cost control, all provisioned with Terraform.',
    skills: [
      'AWS core services',
      'Azure fundamentals',
      'Google Cloud',
      'Cloud networking & IAM',
      'Terraform',
      'Cost optimisation',
    ],
    courseIds: [
      'aws-cloud-practitioner',
      'azure-devops-engineer',
      'google-cloud-platform',
      'terraform-infrastructure',
    ],
  },

  // Domain-based paths
  {
    id: 'cka',
    kind: 'domain',
    title: 'CKA: Certified Kubernetes Administrator',
    subtitle: 'Certification path',
    emoji: '🎖️',
    duration: '3 months',
    description:
      "Work towards the CNCF's hands-on CKA exam: cluster architecture, workloads, scheduling, networking, storage, RBAC and troubleshooting, practised on a local kind or minikube cluster. Installing clusters with kubeadm and etcd backup and restore are not taught here yet: plan to practise them on virtual machines of your own.",
    skills: [
      'Cluster architecture',
      'Workloads & scheduling',
      'Services & networking',
      'RBAC',
      'Troubleshooting',
    ],
    courseIds: ['kubernetes-mastery', 'docker-fundamentals', 'linux-system-administration'],
  },
  {
    id: 'ckad',
    kind: 'domain',
    title: 'CKAD: Certified Kubernetes Application Developer',
    subtitle: 'Certification path',
    emoji: '📦',
    duration: '3 months',
    description:
      'Prepare for the CKAD exam by designing, configuring and exposing cloud-native applications on Kubernetes quickly and correctly from the command line.',
    skills: [
      'Pod design',
      'Deployments & rollouts',
      'ConfigMaps & Secrets',
      'Probes & observability',
      'Services & Ingress',
    ],
    courseIds: ['kubernetes-mastery', 'docker-fundamentals'],
  },
  {
    id: 'cks',
    kind: 'domain',
    title: 'CKS: Certified Kubernetes Security Specialist',
    subtitle: 'Certification path',
    emoji: '🔐',
    duration: '3 months',
    description:
      'Harden Kubernetes clusters and workloads for the CKS exam: RBAC, network policies, Pod Security, image scanning, runtime detection and supply-chain security.',
    skills: [
      'Cluster hardening',
      'Network policies',
      'Pod Security Standards',
      'Image scanning',
      'Runtime security',
      'Audit logging',
    ],
    courseIds: ['kubernetes-mastery', 'linux-system-administration', 'docker-fundamentals'],
  },
  {
    id: 'kcna',
    kind: 'domain',
    title: 'KCNA: Kubernetes and Cloud Native Associate',
    subtitle: 'Certification path',
    emoji: '🌱',
    duration: '2 months',
    description:
      'A gentle first certification: the concepts behind containers, Kubernetes, observability and the wider cloud-native ecosystem, ready for the KCNA exam.',
    skills: [
      'Container basics',
      'Kubernetes fundamentals',
      'Cloud-native architecture',
      'Observability concepts',
      'Application delivery',
    ],
    courseIds: ['docker-fundamentals', 'kubernetes-mastery'],
  },
  {
    id: 'linux',
    kind: 'domain',
    title: 'Linux',
    emoji: '🐧',
    duration: '3 months',
    description:
      'From your first terminal session to confident server administration: the filesystem, permissions, processes, packages, networking and shell scripting.',
    skills: [
      'Command line',
      'File permissions',
      'Processes & systemd',
      'Package management',
      'Bash scripting',
      'SSH & networking',
    ],
    courseIds: ['linux-system-administration', 'ansible-automation'],
  },
  {
    id: 'kubernetes',
    kind: 'domain',
    title: 'Kubernetes',
    emoji: '⚓',
    duration: '4 months',
    description:
      'Everything Kubernetes in one place: containers first, then Pods, Deployments, Services, storage, Helm and the operations work of running clusters.',
    skills: [
      'Containers',
      'Pods & Deployments',
      'Services & Ingress',
      'Storage',
      'Helm',
      'Cluster operations',
    ],
    courseIds: ['kubernetes-mastery', 'docker-fundamentals'],
  },
  {
    id: 'kubestronaut',
    kind: 'domain',
    title: 'Kubestronaut',
    subtitle: 'All five Kubernetes certifications',
    emoji: '🚀',
    duration: '9 months',
    description:
      "Work through KCNA, KCSA, CKAD, CKA and CKS in a sensible order to earn the CNCF's Kubestronaut title, with labs that build on each other.",
    skills: [
      'Kubernetes administration',
      'Application development on Kubernetes',
      'Kubernetes security',
      'Cloud-native concepts',
      'Exam strategy',
    ],
    courseIds: ['kubernetes-mastery', 'docker-fundamentals', 'linux-system-administration'],
  },
  {
    id: 'iac',
    kind: 'domain',
    title: 'Infrastructure as Code',
    emoji: '🧱',
    duration: '3 months',
    description:
      'Describe servers, networks and cloud services in version-controlled code: provision with Terraform, configure with Ansible and review changes like any other code.',
    skills: [
      'Terraform',
      'State management',
      'Reusable modules',
      'Ansible playbooks',
      'Idempotency',
      'Drift detection',
    ],
    courseIds: ['terraform-infrastructure', 'ansible-automation'],
  },
  {
    id: 'hashicorp',
    kind: 'domain',
    title: 'HashiCorp',
    subtitle: 'Terraform Associate certification path',
    emoji: '🔷',
    duration: '3 months',
    description:
      "Master HashiCorp's tooling with Terraform at the centre, preparing for the Terraform Associate exam by building real AWS infrastructure in your own account.",
    skills: [
      'HCL',
      'Providers & resources',
      'Remote state',
      'Modules',
      'Workspaces',
      'Terraform Associate exam',
    ],
    courseIds: ['terraform-infrastructure', 'aws-cloud-practitioner'],
  },
  {
    id: 'cicd',
    kind: 'domain',
    title: 'CI/CD',
    emoji: '🔁',
    duration: '3 months',
    description:
      'Automate build, test and release: Jenkins pipelines, Azure Pipelines and container builds that take every commit safely to production.',
    skills: [
      'Jenkins pipelines',
      'Azure Pipelines',
      'Automated testing',
      'Artifact management',
      'Container builds',
      'Deployment strategies',
    ],
    courseIds: ['jenkins-ci-cd', 'azure-devops-engineer', 'docker-fundamentals'],
  },
  {
    id: 'devops',
    kind: 'domain',
    title: 'DevOps',
    emoji: '⚙️',
    duration: '6 months',
    description:
      'The complete DevOps toolkit in a practical order: containers, pipelines, infrastructure as code and Kubernetes, with labs that mirror real team workflows.',
    skills: [
      'Docker',
      'CI/CD',
      'Terraform',
      'Kubernetes',
      'Configuration management',
      'Collaboration practices',
    ],
    courseIds: [
      'docker-fundamentals',
      'jenkins-ci-cd',
      'terraform-infrastructure',
      'kubernetes-mastery',
    ],
  },
  {
    id: 'programming',
    kind: 'domain',
    title: 'Programming for DevOps',
    emoji: '💻',
    duration: '3 months',
    description:
      'The coding every DevOps engineer needs: Bash scripting, YAML and Jinja templates, and small automation tools that replace manual server work.',
    skills: ['Bash scripting', 'YAML', 'Jinja2 templates', 'Git', 'Automation scripts'],
    courseIds: ['linux-system-administration', 'ansible-automation', 'jenkins-ci-cd'],
  },
  {
    id: 'docker',
    kind: 'domain',
    title: 'Docker',
    emoji: '🐳',
    duration: '2 months',
    description:
      'Build, run and ship containers properly: images, Dockerfiles, multi-stage builds, volumes, networks and Docker Compose for local environments.',
    skills: [
      'Images & containers',
      'Dockerfiles',
      'Multi-stage builds',
      'Volumes & networks',
      'Docker Compose',
      'Image security',
    ],
    courseIds: ['docker-fundamentals', 'kubernetes-mastery'],
  },
  {
    id: 'aws',
    kind: 'domain',
    title: 'AWS',
    emoji: '🟧',
    duration: '4 months',
    description:
      'Start with the AWS Cloud Practitioner foundations, then build real infrastructure on EC2, S3, VPC and IAM and manage it with Terraform.',
    skills: ['EC2 & S3', 'VPC networking', 'IAM', 'Billing & cost control', 'Terraform on AWS'],
    courseIds: ['aws-cloud-practitioner', 'terraform-infrastructure'],
  },
  {
    id: 'azure',
    kind: 'domain',
    title: 'Azure',
    emoji: '🔵',
    duration: '4 months',
    description:
      'Work the Microsoft way: Azure Boards, Repos and Pipelines for delivery, plus Azure compute, networking and identity provisioned with Terraform.',
    skills: [
      'Azure DevOps',
      'Azure Pipelines',
      'Azure compute & networking',
      'Microsoft Entra ID',
      'Terraform on Azure',
    ],
    courseIds: ['azure-devops-engineer', 'terraform-infrastructure'],
  },
  {
    id: 'gcp',
    kind: 'domain',
    title: 'Google Cloud',
    emoji: '🟢',
    duration: '3 months',
    description:
      'Build on Google Cloud: Compute Engine, Cloud Storage, VPC, IAM and Google Kubernetes Engine, with infrastructure described in Terraform.',
    skills: [
      'Compute Engine',
      'Cloud Storage',
      'VPC & IAM',
      'Google Kubernetes Engine',
      'Cloud Run',
    ],
    courseIds: ['google-cloud-platform', 'kubernetes-mastery', 'terraform-infrastructure'],
  },
  {
    id: 'cloud',
    kind: 'domain',
    title: 'Cloud Computing',
    emoji: '🌐',
    duration: '5 months',
    description:
      'Learn the ideas that carry across providers, then apply them on AWS, Azure and Google Cloud so you can pick the right platform for each job.',
    skills: [
      'Cloud service models',
      'Compute, storage & networking',
      'Identity & access',
      'Multi-cloud',
      'Cost management',
    ],
    courseIds: ['aws-cloud-practitioner', 'azure-devops-engineer', 'google-cloud-platform'],
  },
  {
    id: 'learn-by-doing',
    kind: 'domain',
    title: 'Learn by Doing',
    emoji: '🛠️',
    duration: '3 months',
    description:
      'Lab-first learning: every module ends in hands-on labs on a throwaway Linux machine in your browser, from setting up a web server to containerising and automating it.',
    skills: ['Hands-on labs', 'Server setup', 'Containers', 'Automation', 'Troubleshooting'],
    courseIds: ['linux-system-administration', 'docker-fundamentals', 'ansible-automation'],
  },
  {
    id: 'artificial-intelligence',
    kind: 'domain',
    title: 'Artificial Intelligence',
    subtitle: 'Infrastructure for AI and MLOps',
    emoji: '🤖',
    duration: '4 months',
    description:
      'Run machine-learning workloads in production: containerised models, GPU scheduling on Kubernetes and managed AI services on Google Cloud.',
    skills: [
      'Containerised models',
      'Kubernetes for ML',
      'GPU workloads',
      'Model serving',
      'Google Cloud AI services',
    ],
    courseIds: ['docker-fundamentals', 'kubernetes-mastery', 'google-cloud-platform'],
  },
  {
    id: 'it-foundations',
    kind: 'domain',
    title: 'IT Foundations',
    emoji: '📚',
    duration: '2 months',
    description:
      'The groundwork before DevOps: how operating systems, networks and the cloud fit together, taught from scratch for complete beginners.',
    skills: ['Operating systems', 'Networking basics', 'Linux command line', 'Cloud concepts'],
    courseIds: ['linux-system-administration', 'aws-cloud-practitioner'],
  },
];

/**
 * Role-based paths first, then domain-based paths, in the published order; with their words in
 * the page's language (path-text.copy.ts).
 */
export const learningPaths: readonly LearningPath[] = writtenPaths.map((path) =>
  withText<LearningPath>(path, PATH_TEXT[path.id]),
);

export const rolePaths: readonly LearningPath[] = learningPaths.filter((p) => p.kind === 'role');

export const domainPaths: readonly LearningPath[] = learningPaths.filter(
  (p) => p.kind === 'domain',
);

export function findPath(id: string): LearningPath | undefined {
  return learningPaths.find((p) => p.id === id);
}
