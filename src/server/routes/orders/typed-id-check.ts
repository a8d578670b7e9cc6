import type { Kysely, Selectable } from 'kysely';
import type { Product } from '../../../shared/catalogue/products';
import { formatDhakaTime, formatTaka } from '../../../shared/format/format';
import { TYPED_TRANSACTION_MAX_AGE_DAYS } from '../../../shared/schemas/payment-rules';
import type { DatabaseSchema, OrdersTable } from '../../db/schema';
import { errorText } from '../../error-text';
import { enrollForVerifiedOrder } from '../../learning/enrolments';
import type { Log } from '../../log';
import type { MailOutbox } from '../../mail/outbox';
import { mailRecipient } from '../../mail/learner-language';
import { orderConfirmedByBkashEmail } from '../../mail/templates';
import type {
  BkashAnswer,
  BkashClient,
  BkashFailure,
  BkashTransaction,
} from '../../payments/bkash-types';

/**
 * A manual bKash order whose typed transaction ID bKash's own records confirm (its search, with
 * the merchant API set up; decision 039): enrolled at once, as 'bkash_checked'. The order was
 * already recorded as pending with its receipt, so whatever happens here (no answer, a mismatch,
 * an error) it is never lost: it stays pending for staff, with what did not match in words.
 */
export interface TypedIdCheckDependencies {
  db: Kysely<DatabaseSchema>;
  bkash: BkashClient;
  outbox: MailOutbox;
  publicUrl: string;
  log?: Log;
}

type OrderRow = Selectable<OrdersTable>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Clocks differ a little: a payment bKash dates this much after the order still counts. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

/**
 * Asks bKash about the order's transaction ID, within the client's time limit (the learner is
 * waiting for the answer), and verifies the order or notes why not. Answers the order as it now
 * is: verified, or still pending.
 */
export async function checkTypedTransaction(
  deps: TypedIdCheckDependencies,
  row: OrderRow,
  product: Product,
  submittedAt: Date,
): Promise<OrderRow> {
  try {
    const answer = await withinTimeLimit(
      deps.bkash.search(row.transaction_id, { orderId: row.id }),
      deps.bkash.settings.timeoutMs,
    );
    const note = answer.ok
      ? mismatchOf(answer.value, row, product, deps.bkash.settings.shortCode, submittedAt)
      : unansweredNote(answer);
    if (note === null) return (await verify(deps, row)) ?? (await currentRow(deps.db, row));
    await deps.db
      .updateTable('orders')
      .set({ check_note: note.slice(0, 500) })
      .where('id', '=', row.id)
      .where('payment_status', '=', 'pending')
      .execute();
    return { ...row, check_note: note.slice(0, 500) };
  } catch (error) {
    // The order and its receipt are committed: staff check it as any manual payment.
    deps.log?.(`Order ${row.id}: bKash's check of the typed ID failed: ${errorText(error)}`, {
      level: 'error',
    });
    return row;
  }
}

/**
 * The search's answer, or a failure once the time limit has passed (the late answer is then
 * ignored: staff check the order). A search that throws is a failure too, never a rejection.
 */
async function withinTimeLimit(
  search: Promise<BkashAnswer<BkashTransaction>>,
  timeoutMs: number,
): Promise<BkashAnswer<BkashTransaction>> {
  const answered = search.catch((error: unknown): BkashFailure => ({
    ok: false,
    kind: 'unclear',
    code: 'client_error',
    message: errorText(error),
  }));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<BkashFailure>((resolve) => {
    timer = setTimeout(
      () =>
        resolve({
          ok: false,
          kind: 'unclear',
          code: 'timeout',
          message: `no answer within ${Math.round(timeoutMs / 100) / 10} s`,
        }),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([answered, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Why bKash's search gave no transaction, as staff read it. */
function unansweredNote(failed: BkashFailure): string {
  if (failed.kind === 'not_found') return 'bKash does not know this transaction ID.';
  if (failed.kind === 'unavailable' || failed.kind === 'unclear' || failed.kind === 'auth') {
    return `bKash did not answer: ${failed.message}.`;
  }
  return `bKash could not look this transaction ID up: ${failed.message} (${failed.code}).`;
}

/** What in bKash's record of the transaction does not fit the order, in words; null: it fits. */
function mismatchOf(
  paid: BkashTransaction,
  row: OrderRow,
  product: Product,
  shortCode: string,
  submittedAt: Date,
): string | null {
  const problems: string[] = [];
  if (paid.transactionStatus !== 'Completed') {
    problems.push(`bKash says this transaction is ${paid.transactionStatus || 'not completed'}`);
  }
  const price = Number(row.amount);
  if (paid.amount !== price) {
    problems.push(
      `bKash says ${formatTaka(paid.amount)} was paid, the ${product.kind === 'course' ? 'course' : 'lab programme'} costs ${formatTaka(price)}`,
    );
  }
  if (paid.currency && paid.currency !== 'BDT') {
    problems.push(`bKash says it was paid in ${paid.currency}`);
  }
  if (paid.organizationShortCode !== shortCode) {
    problems.push(
      `bKash says it was paid to another merchant (short code ${paid.organizationShortCode || 'not given'})`,
    );
  }
  const completed = Date.parse(paid.completedTime);
  if (Number.isNaN(completed)) {
    problems.push('bKash gave no time of payment');
  } else if (completed < submittedAt.getTime() - TYPED_TRANSACTION_MAX_AGE_DAYS * DAY_MS) {
    problems.push(
      `bKash says it was paid on ${formatDhakaTime(paid.completedTime)}, more than ${TYPED_TRANSACTION_MAX_AGE_DAYS} days before this order`,
    );
  } else if (completed > submittedAt.getTime() + CLOCK_SKEW_MS) {
    problems.push(
      `bKash says it was paid on ${formatDhakaTime(paid.completedTime)}, after this order was placed`,
    );
  }
  // Every phrase starts with "bKash", written so.
  return problems.length === 0 ? null : `${problems.join('; ')}.`;
}

/**
 * In one transaction guarded by the order still being pending (staff may have decided it in the
 * meantime): verified as 'bkash_checked', enrolled, and the "You're enrolled" mail queued.
 * Undefined when the order was no longer pending.
 */
async function verify(deps: TypedIdCheckDependencies, row: OrderRow) {
  const at = new Date().toISOString();
  const verified = await deps.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('orders')
      .set({
        payment_status: 'verified',
        reviewed_at: at,
        paid_via: 'bkash_checked',
        check_note: null,
      })
      .where('id', '=', row.id)
      .where('payment_status', '=', 'pending')
      .returningAll()
      .executeTakeFirst();
    if (!updated) return undefined;
    await enrollForVerifiedOrder(trx, updated, at);
    const learner = await mailRecipient(trx, row.user_id);
    await deps.outbox.queue(trx, {
      to: learner.email,
      ...orderConfirmedByBkashEmail(
        {
          name: learner.name,
          courseTitle: updated.course_title,
          amount: Number(updated.amount),
          paymentMethod: updated.payment_method,
          transactionId: updated.transaction_id,
          url: `${deps.publicUrl}/dashboard`,
        },
        learner.language,
      ),
    });
    return updated;
  });
  if (verified) deps.outbox.notify();
  return verified;
}

async function currentRow(db: Kysely<DatabaseSchema>, row: OrderRow): Promise<OrderRow> {
  return (
    (await db.selectFrom('orders').selectAll().where('id', '=', row.id).executeTakeFirst()) ?? row
  );
}
