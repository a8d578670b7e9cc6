import type { CopyShape } from '../../../shared/i18n/copy';

/** /dashboard's first view: the page, the learner's courses and orders. */
export const dashboardCopy = {
  page: {
    eyebrow: 'Your account',
    title: 'My Learning',
    lead: 'The courses you own and every payment you have sent, with its status.',
    description: 'Your Shikhon Academy courses and the status of your bKash and Nagad payments.',
  },
  loading: 'Loading your courses and orders...',
  loadFailed: (message: string) => `We could not load your courses and orders. ${message}`,
  tryAgainLater: 'Please try again.',
  nextStep: 'Your next step',
  continueLearning: 'Continue learning',
  myCourses: 'My courses',
  loadingAchievements: 'Loading your achievements...',
  loadingCertificates: 'Loading your certificates...',
  myOrders: 'My orders',
  completed: {
    label: 'Completed',
    /** "You have finished … Your certificate is below.", "Your certificate" a link. */
    before: 'You have finished every lesson, quiz and lab of this course. ',
    certificate: 'Your certificate',
    after: ' is below.',
    nextOnPath: (path: string) => `Next on the ${path} path:`,
    whatNext: 'What to learn next:',
    continueWith: (course: string) => `Continue with ${course}`,
    see: (course: string) => `See ${course}`,
    allDone: 'You have finished every course we teach. Well done!',
    review: (course: string) => `Review ${course}`,
  },
  resume: {
    /** Before the next item's title, which the server writes in English. */
    next: 'Next: ',
    percent: (percent: number) => `${percent}% complete`,
    progress: (course: string) => `${course} progress`,
    continue: 'Continue',
  },
  courses: {
    none: 'You do not own a course yet.',
    noneHint: 'Pick a course; once its payment is verified it appears here.',
    browse: 'Browse courses',
    lastActivity: (time: string) => `Last activity: ${time}`,
    notStarted: 'Not started yet',
    openLabs: 'Open its labs',
    retired: 'This course is no longer in the catalogue. Contact us for access to its material.',
  },
  orders: {
    none: 'No orders yet. When you pay for a course, the payment and its status appear here.',
    pending: (sentAt: string, hours: number) =>
      `You sent this payment on ${sentAt}. We verify payments within ${hours} hours. The course appears in My courses once it is verified.`,
    rejected: (note: string | null) =>
      `Reason: ${note ?? 'No reason was recorded. Please contact us.'}`,
    tryAgain: 'Try again',
    verified: 'Verified.',
  },
};

export type DashboardCopy = CopyShape<typeof dashboardCopy>;
