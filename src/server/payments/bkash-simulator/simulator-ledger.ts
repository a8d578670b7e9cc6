import { ok, refused, type SimulatorAnswer } from './simulator-answer';
import { field } from './simulator-tokens';
import { bkashTime, newTrxId, readAmount, SUCCESS } from './simulator-wire';
import { PAYING_WALLETS } from './wallets';

/** A transaction general/searchTransaction can find. */
export interface LedgerTransaction {
  trxID: string;
  transactionStatus: string;
  transactionType: string;
  /** As bKash writes it: "1000" or "99.50". */
  amount: string;
  currency: string;
  customerMsisdn: string;
  organizationShortCode: string;
  initiationTime: Date;
  completedTime: Date;
}

/**
 * A transaction made outside checkout, which a test adds: a learner's "Send Money" or
 * "Payment" whose ID they type in, to this merchant or to another organizationShortCode.
 */
export interface AddTransactionInput {
  /** Taka: 1000, or "1000.00". */
  amount: number | string;
  /** Made up when not given. */
  trxID?: string;
  /** The learner's wallet (default: the first documented sandbox wallet). */
  customerMsisdn?: string;
  /** Default: the simulated merchant's own. */
  organizationShortCode?: string;
  /** Default 'Payment'. */
  transactionType?: string;
  /** Default 'Completed'. */
  transactionStatus?: string;
  currency?: string;
  /** Default: now. */
  completedAt?: Date;
}

/** bKash's sample answer names a checkout payment so. */
export const CHECKOUT_TRANSACTION_TYPE = 'bKash Tokenized Checkout via API';

const MAX_TRANSACTIONS = 10_000;

/** Every transaction the simulated bKash knows, by trxID. */
export class Ledger {
  readonly #transactions = new Map<string, LedgerTransaction & { storedAt: number }>();
  readonly #shortCode: string;
  readonly #now: () => Date;
  readonly #retentionMs: number;

  constructor(shortCode: string, now: () => Date, retentionMs: number) {
    this.#shortCode = shortCode;
    this.#now = now;
    this.#retentionMs = retentionMs;
  }

  get shortCode(): string {
    return this.#shortCode;
  }

  /** A trxID no transaction has yet. */
  freshTrxId(): string {
    let trxID = newTrxId();
    while (this.#transactions.has(trxID)) trxID = newTrxId();
    return trxID;
  }

  record(transaction: LedgerTransaction): void {
    this.prune();
    this.#transactions.set(transaction.trxID, {
      ...transaction,
      storedAt: this.#now().getTime(),
    });
  }

  add(input: AddTransactionInput): string {
    const amount = readAmount(
      typeof input.amount === 'number' && !Number.isInteger(input.amount)
        ? input.amount.toFixed(2)
        : input.amount,
    );
    if (!amount) throw new Error(`bKash simulator: not an amount: ${String(input.amount)}`);
    const trxID = input.trxID ?? this.freshTrxId();
    if (this.#transactions.has(trxID)) {
      throw new Error(`bKash simulator: transaction ${trxID} exists already`);
    }
    const completedAt = input.completedAt ?? this.#now();
    this.record({
      trxID,
      transactionStatus: input.transactionStatus ?? 'Completed',
      transactionType: input.transactionType ?? 'Payment',
      amount: amount.text,
      currency: input.currency ?? 'BDT',
      customerMsisdn: input.customerMsisdn ?? PAYING_WALLETS[0] ?? '',
      organizationShortCode: input.organizationShortCode ?? this.#shortCode,
      initiationTime: completedAt,
      completedTime: completedAt,
    });
    return trxID;
  }

  get(trxID: string): LedgerTransaction | undefined {
    const found = this.#transactions.get(trxID);
    if (!found) return undefined;
    const transaction: LedgerTransaction & { storedAt?: number } = { ...found };
    delete transaction.storedAt;
    return transaction;
  }

  /** general/searchTransaction: body `{trxID}`. */
  search(body: unknown): SimulatorAnswer {
    const trxID = field(body, 'trxID');
    if (!trxID) return refused('2065');
    const found = this.#transactions.get(trxID);
    if (!found) return refused('2033');
    return ok({
      trxID: found.trxID,
      initiationTime: bkashTime(found.initiationTime),
      completedTime: bkashTime(found.completedTime),
      transactionType: found.transactionType,
      customerMsisdn: found.customerMsisdn,
      transactionStatus: found.transactionStatus,
      amount: found.amount,
      currency: found.currency,
      organizationShortCode: found.organizationShortCode,
      ...SUCCESS,
    });
  }

  /** Drops what was stored longer ago than the retention, and the oldest past the cap. */
  prune(): void {
    const oldest = this.#now().getTime() - this.#retentionMs;
    for (const [trxID, transaction] of this.#transactions) {
      if (transaction.storedAt >= oldest && this.#transactions.size < MAX_TRANSACTIONS) break;
      this.#transactions.delete(trxID);
    }
  }
}
