import type { CurriculumTextOf } from '../../text-overrides';

/** The course's modules without their words (text/ansible-automation.copy.ts): ids, minutes and labs. */
export const writtenModules = [
  {
    id: 'ansible-1',
    lessons: [
      { minutes: 20 },
      { minutes: 24 },
      { minutes: 28 },
      { minutes: 26 },
      { minutes: 18 },
      { minutes: 20 },
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
    lessons: [
      { minutes: 30 },
      { minutes: 32 },
      { minutes: 26 },
      { minutes: 22 },
      { minutes: 30 },
      { minutes: 24 },
      { minutes: 22 },
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
    lessons: [
      { minutes: 32 },
      { minutes: 24 },
      { minutes: 28 },
      { minutes: 22 },
      { minutes: 26 },
      { minutes: 24 },
      { minutes: 26 },
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
    lessons: [
      { minutes: 36 },
      { minutes: 18 },
      { minutes: 30 },
      { minutes: 34 },
      { minutes: 28 },
      { minutes: 48 },
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

/** The words' type (both twins): every module's title, each of its lessons' titles, six outcomes. */
export type CurriculumWords = CurriculumTextOf<typeof writtenModules>;
