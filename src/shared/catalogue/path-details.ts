import { PATH_DETAIL_TEXT } from './path-detail-text.copy';
import type { PathDetailId, PathDetailText } from './text-overrides';
import type { PathDetail } from './types';

/**
 * Flowchart layouts: positions are percent of a canvas 600 px high and up to 1000 px wide.
 * Steps sit in a centre column (branching to x 35 / 65), course cards in the outer columns
 * (x 12 / 88), so boxes never overlap. The cards are the path's own courses (pathCourses), one
 * placement each (a test keeps it so); what a card says comes from its catalogue course.
 */
const writtenDetails: Readonly<Record<PathDetailId, PathDetail>> = {
  'system-administrator': {
    pathId: 'system-administrator',
    title: 'System Administrator',
    description:
      'Go from your first Linux terminal to running production servers: manage users, services, storage and networks, script the routine work and automate whole fleets with Ansible.',
    prerequisites: ['Nothing', 'Computer Basics', 'Linux Basics', 'Networking', 'Scripting'],
    steps: [
      { id: 'sa-os', title: 'Computer & OS Fundamentals', x: 50, y: 10, connections: ['sa-cli'] },
      { id: 'sa-cli', title: 'Linux Command Line', x: 50, y: 26, connections: ['sa-users'] },
      {
        id: 'sa-users',
        title: 'Users, Permissions & Processes',
        x: 50,
        y: 42,
        connections: ['sa-net', 'sa-bash'],
      },
      { id: 'sa-net', title: 'Networking & Firewalls', x: 35, y: 58, connections: ['sa-ansible'] },
      { id: 'sa-bash', title: 'Shell Scripting', x: 65, y: 58, connections: ['sa-ansible'] },
      {
        id: 'sa-ansible',
        title: 'Automation with Ansible',
        x: 50,
        y: 74,
        connections: ['sa-ops'],
      },
      { id: 'sa-ops', title: 'Monitoring, Backup & Containers', x: 50, y: 90, connections: [] },
    ],
    cardPlacements: [
      { courseId: 'linux-system-administration', x: 12, y: 25 },
      { courseId: 'ansible-automation', x: 88, y: 75, thumbnail: '🤖' },
      { courseId: 'docker-fundamentals', x: 12, y: 75 },
    ],
  },
  'kubernetes-administrator': {
    pathId: 'kubernetes-administrator',
    title: 'Kubernetes Administrator',
    description:
      'Learn to operate, secure and troubleshoot workloads on Kubernetes, building from Linux and containers up to most of the skills the CKA exam tests.',
    prerequisites: ['Nothing', 'Linux Basics', 'Containers', 'Networking', 'YAML'],
    steps: [
      {
        id: 'ka-linux',
        title: 'Linux & Networking Basics',
        x: 50,
        y: 10,
        connections: ['ka-containers'],
      },
      {
        id: 'ka-containers',
        title: 'Container Fundamentals',
        x: 50,
        y: 26,
        connections: ['ka-arch'],
      },
      {
        id: 'ka-arch',
        title: 'Cluster Architecture & Local Clusters',
        x: 50,
        y: 42,
        connections: ['ka-workloads', 'ka-network'],
      },
      {
        id: 'ka-workloads',
        title: 'Workloads & Scheduling',
        x: 35,
        y: 58,
        connections: ['ka-troubleshoot'],
      },
      {
        id: 'ka-network',
        title: 'Services, Networking & Storage',
        x: 65,
        y: 58,
        connections: ['ka-troubleshoot'],
      },
      {
        id: 'ka-troubleshoot',
        title: 'Security & Troubleshooting',
        x: 50,
        y: 74,
        connections: ['ka-exam'],
      },
      { id: 'ka-exam', title: 'CKA Exam Preparation', x: 50, y: 90, connections: [] },
    ],
    cardPlacements: [
      { courseId: 'kubernetes-mastery', x: 12, y: 75 },
      { courseId: 'docker-fundamentals', x: 88, y: 25 },
      { courseId: 'linux-system-administration', x: 12, y: 25 },
    ],
  },
};

/** The detail with the words `text` gives (its steps by id), if any. */
function withPathDetailText(detail: PathDetail, text: PathDetailText | undefined): PathDetail {
  if (!text) return detail;
  return {
    ...detail,
    title: text.title,
    description: text.description,
    prerequisites: [...text.prerequisites],
    steps: detail.steps.map((step) => ({ ...step, title: text.steps[step.id] ?? step.title })),
  };
}

/** The path details, with their words in the page's language (path-detail-text.copy.ts). */
export const pathDetails: Readonly<Record<string, PathDetail>> = Object.fromEntries(
  (Object.keys(writtenDetails) as PathDetailId[]).map((id) => [
    id,
    withPathDetailText(writtenDetails[id], PATH_DETAIL_TEXT[id]),
  ]),
);

export function findPathDetail(id: string): PathDetail | undefined {
  return Object.hasOwn(pathDetails, id) ? pathDetails[id] : undefined;
}
