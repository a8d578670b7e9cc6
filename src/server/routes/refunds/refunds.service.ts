import { randomUUID } from 'node:crypto';
import {
  REFUND_MESSAGES,
  type RefundOption,
  type RefundRequestView,
} from '../../../shared/schemas/refund';
import { isUniqueViolation } from '../../db/errors';
import type { MailOutbox } from '../../mail/outbox';
import { refundRequestedEmail } from '../../mail/templates';
import { hasNul } from '../../http/nul-character';
import { failure, success, type ServiceResult } from '../../services/result';
import { checkRefundRule } from './refund-rule';
import {
  latestRequests,
  purchaseProgress,
  toRefundView,
  type RefundDependencies,
  type RefundRow,
} from './refund-records';

// The records and the staff decision live beside this file; their names stay importable here.
export { adminRefundsOf, toRefundView, type RefundDependencies } from './refund-records';
export {
  decideRefund,
  retryRefundPayout,
  type DecideDependencies,
  type RefundDecision,
} from './refund-decision';

/**
 * GET /api/refunds: every verified order of the learner, newest first, with whether a refund can
 * be asked now (and why not) and the latest request. Percent and days are measured here.
 */
export async function listRefundOptions(
  deps: RefundDependencies,
  userId: string,
  now: Date = new Date(),
): Promise<RefundOption[]> {
  const orders = await deps.db
    .selectFrom('orders')
    .select(['id', 'course_id', 'course_title', 'reviewed_at', 'created_at'])
    .where('user_id', '=', userId)
    .where('payment_status', '=', 'verified')
    .orderBy('reviewed_at', 'desc')
    .orderBy('id')
    .execute();
  const requests = await latestRequests(
    deps.db,
    orders.map((order) => order.id),
  );
  return Promise.all(
    orders.map(async (order) => {
      const verifiedAt = order.reviewed_at ?? order.created_at;
      const { percent, kind } = await purchaseProgress(deps, userId, order.course_id);
      const rule = checkRefundRule({ verifiedAt, percent, now, kind });
      const request = requests.get(order.id);
      const open = request?.status === 'pending' || request?.status === 'approved';
      return {
        orderId: order.id,
        courseId: order.course_id,
        courseTitle: order.course_title,
        verifiedAt,
        percent,
        eligible: rule.eligible && !open,
        reason: open ? null : rule.reason,
        lastDay: rule.lastDay,
        request: request ? toRefundView(request) : null,
      };
    }),
  );
}

export interface RefundRequestDependencies extends RefundDependencies {
  outbox: MailOutbox;
  /** Where staff are told of each request (SUPPORT_EMAIL). */
  supportEmail: string;
  publicUrl: string;
}

/**
 * POST /api/refunds: the learner's own verified order, by the rule as measured now. One open
 * request per order is the database's rule (a partial unique index), so simultaneous requests
 * store one and the others answer 409 `refund_requested`. The stored request is mailed to
 * SUPPORT_EMAIL (through the outbox, in the same transaction), replying to the learner.
 */
export async function requestRefund(
  deps: RefundRequestDependencies,
  userId: string,
  input: { orderId: string; reason: string | null },
  now: Date = new Date(),
): Promise<ServiceResult<RefundRequestView>> {
  if (hasNul(input.orderId)) return failure(404, 'not_found', REFUND_MESSAGES.noOrder);
  const order = await deps.db
    .selectFrom('orders')
    .innerJoin('user', 'user.id', 'orders.user_id')
    .select([
      'orders.id',
      'orders.course_id',
      'orders.course_title',
      'orders.amount',
      'orders.payment_method',
      'orders.transaction_id',
      'orders.payment_status',
      'orders.reviewed_at',
      'orders.created_at',
      'user.email as learner_email',
      'user.name as learner_name',
    ])
    .where('orders.id', '=', input.orderId)
    .where('orders.user_id', '=', userId)
    .executeTakeFirst();
  if (!order) return failure(404, 'not_found', REFUND_MESSAGES.noOrder);
  if (order.payment_status !== 'verified') {
    return failure(409, 'order_not_verified', REFUND_MESSAGES.notVerified);
  }
  const open = await deps.db
    .selectFrom('refund_requests')
    .select('id')
    .where('order_id', '=', order.id)
    .where('status', 'in', ['pending', 'approved'])
    .executeTakeFirst();
  if (open) return failure(409, 'refund_requested', REFUND_MESSAGES.alreadyRequested);
  const { percent, kind } = await purchaseProgress(deps, userId, order.course_id);
  const rule = checkRefundRule({
    verifiedAt: order.reviewed_at ?? order.created_at,
    percent,
    now,
    kind,
  });
  if (!rule.eligible) {
    return failure(403, 'refund_not_eligible', rule.reason ?? REFUND_MESSAGES.notVerified);
  }
  const row: RefundRow = {
    id: randomUUID(),
    order_id: order.id,
    user_id: userId,
    course_id: order.course_id,
    requested_at: now.toISOString(),
    reason: input.reason,
    status: 'pending',
    decided_by: null,
    decided_at: null,
    decline_reason: null,
    refund_transaction_id: null,
    payout: null,
    payout_error: null,
    payout_at: null,
    percent_at_request: percent,
    days_at_request: rule.days,
  };
  try {
    // Staff's mail commits with the request: never one without the other.
    await deps.db.transaction().execute(async (trx) => {
      await trx.insertInto('refund_requests').values(row).execute();
      await deps.outbox.queue(trx, {
        to: deps.supportEmail,
        replyTo: order.learner_email,
        ...refundRequestedEmail({
          learnerName: order.learner_name,
          learnerEmail: order.learner_email,
          courseTitle: order.course_title,
          orderId: order.id,
          amount: Number(order.amount),
          paymentMethod: order.payment_method,
          transactionId: order.transaction_id,
          percent,
          days: rule.days,
          reason: input.reason,
          url: `${deps.publicUrl}/admin/orders?status=refund`,
        }),
      });
    });
  } catch (error) {
    // Another request for this order was stored between our check and this insert.
    if (isUniqueViolation(error)) {
      return failure(409, 'refund_requested', REFUND_MESSAGES.alreadyRequested);
    }
    throw error;
  }
  deps.outbox.notify();
  return success(toRefundView(row));
}
