import type { Kysely, Selectable } from 'kysely';
import type { AdminRefund, RefundRequestView } from '../../../shared/schemas/refund';
import { findProgramme } from '../../../shared/catalogue/programmes';
import type { LearningContent } from '../../content/content-types';
import { percentOf } from '../../content/course-items';
import type { DatabaseSchema, RefundRequestsTable } from '../../db/schema';
import { learnerCoursePercent } from '../../learning/progress';
import { paidThroughCheckout } from './refund-payout';

export interface RefundDependencies {
  db: Kysely<DatabaseSchema>;
  content: LearningContent;
}

export type RefundRow = Selectable<RefundRequestsTable>;

/**
 * How far the learner is through what an order bought: a course by the learn progress model, a
 * lab programme by the share of its labs passed (in whichever course they count).
 */
export async function purchaseProgress(
  deps: RefundDependencies,
  userId: string,
  productId: string,
): Promise<{ percent: number; kind: 'course' | 'programme' }> {
  const programme = deps.content.courses.has(productId) ? undefined : findProgramme(productId);
  if (!programme) {
    return { percent: await learnerCoursePercent(deps, userId, productId), kind: 'course' };
  }
  if (programme.labIds.length === 0) return { percent: 0, kind: 'programme' };
  const passed = await deps.db
    .selectFrom('learning_progress')
    .select('item_id')
    .where('user_id', '=', userId)
    .where('kind', '=', 'lab')
    .where('item_id', 'in', [...programme.labIds])
    .execute();
  const labs = new Set(passed.map((row) => row.item_id)).size;
  return { percent: percentOf(labs, programme.labIds.length), kind: 'programme' };
}

export function toRefundView(row: RefundRow): RefundRequestView {
  return {
    id: row.id,
    status: row.status,
    requestedAt: row.requested_at,
    reason: row.reason,
    decidedAt: row.decided_at,
    declineReason: row.decline_reason,
    refundTransactionId: row.refund_transaction_id,
    payout: row.payout ?? null,
  };
}

/** Each order's latest request (by time, then id), for the given orders. */
export async function latestRequests(
  db: Kysely<DatabaseSchema>,
  orderIds: readonly string[],
): Promise<Map<string, RefundRow>> {
  const latest = new Map<string, RefundRow>();
  if (orderIds.length === 0) return latest;
  const rows = await db
    .selectFrom('refund_requests')
    .selectAll()
    .where('order_id', 'in', [...orderIds])
    .orderBy('requested_at')
    .orderBy('id')
    .execute();
  for (const row of rows) latest.set(row.order_id, row);
  return latest;
}

/** Each order's latest refund request as staff see it, for the admin order list. */
export async function adminRefundsOf(
  db: Kysely<DatabaseSchema>,
  orderIds: readonly string[],
): Promise<Map<string, AdminRefund>> {
  const latest = await latestRequests(db, orderIds);
  const deciders = [
    ...new Set([...latest.values()].flatMap((row) => (row.decided_by ? [row.decided_by] : []))),
  ];
  const emails = new Map<string, string>();
  if (deciders.length > 0) {
    const users = await db
      .selectFrom('user')
      .select(['id', 'email'])
      .where('id', 'in', deciders)
      .execute();
    for (const user of users) emails.set(user.id, user.email);
  }
  const throughBkash = new Set<string>();
  if (latest.size > 0) {
    const orders = await db
      .selectFrom('orders')
      .select(['id', 'paid_via', 'bkash_payment_id'])
      .where('id', 'in', [...latest.keys()])
      .execute();
    for (const order of orders) if (paidThroughCheckout(order)) throughBkash.add(order.id);
  }
  const refunds = new Map<string, AdminRefund>();
  for (const [orderId, row] of latest) {
    refunds.set(orderId, {
      ...toRefundView(row),
      percentAtRequest: Number(row.percent_at_request),
      daysAtRequest: Number(row.days_at_request),
      deciderEmail: row.decided_by ? (emails.get(row.decided_by) ?? null) : null,
      refundsThroughBkash: throughBkash.has(orderId),
      payout: row.payout ?? null,
      payoutError: row.payout_error ?? null,
      payoutAt: row.payout_at ?? null,
    });
  }
  return refunds;
}
