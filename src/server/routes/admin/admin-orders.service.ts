import { sql, type Kysely } from 'kysely';
import {
  ORDER_BKASH_ERRORS_SHOWN,
  type BkashEventRecord,
} from '../../../shared/schemas/bkash-admin';
import {
  normaliseMobileNumber,
  ORDER_MESSAGES,
  ORDER_PAID_VIA,
  PAYMENT_METHODS,
  type AdminOrder,
  type AdminOrderQuery,
} from '../../../shared/schemas/order';
import { ORDER_FILTER_STATUSES } from '../../../shared/schemas/order-filters';
import type { DatabaseSchema } from '../../db/schema';
import { pageWindow, STAFF_LIST_PAGE_SIZE, toListPage, type ListPage } from '../../http/list-page';
import { hasNul } from '../../http/nul-character';
import { failure, success, type ServiceResult } from '../../services/result';
import type { MailOutbox } from '../../mail/outbox';
import { learnerLanguage } from '../../mail/learner-language';
import { orderRejectedEmail, orderVerifiedEmail } from '../../mail/templates';
import type { Locale } from '../../../shared/i18n/locale';
import { enrollForVerifiedOrder } from '../../learning/enrolments';
import { toOrder } from '../orders/orders.service';
import { transactionAttemptsOf } from '../orders/transaction-attempts.service';
import { adminRefundsOf } from '../refunds/refunds.service';

/** The most orders one page of the listing shows; `?page=2` shows the next ones. */
export const ADMIN_ORDERS_LIMIT = STAFF_LIST_PAGE_SIZE;

/** Reads the query string leniently: unknown values mean "any", as an empty filter does. */
export function parseAdminOrderQuery(query: Record<string, string | undefined>): AdminOrderQuery {
  const status = ORDER_FILTER_STATUSES.find((value) => value === query.status) ?? '';
  const method = PAYMENT_METHODS.find((value) => value === query.method) ?? '';
  const paid = ORDER_PAID_VIA.find((value) => value === query.paid) ?? '';
  // No order holds a NUL, and PostgreSQL cannot compare with one: it is dropped from the search.
  const q = (query.q ?? '').replaceAll('\u0000', '').trim().slice(0, 100);
  return { status, method, paid, q };
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function adminOrdersQuery(db: Kysely<DatabaseSchema>) {
  return db
    .selectFrom('orders')
    .innerJoin('user as learner', 'learner.id', 'orders.user_id')
    .leftJoin('user as reviewer', 'reviewer.id', 'orders.reviewed_by')
    .selectAll('orders')
    .select([
      'learner.email as learner_email',
      'learner.name as learner_name',
      'reviewer.email as reviewer_email',
    ]);
}

type AdminOrderRow = Awaited<
  ReturnType<ReturnType<typeof adminOrdersQuery>['executeTakeFirstOrThrow']>
>;

/** The orders as `viewerId` (a staff member) sees them, each with the attempts at its ID. */
async function toAdminOrders(
  db: Kysely<DatabaseSchema>,
  rows: readonly AdminOrderRow[],
  viewerId: string,
): Promise<AdminOrder[]> {
  const ids = rows.map((row) => row.id);
  const [attempts, refunds, bkashErrors] = await Promise.all([
    transactionAttemptsOf(db, rows),
    adminRefundsOf(db, ids),
    bkashErrorsOf(db, ids),
  ]);
  return rows.map((row, index) => ({
    ...toOrder(row),
    learnerEmail: row.learner_email,
    learnerName: row.learner_name,
    reviewerEmail: row.reviewer_email ?? null,
    isOwnOrder: row.user_id === viewerId,
    transactionAttempts: attempts[index] ?? [],
    refund: refunds.get(row.id) ?? null,
    paidVia: row.paid_via ?? 'manual',
    bkashPaymentId: row.bkash_payment_id ?? null,
    checkNote: row.check_note ?? null,
    bkashErrors: bkashErrors.get(row.id)?.shown ?? [],
    bkashErrorCount: bkashErrors.get(row.id)?.count ?? 0,
  }));
}

/**
 * Each order's bKash API errors (bkash_events), newest first: the latest few of each and how
 * many there were in all. One query whatever the number: an order whose payment the sweeper
 * asked about all day may have hundreds.
 */
async function bkashErrorsOf(
  db: Kysely<DatabaseSchema>,
  orderIds: readonly string[],
): Promise<Map<string, { shown: BkashEventRecord[]; count: number }>> {
  const errors = new Map<string, { shown: BkashEventRecord[]; count: number }>();
  if (orderIds.length === 0) return errors;
  const rows = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('bkash_events')
        .select(['order_id', 'at', 'call', 'code', 'message', 'id'])
        .select([
          sql<number>`row_number() over (partition by order_id order by at desc, id desc)`.as(
            'position',
          ),
          sql<number | string>`count(*) over (partition by order_id)`.as('total'),
        ])
        .where('order_id', 'in', [...orderIds])
        .as('ranked'),
    )
    .selectAll()
    .where('position', '<=', ORDER_BKASH_ERRORS_SHOWN)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  for (const row of rows) {
    if (!row.order_id) continue;
    const entry = errors.get(row.order_id) ?? { shown: [], count: Number(row.total) };
    entry.shown.push({ at: row.at, call: row.call, code: row.code, message: row.message });
    errors.set(row.order_id, entry);
  }
  return errors;
}

