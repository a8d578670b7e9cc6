import type { CopyShape } from '../../../shared/i18n/copy';

const courseCount = (count: number) => `${count} ${count === 1 ? 'course' : 'courses'}`;

/** A learning path's own page (/learning-path/{id}): its hero, roadmap, prerequisites and courses. */
export const pathPageCopy = {
  pathPage: {
    metaTitle: (title: string) => `${title} Learning Path`,
    notFoundTitle: 'Learning Path Not Found',
    notFoundDescription: 'We could not find that learning path. Browse all learning paths instead.',
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
  prerequisites: {
    label: 'I know:',
    nothing: 'No problem: the path starts from the very beginning.',
    something: (topic: string) =>
      `Great — you can move quickly through what you already know about ${topic}.`,
  },
};

export type PathPageCopy = CopyShape<typeof pathPageCopy>;
