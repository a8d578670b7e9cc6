import { sql, type Kysely } from 'kysely';
import { DHAKA_OFFSET_MS, shiftDay } from '../../../shared/format/dhaka-day';
import { formatThousands } from '../../../shared/format/format';
import type {
  BkashReconciliation,
  ReconciliationBkashSide,
  ReconciliationRow,
} from '../../../shared/schemas/bkash-admin';
import type { DatabaseSchema } from '../../db/schema';
import type { BkashAnswer, BkashClient, BkashTransaction } from '../../payments/bkash-types';
import { latestRequests } from '../refunds/refund-records';

/** How many searches run at bKash at once: enough to be quick, few enough not to be throttled. */
export const RECONCILIATION_SEARCHES_AT_ONCE = 5;

export interface ReconciliationDependencies {
  db: Kysely<DatabaseSchema>;
  client: BkashClient;
}

/** ৳1,000, or ৳999.50: an amount of bKash's with paisa keeps them (formatTaka rounds). */
function taka(amount: number): string {
  return Number.isInteger(amount) ? `৳${formatThousands(amount)}` : `৳${amount.toFixed(2)}`;
}

/** The instants an Asia/Dhaka calendar day runs from (inclusive) and to (exclusive), as ISO. */
function dayWindow(day: string): { from: string; to: string } {
  const start = (date: string) =>
    new Date(Date.parse(`${date}T00:00:00Z`) - DHAKA_OFFSET_MS).toISOString();
  return { from: start(day), to: start(shiftDay(day, 1)) };
}

/** One of our rows before bKash is asked, with the facts that are ours alone. */
type OurRow = Omit<ReconciliationRow, 'bkash' | 'differences'> & { ownDifferences: string[] };

/**
 * Our bKash orders whose payment completed that day: a checkout order by its payment's
 * completion (or, with no completed payment, by when it was verified, which is itself a
 * difference), a typed ID bKash's search confirmed by when it was checked (on submission).
 */
async function ordersOfDay(
  db: Kysely<DatabaseSchema>,
  window: { from: string; to: string },
): Promise<OurRow[]> {
  const inWindow = (column: string) =>
    sql<boolean>`${sql.ref(column)} >= ${window.from} and ${sql.ref(column)} < ${window.to}`;
  const rows = await db
    .selectFrom('orders')
    .innerJoin('user as learner', 'learner.id', 'orders.user_id')
    .leftJoin('bkash_payments as payment', 'payment.order_id', 'orders.id')
    .select([
      'orders.id',
      'orders.paid_via',
      'orders.payment_status',
      'orders.bkash_payment_id',
      'orders.transaction_id',
      'orders.course_title',
      'orders.amount',
      'orders.created_at',
      'orders.reviewed_at',
      'orders.check_note',
      'learner.email as learner_email',
      'payment.payment_id',
      'payment.state as payment_state',
      'payment.completed_at',
      'payment.amount as payment_amount',
    ])
    .where('orders.paid_via', 'is not', null)
    .where((eb) =>
      eb.or([
        eb.and([eb('payment.state', '=', 'completed'), inWindow('payment.completed_at')]),
        eb.and([
          eb.or([eb('payment.payment_id', 'is', null), eb('payment.state', '<>', 'completed')]),
          sql<boolean>`coalesce(orders.reviewed_at, orders.created_at) >= ${window.from}
            and coalesce(orders.reviewed_at, orders.created_at) < ${window.to}`,
        ]),
      ]),
    )
    .execute();
  return rows.map((row) => {
    const completed = row.payment_state === 'completed' ? row.completed_at : null;
    const ownDifferences: string[] = [];
    if (row.paid_via === 'bkash_checkout' && !completed) {
      const order = row.payment_status === 'verified' ? 'Order verified' : 'Order recorded as paid';
      ownDifferences.push(
        row.payment_id
          ? `${order} but its bKash payment is ${row.payment_state ?? 'unknown'}, not completed`
          : `${order} but no bKash payment is recorded for it`,
      );
    }
    if (completed && Number(row.payment_amount) !== Number(row.amount)) {
      ownDifferences.push(
        `Order amount ${taka(Number(row.amount))}, payment ${taka(Number(row.payment_amount))}`,
      );
    }
    if (row.payment_status === 'pending') {
      ownDifferences.push(
        row.check_note
          ? `Order is waiting for staff: ${row.check_note}`
          : 'Order is waiting for staff',
      );
    }
    if (row.payment_status === 'rejected') ownDifferences.push('Order was rejected');
    return {
      orderId: row.id,
      paymentId: row.payment_id ?? row.bkash_payment_id ?? null,
      trxId: row.transaction_id,
      paidVia: row.paid_via,
      orderStatus: row.payment_status,
      learnerEmail: row.learner_email,
      courseTitle: row.course_title,
      amount: Number(row.amount),
      paidAt: completed ?? row.reviewed_at ?? row.created_at,
      ownDifferences,
    };
  });
}

