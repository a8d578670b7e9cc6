import * as z from 'zod/mini';
import { checkWith, type Checked } from './check';
import { maxLength, requiredText } from './fields';

/**
 * Pay with bKash (Tokenized Checkout): the start request, the learner's view of a payment after
 * bKash sends the browser back, and every sentence the learner reads about it. Nothing here is
 * trusted for money: the server asks bKash (decision 039).
 */

export const BKASH_MESSAGES = {
  button: 'Pay with bKash',
  enrolled: "bKash confirmed your payment. You're enrolled.",
  review:
    'bKash took your payment, but its details did not match this order, so a staff member will check it within 24 hours; you do not need to pay again.',
  confirming:
    'bKash has not confirmed your payment yet. If money left your account, we will finish your enrolment within a few minutes and email you; you do not need to pay again.',
  cancelled:
    'You closed the bKash payment page, so nothing was charged. Choose a way to pay when you are ready.',
  failed: 'bKash could not complete the payment, and nothing was charged.',
  insufficientBalance:
    'bKash declined the payment: your account does not have enough balance. Nothing was charged. Add money to your bKash account and try again, or pay another way below.',
  debitBlocked:
    'bKash declined the payment: this bKash account cannot make payments right now. Nothing was charged. Call bKash on 16247, or pay another way below.',
  expired: 'This bKash payment expired before it was completed; nothing was charged.',
  replaced:
    'You started a newer bKash payment for this course, so this one was closed; nothing was charged.',
  started:
    'A bKash payment for this course was started a moment ago. Finish it on the bKash page, or try again in a minute.',
  startUnavailable:
    'bKash is not answering right now, so nothing was charged. Try again in a few minutes, or pay by sending money below.',
  startRefused: 'bKash refused to start this payment, and nothing was charged',
  simulator: 'bKash simulator: no real money moves',
} as const;

/** POST /api/payments/bkash: which course or programme to pay for. */
export const bkashStartSchema = z.object({
  courseId: requiredText('Choose a course to pay for.', {
    typeError: 'There is no such course.',
    rule: maxLength(100, 'There is no such course.'),
  }),
});
export type BkashStart = z.output<typeof bkashStartSchema>;
export const checkBkashStart: (input: unknown) => Checked<BkashStart, 'courseId'> = checkWith(
  bkashStartSchema,
  { notObject: 'Send the course to pay for as JSON.', invalid: 'Choose a course to pay for.' },
);

/** GET /api/payments/bkash: whether checkout offers Pay with bKash here. */
export interface BkashAvailability {
  enabled: boolean;
  /** The local simulator (outside production without credentials): no real money moves. */
  simulated: boolean;
}

export type BkashPaymentViewState =
  'enrolled' | 'review' | 'confirming' | 'failed' | 'cancelled' | 'expired';

/** GET /api/payments/bkash/:paymentId, for the learner who made it. */
export interface BkashPaymentView {
  paymentId: string;
  orderId: string;
  courseId: string;
  courseTitle: string;
  kind: 'course' | 'programme';
  amount: number;
  state: BkashPaymentViewState;
  trxId: string | null;
  message: string;
}
