import * as z from 'zod/mini';

/**
 * Orders (payments by bKash or Nagad) and enrolments: one schema for the checkout form and for
 * POST /api/orders, the review note of the staff back office, and the shapes the API answers.
 * The amount and title are never part of a request: the server takes them from the catalogue.
 */

export const PAYMENT_METHODS = ['bkash', 'nagad'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  bkash: 'bKash',
  nagad: 'Nagad',
};

export const ORDER_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending verification',
  verified: 'Verified',
  rejected: 'Rejected',
};

export const TRANSACTION_ID_MIN = 8;
export const TRANSACTION_ID_MAX = 12;
export const REVIEW_NOTE_MAX = 500;

export const ORDER_MESSAGES = {
  courseMissing: 'Choose a course to pay for.',
  courseUnknown: 'There is no such course.',
  method: 'Choose bKash or Nagad.',
  mobileMissing: 'Enter the mobile number you paid from.',
  mobileInvalid: 'Mobile number must be a Bangladeshi mobile number like 01712345678.',
  transactionMissing: 'Enter the transaction ID from your payment confirmation SMS.',
  transactionInvalid: `Transaction ID must be ${TRANSACTION_ID_MIN} to ${TRANSACTION_ID_MAX} letters and digits, as shown in your payment SMS.`,
  noteRequired: 'Write the reason for rejecting; the learner will see it.',
  noteTooLong: `The note must be at most ${REVIEW_NOTE_MAX} characters.`,
  /** Staff never verify, reject (or refund) a payment of their own. */
  ownOrder: 'Another staff member must review your own order.',
  transactionTaken: 'This transaction ID has already been used for another order.',
  transactionReused: 'You have already submitted this transaction ID.',
} as const;

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

// 01[3-9] and 8 digits; a leading +880 or 880 stands for the 0 (spaces and dashes are ignored).
const MOBILE = /^(?:\+?880|0)(1[3-9]\d{8})$/;

/** '+880 1712-345678' → '01712345678'; undefined when it is not a Bangladeshi mobile number. */
export function normaliseMobileNumber(value: string): string | undefined {
  const digits = MOBILE.exec(value.replace(/[\s-]/g, ''))?.[1];
  return digits ? `0${digits}` : undefined;
}

/** ' 9ab3xk2lq1 ' → '9AB3XK2LQ1'; undefined unless 8 to 12 letters and digits. */
export function normaliseTransactionId(value: string): string | undefined {
  const id = value.trim().toUpperCase();
  const pattern = new RegExp(`^[A-Z0-9]{${TRANSACTION_ID_MIN},${TRANSACTION_ID_MAX}}$`);
  return pattern.test(id) ? id : undefined;
}

function checkedText(
  missing: string,
  invalid: string,
  normalise: (v: string) => string | undefined,
) {
  return z.pipe(
    z.optional(z.union([z.string(), z.null()], { error: invalid })),
    z.transform((input: string | null | undefined, ctx): string => {
      const text = (input ?? '').trim();
      if (text === '') {
        ctx.issues.push({ code: 'custom', message: missing, input });
        return z.NEVER;
      }
      const value = normalise(text);
      if (value === undefined) {
        ctx.issues.push({ code: 'custom', message: invalid, input });
        return z.NEVER;
      }
      return value;
    }),
  );
}

export const orderSchema = z.object({
  courseId: checkedText(ORDER_MESSAGES.courseMissing, ORDER_MESSAGES.courseUnknown, (value) =>
    value.length <= 100 ? value : undefined,
  ),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: ORDER_MESSAGES.method }),
  mobileNumber: checkedText(
    ORDER_MESSAGES.mobileMissing,
    ORDER_MESSAGES.mobileInvalid,
    normaliseMobileNumber,
  ),
  transactionId: checkedText(
    ORDER_MESSAGES.transactionMissing,
    ORDER_MESSAGES.transactionInvalid,
    normaliseTransactionId,
  ),
});

export type OrderInput = z.input<typeof orderSchema>;
export type OrderFields = z.output<typeof orderSchema>;
export type OrderField = keyof OrderFields;

export type Check<T, F extends string> =
  { ok: true; data: T } | { ok: false; message: string; fields: Partial<Record<F, string>> };

function isObject(input: unknown): input is Record<string, unknown> {
  return typeof input === 'object' && input !== null && !Array.isArray(input);
}

/** Checks an order payload; on failure, one human message per bad field. */
export function checkOrder(input: unknown): Check<OrderFields, OrderField> {
  if (!isObject(input)) {
    return { ok: false, message: 'Send the payment details as a JSON object.', fields: {} };
  }
  const result = orderSchema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const fields: Partial<Record<OrderField, string>> = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && key in orderSchema.shape)
      fields[key as OrderField] ??= issue.message;
  }
  return { ok: false, message: 'Some payment details need correcting.', fields };
}

/** The staff's note when verifying (optional) or rejecting (required: the learner reads it). */
export function checkReviewNote(
  input: unknown,
  decision: 'verify' | 'reject',
): Check<{ note: string | null }, 'note'> {
  const raw = isObject(input) ? input.note : undefined;
  if (raw !== undefined && raw !== null && typeof raw !== 'string') {
    return {
      ok: false,
      message: 'The note must be text.',
      fields: { note: 'The note must be text.' },
    };
  }
  const note = (raw ?? '').trim();
  if (note.length > REVIEW_NOTE_MAX) {
    return {
      ok: false,
      message: ORDER_MESSAGES.noteTooLong,
      fields: { note: ORDER_MESSAGES.noteTooLong },
    };
  }
  if (decision === 'reject' && note === '') {
    return {
      ok: false,
      message: ORDER_MESSAGES.noteRequired,
      fields: { note: ORDER_MESSAGES.noteRequired },
    };
  }
  return { ok: true, data: { note: note === '' ? null : note } };
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
}

/** GET /api/enrollments: the courses the learner owns. */
export interface Enrollment {
  courseId: string;
  courseTitle: string;
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
  status?: OrderStatus | '';
  method?: PaymentMethod | '';
  q?: string;
}
