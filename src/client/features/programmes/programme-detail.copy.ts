import type { CopyShape } from '../../../shared/i18n/copy';
import { MONEY_BACK_GUARANTEE } from '../../../shared/schemas/refund-rules';

/**
 * A lab programme's page as the server draws it (programme-sections.tsx): the browser never
 * renders these parts, so these words are in no page's bundle.
 */
export const programmeDetailCopy = {
  labsHeading: 'Labs in this programme',
  inPreparationText:
    'This programme is in preparation: its labs are still being built, so it is not on sale yet. What you see below is its plan. The related courses below cover some of the same ground today.',
  labsIntro:
    "Each lab runs in a terminal in your browser on a throwaway Debian machine on our servers, and checks every step on the machine itself. The first is free for any signed-in learner; all of them open once you enrol in this programme (or in a lab's course).",
  labMinutes: (minutes: number) => `${minutes} min`,
  openLab: 'Open lab',
  /** 'A, B and C': the courses that hold the same labs. */
  courseList: (names: readonly string[]) =>
    names.length === 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`,
  sameLabsElsewhere: (count: number, list: string, total: string) =>
    count === 1
      ? `Every lab here is also in the course ${list} (${total}), with its lessons and quizzes. This programme is the labs on their own, in one guided order.`
      : `Every lab here is also in the courses ${list} (${total} together), with their lessons and quizzes. This programme is the labs on their own, in one guided order.`,
  backToLabs: 'Back to Labs',
  fee: 'Programme fee',
  plannedFee: 'Planned fee',
  enroll: 'Enroll',
  notSureYet: 'Not sure yet? Its first lab is free for signed-in learners.',
  notOnSaleYet: 'Not on sale yet: its labs are still being built.',
  handsOnLabs: (count: number) =>
    count === 1
      ? '1 hands-on lab in a browser terminal'
      : `${count} hands-on labs in a browser terminal`,
  noSetup: 'No setup: everything runs in your browser',
  guarantee: MONEY_BACK_GUARANTEE,
  outcomes: 'What you\u2019ll learn',
  plannedOutcomes: 'What it will cover (planned)',
  practisedIn: (count: number) =>
    count === 1 ? 'Practised in 1 lab' : `Practised in ${count} labs`,
  modules: 'Modules',
  plannedModules: 'Planned modules',
  relatedCourses: 'Related courses',
  relatedLead: 'Self-paced catalogue courses that cover the same ground.',
  notFoundTitle: 'Lab not found',
  notFoundText: "We couldn't find that lab. It may have been renamed or retired.",
};

export type ProgrammeDetailCopy = CopyShape<typeof programmeDetailCopy>;
