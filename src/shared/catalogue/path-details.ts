import type { PathDetail } from './types';

/**
 * Flowchart layouts: positions are percent of a canvas 600 px high and up to 1000 px wide.
 * Steps sit in a centre column (branching to x 35 / 65), course cards in the outer columns
 * (x 12 / 88), so boxes never overlap. A course card's title and duration are its catalogue
 * course's (a test keeps them so).
 */
export const pathDetails: Readonly<Record<string, PathDetail>> = {
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
    courses: [
      {
        id: 'sa-course-linux',
        title: 'Linux System Administration',
        duration: '14 hours',
        instructor: 'Sabbir Hossain',
        thumbnail: '🐧',
        x: 12,
        y: 25,
        courseId: 'linux-system-administration',
      },
      {
        id: 'sa-course-aws',
        title: 'AWS Cloud Practitioner',
        duration: '14 hours',
        instructor: 'Mahmudul Hasan',
        thumbnail: '☁️',
        x: 88,
        y: 25,
        courseId: 'aws-cloud-practitioner',
      },
      {
        id: 'sa-course-docker',
        title: 'Docker Fundamentals',
        duration: '12 hours',
        instructor: 'Tanvir Ahmed',
        thumbnail: '🐳',
        x: 12,
        y: 75,
        courseId: 'docker-fundamentals',
      },
      {
        id: 'sa-course-ansible',
        title: 'Ansible Automation',
        duration: '13 hours',
        instructor: 'Shamima Akter',
        thumbnail: '🤖',
        x: 88,
        y: 75,
        courseId: 'ansible-automation',
      },
    ],
  },
  'kubernetes-administrator': {
    pathId: 'kubernetes-administrator',
    title: 'Kubernetes Administrator',
    description:
      'Learn to install, operate, secure and troubleshoot Kubernetes clusters, building from Linux and containers up to the skills tested in the CKA exam.',
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
        title: 'Cluster Architecture & Installation',
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
    courses: [
      {
        id: 'ka-course-linux',
        title: 'Linux System Administration',
        duration: '14 hours',
        instructor: 'Sabbir Hossain',
        thumbnail: '🐧',
        x: 12,
        y: 25,
        courseId: 'linux-system-administration',
      },
      {
        id: 'ka-course-docker',
        title: 'Docker Fundamentals',
        duration: '12 hours',
        instructor: 'Tanvir Ahmed',
        thumbnail: '🐳',
        x: 88,
        y: 25,
        courseId: 'docker-fundamentals',
      },
      {
        id: 'ka-course-kubernetes',
        title: 'Kubernetes Mastery',
        duration: '16 hours',
        instructor: 'Farhana Rahman',
        thumbnail: '☸️',
        x: 12,
        y: 75,
        courseId: 'kubernetes-mastery',
      },
      {
        id: 'ka-course-terraform',
        title: 'Terraform Infrastructure',
        duration: '13 hours',
        instructor: 'Rakibul Islam',
        thumbnail: '🏗️',
        x: 88,
        y: 75,
        courseId: 'terraform-infrastructure',
      },
    ],
  },
};

export function findPathDetail(id: string): PathDetail | undefined {
  return Object.hasOwn(pathDetails, id) ? pathDetails[id] : undefined;
}
