import type { Order, OrderField } from '../../../shared/schemas/order';
import type { PaymentMethod } from '../../../shared/schemas/order-labels';
import type { CourseAccess } from '../../lib/session';
import { checkoutCopy } from './checkout.copy';

/** What the learner types into the payment form (the course comes from the page). */
/**
 * /auth, coming back to this checkout once signed in (/auth follows `next` only to a path on
 * this site: lib/return-to.ts). Built here rather than imported so the checkout's first view
 * loads no extra chunk: it is the page closest to the JavaScript budget.
 */
export function checkoutSignInHref(courseId: string): string {
  return `/auth?next=${encodeURIComponent(`/checkout/${courseId}`)}`;
}

export interface CheckoutValues {
  paymentMethod: PaymentMethod;
  mobileNumber: string;
  transactionId: string;
}

export type CheckoutField = Exclude<OrderField, 'courseId'>;
export type CheckoutErrors = Partial<Record<CheckoutField, string>>;

/** In the order the fields appear, so the first bad one can take focus. */
export const CHECKOUT_FIELDS: readonly CheckoutField[] = [
  'paymentMethod',
  'mobileNumber',
  'transactionId',
];

export const EMPTY_CHECKOUT: CheckoutValues = {
  paymentMethod: 'bkash',
  mobileNumber: '',
  transactionId: '',
};

/**
 * The 'Missing information' check (docs/product-rules.md): both typed fields must have something
 * in them.
 */
export function missingFields(values: CheckoutValues): CheckoutErrors {
  const errors: CheckoutErrors = {};
  if (values.mobileNumber.trim() === '') errors.mobileNumber = checkoutCopy.form.mobileMissing;
  if (values.transactionId.trim() === '')
    errors.transactionId = checkoutCopy.form.transactionMissing;
  return errors;
}

export function firstInvalidField(errors: CheckoutErrors): CheckoutField | undefined {
  return CHECKOUT_FIELDS.find((field) => errors[field]);
}

/**
 * Splits a 400's `fields` into the ones shown beside an input and a message for the rest
 * (a course id the server refuses has no input to sit beside).
 */
export function splitServerFields(fields: Record<string, string> | undefined): {
  errors: CheckoutErrors;
  other: string | undefined;
} {
  const errors: CheckoutErrors = {};
  const other: string[] = [];
  for (const [name, message] of Object.entries(fields ?? {})) {
    if ((CHECKOUT_FIELDS as readonly string[]).includes(name)) {
      errors[name as CheckoutField] = message;
    } else {
      other.push(message);
    }
  }
  return { errors, other: other.length > 0 ? other.join(' ') : undefined };
}

/** What the checkout shows a learner instead of (or above) the payment form. */
export type CheckoutStatus =
  | { kind: 'owned' }
  | { kind: 'pending'; order: Order | undefined }
  | { kind: 'form'; rejected: Order | undefined };

/**
 * `orders` (fetched on this visit) are fresher than the session's course lists, which the tab
 * may have remembered from an earlier page; the session decides only while they are unknown.
 */
export function checkoutStatus(
  access: CourseAccess,
  orders: readonly Order[] | undefined,
  courseId: string,
): CheckoutStatus {
  if (access === 'enrolled') return { kind: 'owned' };
  const mine = (orders ?? []).filter((order) => order.courseId === courseId);
  const pending = mine.find((order) => order.paymentStatus === 'pending');
  if (pending) return { kind: 'pending', order: pending };
  const latest = mine[0];
  if (latest?.paymentStatus === 'verified') return { kind: 'owned' };
  if (orders === undefined && access === 'pending') return { kind: 'pending', order: undefined };
  return { kind: 'form', rejected: latest?.paymentStatus === 'rejected' ? latest : undefined };
}
