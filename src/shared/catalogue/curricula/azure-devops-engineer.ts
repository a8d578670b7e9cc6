import type { CurriculumModule } from '../types';
import { withCurriculumText, type CurriculumTextOf } from '../text-overrides';
import { CURRICULUM_TEXT } from './text/azure-devops-engineer.copy';

const writtenModules = [
  {
    id: 'azure-1',
    title: 'Azure DevOps Foundations',
    lessons: [
      { title: 'Azure DevOps organisations, projects and permissions', minutes: 24 },
      { title: 'Planning work with Azure Boards', minutes: 28 },
      { title: 'Git workflows in Azure Repos', minutes: 30 },
      { title: 'Branch policies and pull request reviews', minutes: 26 },
      { title: 'Service connections to Azure subscriptions', minutes: 22 },
      { title: 'The Azure CLI and the azure-devops extension', minutes: 22 },
      { title: 'Resource groups, RBAC and managed identities', minutes: 26 },
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
      { title: 'Triggers, caching and pipeline artifacts', minutes: 28 },
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
      { title: 'Rolling back failed deployments', minutes: 24 },
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
      { title: 'Pipeline security: permissions, protected resources and auditing', minutes: 28 },
      { title: 'AZ-400 exam preparation', minutes: 48 },
      { title: 'Capstone: an end-to-end delivery pipeline', minutes: 52 },
    ],
  },
] as const;

/** What a learner can do after the course, in the words of its lessons. */
const writtenOutcomes = [
  'Plan work in Azure Boards and protect Azure Repos with branch policies',
  'Write YAML pipelines with stages, jobs, templates and variable groups',
  'Publish packages to Azure Artifacts and images to Azure Container Registry',
  'Deploy to App Service and AKS with approvals, gates and canary releases',
  'Manage secrets with Key Vault and scan dependencies and container images',
  'Monitor releases with Application Insights and prepare for the AZ-400 exam',
] as const;

/** The course as pages show it: in the Bangla build, with its Bangla words (text/). */
export const modules: readonly CurriculumModule[] = withCurriculumText(
  writtenModules,
  CURRICULUM_TEXT,
);
export const outcomes: readonly string[] = CURRICULUM_TEXT.outcomes ?? writtenOutcomes;

/** The Bangla words' type: every module's title, each of its lessons' titles, every outcome. */
export type CurriculumWords = CurriculumTextOf<typeof writtenModules, typeof writtenOutcomes>;
