import { findCourse } from './courses';
import type { PathCourseCard, PathDetail } from './types';

/**
 * A path's card for a catalogue course takes its title, hours, instructor and icon from the
 * catalogue, so the flowchart cannot disagree with the course page; `overrides` keeps a card's
 * own picture where it deliberately has one.
 */
function courseCard(
  id: string,
  courseId: string,
  x: number,
  y: number,
  overrides: Partial<Pick<PathCourseCard, 'thumbnail'>> = {},
): PathCourseCard {
  const course = findCourse(courseId);
  if (!course) throw new Error(`path card ${id}: no catalogue course ${courseId}`);
  return {
    id,
    title: course.title,
    duration: `${course.hours} hours`,
    instructor: course.instructor,
    thumbnail: course.icon,
    x,
    y,
    courseId,
    ...overrides,
  };
}

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
      courseCard('sa-course-linux', 'linux-system-administration', 12, 25),
      courseCard('sa-course-aws', 'aws-cloud-practitioner', 88, 25),
      courseCard('sa-course-docker', 'docker-fundamentals', 12, 75),
      courseCard('sa-course-ansible', 'ansible-automation', 88, 75, { thumbnail: '🤖' }),
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
    courses: [
      courseCard('ka-course-linux', 'linux-system-administration', 12, 25),
      courseCard('ka-course-docker', 'docker-fundamentals', 88, 25),
      courseCard('ka-course-kubernetes', 'kubernetes-mastery', 12, 75),
      courseCard('ka-course-terraform', 'terraform-infrastructure', 88, 75),
    ],
  },
};

export function findPathDetail(id: string): PathDetail | undefined {
  return Object.hasOwn(pathDetails, id) ? pathDetails[id] : undefined;
}
