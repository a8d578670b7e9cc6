import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Product } from '../../shared/catalogue/products';
import { formatTaka } from '../../shared/format/format';
import {
  BKASH_MESSAGES,
  type BkashPaymentView,
  type BkashPaymentViewState,
} from '../../shared/schemas/bkash';
import type { BkashPaymentsTable, DatabaseSchema } from '../db/schema';
import { isUniqueViolation } from '../db/errors';
import { findProduct, mayBuyProduct, enrollForVerifiedOrder } from '../learning/enrolments';
import type { CourseCatalogue } from '../learning/enrolments';
import type { MailOutbox } from '../mail/outbox';
import { mailRecipient } from '../mail/learner-language';
import { bkashPaymentReceiptEmail, orderReceivedEmail } from '../mail/templates';
import { failure, success, type ServiceResult } from '../services/result';
import type { BkashClient, BkashFailure, BkashPayment } from './bkash-types';

/**
 * Tokenized Checkout (decision 039): the academy creates a payment at bKash for an order id it
 * chose, the learner approves it on bKash's page, and one `execute` call moves the money. The
 * browser's callback proves nothing (its signature is the same for every outcome), so nothing
 * is believed but bKash's own answers to execute and payment/status. The row in bkash_payments
 * is the guard: only the request whose conditional update moves it from 'initiated' to
 * 'executing' calls execute, and only the one that moves it from 'executing' to 'completed'
 * writes the order, the claim of its transaction ID, the enrolment and the receipt, in one
 * transaction. A second callback, a second tab, a replay or the sweeper finds the row taken and
 * reads the outcome instead.
 */
export interface BkashCheckoutDependencies {
  db: Kysely<DatabaseSchema>;
  client: BkashClient;
  catalogue: CourseCatalogue;
  outbox: MailOutbox;
  /** PUBLIC_URL: bKash sends the browser back to its callback route, and mail links there. */
  publicUrl: string;
  now?: () => Date;
}

type PaymentRow = Selectable<BkashPaymentsTable>;

/** Where bKash sends the browser back (the route in bkash.routes.ts). */
export const bkashCallbackPath = '/api/payments/bkash/callback';

/** A payment left 'initiated' this long (its tab closed) is asked about by the sweeper. */
export const SWEEP_AFTER_MS = 3 * 60_000;
/** A payment nobody finished within a day is closed: bKash's own payment has long expired. */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;

const clock = (deps: BkashCheckoutDependencies) => (deps.now ?? (() => new Date()))();

/**
 * Creates the payment at bKash for the course's catalogue price and remembers it; the browser is
 * sent to the answer's bkashUrl. A payment this learner left open for the same course (another
 * tab) is closed first: it was never executed, so no money can move through it any more.
 */