/**
 * Orders for staff: pending first, oldest first, then the rest newest first; filtered and
 * searched (the first page).
 */
export async function listAdminOrders(
  db: Kysely<DatabaseSchema>,
  query: AdminOrderQuery,
  viewerId: string,
): Promise<AdminOrder[]> {
  return (await listAdminOrdersPage(db, query, viewerId, 1)).items;
}

/** One page of the orders for staff, and whether more follow. */
export async function listAdminOrdersPage(
  db: Kysely<DatabaseSchema>,
  query: AdminOrderQuery,
  viewerId: string,
  page: number,
): Promise<ListPage<AdminOrder>> {
  const window = pageWindow(page, ADMIN_ORDERS_LIMIT);
  let select = adminOrdersQuery(db);
  if (query.status === 'refund') {
    // Orders with a refund request: those still waiting for a decision first.
    select = select
      .innerJoin('refund_requests as refund', 'refund.order_id', 'orders.id')
      .where('refund.id', '=', (eb) =>
        eb
          .selectFrom('refund_requests as latest')
          .select('latest.id')
          .whereRef('latest.order_id', '=', 'orders.id')
          .orderBy('latest.requested_at', 'desc')
          .orderBy('latest.id', 'desc')
          .limit(1),
      );
  } else if (query.status) {
    select = select.where('orders.payment_status', '=', query.status);
  }
  if (query.method) select = select.where('orders.payment_method', '=', query.method);
  if (query.paid === 'manual') select = select.where('orders.paid_via', 'is', null);
  else if (query.paid) select = select.where('orders.paid_via', '=', query.paid);
  const q = query.q?.trim() ?? '';
  if (q) {
    // LIKE with our own escape character, so a '%' or '_' in the search is taken literally.
    const contains = (text: string) => sql<string>`${`%${escapeLike(text)}%`} escape '\\'`;
    const mobile = normaliseMobileNumber(q) ?? q.replace(/[\s-]/g, '');
    select = select.where((eb) =>
      eb.or([
        eb(sql<string>`upper(orders.transaction_id)`, 'like', contains(q.toUpperCase())),
        eb(sql<string>`orders.mobile_number`, 'like', contains(mobile || q)),
        eb(sql<string>`lower(learner.email)`, 'like', contains(q.toLowerCase())),
      ]),
    );
  }
  const rows = await (
    query.status === 'refund'
      ? select
          .orderBy(sql`case when refund.status = 'pending' then 0 else 1 end`)
          .orderBy(sql`refund.requested_at`, 'desc')
      : select
  )
    .orderBy(sql`case when orders.payment_status = 'pending' then 0 else 1 end`)
    // The pending queue oldest first: the longest wait is the nearest to breaking the promise
    // to verify within VERIFICATION_HOURS. Reviewed orders after it, newest first.
    .orderBy(sql`case when orders.payment_status = 'pending' then orders.created_at end`)
    .orderBy('orders.created_at', 'desc')
    .orderBy('orders.id')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  const shown = toListPage(rows, ADMIN_ORDERS_LIMIT);
  return { items: await toAdminOrders(db, shown.items, viewerId), hasMore: shown.hasMore };
}

