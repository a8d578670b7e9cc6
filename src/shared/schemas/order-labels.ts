/**
 * An order's payment methods and statuses with their labels, and the order form's messages. Apart
 * from order.ts (and its validators, which need zod), so that a page that shows orders or the
 * order form loads the schemas only when it checks one (checkout loads them on first input).
 */
import { TRANSACTION_ID_MAX, TRANSACTION_ID_MIN } from './payment-rules';

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

/**
 * How an order's payment was confirmed, as staff filter and read it: through bKash's checkout
 * (bKash moved the money for this order), a typed transaction ID that bKash's search confirmed,
 * or by hand ('manual': staff checked it against the statement; the orders table's null).
 */
export const ORDER_PAID_VIA = ['bkash_checkout', 'bkash_checked', 'manual'] as const;
export type OrderPaidVia = (typeof ORDER_PAID_VIA)[number];
export const ORDER_PAID_VIA_LABELS: Record<OrderPaidVia, string> = {
  bkash_checkout: 'bKash automatic',
  bkash_checked: 'Checked with bKash',
  manual: 'Manual',
};

/** The staff list's status filter: an order status, or 'refund' for orders with a refund request. */
export type OrderFilterStatus = OrderStatus | 'refund';

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
