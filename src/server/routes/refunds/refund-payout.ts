import type { Kysely } from 'kysely';
import { formatTaka } from '../../../shared/format/format';
import type { DatabaseSchema } from '../../db/schema';
import { errorText } from '../../error-text';
import type { MailOutbox } from '../../mail/outbox';
import { localeOf } from '../../mail/learner-language';
import { refundApprovedEmail } from '../../mail/templates';
import type { BkashClient, BkashFailure, BkashRefund } from '../../payments/bkash-types';

/**
 * Refunds through bKash's refund API, for orders paid through Tokenized Checkout (decision 039).
 * Money must never go back twice, so:
 * - one request at a time calls bKash: the refund request's `payout` becomes 'sending' in a
 *   conditional update (in the approval's own transaction for the first attempt, by a retry's
 *   claim after), and only the attempt holding that claim (its `payout_at`) records the outcome;
 * - bKash is never called inside a database transaction;
 * - every attempt after the first asks bKash's refund status first, and refunds only when bKash
 *   says there is no refund of the transaction yet; any other answer sends nothing.
 * The learner's mail ("sent back to your bKash number, refund transaction ID …") goes when bKash
 * says the money went back; a refund that failed stays approved with bKash's reason for staff,
 * who retry it or send the money by hand and record that refund's transaction ID.
 */
export interface PayoutDependencies {
  db: Kysely<DatabaseSchema>;
  bkash: BkashClient;
  outbox: MailOutbox;
  publicUrl: string;
  log?: (message: string) => void;
}

/** Whether an order's money goes back through bKash's API: it was paid through its checkout. */
export function paidThroughCheckout(order: {
  paid_via: string | null;
  bkash_payment_id: string | null;
}): boolean {
  return order.paid_via === 'bkash_checkout' && Boolean(order.bkash_payment_id);
}

/**
 * How long a claim ('sending') may stand before a retry may take it over: longer than any one
 * attempt can last (token renewals, the refund call and a status call, each within the time
 * limit), so a running attempt is never overtaken, only one that died with its process.
 */
export function payoutStaleAfterMs(bkash: BkashClient): number {
  return Math.max(10 * 60_000, 20 * bkash.settings.timeoutMs);
}

/** A retry's claim: the time it holds `payout` as 'sending' by, or undefined when it may not. */
export async function claimPayoutRetry(
  deps: Pick<PayoutDependencies, 'db' | 'bkash'>,
  refundId: string,
  now: Date,
): Promise<string | undefined> {
  const at = now.toISOString();
  const staleBefore = new Date(now.getTime() - payoutStaleAfterMs(deps.bkash)).toISOString();
  const claimed = await deps.db
    .updateTable('refund_requests')
    .set({ payout: 'sending', payout_at: at })
    .where('id', '=', refundId)
    .where('status', '=', 'approved')
    .where((eb) =>
      eb.or([
        eb('payout', '=', 'failed'),
        eb.and([eb('payout', '=', 'sending'), eb('payout_at', '<', staleBefore)]),
        // approved for bKash, but never claimed (a row older than the claim): nothing was sent
        eb.and([eb('payout', 'is', null), eb('refund_transaction_id', 'is', null)]),
      ]),
    )
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1 ? at : undefined;
}

type Outcome = { paid: true; refundTrxId: string } | { paid: false; error: string };

/** What the refund call and the mail need of the request and its order. */
function payoutOrder(db: Kysely<DatabaseSchema>, refundId: string) {
  return db
    .selectFrom('refund_requests')
    .innerJoin('orders', 'orders.id', 'refund_requests.order_id')
    .innerJoin('user', 'user.id', 'orders.user_id')
    .leftJoin('learner_language', 'learner_language.user_id', 'orders.user_id')
    .select([
      'orders.id as order_id',
      'orders.course_id',
      'orders.course_title',
      'orders.amount',
      'orders.payment_method',
      'orders.transaction_id',
      'orders.bkash_payment_id',
      'user.email',
      'user.name',
      'learner_language.language',
    ])
    .where('refund_requests.id', '=', refundId)
    .executeTakeFirstOrThrow();
}

type PayoutOrder = Awaited<ReturnType<typeof payoutOrder>>;

/**
 * One attempt, holding the claim made at `claimedAt`: the first refunds at once; a later one
 * (`askFirst`) asks bKash's refund status first. Its outcome is recorded; a database error
 * after bKash answered leaves the claim standing, and the next retry asks bKash first.
 */
export async function sendPayout(
  deps: PayoutDependencies,
  refundId: string,
  claimedAt: string,
  askFirst: boolean,
): Promise<void> {
  const order = await payoutOrder(deps.db, refundId);
  const outcome = askFirst ? await statusThenRefund(deps, order) : await refundOnce(deps, order);
  await recordOutcome(deps, refundId, claimedAt, order, outcome);
}

/** The learner's mail: the money went back to the number they paid from, with its ID. */
function refundMail(publicUrl: string, order: PayoutOrder, refundTransactionId: string) {
  return {
    to: order.email,
    ...refundApprovedEmail(
      {
        name: order.name,
        courseTitle: order.course_title,
        amount: Number(order.amount),
        paymentMethod: order.payment_method,
        url: `${publicUrl}/dashboard`,
        refundTransactionId,
      },
      localeOf(order.language),
    ),
  };
}

const refundKey = (order: PayoutOrder) => ({
  paymentId: order.bkash_payment_id ?? '',
  trxId: order.transaction_id,
});

