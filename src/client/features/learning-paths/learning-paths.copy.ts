import type { CopyShape } from '../../../shared/i18n/copy';

const courseCount = (count: number) => `${count} ${count === 1 ? 'course' : 'courses'}`;

/** The learning paths' list, its cards and the learner's progress on a path (a path's own page: path-page.copy.ts). */
export const learningPathsCopy = {
  listPage: {
    roleTitle: 'Role-based paths',
    roleLead: 'Everything you need for a specific job, in a sensible order.',
    domainTitle: 'Domain-based paths',
    domainLead: 'Master one technology, platform or certification at a time.',
    pathCount: (count: number) => `${count} paths`,
    metaTitle: 'Learning Paths',
    metaDescription:
      'Role-based and domain-based learning paths for DevOps, Kubernetes, cloud and Linux careers, from first steps to certification.',
  },
  card: {
    skillsLabel: (title: string) => `Skills in ${title}`,
    viewPath: 'View path',
  },
  facts: {
    /** The courses that teach the path, and those it names that the academy does not teach. */
    courses: (taught: number, notTaught: number) =>
      notTaught > 0
        ? `${courseCount(taught)} (and ${notTaught} not taught here yet)`
        : courseCount(taught),
  },
  progress: {
    label: 'Your progress',
    finishedPercent: (percent: number) => `You have finished ${percent}% of this path.`,
    barLabel: 'Path progress',
    /** '2 of 4 courses finished'. */
    finishedOf: (finished: number, total: number) => `${finished} of ${total} courses finished`,
    finished: 'Finished',
    percent: (percent: number) => `${percent}%`,
    cardBarLabel: (title: string) => `${title} progress`,
  },
};

export type LearningPathsCopy = CopyShape<typeof learningPathsCopy>;