/** Payments bKash completed that day for which no order was written. */
async function paymentsWithoutOrder(
  db: Kysely<DatabaseSchema>,
  window: { from: string; to: string },
): Promise<OurRow[]> {
  const rows = await db
    .selectFrom('bkash_payments as payment')
    .leftJoin('orders', 'orders.id', 'payment.order_id')
    .leftJoin('user as learner', 'learner.id', 'payment.user_id')
    .select([
      'payment.payment_id',
      'payment.trx_id',
      'payment.course_title',
      'payment.amount',
      'payment.completed_at',
      'payment.updated_at',
      'learner.email as learner_email',
    ])
    .where('payment.state', '=', 'completed')
    .where('payment.completed_at', '>=', window.from)
    .where('payment.completed_at', '<', window.to)
    .where('orders.id', 'is', null)
    .execute();
  return rows.map((row) => ({
    orderId: null,
    paymentId: row.payment_id,
    trxId: row.trx_id ?? '',
    paidVia: null,
    orderStatus: null,
    learnerEmail: row.learner_email ?? null,
    courseTitle: row.course_title,
    amount: Number(row.amount),
    paidAt: row.completed_at ?? row.updated_at,
    ownDifferences: ['Completed bKash payment with no order'],
  }));
}

/** Refunds of these orders: the money went back, so it no longer counts as the academy's. */
async function refundNotes(
  db: Kysely<DatabaseSchema>,
  orderIds: readonly string[],
): Promise<Map<string, string>> {
  const notes = new Map<string, string>();
  for (const [orderId, refund] of await latestRequests(db, orderIds)) {
    const id = refund.refund_transaction_id
      ? ` (refund trxID ${refund.refund_transaction_id})`
      : '';
    if (refund.payout === 'paid') notes.set(orderId, `Refunded through bKash${id}`);
    else if (refund.payout === 'failed') {
      notes.set(orderId, `bKash refund failed: ${refund.payout_error ?? 'no reason given'}`);
    } else if (refund.payout === 'sending') notes.set(orderId, 'bKash refund being sent now');
    else if (refund.status === 'approved') notes.set(orderId, `Refunded by hand${id}`);
  }
  return notes;
}

