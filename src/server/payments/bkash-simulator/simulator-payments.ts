import { ok, refused, type SimulatorAnswer } from './simulator-answer';
import { CHECKOUT_TRANSACTION_TYPE, type Ledger } from './simulator-ledger';
import { field } from './simulator-tokens';
import {
  amountText,
  bkashTime,
  newPageHash,
  newPaymentId,
  newSignature,
  readAmount,
  SUCCESS,
} from './simulator-wire';
import { walletBehaviour } from './wallets';

export type PaymentStatus = 'Initiated' | 'Completed' | 'Cancelled' | 'Failed' | 'Expired';

/** Where the payer is on the payment page; 'authorised' once the PIN was right. */
export type PageStage = 'wallet' | 'code' | 'pin' | 'authorised';

export type CallbackStatus = 'success' | 'failure' | 'cancel';

export interface SimulatedRefund {
  refundTrxID: string;
  amount: string;
  paisa: number;
  sku: string;
  reason: string;
  completedAt: Date;
}

/** A payment as the simulated bKash holds it (tests read these; the simulator changes them). */
export interface SimulatedPayment {
  paymentID: string;
  /** bkashURL's `hash`: the page shows nothing without it. */
  hash: string;
  /** The same for all three callbacks of the payment (bKash's callback proves nothing). */
  signature: string;
  bkashURL: string;
  callbackURL: string;
  createdAt: Date;
  amount: string;
  paisa: number;
  payerReference: string;
  merchantInvoiceNumber: string;
  status: PaymentStatus;
  stage: PageStage;
  /** The wallet typed on the page. */
  wallet?: string;
  codeTries: number;
  pinTries: number;
  executedAt?: Date;
  trxID?: string;
  refund?: SimulatedRefund;
  /** execute calls that named this payment, refused ones too (tests count them). */
  executeCalls: number;
}

/** Wrong codes or PINs the page takes before the payment fails (bKash's "… limit exceeded"). */
export const PAGE_ATTEMPTS = 3;
const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_PAYMENTS = 10_000;

export class PaymentBook {
  readonly #payments = new Map<string, SimulatedPayment>();
  readonly #ledger: Ledger;
  readonly #now: () => Date;
  readonly #expiryMs: number;

  constructor(ledger: Ledger, now: () => Date, expiryMs: number) {
    this.#ledger = ledger;
    this.#now = now;
    this.#expiryMs = expiryMs;
  }

  /** How long a payment is kept after its creation: a day past its expiry. */
  get retentionMs(): number {
    return Math.max(this.#expiryMs, DAY_MS) + DAY_MS;
  }

  /** A payment by paymentID, with its expiry applied. */
  get(paymentID: string): SimulatedPayment | undefined {
    const payment = this.#payments.get(paymentID);
    if (payment) this.#expireIfDue(payment);
    return payment;
  }

  all(): SimulatedPayment[] {
    return [...this.#payments.values()].map((payment) => {
      this.#expireIfDue(payment);
      return payment;
    });
  }

