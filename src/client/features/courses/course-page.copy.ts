import type { CopyShape } from '../../../shared/i18n/copy';
import { formatNumber } from '../../i18n/format.copy';

/** The course page (/course/{id}): hero, tabs, labs, the enrolment card and its dialogs. */
export const coursePageCopy = {
  hero: {
    enrolled: (count: number) => `${formatNumber(count)} enrolled`,
    /** The language the course is taught in: lessons and labs are in English. */
    language: {
      label: 'Language: English',
      /** After the label, in `noteLang` (none when it is the page's own language). */
      note: '(ভাষা: ইংরেজি)',
      noteLang: 'bn',
    },
  },
  tabs: {
    label: 'Course content',
    overview: 'Overview',
    curriculum: 'Curriculum',
    labs: 'Labs',
  },
  overview: {
    level: 'Level',
    category: 'Category',
    instructor: 'Instructor',
    duration: 'Duration',
    glance: 'Course at a glance',
  },
  side: {
    completed: 'Completed',
    owned: 'You own this course',
    accessConfirmed: 'Your access is confirmed.',
    finished: (percent: number) => `You have finished ${percent}% of this course.`,
    progressLabel: (courseTitle: string) => `${courseTitle} progress`,
    continueLearning: 'Continue learning',
    pendingTitle: 'Payment pending verification',
    pendingText: (hours: number) =>
      `We verify payments within ${hours} hours and confirm your access by email.`,
    viewPaymentStatus: 'View payment status',
    oneTimePayment: 'One-time payment by bKash or Nagad',
    startLearning: 'Start Learning',
    includesTitle: 'This course includes',
    handsOnLabs: (count: number) => (count === 1 ? '1 hands-on lab' : `${count} hands-on labs`),
    labsNeedCloudAccount: 'Labs need a cloud account',
    hoursOfContent: (hours: number) => `${hours} hours of content`,
    certificateOfCompletion: 'Certificate of completion',
  },
  completed: {
    finishedAll: 'You have finished every lesson, quiz and lab of this course.',
    review: 'Review the course',
    nextOnPath: (pathTitle: string) => `Next on the ${pathTitle} path:`,
    whatNext: 'What to learn next:',
  },
  certificate: {
    button: 'Get Certificate',
    revoked: 'Your certificate (revoked)',
    view: 'View your certificate',
  },
};

export type CoursePageCopy = CopyShape<typeof coursePageCopy>;
