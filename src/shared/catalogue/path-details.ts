import { PATH_DETAIL_TEXT } from './path-detail-text.copy';
import type { PathDetailId, PathDetailText } from './text-overrides';
import type { FlowchartStep, PathDetail } from './types';

/** A detail without its words (path-detail-text.copy.ts): the layout no language changes. */
type WrittenDetail = Omit<PathDetail, keyof PathDetailText> & {
  steps: readonly Omit<FlowchartStep, 'title'>[];
};

/**
 * Flowchart layouts: positions are percent of a canvas 600 px high and up to 1000 px wide.
 * Steps sit in a centre column (branching to x 35 / 65), course cards in the outer columns
 * (x 12 / 88), so boxes never overlap. The cards are the path's own courses (pathCourses), one
 * placement each (a test keeps it so); what a card says comes from its catalogue course.
 */
const writtenDetails: Readonly<Record<PathDetailId, WrittenDetail>> = {
  'system-administrator': {
    pathId: 'system-administrator',
    steps: [
      { id: 'sa-os', x: 50, y: 10, connections: ['sa-cli'] },
      { id: 'sa-cli', x: 50, y: 26, connections: ['sa-users'] },
      {
        id: 'sa-users',
        x: 50,
        y: 42,
        connections: ['sa-net', 'sa-bash'],
      },
      { id: 'sa-net', x: 35, y: 58, connections: ['sa-ansible'] },
      { id: 'sa-bash', x: 65, y: 58, connections: ['sa-ansible'] },
      {
        id: 'sa-ansible',
        x: 50,
        y: 74,
        connections: ['sa-ops'],
      },
      { id: 'sa-ops', x: 50, y: 90, connections: [] },
    ],
    cardPlacements: [
      { courseId: 'linux-system-administration', x: 12, y: 25 },
      { courseId: 'ansible-automation', x: 88, y: 75, thumbnail: '🤖' },
      { courseId: 'docker-fundamentals', x: 12, y: 75 },
    ],
  },
  'kubernetes-administrator': {
    pathId: 'kubernetes-administrator',
    steps: [
      {
        id: 'ka-linux',
        x: 50,
        y: 10,
        connections: ['ka-containers'],
      },
      {
        id: 'ka-containers',
        x: 50,
        y: 26,
        connections: ['ka-arch'],
      },
      {
        id: 'ka-arch',
        x: 50,
        y: 42,
        connections: ['ka-workloads', 'ka-network'],
      },
      {
        id: 'ka-workloads',
        x: 35,
        y: 58,
        connections: ['ka-troubleshoot'],
      },
      {
        id: 'ka-network',
        x: 65,
        y: 58,
        connections: ['ka-troubleshoot'],
      },
      {
        id: 'ka-troubleshoot',
        x: 50,
        y: 74,
        connections: ['ka-exam'],
      },
      { id: 'ka-exam', x: 50, y: 90, connections: [] },
    ],
    cardPlacements: [
      { courseId: 'kubernetes-mastery', x: 12, y: 75 },
      { courseId: 'docker-fundamentals', x: 88, y: 25 },
      { courseId: 'linux-system-administration', x: 12, y: 25 },
    ],
  },
};

/** The detail with its words: its steps' titles by id. */
function withPathDetailText(detail: WrittenDetail, text: PathDetailText): PathDetail {
  return {
    ...detail,
    title: text.title,
    description: text.description,
    prerequisites: [...text.prerequisites],
    steps: detail.steps.map((step) => ({ ...step, title: text.steps[step.id] ?? step.id })),
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