async function statusThenRefund(deps: PayoutDependencies, order: PayoutOrder): Promise<Outcome> {
  const status = await deps.bkash.refundStatus(refundKey(order), { orderId: order.order_id });
  if (status.ok) return fromRefund(status.value, order);
  if (status.kind === 'not_found') return refundOnce(deps, order);
  return {
    paid: false,
    error: `bKash did not say whether this payment was already refunded (${status.message}, ${status.code}), so nothing was sent; retry later.`,
  };
}

/** The refund call; bKash's "already refunded" or "more than was paid" is checked by status. */
async function refundOnce(deps: PayoutDependencies, order: PayoutOrder): Promise<Outcome> {
  const context = { orderId: order.order_id };
  const refunded = await deps.bkash.refund(
    {
      ...refundKey(order),
      amount: Number(order.amount),
      sku: order.course_id,
      reason: `Refund: ${order.course_title}`.slice(0, 255),
    },
    context,
  );
  if (refunded.ok) return fromRefund(refunded.value, order);
  if (refunded.kind === 'already_refunded' || refunded.kind === 'refund_exceeds_paid') {
    const status = await deps.bkash.refundStatus(refundKey(order), context);
    if (status.ok) return fromRefund(status.value, order);
  }
  return { paid: false, error: failureWords(refunded) };
}

/** A refund bKash describes: paid only when it is completed, for the whole amount. */
function fromRefund(refund: BkashRefund, order: PayoutOrder): Outcome {
  const price = Number(order.amount);
  if (refund.transactionStatus !== 'Completed' || !refund.refundTrxId) {
    return {
      paid: false,
      error: `bKash says its refund ${refund.refundTrxId || 'of this payment'} is ${refund.transactionStatus || 'not completed'}; retry later to ask again.`,
    };
  }
  if (refund.amount !== price) {
    return {
      paid: false,
      error: `bKash says ${formatTaka(refund.amount)} of ${formatTaka(price)} was refunded (refund transaction ID ${refund.refundTrxId}); send the rest by hand and record its transaction ID.`,
    };
  }
  return { paid: true, refundTrxId: refund.refundTrxId };
}

/** bKash's reason a refund call gave no refund, as staff read it. */
function failureWords(failed: BkashFailure): string {
  switch (failed.kind) {
    case 'unclear':
      return `bKash gave no clear answer (${failed.message}), so whether the money went back is not known; "Retry refund through bKash" asks bKash first.`;
    case 'unavailable':
    case 'auth':
      return `bKash could not take the refund: ${failed.message} (${failed.code}).`;
    default:
      return `bKash refused the refund: ${failed.message} (${failed.code}).`;
  }
}

/**
 * The outcome, if this attempt still holds the claim; a paid one queues the learner's mail with
 * it, in one transaction.
 */
async function recordOutcome(
  deps: PayoutDependencies,
  refundId: string,
  claimedAt: string,
  order: PayoutOrder,
  outcome: Outcome,
): Promise<void> {
  const at = new Date().toISOString();
  const recorded = await deps.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('refund_requests')
      .set(
        outcome.paid
          ? {
              payout: 'paid',
              refund_transaction_id: outcome.refundTrxId,
              payout_error: null,
              payout_at: at,
            }
          : { payout: 'failed', payout_error: outcome.error.slice(0, 500), payout_at: at },
      )
      .where('id', '=', refundId)
      .where('payout', '=', 'sending')
      .where('payout_at', '=', claimedAt)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return false;
    if (outcome.paid) {
      await deps.outbox.queue(trx, refundMail(deps.publicUrl, order, outcome.refundTrxId));
    }
    return true;
  });
  if (!recorded) {
    deps.log?.(
      `Refund ${refundId}: bKash's answer (${outcome.paid ? `paid, ${outcome.refundTrxId}` : outcome.error}) came after another attempt took the refund over; not recorded.`,
    );
    return;
  }
  if (outcome.paid) deps.outbox.notify();
}

/**
 * Staff sent the money back by hand after bKash's refund failed: the request records that
 * refund's transaction ID (as a refund sent by hand) and the learner's mail is queued with it,
 * once. False when the payout had not failed (paid, or being sent, meanwhile).
 */
export async function recordManualPayout(
  deps: Pick<PayoutDependencies, 'db' | 'outbox' | 'publicUrl'>,
  refundId: string,
  refundTransactionId: string,
  now: Date,
): Promise<boolean> {
  const recorded = await deps.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('refund_requests')
      .set({
        payout: null,
        payout_error: null,
        payout_at: now.toISOString(),
        refund_transaction_id: refundTransactionId,
      })
      .where('id', '=', refundId)
      .where('status', '=', 'approved')
      .where('payout', '=', 'failed')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return false;
    const order = await payoutOrder(trx, refundId);
    await deps.outbox.queue(trx, refundMail(deps.publicUrl, order, refundTransactionId));
    return true;
  });
  if (recorded) deps.outbox.notify();
  return recorded;
}

/**
 * sendPayout that never throws: an approval or a retry has committed its claim, and its answer
 * is the request as it then stands.
 */
export async function sendPayoutLogged(
  deps: PayoutDependencies,
  refundId: string,
  claimedAt: string,
  askFirst: boolean,
): Promise<void> {
  try {
    await sendPayout(deps, refundId, claimedAt, askFirst);
  } catch (error) {
    deps.log?.(`Refund ${refundId}: the refund through bKash failed: ${errorText(error)}`);
  }
}
