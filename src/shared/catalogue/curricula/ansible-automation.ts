import type { CurriculumModule } from '../types';
import { withCurriculumText, type CurriculumTextOf } from '../text-overrides';
import { CURRICULUM_TEXT } from './text/ansible-automation.copy';

const writtenModules = [
  {
    id: 'ansible-1',
    title: 'Ansible Basics',
    lessons: [
      { title: 'Configuration management and agentless automation', minutes: 20 },
      { title: 'Installing Ansible and preparing SSH access', minutes: 24 },
      { title: 'Static and dynamic inventories', minutes: 28 },
      { title: 'Ad hoc commands and core modules', minutes: 26 },
      { title: 'ansible.cfg and connection settings', minutes: 18 },
      { title: 'Privilege escalation with become', minutes: 20 },
    ],
    labs: [
      {
        id: 'ansible-inventory-and-ad-hoc',
        title: 'Inventory, ansible.cfg and ad hoc commands',
        minutes: 25,
      },
      {
        id: 'ansible-automation-account',
        title: 'Connect through a dedicated automation account',
        minutes: 25,
      },
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
      { title: 'Debugging playbooks and reading errors', minutes: 22 },
    ],
    labs: [
      {
        id: 'ansible-first-playbook',
        title: 'A first playbook: users, files and idempotence',
        minutes: 30,
      },
      { id: 'ansible-variables-and-facts', title: 'Variables, facts and precedence', minutes: 30 },
      {
        id: 'ansible-loops-and-conditionals',
        title: 'Loops and conditionals for team accounts and directories',
        minutes: 30,
      },
      {
        id: 'ansible-templates-and-handlers',
        title: 'Jinja2 templates and handlers for an nginx site',
        minutes: 35,
      },
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
      { title: 'Role defaults, variables and argument specs', minutes: 24 },
      { title: 'Managing environments with group_vars and host_vars', minutes: 26 },
    ],
    labs: [
      { id: 'ansible-roles-and-reuse', title: 'Package a login banner as a role', minutes: 35 },
      {
        id: 'ansible-vault-secrets',
        title: 'Keep a database password in Ansible Vault',
        minutes: 35,
      },
      {
        id: 'ansible-blocks-and-rescue',
        title: 'Roll back a failed release with block and rescue',
        minutes: 35,
      },
      {
        id: 'ansible-staging-and-production',
        title: 'Staging and production from one playbook',
        minutes: 30,
      },
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
    labs: [
      {
        id: 'ansible-rolling-update',
        title: 'Roll out a release one server at a time',
        minutes: 35,
      },
      {
        id: 'ansible-web-fleet-project',
        title: 'Project: a web fleet from a role, a vault and a rolling play',
        minutes: 45,
      },
    ],
  },
] as const;

/** What a learner can do after the course, in the words of its lessons. */
const writtenOutcomes = [
  'Build static and dynamic inventories and run ad hoc commands over SSH',
  'Write idempotent playbooks with variables, loops, conditionals and handlers',
  'Generate configuration files from Jinja2 templates',
  'Organise reusable automation into roles and use Galaxy collections',
  'Protect secrets with Ansible Vault and manage environments with group_vars',
  'Test roles with Molecule and run rolling updates from CI pipelines',
] as const;

/** The course as pages show it: in the Bangla build, with its Bangla words (text/). */
export const modules: readonly CurriculumModule[] = withCurriculumText(
  writtenModules,
  CURRICULUM_TEXT,
);
export const outcomes: readonly string[] = CURRICULUM_TEXT.outcomes ?? writtenOutcomes;

/** The Bangla words' type: every module's title, each of its lessons' titles, every outcome. */
export type CurriculumWords = CurriculumTextOf<typeof writtenModules, typeof writtenOutcomes>;