export interface Reviewer {
  id: string;
  email: string;
}

export interface ReviewDependencies {
  db: Kysely<DatabaseSchema>;
  outbox: MailOutbox;
  publicUrl: string;
}

/**
 * Verifies or rejects a pending order. Only the request whose update finds the order still
 * pending, and someone else's, goes on (the database row decides, so simultaneous reviews cannot
 * both win): it records who, when and why, enrols the learner on verification in the same
 * transaction, and mails the learner once. Staff never review their own payment: another staff
 * member must (403 `own_order`), so nobody can enrol themselves without paying.
 */
export async function reviewOrder(
  deps: ReviewDependencies,
  reviewer: Reviewer,
  orderId: string,
  decision: 'verify' | 'reject',
  note: string | null,
  now: Date = new Date(),
): Promise<ServiceResult<AdminOrder>> {
  if (hasNul(orderId)) return failure(404, 'not_found', 'There is no such order.');
  const reviewedAt = now.toISOString();
  const reviewed = await deps.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('orders')
      .set({
        payment_status: decision === 'verify' ? 'verified' : 'rejected',
        reviewed_by: reviewer.id,
        reviewed_at: reviewedAt,
        review_note: note,
      })
      .where('id', '=', orderId)
      .where('payment_status', '=', 'pending')
      .where('user_id', '<>', reviewer.id)
      .returningAll()
      .executeTakeFirst();
    if (updated && decision === 'verify') {
      await enrollForVerifiedOrder(trx, updated, reviewedAt);
    }
    if (updated) {
      // The learner's mail commits with the decision (never one without the other), and only
      // the winning review queues it; the mail worker sends it after the commit.
      const row = await adminOrdersQuery(trx)
        .where('orders.id', '=', orderId)
        .executeTakeFirstOrThrow();
      const language = await learnerLanguage(trx, updated.user_id);
      await deps.outbox.queue(trx, learnerMail(deps.publicUrl, row, decision, language));
    }
    return updated;
  });
  const current = await adminOrdersQuery(deps.db)
    .where('orders.id', '=', orderId)
    .executeTakeFirst();
  if (!current) return failure(404, 'not_found', 'There is no such order.');
  if (current.user_id === reviewer.id) return failure(403, 'own_order', ORDER_MESSAGES.ownOrder);
  const [order] = await toAdminOrders(deps.db, [current], reviewer.id);
  if (!order) return failure(404, 'not_found', 'There is no such order.');
  if (!reviewed) {
    const state = order.paymentStatus === 'verified' ? 'verified' : 'rejected';
    return failure(
      409,
      'order_not_pending',
      `This order was already ${state} by ${order.reviewerEmail ?? 'another reviewer'}.`,
    );
  }
  deps.outbox.notify();
  return success(order);
}

/** The mail that tells the learner the decision, from the reviewed order's row. */
function learnerMail(
  publicUrl: string,
  row: AdminOrderRow,
  decision: 'verify' | 'reject',
  language: Locale,
) {
  const details = {
    name: row.learner_name,
    courseTitle: row.course_title,
    amount: Number(row.amount),
    paymentMethod: row.payment_method,
    transactionId: row.transaction_id,
  };
  const content =
    decision === 'verify'
      ? orderVerifiedEmail({ ...details, url: `${publicUrl}/dashboard` }, language)
      : orderRejectedEmail(
          {
            ...details,
            reason: row.review_note ?? '',
            url: `${publicUrl}/checkout/${row.course_id}`,
          },
          language,
        );
  return { to: row.learner_email, ...content };
}
