import type { CopyShape } from '../../../shared/i18n/copy';

const courseCount = (count: number) => `${count} ${count === 1 ? 'course' : 'courses'}`;

/** The learning paths: the list, a path's page, its roadmap and the learner's progress on it. */
export const learningPathsCopy = {
  listPage: {
    eyebrow: 'Learning paths',
    title: 'Learning Paths',
    lead: 'Structured routes from first steps to job-ready skills. Follow a path for the role you want, or go deep on one technology or certification.',
    roleTitle: 'Role-based paths',
    roleLead: 'Everything you need for a specific job, in a sensible order.',
    domainTitle: 'Domain-based paths',
    domainLead: 'Master one technology, platform or certification at a time.',
    pathCount: (count: number) => `${count} paths`,
    helpTitle: 'Not sure where to start?',
    helpText:
      "Answer six quick questions and we'll recommend a path, or browse every course on its own.",
    takeAssessment: 'Take Skills Assessment',
    browseCourses: 'Browse All Courses',
    metaTitle: 'Learning Paths',
    metaDescription:
      'Role-based and domain-based learning paths for DevOps, Kubernetes, cloud and Linux careers, from first steps to certification.',
  },
  pathPage: {
    metaTitle: (title: string) => `${title} Learning Path`,
    notFoundTitle: 'Learning Path Not Found',
    notFoundDescription: 'We could not find that learning path. Browse all learning paths instead.',
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
  hero: {
    start: 'Start Learning Path',
    browseAll: 'Browse All Paths',
    allPaths: 'All learning paths',
    roleKind: 'Role-based path',
    domainKind: 'Domain-based path',
    notFoundTitle: 'Learning Path Not Found',
    notFoundText:
      "We couldn't find that learning path. Have a look at all our role-based and domain-based paths instead.",
    backToPaths: 'Back to Learning Paths',
  },
  overview: {
    roadmapTitle: 'Your learning roadmap',
    roadmapLead:
      'Follow the steps in order; the courses alongside teach each stage, most of them with hands-on labs.',
    skillsTitle: "Skills you'll gain",
    coursesTitle: 'Courses in this path',
    /** How the path's courses are practised: browser labs, the learner's own cloud account, or both. */
    coursesLead: {
      allLabs: 'The core course comes first. Each one comes with hands-on labs.',
      noLabs:
        'The core course comes first. Each one ends its lessons with exercises on your own cloud account.',
      mixed:
        'The core course comes first. Courses with hands-on labs show how many on their card; the others end their lessons with exercises on your own cloud account.',
    },
    alsoCovers: (count: number) =>
      `The path also covers ${courseCount(count)} not taught here yet, so they are not counted in it:`,
    notTaught: 'Not taught here yet',
  },
  roadmap: {
    steps: 'Steps',
    step: (number: number) => `Step ${number}: `,
    courses: 'Courses in this path',
    hours: (hours: number) => `${hours} hours`,
    moreDetails: 'More details',
    notTaught: 'Not taught here yet',
    percentComplete: (percent: number) => `${percent}% complete`,
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
  prerequisites: {
    label: 'I know:',
    nothing: 'No problem: the path starts from the very beginning.',
    something: (topic: string) =>
      `Great — you can move quickly through what you already know about ${topic}.`,
  },
};

export type LearningPathsCopy = CopyShape<typeof learningPathsCopy>;
