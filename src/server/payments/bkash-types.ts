/**
 * bKash's Tokenized Checkout API (v1.2.0-beta) as the academy uses it: the client's surface,
 * which bkash-client.ts implements and the payment flows call. Amounts are whole taka here
 * (bKash's wire format is a string such as "1000" or "1000.00"; the client converts).
 */

/** The merchant credentials and where bKash answers (config: BKASH_*). */
export interface BkashSettings {
  /** Up to and including `/tokenized/checkout`, no trailing slash. */
  baseUrl: string;
  appKey: string;
  appSecret: string;
  username: string;
  password: string;
  /** The merchant's organizationShortCode, which a typed transaction ID must have been paid to. */
  shortCode: string;
  /** Every call's time limit (30 s; tests shorten it). */
  timeoutMs: number;
  /** True when this is the local simulator (no real money moves). */
  simulated: boolean;
}

/**
 * Why a call did not give what was asked. `unclear`: no answer in time or an answer that could
 * not be read; whether the money moved is unknown and must be asked (status), never retried.
 */
export type BkashFailureKind =
  | 'insufficient_balance'
  | 'debit_blocked'
  | 'duplicate'
  | 'invalid_state'
  | 'already_completed'
  | 'refund_exceeds_paid'
  | 'already_refunded'
  | 'not_found'
  | 'unavailable'
  | 'auth'
  | 'declined'
  | 'unclear';

export interface BkashFailure {
  ok: false;
  kind: BkashFailureKind;
  /** bKash's errorCode ('2023'), or 'timeout' / 'http_502' / 'bad_json' for no clear answer. */
  code: string;
  /** bKash's errorMessage, or what happened in words. */
  message: string;
}

export type BkashAnswer<T> = { ok: true; value: T } | BkashFailure;

/** A payment as create, execute and payment/status describe it. */
export interface BkashPayment {
  paymentId: string;
  /** 'Initiated' | 'Completed' | 'Cancelled' | 'Failed' | 'Expired' … as bKash says it. */
  transactionStatus: string;
  amount: number;
  currency: string;
  merchantInvoiceNumber: string;
  trxId?: string;
  customerMsisdn?: string;
  /** Where create sends the browser. */
  bkashUrl?: string;
}

/** A transaction as general/searchTransaction describes it. */
export interface BkashTransaction {
  trxId: string;
  transactionStatus: string;
  transactionType: string;
  amount: number;
  currency: string;
  customerMsisdn: string;
  organizationShortCode: string;
  /** ISO 8601, converted from bKash's own format. */
  completedTime: string;
}

export interface BkashRefund {
  originalTrxId: string;
  refundTrxId: string;
  transactionStatus: string;
  amount: number;
  completedTime: string;
}

/** Tags a call's failure in bkash_events with the order it was for. */
export interface BkashCallContext {
  orderId?: string;
}

export interface BkashClient {
  readonly settings: BkashSettings;
  create(
    input: { amount: number; invoice: string; payerReference: string; callbackUrl: string },
    context?: BkashCallContext,
  ): Promise<BkashAnswer<BkashPayment & { bkashUrl: string }>>;
  /** Moves the money, once: never retried by the client. */
  execute(paymentId: string, context?: BkashCallContext): Promise<BkashAnswer<BkashPayment>>;
  status(paymentId: string, context?: BkashCallContext): Promise<BkashAnswer<BkashPayment>>;
  search(trxId: string, context?: BkashCallContext): Promise<BkashAnswer<BkashTransaction>>;
  refund(
    input: { paymentId: string; trxId: string; amount: number; sku: string; reason: string },
    context?: BkashCallContext,
  ): Promise<BkashAnswer<BkashRefund>>;
  refundStatus(
    input: { paymentId: string; trxId: string },
    context?: BkashCallContext,
  ): Promise<BkashAnswer<BkashRefund>>;
}
