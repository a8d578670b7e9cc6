import type { OrderStatus } from './order-labels';

/**
 * What staff see of bKash's merchant API: the errors its calls met (on /admin/orders, per order)
 * and the daily reconciliation of our bKash payments with what bKash reports
 * (GET /api/admin/bkash/reconciliation, the page /admin/bkash).
 */

/** One bKash API call that failed or gave no clear answer (bkash_events). */
export interface BkashEventRecord {
  /** ISO time of the call. */
  at: string;
  /** The client's call: create, execute, status, search, refund or refundStatus. */
  call: string;
  /** bKash's errorCode ('2023'), or 'timeout', 'http_502', 'bad_json'… for no clear answer. */
  code: string;
  message: string;
}

/** The most bKash errors one order on /admin/orders lists (newest first); the count is whole. */
export const ORDER_BKASH_ERRORS_SHOWN = 10;

export const RECONCILIATION_MESSAGES = {
  invalidDate: 'Give the day as a date like 2026-11-30.',
  bkashOff: "bKash's merchant API is not set up on this server, so there is nothing to reconcile.",
} as const;

/**
 * The `date` of GET /api/admin/bkash/reconciliation: a real calendar day written YYYY-MM-DD
 * (an Asia/Dhaka day), or undefined when it is not one. Empty or absent means `today`.
 */
export function parseReconciliationDate(
  value: string | null | undefined,
  today: string,
): string | undefined {
  const day = (value ?? '').trim();
  if (day === '') return today;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const parsed = new Date(`${day}T00:00:00Z`);
  // 2026-02-30 parses as 2 March: a day that does not round-trip does not exist.
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(day) ? day : undefined;
}

/** What bKash's search answered for a transaction ID. */
export interface ReconciliationBkashSide {
  /** 'Completed', or whatever else bKash says. */
  status: string;
  amount: number;
  organizationShortCode: string;
  /** ISO time bKash gives for the transaction. */
  completedTime: string;
}

/** One of our bKash payments that day, beside what bKash reports for its trxID. */
export interface ReconciliationRow {
  /** Our order; null for a completed payment that has no order. */
  orderId: string | null;
  /** bKash's paymentID (checkout payments only). */
  paymentId: string | null;
  /** bKash's trxID; '' when we recorded none. */
  trxId: string;
  /** How the order was paid; null for a payment with no order. */
  paidVia: 'bkash_checkout' | 'bkash_checked' | null;
  /** The order's status; null for a payment with no order. */
  orderStatus: OrderStatus | null;
  learnerEmail: string | null;
  courseTitle: string;
  /** Taka, as we recorded it. */
  amount: number;
  /** When our records say the money moved (ISO). */
  paidAt: string;
  /** bKash's answer; null when it did not know the trxID or could not be asked. */
  bkash: ReconciliationBkashSide | null;
  /** Every difference, in words; empty when the row matches. */
  differences: string[];
}

/** GET /api/admin/bkash/reconciliation?date=YYYY-MM-DD (staff only). */
export interface BkashReconciliation {
  /** The Asia/Dhaka calendar day, YYYY-MM-DD. */
  date: string;
  /** The merchant's organizationShortCode every payment should have gone to. */
  shortCode: string;
  /** True when this server talks to the local simulator (no real money moves). */
  simulated: boolean;
  /** Oldest first. */
  rows: ReconciliationRow[];
  totals: {
    rows: number;
    differing: number;
    /** Taka: the sum of our rows' amounts. */
    ours: number;
    /** Taka: the sum bKash reports Completed for those trxIDs (each trxID once). */
    bkash: number;
  };
  /** bKash API errors recorded that day (bkash_events), before this reconciliation asked. */
  eventsCount: number;
}