/** `work` over `items`, at most `limit` at a time; results in the items' order. */
async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** What bKash's answer for a row's trxID says against our row, in words. */
function compare(
  row: { amount: number },
  answer: BkashAnswer<BkashTransaction> | undefined,
  shortCode: string,
): { bkash: ReconciliationBkashSide | null; differences: string[] } {
  if (!answer) return { bkash: null, differences: ['No transaction ID recorded'] };
  if (!answer.ok) {
    return {
      bkash: null,
      differences: [
        answer.kind === 'not_found'
          ? 'bKash does not know this transaction ID'
          : `bKash could not be asked (${answer.code}: ${answer.message})`,
      ],
    };
  }
  const found = answer.value;
  const differences: string[] = [];
  if (found.transactionStatus !== 'Completed') {
    differences.push(`bKash says ${found.transactionStatus}, not Completed`);
  }
  if (Number(found.amount) !== row.amount) {
    differences.push(`bKash amount ${taka(Number(found.amount))}, ours ${taka(row.amount)}`);
  }
  if (found.organizationShortCode !== shortCode) {
    differences.push(`Paid to ${found.organizationShortCode || 'no merchant'}, not ${shortCode}`);
  }
  return {
    bkash: {
      status: found.transactionStatus,
      amount: Number(found.amount),
      organizationShortCode: found.organizationShortCode,
      completedTime: found.completedTime,
    },
    differences,
  };
}

/**
 * The day's reconciliation (an Asia/Dhaka calendar day): our bKash orders whose payment
 * completed that day and completed payments that have no order, each beside what bKash's
 * search reports for its trxID, with every difference in words. This API has no "list a day"
 * call, so each trxID is searched (at most RECONCILIATION_SEARCHES_AT_ONCE at a time, each once):
 * a transaction bKash took that we have no record of at all cannot show here.
 */
export async function bkashReconciliation(
  deps: ReconciliationDependencies,
  day: string,
): Promise<BkashReconciliation> {
  const { db, client } = deps;
  const window = dayWindow(day);
  // Counted first: a search that fails below is today's event, not part of the day asked about.
  const events = await db
    .selectFrom('bkash_events')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('at', '>=', window.from)
    .where('at', '<', window.to)
    .executeTakeFirstOrThrow();
  const ours = [...(await ordersOfDay(db, window)), ...(await paymentsWithoutOrder(db, window))];
  ours.sort((a, b) => a.paidAt.localeCompare(b.paidAt) || a.trxId.localeCompare(b.trxId));
  const refunds = await refundNotes(
    db,
    ours.flatMap((row) => (row.orderId ? [row.orderId] : [])),
  );

  const trxIds = [...new Set(ours.map((row) => row.trxId).filter((trxId) => trxId !== ''))];
  const orderOf = new Map(ours.map((row) => [row.trxId, row.orderId ?? undefined]));
  const answers = new Map(
    await mapLimited(trxIds, RECONCILIATION_SEARCHES_AT_ONCE, async (trxId) => {
      const answer = await client.search(trxId, { orderId: orderOf.get(trxId) });
      return [trxId, answer] as const;
    }),
  );
  const uses = new Map<string, number>();
  for (const row of ours) uses.set(row.trxId, (uses.get(row.trxId) ?? 0) + 1);

  const rows: ReconciliationRow[] = ours.map(({ ownDifferences, ...row }) => {
    const { bkash, differences } = compare(
      row,
      row.trxId ? answers.get(row.trxId) : undefined,
      client.settings.shortCode,
    );
    const shared = row.trxId && (uses.get(row.trxId) ?? 0) > 1;
    const refund = row.orderId ? refunds.get(row.orderId) : undefined;
    return {
      ...row,
      bkash,
      differences: [
        ...differences,
        ...ownDifferences,
        ...(shared ? ['Same transaction ID as another row'] : []),
        ...(refund ? [refund] : []),
      ],
    };
  });

  let bkashTotal = 0;
  for (const answer of answers.values()) {
    if (answer.ok && answer.value.transactionStatus === 'Completed') {
      bkashTotal += Number(answer.value.amount);
    }
  }
  return {
    date: day,
    shortCode: client.settings.shortCode,
    simulated: client.settings.simulated,
    rows,
    totals: {
      rows: rows.length,
      differing: rows.filter((row) => row.differences.length > 0).length,
      ours: rows.reduce((sum, row) => sum + row.amount, 0),
      bkash: bkashTotal,
    },
    eventsCount: Number(events.n),
  };
}