export async function startBkashPayment(
  deps: BkashCheckoutDependencies,
  userId: string,
  courseId: string,
): Promise<ServiceResult<{ paymentId: string; bkashUrl: string }>> {
  const { db } = deps;
  const product = findProduct(deps.catalogue, courseId);
  if (!product) return failure(404, 'not_found', 'There is no such course or programme.');
  const mayBuy = await mayBuyProduct(db, userId, product);
  if (!mayBuy.ok) return mayBuy;
  const pending = await db
    .selectFrom('orders')
    .select('id')
    .where('user_id', '=', userId)
    .where('course_id', '=', product.id)
    .where('payment_status', '=', 'pending')
    .executeTakeFirst();
  if (pending) {
    return failure(
      409,
      'order_pending',
      `You already have a payment for this ${product.kind} waiting for verification.`,
    );
  }
  const orderId = randomUUID();
  const created = await deps.client.create(
    {
      amount: product.priceBDT,
      invoice: orderId,
      payerReference: userId.slice(0, 20),
      callbackUrl: `${deps.publicUrl}${bkashCallbackPath}`,
    },
    { orderId },
  );
  if (!created.ok) return failure(502, 'bkash_unavailable', startFailureMessage(created));
  const at = clock(deps).toISOString();
  // An older open payment of this learner for this course (another tab) is closed first: it was
  // never executed, so its money cannot move. No transaction is needed around the two: the
  // partial unique index keeps one open payment per course whatever runs in between.
  await db
    .updateTable('bkash_payments')
    .set({ state: 'cancelled', updated_at: at, last_error: BKASH_MESSAGES.replaced })
    .where('user_id', '=', userId)
    .where('course_id', '=', product.id)
    .where('state', '=', 'initiated')
    .execute();
  try {
    await db
      .insertInto('bkash_payments')
      .values({
        payment_id: created.value.paymentId,
        order_id: orderId,
        user_id: userId,
        course_id: product.id,
        course_title: product.title,
        amount: product.priceBDT,
        state: 'initiated',
        created_at: at,
        updated_at: at,
        trx_id: null,
        customer_msisdn: null,
        completed_at: null,
        last_error: null,
      })
      .execute();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Another payment for this course is open: being confirmed, or started a moment ago.
    const open = await db
      .selectFrom('bkash_payments')
      .select('state')
      .where('user_id', '=', userId)
      .where('course_id', '=', product.id)
      .where('state', 'in', ['initiated', 'executing'])
      .executeTakeFirst();
    return open?.state === 'executing'
      ? failure(409, 'bkash_confirming', BKASH_MESSAGES.confirming)
      : failure(409, 'bkash_started', BKASH_MESSAGES.started);
  }
  return success({ paymentId: created.value.paymentId, bkashUrl: created.value.bkashUrl });
}

function startFailureMessage(failed: BkashFailure): string {
  return failed.kind === 'unavailable' || failed.kind === 'unclear' || failed.kind === 'auth'
    ? BKASH_MESSAGES.startUnavailable
    : `${BKASH_MESSAGES.startRefused} (bKash: ${failed.message})`;
}

/** What the browser reported on return; only 'success' leads to an execute. */
export type BkashReturn = 'success' | 'failure' | 'cancel';

/**
 * The callback: on 'success', executes the payment once (or reads the outcome another request
 * reached); on 'failure' or 'cancel', closes a payment still open (it was never executed, so no
 * money moved). Undefined for a payment id this academy never created.
 */
export async function finishBkashPayment(
  deps: BkashCheckoutDependencies,
  paymentId: string,
  reported: BkashReturn,
): Promise<PaymentRow | undefined> {
  if (reported === 'success') {
    // The usual return: claimed in one statement (the row as it was claimed comes back).
    const claimed = await deps.db
      .updateTable('bkash_payments')
      .set({ state: 'executing', updated_at: clock(deps).toISOString() })
      .where('payment_id', '=', paymentId)
      .where('state', '=', 'initiated')
      .returningAll()
      .executeTakeFirst();
    if (claimed) {
      const settled = await execute(deps, claimed);
      return settled ?? paymentRow(deps.db, paymentId);
    }
    // Someone else holds it, or it is over: show what they reached.
    return settledRow(deps.db, paymentId);
  }
  const row = await paymentRow(deps.db, paymentId);
  if (!row) return undefined;
  await closePayment(
    deps,
    row,
    ['initiated'],
    reported === 'cancel' ? 'cancelled' : 'failed',
    reported === 'cancel' ? BKASH_MESSAGES.cancelled : BKASH_MESSAGES.failed,
  );
  return paymentRow(deps.db, paymentId);
}

