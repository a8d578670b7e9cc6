import type { CopyShape } from '../../shared/i18n/copy';

/** The shared client helpers' words: failed requests, and starting a course from its button. */
export const libCopy = {
  course: {
    authRequired: {
      title: 'Authentication required',
      description: 'Please sign in to start this course.',
    },
    started: 'Course started!',
    startFailed: 'Could not start the course',
    continue: 'Continue',
    paymentPending: 'Payment pending',
    start: 'Start Course',
    buy: 'Buy Now',
  },
};

export type LibCopy = CopyShape<typeof libCopy>;
