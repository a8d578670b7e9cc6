import * as z from 'zod/mini';
import { checkWith, type Checked } from './check';
import {
  maxLength,
  optionalText,
  requiredText,
  TRANSACTION_ID_MAX,
  TRANSACTION_ID_MIN,
  transactionId,
} from './fields';

import { REFUND_DAYS, REFUND_PERCENT } from './refund-rules';

/**
 * Refunds by the published rule, the money-back guarantee of refund-rules.ts (REFUND_DAYS days
 * from verification, under REFUND_PERCENT% of the course completed). The server measures both
 * (decision 030 in docs/decisions); these are the payloads and the shapes the
 * API answers, shared by the pages and the server.
 */

export const REFUND_REASON_MAX = 500;

export const REFUND_STATUSES = ['pending', 'approved', 'declined'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const REFUND_MESSAGES = {
  rule: `You can get your money back within ${REFUND_DAYS} days of your payment being verified, while you have completed less than ${REFUND_PERCENT}% of the course.`,
  orderMissing: 'Choose the order to refund.',
  reasonTooLong: `The reason must be at most ${REFUND_REASON_MAX} characters.`,
  declineReasonRequired: 'Write the reason for declining; the learner will see it.',
  transactionMissing: 'Enter the transaction ID of the refund you sent.',
  transactionInvalid: `Transaction ID must be ${TRANSACTION_ID_MIN} to ${TRANSACTION_ID_MAX} letters and digits, as shown in the bKash or Nagad confirmation.`,
  noOrder: 'There is no such order.',
  notVerified: 'Only a verified payment can be refunded.',
  alreadyRequested: 'A refund for this order has already been requested.',
  noRequest: 'There is no such refund request.',
  notThroughBkash:
    "This order was not paid through bKash's checkout: send the money back by hand and approve the refund with that refund's transaction ID.",
  bkashOff:
    "bKash's merchant API is not set up on this server: send the money back by hand and record that refund's transaction ID.",
  notApproved: 'Only an approved refund can be sent back through bKash.',
  payoutSending:
    'A refund through bKash for this request is under way. Reload the page in a minute to see how it ended.',
} as const;

/** Why a refund is not sent again: the money already went back. */
export function refundAlreadySentMessage(refundTransactionId: string | null): string {
  return `The money was already sent back${refundTransactionId ? ` (refund transaction ID ${refundTransactionId})` : ''}.`;
}

/** Why a course cannot be refunded today, as the learner reads it. */
export function tooLateMessage(verifiedOn: string): string {
  return `More than ${REFUND_DAYS} days have passed since your payment was verified (on ${verifiedOn}).`;
}

export function tooFarMessage(percent: number, kind: 'course' | 'programme' = 'course'): string {
  return `You have completed ${percent}% of this ${kind}; refunds are for ${kind}s under ${REFUND_PERCENT}% complete.`;
}

/**
 * Why staff cannot approve a request any more: the learner went on learning while it was pending
 * and is now over the rule the request was checked against (decision 030).
 */
export function noLongerEligibleMessage(
  percentNow: number,
  percentAtRequest: number,
  kind: 'course' | 'programme' = 'course',
): string {
  return `This refund cannot be approved: the learner has now completed ${percentNow}% of this ${kind} (${percentAtRequest}% when they asked), and refunds are for ${kind}s under ${REFUND_PERCENT}% complete. Decline the request with a reason instead.`;
}

/** POST /api/refunds: the learner's own verified order, and their reason if they give one. */
export const refundRequestSchema = z.object({
  orderId: requiredText(REFUND_MESSAGES.orderMissing, {
    typeError: REFUND_MESSAGES.orderMissing,
    rule: maxLength(100, REFUND_MESSAGES.noOrder),
  }),
  reason: optionalText({
    typeError: 'The reason must be text.',
    rule: maxLength(REFUND_REASON_MAX, REFUND_MESSAGES.reasonTooLong),
  }),
});
export type RefundRequestInput = z.input<typeof refundRequestSchema>;

export const checkRefundRequest = checkWith(refundRequestSchema, {
  notObject: 'Send the refund request as a JSON object.',
  invalid: (fields) => fields.orderId ?? fields.reason ?? 'The refund request needs correcting.',
});

/** Staff approve with the refund's bKash or Nagad transaction ID (same format as a payment's). */
export const refundApprovalSchema = z.object({
  refundTransactionId: requiredText(REFUND_MESSAGES.transactionMissing, {
    typeError: REFUND_MESSAGES.transactionInvalid,
    rule: transactionId(REFUND_MESSAGES.transactionInvalid),
  }),
});

/** Staff decline with a reason the learner is mailed. */
export const refundDeclineSchema = z.object({
  reason: requiredText(REFUND_MESSAGES.declineReasonRequired, {
    typeError: REFUND_MESSAGES.declineReasonRequired,
    rule: maxLength(REFUND_REASON_MAX, REFUND_MESSAGES.reasonTooLong),
  }),
});

export const checkRefundApproval: (
  input: unknown,
) => Checked<{ refundTransactionId: string }, 'refundTransactionId'> = checkWith(
  refundApprovalSchema,
  { invalid: (fields) => fields.refundTransactionId ?? REFUND_MESSAGES.transactionMissing },
);

export const checkRefundDecline: (input: unknown) => Checked<{ reason: string }, 'reason'> =
  checkWith(refundDeclineSchema, {
    invalid: (fields) => fields.reason ?? REFUND_MESSAGES.declineReasonRequired,
  });

/** A refund request as its learner sees it. */
export interface RefundRequestView {
  id: string;
  status: RefundStatus;
  requestedAt: string;
  reason: string | null;
  decidedAt: string | null;
  /** Why staff declined (declined only). */
  declineReason: string | null;
  /** The bKash or Nagad transaction ID of the money sent back (approved only). */
  refundTransactionId: string | null;
  /**
   * Where an approved refund's money stands when it goes back through bKash's API: 'sending',
   * 'paid', or 'failed' (staff retry or send it by hand); null when staff send it by hand.
   */
  payout: 'sending' | 'paid' | 'failed' | null;
}

/** GET /api/refunds: one entry per verified order of the learner, newest first. */
export interface RefundOption {
  orderId: string;
  courseId: string;
  courseTitle: string;
  verifiedAt: string;
  /** Whole percent of the course finished now (the learn progress model's). */
  percent: number;
  /** True when a refund can be requested now. */
  eligible: boolean;
  /** Why not, when not eligible and no request is open. */
  reason: string | null;
  /** The last day (YYYY-MM-DD, Asia/Dhaka) a request is accepted. */
  lastDay: string;
  /** The latest request for this order, if any. */
  request: RefundRequestView | null;
}

/** A refund request as staff see it on its order (GET /api/admin/orders). */
export interface AdminRefund extends RefundRequestView {
  percentAtRequest: number;
  daysAtRequest: number;
  deciderEmail: string | null;
  /** The order was paid through bKash's checkout: approving sends the money back through bKash. */
  refundsThroughBkash: boolean;
  /**
   * null: the money was sent back by hand; else through bKash's refund API: 'sending' while a
   * request calls bKash, then 'paid' or 'failed'.
   */
  payout: 'sending' | 'paid' | 'failed' | null;
  /** bKash's reason when its refund call failed. */
  payoutError: string | null;
  /** When bKash's refund call was made (ISO). */
  payoutAt: string | null;
}