/** Moves the row from `from` to 'executing'; false when another request got there first. */
async function claim(
  deps: BkashCheckoutDependencies,
  row: PaymentRow,
  from: 'initiated' | 'executing',
): Promise<boolean> {
  const claimed = await deps.db
    .updateTable('bkash_payments')
    .set({ state: 'executing', updated_at: clock(deps).toISOString() })
    .where('payment_id', '=', row.payment_id)
    .where('state', '=', from)
    .where('updated_at', '=', row.updated_at)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/**
 * One execute, never repeated on its own: an unclear answer (a timeout, a lost connection) or
 * "already completed" is followed by payment/status, which says whether the money moved.
 */
async function execute(
  deps: BkashCheckoutDependencies,
  row: PaymentRow,
): Promise<PaymentRow | undefined> {
  const context = { orderId: row.order_id };
  const executed = await deps.client.execute(row.payment_id, context);
  if (executed.ok) return settle(deps, row, executed.value);
  if (executed.kind === 'unclear' || executed.kind === 'already_completed') {
    return settleFromStatus(deps, row);
  }
  if (executed.kind === 'unavailable' || executed.kind === 'auth') {
    // bKash did not take the call: the payment stays open for the callback or the sweeper.
    await release(deps, row, `${executed.code}: ${executed.message}`);
    return undefined;
  }
  if (executed.kind === 'invalid_state') {
    // The payer has not approved it (yet); status tells whether it is over.
    return settleFromStatus(deps, row);
  }
  await closePayment(deps, row, ['executing'], 'failed', declinedMessage(executed));
  return undefined;
}

/** The learner's words for a payment bKash refused at execute; nothing was charged. */
function declinedMessage(failed: BkashFailure): string {
  if (failed.kind === 'insufficient_balance') return BKASH_MESSAGES.insufficientBalance;
  if (failed.kind === 'debit_blocked') return BKASH_MESSAGES.debitBlocked;
  return `${BKASH_MESSAGES.failed} (bKash: ${failed.message})`;
}

/** payment/status decides: completed, closed, or still open (released for later). */
async function settleFromStatus(
  deps: BkashCheckoutDependencies,
  row: PaymentRow,
): Promise<PaymentRow | undefined> {
  const status = await deps.client.status(row.payment_id, { orderId: row.order_id });
  if (!status.ok) {
    await release(deps, row, `${status.code}: ${status.message}`);
    return undefined;
  }
  const state = status.value.transactionStatus;
  if (state === 'Completed') return settle(deps, row, status.value);
  if (state === 'Initiated' || state === 'Authorized' || state === 'Pending') {
    await release(deps, row, `bKash says ${state}`);
    return undefined;
  }
  const closed = state === 'Expired' ? 'expired' : state === 'Cancelled' ? 'cancelled' : 'failed';
  const message =
    closed === 'expired'
      ? BKASH_MESSAGES.expired
      : closed === 'cancelled'
        ? BKASH_MESSAGES.cancelled
        : BKASH_MESSAGES.failed;
  await closePayment(deps, row, ['executing'], closed, message);
  return undefined;
}

/** Back to 'initiated' (open), for a later callback or the sweeper; a day on, it is closed. */
async function release(deps: BkashCheckoutDependencies, row: PaymentRow, why: string) {
  const now = clock(deps);
  if (now.getTime() - Date.parse(row.created_at) > GIVE_UP_AFTER_MS) {
    await closePayment(deps, row, ['executing'], 'expired', BKASH_MESSAGES.expired);
    return;
  }
  await deps.db
    .updateTable('bkash_payments')
    .set({ state: 'initiated', updated_at: now.toISOString(), last_error: why.slice(0, 500) })
    .where('payment_id', '=', row.payment_id)
    .where('state', '=', 'executing')
    .execute();
}

async function closePayment(
  deps: BkashCheckoutDependencies,
  row: PaymentRow,
  from: ('initiated' | 'executing')[],
  state: 'failed' | 'cancelled' | 'expired',
  message: string,
) {
  await deps.db
    .updateTable('bkash_payments')
    .set({ state, updated_at: clock(deps).toISOString(), last_error: message.slice(0, 500) })
    .where('payment_id', '=', row.payment_id)
    .where('state', 'in', from)
    .execute();
}

/**
 * The money moved: in one transaction, the row completes (only once), and the order, its
 * transaction ID's claim, the enrolment and the receipt are written. An answer that does not
 * match what we created (amount, currency, invoice) is kept as a pending order with what did not
 * match, for staff: the money is recorded, and nobody is enrolled on a payment we cannot explain.
 */
async function settle(
  deps: BkashCheckoutDependencies,
  row: PaymentRow,
  paid: BkashPayment,
): Promise<PaymentRow | undefined> {
  const at = clock(deps).toISOString();
  const mismatch = mismatchOf(row, paid);
  const product = findProduct(deps.catalogue, row.course_id);
  const trxId = paid.trxId ?? '';
  const msisdn = localMsisdn(paid.customerMsisdn);
  const done = await deps.db.transaction().execute(async (trx) => {
    const completed = await trx
      .updateTable('bkash_payments')
      .set({
        state: 'completed',
        updated_at: at,
        completed_at: at,
        trx_id: trxId,
        customer_msisdn: msisdn,
        last_error: mismatch,
      })
      .where('payment_id', '=', row.payment_id)
      .where('state', '=', 'executing')
      .returningAll()
      .executeTakeFirst();
    if (!completed) return undefined;
    await trx
      .insertInto('transaction_claims')
      .values({
        payment_method: 'bkash',
        transaction_id: trxId,
        user_id: row.user_id,
        claimed_at: at,
      })
      .onConflict((conflict) => conflict.columns(['payment_method', 'transaction_id']).doNothing())
      .execute();
    const order = {
      id: row.order_id,
      user_id: row.user_id,
      course_id: row.course_id,
      course_title: row.course_title,
      amount: mismatch ? paid.amount : row.amount,
      payment_method: 'bkash' as const,
      mobile_number: msisdn,
      transaction_id: trxId,
      payment_status: mismatch ? ('pending' as const) : ('verified' as const),
      created_at: row.created_at,
      reviewed_by: null,
      reviewed_at: mismatch ? null : at,
      review_note: null,
      paid_via: 'bkash_checkout' as const,
      bkash_payment_id: row.payment_id,
      check_note: mismatch,
    };
    await trx.insertInto('orders').values(order).execute();
    if (!mismatch) await enrollForVerifiedOrder(trx, order, at);
    const learner = await mailRecipient(trx, row.user_id);
    const details = {
      name: learner.name,
      kind: product?.kind ?? 'course',
      courseTitle: row.course_title,
      amount: order.amount,
      paymentMethod: 'bkash' as const,
      transactionId: trxId,
      url: `${deps.publicUrl}/dashboard`,
    };
    await deps.outbox.queue(trx, {
      to: learner.email,
      ...(mismatch
        ? orderReceivedEmail(details, learner.language)
        : bkashPaymentReceiptEmail(details, learner.language)),
    });
    return completed;
  });
  if (done) deps.outbox.notify();
  return done;
}

/** What in bKash's answer differs from the payment we created, in words; null when nothing. */
function mismatchOf(row: PaymentRow, paid: BkashPayment): string | null {
  const problems: string[] = [];
  if (paid.transactionStatus !== 'Completed') problems.push(`status ${paid.transactionStatus}`);
  if (paid.amount !== row.amount) {
    problems.push(`amount ${formatTaka(paid.amount)}, not ${formatTaka(row.amount)}`);
  }
  if (paid.currency && paid.currency !== 'BDT') problems.push(`currency ${paid.currency}`);
  if (paid.merchantInvoiceNumber && paid.merchantInvoiceNumber !== row.order_id) {
    problems.push(`invoice ${paid.merchantInvoiceNumber}, not ${row.order_id}`);
  }
  if (!paid.trxId) problems.push('no transaction ID');
  return problems.length > 0 ? `bKash reported ${problems.join('; ')}` : null;
}

/** bKash's payer number as the orders table keeps it (01XXXXXXXXX). */
function localMsisdn(msisdn: string | undefined): string {
  const digits = (msisdn ?? '').replace(/\D/g, '');
  if (digits.length === 13 && digits.startsWith('880')) return digits.slice(2);
  return digits.slice(-11);
}

async function paymentRow(db: Kysely<DatabaseSchema>, paymentId: string) {
  return db
    .selectFrom('bkash_payments')
    .selectAll()
    .where('payment_id', '=', paymentId)
    .executeTakeFirst();
}

/**
 * The row once no request holds it: a request that lost the race to another one (twenty
 * callbacks at once) waits for the winner's outcome, briefly, rather than showing "confirming".
 */
async function settledRow(db: Kysely<DatabaseSchema>, paymentId: string) {
  const deadline = Date.now() + 10_000;
  for (let wait = 20; ; wait = Math.min(wait * 2, 500)) {
    const row = await paymentRow(db, paymentId);
    if (!row || row.state !== 'executing' || Date.now() > deadline) return row;
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

/**
 * Payments nobody finished: a tab closed before the callback (left 'initiated'), or a process
 * that died between execute and the database (left 'executing'). Each is asked about at bKash
 * (payment/status; execute once when bKash says the payer may still have approved it), oldest
 * first, at most `limit` a run, and not again within SWEEP_AFTER_MS.
 */
export async function sweepBkashPayments(
  deps: BkashCheckoutDependencies & { executeTimeoutMs: number },
  limit = 50,
): Promise<{ checked: number; completed: number; closed: number }> {
  const now = clock(deps).getTime();
  const quietSince = new Date(now - SWEEP_AFTER_MS).toISOString();
  // A live process holding a payment is at most in execute, then payment/status (each within
  // the call's time limit), then the database write: past that, its process is gone.
  const stuckSince = new Date(now - 2 * deps.executeTimeoutMs - 10_000).toISOString();
  const rows = await deps.db
    .selectFrom('bkash_payments')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb('state', '=', 'initiated'), eb('updated_at', '<', quietSince)]),
        eb.and([eb('state', '=', 'executing'), eb('updated_at', '<', stuckSince)]),
      ]),
    )
    .orderBy('updated_at')
    .limit(limit)
    .execute();
  const outcome = { checked: 0, completed: 0, closed: 0 };
  for (const row of rows) {
    if (!(await claim(deps, row, row.state === 'executing' ? 'executing' : 'initiated'))) continue;
    outcome.checked += 1;
    const claimed = { ...row, state: 'executing' as const };
    const status = await deps.client.status(row.payment_id, { orderId: row.order_id });
    if (status.ok && status.value.transactionStatus === 'Initiated') {
      await execute(deps, claimed);
    } else if (status.ok && status.value.transactionStatus === 'Completed') {
      await settle(deps, claimed, status.value);
    } else if (status.ok) {
      await settleFromStatus(deps, claimed);
    } else {
      await release(deps, claimed, `${status.code}: ${status.message}`);
    }
    const after = await paymentRow(deps.db, row.payment_id);
    if (after?.state === 'completed') outcome.completed += 1;
    else if (after && after.state !== 'initiated') outcome.closed += 1;
  }
  return outcome;
}

