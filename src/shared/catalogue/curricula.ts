import type { CurriculumModule } from './types';

/** Hard-coded curricula for the nine built-in courses: 4 modules of 5 to 7 lessons, 18 to 52 minutes each. */
export const curricula: Readonly<Record<string, readonly CurriculumModule[]>> = {
  'docker-fundamentals': [
    {
      id: 'docker-1',
      title: 'Containers and Docker Basics',
      lessons: [
        { title: 'Why containers? Virtual machines versus containers', minutes: 22 },
        { title: 'Installing Docker Engine and Docker Desktop', minutes: 18 },
        { title: 'Images, containers and registries explained', minutes: 25 },
        { title: 'Running your first container with docker run', minutes: 28 },
        { title: 'Managing containers: ps, logs, exec, stop and rm', minutes: 32 },
      ],
    },
    {
      id: 'docker-2',
      title: 'Building Images',
      lessons: [
        { title: 'Writing a Dockerfile: FROM, RUN, COPY and CMD', minutes: 35 },
        { title: 'Layer caching and build context with .dockerignore', minutes: 28 },
        { title: 'ENTRYPOINT versus CMD and passing arguments', minutes: 24 },
        { title: 'Multi-stage builds for small production images', minutes: 38 },
        { title: 'Tagging and pushing images to Docker Hub', minutes: 22 },
        { title: 'Choosing base images: Alpine, slim and distroless', minutes: 26 },
      ],
    },
    {
      id: 'docker-3',
      title: 'Storage and Networking',
      lessons: [
        { title: 'Named volumes and bind mounts', minutes: 30 },
        { title: 'Persisting database data with volumes', minutes: 27 },
        { title: 'Bridge networks and container DNS', minutes: 33 },
        { title: 'Publishing ports and the host network', minutes: 24 },
        { title: 'Environment variables and configuration', minutes: 20 },
      ],
    },
    {
      id: 'docker-4',
      title: 'Docker Compose and Production Practice',
      lessons: [
        { title: 'Defining multi-container apps in compose.yaml', minutes: 36 },
        { title: 'Service dependencies, health checks and restart policies', minutes: 30 },
        { title: 'Compose profiles and override files', minutes: 25 },
        { title: 'Resource limits with CPU and memory constraints', minutes: 22 },
        { title: 'Image security: non-root users and vulnerability scanning', minutes: 34 },
        { title: 'Project: containerising a full-stack web application', minutes: 48 },
      ],
    },
  ],
  'kubernetes-mastery': [
    {
      id: 'kubernetes-1',
      title: 'Kubernetes Architecture',
      lessons: [
        { title: 'Control plane and worker node components', minutes: 30 },
        { title: 'Setting up a local cluster with kind and minikube', minutes: 28 },
        { title: 'kubectl essentials and kubeconfig contexts', minutes: 26 },
        { title: 'Declarative manifests and kubectl apply', minutes: 24 },
        { title: 'Namespaces, labels and selectors', minutes: 22 },
      ],
    },
    {
      id: 'kubernetes-2',
      title: 'Workloads',
      lessons: [
        { title: 'Pods and multi-container patterns', minutes: 32 },
        { title: 'ReplicaSets and Deployments', minutes: 30 },
        { title: 'Rolling updates and rollbacks', minutes: 27 },
        { title: 'DaemonSets and StatefulSets', minutes: 35 },
        { title: 'Jobs and CronJobs', minutes: 22 },
        { title: 'Liveness, readiness and startup probes', minutes: 28 },
      ],
    },
    {
      id: 'kubernetes-3',
      title: 'Networking, Configuration and Storage',
      lessons: [
        { title: 'Services: ClusterIP, NodePort and LoadBalancer', minutes: 34 },
        { title: 'Ingress controllers and routing rules', minutes: 38 },
        { title: 'ConfigMaps and Secrets', minutes: 26 },
        { title: 'PersistentVolumes, claims and StorageClasses', minutes: 40 },
        { title: 'Network policies for pod isolation', minutes: 30 },
      ],
    },
    {
      id: 'kubernetes-4',
      title: 'Operating Clusters in Production',
      lessons: [
        { title: 'Resource requests, limits and quotas', minutes: 28 },
        { title: 'Horizontal Pod Autoscaler', minutes: 25 },
        { title: 'RBAC: Roles, RoleBindings and ServiceAccounts', minutes: 36 },
        { title: 'Packaging applications with Helm charts', minutes: 42 },
        { title: 'Troubleshooting failing pods and nodes', minutes: 38 },
        { title: 'Monitoring with Prometheus and Grafana', minutes: 44 },
        { title: 'Project: deploying a microservices application', minutes: 52 },
      ],
    },
  ],
  'aws-cloud-practitioner': [
    {
      id: 'aws-1',
      title: 'Cloud Concepts',
      lessons: [
        { title: 'What is cloud computing? IaaS, PaaS and SaaS', minutes: 22 },
        { title: 'AWS global infrastructure: Regions, AZs and edge locations', minutes: 25 },
        { title: 'The AWS Well-Architected Framework', minutes: 28 },
        { title: 'Creating and securing your AWS account', minutes: 24 },
        { title: 'The AWS Management Console and CLI', minutes: 20 },
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
      ],
    },
  ],
  'azure-devops-engineer': [
    {
      id: 'azure-1',
      title: 'Azure DevOps Foundations',
      lessons: [
        { title: 'Azure DevOps organisations, projects and permissions', minutes: 24 },
        { title: 'Planning work with Azure Boards', minutes: 28 },
        { title: 'Git workflows in Azure Repos', minutes: 30 },
        { title: 'Branch policies and pull request reviews', minutes: 26 },
        { title: 'Service connections to Azure subscriptions', minutes: 22 },
      ],
    },
    {
      id: 'azure-2',
      title: 'Continuous Integration with Azure Pipelines',
      lessons: [
        { title: 'YAML pipeline syntax: stages, jobs and steps', minutes: 36 },
        { title: 'Microsoft-hosted versus self-hosted agents', minutes: 25 },
        { title: 'Variables, variable groups and templates', minutes: 32 },
        { title: 'Running tests and publishing code coverage', minutes: 30 },
        { title: 'Publishing packages to Azure Artifacts', minutes: 27 },
        { title: 'Building and pushing images to Azure Container Registry', minutes: 34 },
      ],
    },
    {
      id: 'azure-3',
      title: 'Continuous Delivery and Release Strategies',
      lessons: [
        { title: 'Multi-stage pipelines and environments', minutes: 38 },
        { title: 'Approvals, checks and deployment gates', minutes: 28 },
        { title: 'Deploying to Azure App Service with slots', minutes: 35 },
        { title: 'Deploying to Azure Kubernetes Service', minutes: 42 },
        { title: 'Blue-green and canary releases', minutes: 36 },
        { title: 'Infrastructure as code with Bicep in pipelines', minutes: 40 },
      ],
    },
    {
      id: 'azure-4',
      title: 'Security, Compliance and Monitoring',
      lessons: [
        { title: 'Managing secrets with Azure Key Vault', minutes: 30 },
        { title: 'Dependency and container image scanning', minutes: 28 },
        { title: 'Azure Monitor and Application Insights', minutes: 34 },
        { title: 'Dashboards, alerts and feedback loops', minutes: 26 },
        { title: 'AZ-400 exam preparation', minutes: 48 },
        { title: 'Capstone: an end-to-end delivery pipeline', minutes: 52 },
      ],
    },
  ],
  'terraform-infrastructure': [
    {
      id: 'terraform-1',
      title: 'Terraform Fundamentals',
      lessons: [
        { title: 'Infrastructure as code and how Terraform works', minutes: 22 },
        { title: 'Installing Terraform and configuring providers', minutes: 20 },
        { title: 'HCL syntax: resources, blocks and arguments', minutes: 28 },
        { title: 'The core workflow: init, plan, apply and destroy', minutes: 30 },
        { title: 'Reading the execution plan', minutes: 24 },
      ],
    },
    {
      id: 'terraform-2',
      title: 'Configuration Language in Depth',
      lessons: [
        { title: 'Input variables, validation and tfvars files', minutes: 30 },
        { title: 'Outputs and local values', minutes: 22 },
        { title: 'Data sources and resource dependencies', minutes: 28 },
        { title: 'count, for_each and dynamic blocks', minutes: 36 },
        { title: 'Built-in functions and expressions', minutes: 26 },
        { title: 'Lifecycle rules and resource replacement', minutes: 24 },
      ],
    },
    {
      id: 'terraform-3',
      title: 'State Management',
      lessons: [
        { title: 'How Terraform state works', minutes: 26 },
        { title: 'Remote backends with S3 and state locking', minutes: 34 },
        { title: 'Importing existing infrastructure', minutes: 30 },
        { title: 'terraform state mv, rm and moved blocks', minutes: 28 },
        { title: 'Workspaces and environment separation', minutes: 25 },
      ],
    },
    {
      id: 'terraform-4',
      title: 'Modules and Team Workflows',
      lessons: [
        { title: 'Writing reusable modules', minutes: 38 },
        { title: 'Using modules from the Terraform Registry', minutes: 24 },
        { title: 'Formatting, validation and tflint', minutes: 20 },
        { title: 'Policy and security checks with Checkov', minutes: 28 },
        { title: 'Running Terraform in CI/CD pipelines', minutes: 40 },
        { title: 'Project: a production-ready AWS VPC and web tier', minutes: 50 },
      ],
    },
  ],
  'linux-system-administration': [
    {
      id: 'linux-1',
      title: 'Getting Started with the Shell',
      lessons: [
        { title: 'Linux distributions and the boot process', minutes: 24 },
        { title: 'Navigating the filesystem hierarchy', minutes: 22 },
        { title: 'Working with files and directories', minutes: 26 },
        { title: 'Viewing and editing text: less, grep and vim', minutes: 32 },
        { title: 'Pipes, redirection and standard streams', minutes: 28 },
        { title: 'Getting help with man pages and --help', minutes: 18 },
      ],
    },
    {
      id: 'linux-2',
      title: 'Users, Permissions and Packages',
      lessons: [
        { title: 'Users, groups and /etc/passwd', minutes: 26 },
        { title: 'File permissions, chmod and chown', minutes: 30 },
        { title: 'sudo and privilege escalation', minutes: 22 },
        { title: 'Package management with apt and dnf', minutes: 28 },
        { title: 'Special permissions: setuid, setgid and sticky bit', minutes: 24 },
      ],
    },
    {
      id: 'linux-3',
      title: 'Processes, Services and Logs',
      lessons: [
        { title: 'Processes, signals and job control', minutes: 30 },
        { title: 'Monitoring with top, htop and ps', minutes: 24 },
        { title: 'Managing services with systemd and systemctl', minutes: 34 },
        { title: 'Reading logs with journalctl', minutes: 25 },
        { title: 'Scheduling tasks with cron and systemd timers', minutes: 28 },
      ],
    },
    {
      id: 'linux-4',
      title: 'Networking, Storage and Scripting',
      lessons: [
        { title: 'Network configuration with ip and NetworkManager', minutes: 32 },
        { title: 'SSH keys and secure remote access', minutes: 28 },
        { title: 'Firewalls with ufw and firewalld', minutes: 26 },
        { title: 'Disks, partitions and filesystems', minutes: 34 },
        { title: 'Logical Volume Manager (LVM)', minutes: 36 },
        { title: 'Bash scripting: variables, loops and conditionals', minutes: 42 },
        { title: 'Project: automating server backups', minutes: 45 },
      ],
    },
  ],
  'jenkins-ci-cd': [
    {
      id: 'jenkins-1',
      title: 'Continuous Integration and Jenkins Setup',
      lessons: [
        { title: 'CI/CD concepts and the delivery pipeline', minutes: 22 },
        { title: 'Installing Jenkins with Docker', minutes: 26 },
        { title: 'The Jenkins dashboard, plugins and global configuration', minutes: 24 },
        { title: 'Freestyle jobs and build triggers', minutes: 28 },
        { title: 'Securing Jenkins: users, roles and CSRF protection', minutes: 25 },
      ],
    },
    {
      id: 'jenkins-2',
      title: 'Pipeline as Code',
      lessons: [
        { title: 'Declarative Jenkinsfile syntax', minutes: 34 },
        { title: 'Stages, steps and post conditions', minutes: 28 },
        { title: 'Environment variables and parameters', minutes: 24 },
        { title: 'Managing credentials safely', minutes: 26 },
        { title: 'Parallel stages and matrix builds', minutes: 30 },
        { title: 'Multibranch pipelines and GitHub webhooks', minutes: 35 },
      ],
    },
    {
      id: 'jenkins-3',
      title: 'Scaling Jenkins',
      lessons: [
        { title: 'Controller and agent architecture', minutes: 26 },
        { title: 'SSH agents and labels', minutes: 24 },
        { title: 'Ephemeral agents on Docker and Kubernetes', minutes: 38 },
        { title: 'Shared libraries for reusable pipeline code', minutes: 40 },
        { title: 'Configuration as Code (JCasC)', minutes: 32 },
      ],
    },
    {
      id: 'jenkins-4',
      title: 'Delivery and Deployment',
      lessons: [
        { title: 'Building and testing with Maven and npm', minutes: 30 },
        { title: 'Code quality gates with SonarQube', minutes: 32 },
        { title: 'Building and pushing Docker images', minutes: 28 },
        { title: 'Deploying to Kubernetes from a pipeline', minutes: 40 },
        { title: 'Notifications, artefacts and build history', minutes: 20 },
        { title: 'Project: an end-to-end CI/CD pipeline', minutes: 50 },
      ],
    },
  ],
  'ansible-automation': [
    {
      id: 'ansible-1',
      title: 'Ansible Basics',
      lessons: [
        { title: 'Configuration management and agentless automation', minutes: 20 },
        { title: 'Installing Ansible and preparing SSH access', minutes: 24 },
        { title: 'Static and dynamic inventories', minutes: 28 },
        { title: 'Ad hoc commands and core modules', minutes: 26 },
        { title: 'ansible.cfg and connection settings', minutes: 18 },
      ],
    },
    {
      id: 'ansible-2',
      title: 'Writing Playbooks',
      lessons: [
        { title: 'Playbook structure: plays, tasks and modules', minutes: 30 },
        { title: 'Variables, facts and precedence', minutes: 32 },
        { title: 'Conditionals and loops', minutes: 26 },
        { title: 'Handlers and notifications', minutes: 22 },
        { title: 'Jinja2 templates for configuration files', minutes: 30 },
        { title: 'Idempotency and check mode', minutes: 24 },
      ],
    },
    {
      id: 'ansible-3',
      title: 'Roles and Reuse',
      lessons: [
        { title: 'Organising code with roles', minutes: 32 },
        { title: 'Ansible Galaxy and collections', minutes: 24 },
        { title: 'Encrypting secrets with Ansible Vault', minutes: 28 },
        { title: 'Tags, includes and imports', minutes: 22 },
        { title: 'Error handling with blocks and rescue', minutes: 26 },
      ],
    },
    {
      id: 'ansible-4',
      title: 'Automation in Practice',
      lessons: [
        { title: 'Testing roles with Molecule', minutes: 36 },
        { title: 'Linting with ansible-lint', minutes: 18 },
        { title: 'Rolling updates with serial and delegation', minutes: 30 },
        { title: 'Provisioning cloud instances with Ansible', minutes: 34 },
        { title: 'Running Ansible from CI pipelines', minutes: 28 },
        { title: 'Project: automating a web server fleet', minutes: 48 },
      ],
    },
  ],
  'google-cloud-platform': [
    {
      id: 'gcp-1',
      title: 'Google Cloud Foundations',
      lessons: [
        { title: 'Google Cloud regions, zones and the resource hierarchy', minutes: 24 },
        { title: 'Projects, billing accounts and budgets', minutes: 22 },
        { title: 'The Cloud Console, Cloud Shell and gcloud CLI', minutes: 26 },
        { title: 'IAM principals, roles and policies', minutes: 32 },
        { title: 'Service accounts and least privilege', minutes: 28 },
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
      ],
    },
  ],
};

export function curriculumFor(courseId: string): readonly CurriculumModule[] {
  return Object.hasOwn(curricula, courseId) ? (curricula[courseId] ?? []) : [];
}
