import { withProgrammeText } from '../programme-text';
import type { ProgrammeDetails } from '../types';
import { PROGRAMME_TEXT } from './text/cloud-security-and-devsecops.copy';

/**
 * The programme's words (its page loads only these, programme-loader.ts), in the page's language:
 * what it promises, with the labs that practise each promise, and its modules.
 */
export const details: ProgrammeDetails = withProgrammeText(
  {
    description:
      'Secure cloud workloads and delivery pipelines end to end. Labs cover identity, secrets, container hardening and automated security testing, with attack-and-defend exercises in isolated environments.',
    outcomes: [
      { text: 'Design least-privilege IAM policies and roles', labIds: [] },
      { text: 'Manage secrets without leaking them into code or images', labIds: [] },
      { text: 'Harden containers and Kubernetes clusters against common attacks', labIds: [] },
      { text: 'Add dependency, image and infrastructure scanning to pipelines', labIds: [] },
      { text: 'Detect and respond to incidents using cloud audit logs', labIds: [] },
      { text: 'Map controls to common compliance frameworks', labIds: [] },
    ],
    moduleTitles: [
      'Security Foundations and Threat Modelling',
      'Identity and Access Management',
      'Secrets Management',
      'Container and Kubernetes Security',
      'Security in CI/CD Pipelines',
      'Detection, Response and Compliance',
    ],
  },
  PROGRAMME_TEXT,
);