/** The learner's view of their own payment (the checkout page after bKash's redirect). */
export async function bkashPaymentView(
  deps: BkashCheckoutDependencies,
  userId: string,
  paymentId: string,
): Promise<BkashPaymentView | undefined> {
  const row = await paymentRow(deps.db, paymentId);
  if (!row || row.user_id !== userId) return undefined;
  const product = findProduct(deps.catalogue, row.course_id);
  const order = await deps.db
    .selectFrom('orders')
    .select(['payment_status'])
    .where('id', '=', row.order_id)
    .executeTakeFirst();
  const state: BkashPaymentViewState =
    row.state === 'completed'
      ? order?.payment_status === 'verified'
        ? 'enrolled'
        : 'review'
      : row.state === 'executing' || row.state === 'initiated'
        ? 'confirming'
        : row.state;
  return {
    paymentId: row.payment_id,
    orderId: row.order_id,
    courseId: row.course_id,
    courseTitle: row.course_title,
    kind: (product as Product | undefined)?.kind ?? 'course',
    amount: Number(row.amount),
    state,
    trxId: row.trx_id,
    message: viewMessage(state, row.last_error),
  };
}

function viewMessage(state: BkashPaymentViewState, lastError: string | null): string {
  switch (state) {
    case 'enrolled':
      return BKASH_MESSAGES.enrolled;
    case 'review':
      return BKASH_MESSAGES.review;
    case 'confirming':
      return BKASH_MESSAGES.confirming;
    case 'expired':
      return BKASH_MESSAGES.expired;
    default:
      return (
        lastError ?? (state === 'cancelled' ? BKASH_MESSAGES.cancelled : BKASH_MESSAGES.failed)
      );
  }
}