  /** create: `pageBase` is where this simulator's payment page answers (origin + mount). */
  create(body: unknown, pageBase: string): SimulatorAnswer {
    if (typeof body !== 'object' || body === null) return refused('2025');
    const input = body as Record<string, unknown>;
    const mode = field(body, 'mode');
    const callbackURL = field(body, 'callbackURL');
    const currency = field(body, 'currency');
    const intent = field(body, 'intent');
    const invoice = field(body, 'merchantInvoiceNumber');
    if (!mode || !callbackURL || input.amount === undefined || !currency || !intent || !invoice) {
      return refused('2065');
    }
    // Agreements (0000, 0001) and authorisation/capture are bKash products the academy does
    // not use; the simulator refuses them rather than pretend.
    if (mode !== '0011') return refused('2063');
    if (!isHttpUrl(callbackURL)) return refused('2049');
    const amount = readAmount(input.amount);
    if (!amount) return refused('2006');
    if (currency !== 'BDT') return refused('2007');
    if (intent !== 'sale') return refused('2008');
    if (invoice.length > 255) return refused('2031');
    const payerReference = field(body, 'payerReference');
    if (payerReference.length > 255) return refused('2048');
    // bKash's "Duplicate for all transactions": the docs do not say when; the simulator refuses
    // a second payment for an invoice that was paid already, the case that would take money twice.
    if (this.all().some((p) => p.merchantInvoiceNumber === invoice && p.status === 'Completed')) {
      return refused('2029');
    }

    this.prune();
    const now = this.#now();
    let paymentID = newPaymentId(now);
    while (this.#payments.has(paymentID)) paymentID = newPaymentId(now);
    const hash = newPageHash();
    const query = new URLSearchParams({ paymentId: paymentID, hash, mode: '0011' });
    const payment: SimulatedPayment = {
      paymentID,
      hash,
      signature: newSignature(),
      // bKash's own bkashURL ends "&apiVersion=v1.2.0-beta/", slash included.
      bkashURL: `${pageBase}/payment?${query.toString()}&apiVersion=v1.2.0-beta/`,
      callbackURL,
      createdAt: now,
      amount: amount.text,
      paisa: amount.paisa,
      payerReference,
      merchantInvoiceNumber: invoice,
      status: 'Initiated',
      stage: 'wallet',
      codeTries: 0,
      executeCalls: 0,
      pinTries: 0,
    };
    this.#payments.set(paymentID, payment);
    return ok({
      ...SUCCESS,
      paymentID,
      bkashURL: payment.bkashURL,
      callbackURL,
      successCallbackURL: callbackUrl(payment, 'success'),
      failureCallbackURL: callbackUrl(payment, 'failure'),
      cancelledCallbackURL: callbackUrl(payment, 'cancel'),
      amount: payment.amount,
      intent: 'sale',
      currency: 'BDT',
      paymentCreateTime: bkashTime(now),
      transactionStatus: payment.status,
      merchantInvoiceNumber: invoice,
    });
  }

  /** execute: moves the money of an authorised payment, once. */
  execute(body: unknown): SimulatorAnswer {
    const paymentID = field(body, 'paymentID');
    if (!paymentID) return refused('2065');
    const payment = this.get(paymentID);
    if (!payment) return refused('2002');
    payment.executeCalls += 1;
    if (payment.status === 'Completed') return refused('2117');
    if (payment.status !== 'Initiated' || payment.stage !== 'authorised' || !payment.wallet) {
      return refused('2056');
    }
    // The sandbox's failing wallets pass the page and fail when the money would move.
    const behaviour = walletBehaviour(payment.wallet);
    if (behaviour === 'insufficient_balance' || behaviour === 'debit_blocked') {
      payment.status = 'Failed';
      return refused(behaviour === 'insufficient_balance' ? '2023' : '2037');
    }
    const now = this.#now();
    payment.status = 'Completed';
    payment.executedAt = now;
    payment.trxID = this.#ledger.freshTrxId();
    this.#ledger.record({
      trxID: payment.trxID,
      transactionStatus: 'Completed',
      transactionType: CHECKOUT_TRANSACTION_TYPE,
      amount: payment.amount,
      currency: 'BDT',
      customerMsisdn: payment.wallet,
      organizationShortCode: this.#ledger.shortCode,
      initiationTime: now,
      completedTime: now,
    });
    return ok({
      ...SUCCESS,
      paymentID,
      customerMsisdn: payment.wallet,
      payerReference: payment.payerReference,
      paymentExecuteTime: bkashTime(now),
      trxID: payment.trxID,
      transactionStatus: payment.status,
      amount: payment.amount,
      currency: 'BDT',
      intent: 'sale',
      merchantInvoiceNumber: payment.merchantInvoiceNumber,
    });
  }

  /** payment/status. Field names as bKash's sandbox answers them ("merchantInvoice"). */
  status(body: unknown): SimulatorAnswer {
    const paymentID = field(body, 'paymentID');
    if (!paymentID) return refused('2065');
    const payment = this.get(paymentID);
    if (!payment) return refused('2002');
    return ok({
      paymentID,
      mode: '0011',
      payerReference: payment.payerReference,
      paymentCreateTime: bkashTime(payment.createdAt),
      ...(payment.executedAt ? { paymentExecuteTime: bkashTime(payment.executedAt) } : {}),
      ...(payment.trxID ? { trxID: payment.trxID } : {}),
      transactionStatus: payment.status,
      amount: payment.amount,
      currency: 'BDT',
      intent: 'sale',
      merchantInvoice: payment.merchantInvoiceNumber,
      verificationStatus: payment.stage === 'authorised' ? 'Complete' : 'Incomplete',
      ...SUCCESS,
    });
  }

  /**
   * payment/refund. With an amount it refunds (once per transaction: v1.2.0-beta's answer and
   * its status carry one refundTrxID); without one it tells the refund's status.
   */
  refund(body: unknown): SimulatorAnswer {
    const paymentID = field(body, 'paymentID');
    const trxID = field(body, 'trxID');
    if (!paymentID || !trxID) return refused('2065');
    const payment = this.get(paymentID);
    if (!payment) return refused('2002');
    if (!payment.trxID || payment.trxID !== trxID) return refused('2028');
    const input = body as Record<string, unknown>;
    const asksStatus = input.amount === undefined || input.amount === null || input.amount === '';
    if (asksStatus) {
      // Not documented: the simulator says a refund that never happened is not found.
      return payment.refund ? ok(refundBody(payment, payment.refund)) : refused('2033');
    }
    const amount = readAmount(input.amount);
    if (!amount) return refused('2006');
    if (!field(body, 'sku') || !field(body, 'reason')) return refused('2065');
    if (payment.refund) return refused('2034');
    if (amount.paisa > payment.paisa) return refused('2026');
    payment.refund = {
      refundTrxID: this.#ledger.freshTrxId(),
      amount: amount.text,
      paisa: amount.paisa,
      sku: field(body, 'sku'),
      reason: field(body, 'reason'),
      completedAt: this.#now(),
    };
    return ok(refundBody(payment, payment.refund));
  }

  /** Drops payments past the retention, and the oldest past the cap. */
  prune(): void {
    const oldest = this.#now().getTime() - this.retentionMs;
    for (const [paymentID, payment] of this.#payments) {
      if (payment.createdAt.getTime() >= oldest && this.#payments.size < MAX_PAYMENTS) break;
      this.#payments.delete(paymentID);
    }
  }

  #expireIfDue(payment: SimulatedPayment): void {
    if (
      payment.status === 'Initiated' &&
      this.#now().getTime() - payment.createdAt.getTime() >= this.#expiryMs
    ) {
      payment.status = 'Expired';
    }
  }
}

/** Where the browser goes back to: the merchant's callbackURL with bKash's three parameters. */
export function callbackUrl(payment: SimulatedPayment, status: CallbackStatus): string {
  const separator = payment.callbackURL.includes('?') ? '&' : '?';
  const query = new URLSearchParams({
    paymentID: payment.paymentID,
    status,
    signature: payment.signature,
  });
  return `${payment.callbackURL}${separator}${query.toString()}`;
}

/**
 * Where the page sends the browser: the callback as create announced it, plus the
 * "&apiVersion=1.2.0-beta/" (slash included) that bKash's redirects carry.
 */
export function pageRedirectUrl(payment: SimulatedPayment, status: CallbackStatus): string {
  return `${callbackUrl(payment, status)}&apiVersion=1.2.0-beta/`;
}

function refundBody(payment: SimulatedPayment, refund: SimulatedRefund): Record<string, unknown> {
  return {
    ...SUCCESS,
    originalTrxID: payment.trxID,
    refundTrxID: refund.refundTrxID,
    transactionStatus: 'Completed',
    amount: refund.amount,
    currency: 'BDT',
    charge: amountText(0),
    completedTime: bkashTime(refund.completedAt),
  };
}

function isHttpUrl(value: string): boolean {
  if (value.length > 255) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
