import type { CurriculumModule } from '../types';
import { withCurriculumText, type CurriculumTextOf } from '../text-overrides';
import { CURRICULUM_TEXT } from './text/terraform-infrastructure.copy';

const writtenModules = [
  {
    id: 'terraform-1',
    title: 'Terraform Fundamentals',
    lessons: [
      { title: 'Infrastructure as code and how Terraform works', minutes: 22 },
      { title: 'Installing Terraform and configuring providers', minutes: 20 },
      { title: 'HCL syntax: resources, blocks and arguments', minutes: 28 },
      { title: 'The core workflow: init, plan, apply and destroy', minutes: 30 },
      { title: 'Reading the execution plan', minutes: 24 },
      { title: 'Project layout, version pinning and the lock file', minutes: 20 },
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
      { title: 'Sensitive values in state and outputs', minutes: 22 },
      { title: 'Detecting and fixing drift', minutes: 24 },
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
      { title: 'Testing modules with terraform test', minutes: 30 },
      { title: 'Project: a production-ready AWS VPC and web tier', minutes: 50 },
    ],
  },
] as const;

/** What a learner can do after the course, in the words of its lessons. */
const writtenOutcomes = [
  'Provision infrastructure with the init, plan, apply and destroy workflow',
  'Write HCL with variables, outputs, for_each, dynamic blocks and functions',
  'Store state in remote S3 backends with locking and workspaces',
  'Import existing resources, refactor state with moved blocks and fix drift',
  'Build reusable modules and test them with terraform test',
  'Run Terraform in CI/CD with tflint and Checkov security checks',
] as const;

/** The course as pages show it: in the Bangla build, with its Bangla words (text/). */
export const modules: readonly CurriculumModule[] = withCurriculumText(
  writtenModules,
  CURRICULUM_TEXT,
);
export const outcomes: readonly string[] = CURRICULUM_TEXT.outcomes ?? writtenOutcomes;

/** The Bangla words' type: every module's title, each of its lessons' titles, every outcome. */
export type CurriculumWords = CurriculumTextOf<typeof writtenModules, typeof writtenOutcomes>;
