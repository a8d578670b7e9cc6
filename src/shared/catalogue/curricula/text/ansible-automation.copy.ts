import type { CurriculumWords } from '../shape/ansible-automation';

/**
 * The course's English words: each module's title and its lessons' titles, in order, and what a
 * learner can do after it. The Bangla twin has the same keys; the curriculum file holds what no
 * language changes, so each language's bundle carries only its own words (decision 043).
 */
export const CURRICULUM_TEXT: CurriculumWords = {
  modules: {
    'ansible-1': {
      title: 'Ansible Basics',
      lessons: [
        'Configuration management and agentless automation',
        'Installing Ansible and preparing SSH access',
        'Static and dynamic inventories',
        'Ad hoc commands and core modules',
        'ansible.cfg and connection settings',
        'Privilege escalation with become',
      ],
    },
    'ansible-2': {
      title: 'Writing Playbooks',
      lessons: [
        'Playbook structure: plays, tasks and modules',
        'Variables, facts and precedence',
        'Conditionals and loops',
        'Handlers and notifications',
        'Jinja2 templates for configuration files',
        'Idempotency and check mode',
        'Debugging playbooks and reading errors',
      ],
    },
    'ansible-3': {
      title: 'Roles and Reuse',
      lessons: [
        'Organising code with roles',
        'Ansible Galaxy and collections',
        'Encrypting secrets with Ansible Vault',
        'Tags, includes and imports',
        'Error handling with blocks and rescue',
        'Role defaults, variables and argument specs',
        'Managing environments with group_vars and host_vars',
      ],
    },
    'ansible-4': {
      title: 'Automation in Practice',
      lessons: [
        'Testing roles with Molecule',
        'Linting with ansible-lint',
        'Rolling updates with serial and delegation',
        'Provisioning cloud instances with Ansible',
        'Running Ansible from CI pipelines',
        'Project: automating a web server fleet',
      ],
    },
  },
  /** What a learner can do after the course, in the words of its lessons. */
  outcomes: [
    'Build static and dynamic inventories and run ad hoc commands over SSH',
    'Write idempotent playbooks with variables, loops, conditionals and handlers',
    'Generate configuration files from Jinja2 templates',
    'Organise reusable automation into roles and use Galaxy collections',
    'Protect secrets with Ansible Vault and manage environments with group_vars',
    'Test roles with Molecule and run rolling updates from CI pipelines',
  ],
};
