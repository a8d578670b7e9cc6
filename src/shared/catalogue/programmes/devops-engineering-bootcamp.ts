import { withProgrammeText } from '../programme-text';
import type { ProgrammeDetails } from '../types';
import { LINUX_LABS, CI_LABS, DOCKER_LABS, ANSIBLE_LABS, KUBERNETES_LABS } from './lab-lists';
import { PROGRAMME_TEXT } from './text/devops-engineering-bootcamp.copy';

/**
 * The programme's words (its page loads only these, programme-loader.ts), in the page's language:
 * what it promises, with the labs that practise each promise, and its modules.
 */
export const details: ProgrammeDetails = withProgrammeText(
  {
    description:
      'A guided bootcamp of 54 hands-on labs that takes you from the Linux command line to a working delivery pipeline: Git and CI scripts, Docker images and Compose, Ansible playbooks over several machines and Kubernetes manifests. Each lab is a throwaway Debian machine on our servers, opened in your browser, and every step is checked on the machine itself.',
    outcomes: [
      {
        text: 'Administer Linux servers from the command line: users, permissions, services, logs, backups',
        labIds: LINUX_LABS,
      },
      {
        text: 'Work with Git branches, tags and hooks, and script a build and deploy pipeline',
        labIds: CI_LABS,
      },
      {
        text: 'Containerise applications with Docker and run them with Docker Compose',
        labIds: DOCKER_LABS,
      },
      {
        text: 'Configure a fleet of servers with Ansible playbooks, roles and Vault',
        labIds: ANSIBLE_LABS,
      },
      {
        text: 'Write Kubernetes manifests that pass the API schema and your team policy (checked offline; no cluster)',
        labIds: KUBERNETES_LABS,
      },
    ],
    moduleTitles: [
      'Linux and the Command Line',
      'Git and Continuous Integration Scripts',
      'Containers with Docker',
      'Configuration Management with Ansible',
      'Kubernetes Manifests',
    ],
  },
  PROGRAMME_TEXT,
);
