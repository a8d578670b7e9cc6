import type { CurriculumWords } from '../shape/terraform-infrastructure';

/**
 * The course's English words: each module's title and its lessons' titles, in order, and what a
 * learner can do after it. The Bangla twin has the same keys; the curriculum file holds what no
 * language changes, so each language's bundle carries only its own words (decision 043).
 */
export const CURRICULUM_TEXT: CurriculumWords = {
  modules: {
    'terraform-1': {
      title: 'Terraform Fundamentals',
      lessons: [
        'Infrastructure as code and how Terraform works',
        'Installing Terraform and configuring providers',
        'HCL syntax: resources, blocks and arguments',
        'The core workflow: init, plan, apply and destroy',
        'Reading the execution plan',
        'Project layout, version pinning and the lock file',
      ],
    },
    'terraform-2': {
      title: 'Configuration Language in Depth',
      lessons: [
        'Input variables, validation and tfvars files',
        'Outputs and local values',
        'Data sources and resource dependencies',
        'count, for_each and dynamic blocks',
        'Built-in functions and expressions',
        'Lifecycle rules and resource replacement',
      ],
    },
    'terraform-3': {
      title: 'State Management',
      lessons: [
        'How Terraform state works',
        'Remote backends with S3 and state locking',
        'Importing existing infrastructure',
        'terraform state mv, rm and moved blocks',
        'Workspaces and environment separation',
        'Sensitive values in state and outputs',
        'Detecting and fixing drift',
      ],
    },
    'terraform-4': {
      title: 'Modules and Team Workflows',
      lessons: [
        'Writing reusable modules',
        'Using modules from the Terraform Registry',
        'Formatting, validation and tflint',
        'Policy and security checks with Checkov',
        'Running Terraform in CI/CD pipelines',
        'Testing modules with terraform test',
        'Project: a production-ready AWS VPC and web tier',
      ],
    },
  },
  /** What a learner can do after the course, in the words of its lessons. */
  outcomes: [
    'Provision infrastructure with the init, plan, apply and destroy workflow',
    'Write HCL with variables, outputs, for_each, dynamic blocks and functions',
    'Store state in remote S3 backends with locking and workspaces',
    'Import existing resources, refactor state with moved blocks and fix drift',
    'Build reusable modules and test them with terraform test',
    'Run Terraform in CI/CD with tflint and Checkov security checks',
  ],
};
