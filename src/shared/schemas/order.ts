import * as z from 'zod/mini';
import { checkWith, type Checked } from './check';
import { maxLength, mobileNumber, optionalText, requiredText, transactionId } from './fields';
import type { AdminRefund } from './refund';
import type { BkashEventRecord } from './bkash-admin';
import {
  ORDER_MESSAGES,
  PAYMENT_METHODS,
  REVIEW_NOTE_MAX,
  type OrderFilterStatus,
  type OrderPaidVia,
  type OrderStatus,
  type PaymentMethod,
} from './order-labels';

export {
  normaliseMobileNumber,
  normaliseTransactionId,
  TRANSACTION_ID_MAX,
  TRANSACTION_ID_MIN,
} from './fields';

/**
 * Orders (payments by bKash or Nagad) and enrolments: one schema for the checkout form and for
 * POST /api/orders, the review note of the staff back office, and the shapes the API answers.
 * The amount and title are never part of a request: the server takes them from the catalogue.
 */

export {
  ORDER_MESSAGES,
  REVIEW_NOTE_MAX,
  type OrderFilterStatus,
  ORDER_PAID_VIA,
  ORDER_PAID_VIA_LABELS,
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  PAYMENT_METHODS,
  PAYMENT_METHOD_LABELS,
  type OrderPaidVia,
  type OrderStatus,
  type PaymentMethod,
} from './order-labels';

/**
 * What a learner is told when another learner already submitted their transaction ID: if it was
 * really their payment (the other submission was a mistake or a theft), support sorts it out.
 */
export function transactionTakenMessage(supportEmail: string, transactionId: string): string {
  return `${ORDER_MESSAGES.transactionTaken} If you paid with it, contact support at ${supportEmail} (or through the contact page) and quote transaction ID ${transactionId}.`;
}

/** What a learner is told when an order of their own, not rejected, holds the transaction ID. */
export function transactionReusedMessage(courseTitle: string): string {
  return `You have already submitted this transaction ID for ${courseTitle}. One payment pays for one order: check the transaction ID in your payment SMS.`;
}

export const orderSchema = z.object({
  courseId: requiredText(ORDER_MESSAGES.courseMissing, {
    typeError: ORDER_MESSAGES.courseUnknown,
    rule: maxLength(100, ORDER_MESSAGES.courseUnknown),
  }),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: ORDER_MESSAGES.method }),
  mobileNumber: requiredText(ORDER_MESSAGES.mobileMissing, {
    typeError: ORDER_MESSAGES.mobileInvalid,
    rule: mobileNumber(ORDER_MESSAGES.mobileInvalid),
  }),
  transactionId: requiredText(ORDER_MESSAGES.transactionMissing, {
    typeError: ORDER_MESSAGES.transactionInvalid,
    rule: transactionId(ORDER_MESSAGES.transactionInvalid),
  }),
});

export type OrderInput = z.input<typeof orderSchema>;
export type OrderFields = z.output<typeof orderSchema>;
export type OrderField = keyof OrderFields;

/** Checks an order payload; on failure, one human message per bad field. */
export const checkOrder = checkWith(orderSchema, {
  notObject: 'Send the payment details as a JSON object.',
  invalid: 'Some payment details need correcting.',
});

/** The staff's note when verifying (optional) or rejecting (required: the learner reads it). */
export function reviewNoteSchema(decision: 'verify' | 'reject') {
  const note = {
    typeError: 'The note must be text.',
    rule: maxLength(REVIEW_NOTE_MAX, ORDER_MESSAGES.noteTooLong),
  };
  return z.object({
    note:
      decision === 'reject' ? requiredText(ORDER_MESSAGES.noteRequired, note) : optionalText(note),
  });
}

const reviewNoteChecks = {
  verify: checkWith(reviewNoteSchema('verify'), { invalid: (fields) => fields.note ?? '' }),
  reject: checkWith(reviewNoteSchema('reject'), { invalid: (fields) => fields.note ?? '' }),
};

/** Any body but an object is read as no note: the note may be left out. */
export function checkReviewNote(
  input: unknown,
  decision: 'verify' | 'reject',
): Checked<{ note: string | null }, 'note'> {
  return reviewNoteChecks[decision](input);
}

/** An order as the learner's own calls answer it (GET/POST /api/orders). */
export interface Order {
  id: string;
  courseId: string;
  courseTitle: string;
  /** Taka, from the catalogue at the time of the order. */
  amount: number;
  paymentMethod: PaymentMethod;
  mobileNumber: string;
  transactionId: string;
  paymentStatus: OrderStatus;
  /** ISO times. */
  createdAt: string;
  reviewedAt: string | null;
  /** The staff's note; for a rejected order, the reason the learner sees. */
  reviewNote: string | null;
}

/** A refused submission of an order's transaction ID, as staff see it on that order. */
export interface TransactionAttempt {
  learnerEmail: string;
  learnerName: string;
  /** The course the learner tried to pay for with the ID. */
  courseTitle: string;
  attemptedAt: string;
  /** True when it was the order's own learner again (e.g. for a second course). */
  sameLearner: boolean;
}

/** An order as the staff back office sees it (GET /api/admin/orders). */
export interface AdminOrder extends Order {
  learnerEmail: string;
  learnerName: string;
  reviewerEmail: string | null;
  /** The caller's own order: another staff member must verify or reject it. */
  isOwnOrder: boolean;
  /** Every refused submission of this order's transaction ID (same method), oldest first. */
  transactionAttempts: TransactionAttempt[];
  /** The order's latest refund request, if the learner asked for one. */
  refund: AdminRefund | null;
  /** How the payment was confirmed: bKash's checkout, bKash's search of a typed ID, or staff. */
  paidVia: OrderPaidVia;
  /** bKash's paymentID of a checkout payment. */
  bkashPaymentId: string | null;
  /** Why an automatic check sent the order to staff (what bKash reported that did not match). */
  checkNote: string | null;
  /** The bKash API errors met for this order, newest first (at most ORDER_BKASH_ERRORS_SHOWN). */
  bkashErrors: BkashEventRecord[];
  /** How many bKash API errors were met for this order in all. */
  bkashErrorCount: number;
}

/**
 * POST /api/enrollments: `{courseId}` of a free course. The course is looked up by the server
 * (an unknown or paid one is refused there); anything but an object is an absent course.
 */
export const checkEnrollment = checkWith(z.object({ courseId: z.optional(z.unknown()) }), {
  invalid: ORDER_MESSAGES.courseUnknown,
});

/** GET /api/enrollments: the courses and lab programmes the learner owns. */
export interface Enrollment {
  /** A course id, or a lab programme's slug when `kind` is 'programme'. */
  courseId: string;
  courseTitle: string;
  kind: 'course' | 'programme';
  enrolledAt: string;
  /** The verified order that enrolled the learner; null for a free course. */
  orderId: string | null;
}

/** Part of GET /api/me for a signed-in learner: what course cards and pages need to know. */
export interface MyCourses {
  enrolled: string[];
  pending: string[];
}

/** GET /api/admin/orders query: '' or absent means any. */
export interface AdminOrderQuery {
  status?: OrderFilterStatus | '';
  method?: PaymentMethod | '';
  /** How the payment was confirmed. */
  paid?: OrderPaidVia | '';
  q?: string;
}
