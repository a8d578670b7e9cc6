import type { CopyShape } from '../../../shared/i18n/copy';
import { REFUND_MESSAGES } from '../../../shared/schemas/refund';

/** A verified order's refund on the dashboard (its own chunk, as is this). */
export const orderRefundCopy = {
  approvedSending: (at: string) =>
    `Refund approved on ${at}. The money is being sent back to the bKash number you paid from; we will email you the refund transaction ID once it has gone. You no longer have access to this course.`,
  refunded: (at: string, refundTransactionId: string | null) =>
    `Refunded on ${at}.${refundTransactionId ? ` Refund transaction ID: ${refundTransactionId}.` : ''} You no longer have access to this course.`,
  declined: (reason: string | null) =>
    `Refund declined: ${reason ?? 'no reason was recorded. Please contact us.'}`,
  requested: (at: string) =>
    `Refund requested on ${at}. We will email you our decision. Until then no certificate is issued for this course.`,
  verified: (at: string | null, refunded: boolean) =>
    `${at ? `Verified on ${at}.` : 'Verified.'}${refunded ? '' : ' The course is in My courses.'}`,
  badgeRefunded: 'Refunded',
  badgeApproved: 'Refund approved',
  noRefund: 'No refund: ',
  until: (date: string) => `You can ask for a refund until ${date}.`,
  request: 'Request a refund',
  dialog: {
    title: 'Request a refund',
    label: 'Reason (optional)',
    hint: (max: number) => `Tell us why, if you like. Up to ${max} characters.`,
    submit: 'Request refund',
  },
  rule: REFUND_MESSAGES.rule,
  summary: (course: string, amount: string, percent: number) =>
    `${course}: ${amount}, you have completed ${percent}%. Staff send the money back to the number you paid from and email you.`,
  /** The server's (or a check's) words about a refund, such as why there is none, in the page's language. */
  say: (message: string) => message,
};

export type OrderRefundCopy = CopyShape<typeof orderRefundCopy>;
