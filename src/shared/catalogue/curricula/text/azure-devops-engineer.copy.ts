import type { CurriculumWords } from '../shape/azure-devops-engineer';

/**
 * The course's English words: each module's title and its lessons' titles, in order, and what a
 * learner can do after it. The Bangla twin has the same keys; the curriculum file holds what no
 * language changes, so each language's bundle carries only its own words (decision 043).
 */
export const CURRICULUM_TEXT: CurriculumWords = {
  modules: {
    'azure-1': {
      title: 'Azure DevOps Foundations',
      lessons: [
        'Azure DevOps organisations, projects and permissions',
        'Planning work with Azure Boards',
        'Git workflows in Azure Repos',
        'Branch policies and pull request reviews',
        'Service connections to Azure subscriptions',
        'The Azure CLI and the azure-devops extension',
        'Resource groups, RBAC and managed identities',
      ],
    },
    'azure-2': {
      title: 'Continuous Integration with Azure Pipelines',
      lessons: [
        'YAML pipeline syntax: stages, jobs and steps',
        'Microsoft-hosted versus self-hosted agents',
        'Variables, variable groups and templates',
        'Running tests and publishing code coverage',
        'Publishing packages to Azure Artifacts',
        'Building and pushing images to Azure Container Registry',
        'Triggers, caching and pipeline artifacts',
      ],
    },
    'azure-3': {
      title: 'Continuous Delivery and Release Strategies',
      lessons: [
        'Multi-stage pipelines and environments',
        'Approvals, checks and deployment gates',
        'Deploying to Azure App Service with slots',
        'Deploying to Azure Kubernetes Service',
        'Blue-green and canary releases',
        'Infrastructure as code with Bicep in pipelines',
        'Rolling back failed deployments',
      ],
    },
    'azure-4': {
      title: 'Security, Compliance and Monitoring',
      lessons: [
        'Managing secrets with Azure Key Vault',
        'Dependency and container image scanning',
        'Azure Monitor and Application Insights',
        'Dashboards, alerts and feedback loops',
        'Pipeline security: permissions, protected resources and auditing',
        'AZ-400 exam preparation',
        'Capstone: an end-to-end delivery pipeline',
      ],
    },
  },
  /** What a learner can do after the course, in the words of its lessons. */
  outcomes: [
    'Plan work in Azure Boards and protect Azure Repos with branch policies',
    'Write YAML pipelines with stages, jobs, templates and variable groups',
    'Publish packages to Azure Artifacts and images to Azure Container Registry',
    'Deploy to App Service and AKS with approvals, gates and canary releases',
    'Manage secrets with Key Vault and scan dependencies and container images',
    'Monitor releases with Application Insights and prepare for the AZ-400 exam',
  ],
};
