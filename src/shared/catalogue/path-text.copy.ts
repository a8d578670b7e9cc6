import type { AllText, PathId, PathText } from './text-overrides';

/**
 * The learning paths' English words, by path id; the Bangla twin (path-text.copy.bn.ts) has the
 * same keys. The words live here rather than in paths.ts so that each language's bundle carries
 * only its own (decision 041): paths.ts holds what no language changes.
 */
export const PATH_TEXT: AllText<PathId, PathText> = {
  'system-administrator': {
    title: 'System Administrator',
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
  },
  'kubernetes-administrator': {
    title: 'Kubernetes Administrator',
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
  },
  'site-reliability-engineer': {
    title: 'Site Reliability Engineer',
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
  },
  'kubernetes-developer': {
    title: 'Kubernetes Developer',
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
  },
  'platform-engineer': {
    title: 'Platform Engineer',
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
  },
  'devops-engineer': {
    title: 'DevOps Engineer',
    duration: '6 months',
    description:
      'Shorten the road from commit to production: containerise applications, build CI/CD pipelines, provision infrastructure as code and deploy to Kubernetes.',
    skills: ['Docker', 'CI/CD pipelines', 'Terraform', 'Kubernetes', 'Git workflows', 'Monitoring'],
  },
  'cloud-engineer': {
    title: 'Cloud Engineer',
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
  },
  cka: {
    title: 'CKA: Certified Kubernetes Administrator',
    subtitle: 'Certification path',
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
  },
  ckad: {
    title: 'CKAD: Certified Kubernetes Application Developer',
    subtitle: 'Certification path',
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
  },
  cks: {
    title: 'CKS: Certified Kubernetes Security Specialist',
    subtitle: 'Certification path',
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
  },
  kcna: {
    title: 'KCNA: Kubernetes and Cloud Native Associate',
    subtitle: 'Certification path',
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
  },
  linux: {
    title: 'Linux',
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
  },
  kubernetes: {
    title: 'Kubernetes',
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
  },
  kubestronaut: {
    title: 'Kubestronaut',
    subtitle: 'All five Kubernetes certifications',
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
  },
  iac: {
    title: 'Infrastructure as Code',
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
  },
  hashicorp: {
    title: 'HashiCorp',
    subtitle: 'Terraform Associate certification path',
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
  },
  cicd: {
    title: 'CI/CD',
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
  },
  devops: {
    title: 'DevOps',
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
  },
  programming: {
    title: 'Programming for DevOps',
    duration: '3 months',
    description:
      'The coding every DevOps engineer needs: Bash scripting, YAML and Jinja templates, and small automation tools that replace manual server work.',
    skills: ['Bash scripting', 'YAML', 'Jinja2 templates', 'Git', 'Automation scripts'],
  },
  docker: {
    title: 'Docker',
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
  },
  aws: {
    title: 'AWS',
    duration: '4 months',
    description:
      'Start with the AWS Cloud Practitioner foundations, then build real infrastructure on EC2, S3, VPC and IAM and manage it with Terraform.',
    skills: ['EC2 & S3', 'VPC networking', 'IAM', 'Billing & cost control', 'Terraform on AWS'],
  },
  azure: {
    title: 'Azure',
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
  },
  gcp: {
    title: 'Google Cloud',
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
  },
  cloud: {
    title: 'Cloud Computing',
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
  },
  'learn-by-doing': {
    title: 'Learn by Doing',
    duration: '3 months',
    description:
      'Lab-first learning: every module ends in hands-on labs on a throwaway Linux machine in your browser, from setting up a web server to containerising and automating it.',
    skills: ['Hands-on labs', 'Server setup', 'Containers', 'Automation', 'Troubleshooting'],
  },
  'artificial-intelligence': {
    title: 'Artificial Intelligence',
    subtitle: 'Infrastructure for AI and MLOps',
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
  },
  'it-foundations': {
    title: 'IT Foundations',
    duration: '2 months',
    description:
      'The groundwork before DevOps: how operating systems, networks and the cloud fit together, taught from scratch for complete beginners.',
    skills: ['Operating systems', 'Networking basics', 'Linux command line', 'Cloud concepts'],
  },
};
