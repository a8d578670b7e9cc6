import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { ORDER_MESSAGES } from '../../../shared/schemas/order';
import {
  noLongerEligibleMessage,
  REFUND_MESSAGES,
  type AdminRefund,
  type RefundOption,
  type RefundRequestView,
} from '../../../shared/schemas/refund';
import type { LearningContent } from '../../content/content-types';
import { isUniqueViolation } from '../../db/errors';
import type { DatabaseSchema, RefundRequestsTable } from '../../db/schema';
import { errorText } from '../../error-text';
import { hasNul } from '../../http/nul-character';
import type { MailOutbox } from '../../mail/outbox';
import { refundApprovedEmail, refundDeclinedEmail } from '../../mail/templates';
import { failure, success, type ServiceResult } from '../../services/result';
import { findProgramme } from '../../../shared/catalogue/programmes';
import { issueCertificateIfComplete } from '../../learning/certificates/certificates';
import type { CourseCatalogue } from '../../learning/enrolments';
import { percentOf } from '../../content/course-items';
import { learnerCoursePercent } from '../../learning/progress';
import {
  type AccessEnded,
  type AfterAccessEnded,
  endCourseAccess,
} from '../../learning/end-course-access';
import { checkRefundRule } from './refund-rule';

export interface RefundDependencies {
  db: Kysely<DatabaseSchema>;
  content: LearningContent;
}

type RefundRow = Selectable<RefundRequestsTable>;

/**
 * How far the learner is through what an order bought: a course by the learn progress model, a
 * lab programme by the share of its labs passed (in whichever course they count).
 */
async function purchaseProgress(
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
  };
}

/** Each order's latest request (by time, then id), for the given orders. */
async function latestRequests(
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

/**
 * POST /api/refunds: the learner's own verified order, by the rule as measured now. One open
 * request per order is the database's rule (a partial unique index), so simultaneous requests
 * store one and the others answer 409 `refund_requested`.
 */
export async function requestRefund(
  deps: RefundDependencies,
  userId: string,
  input: { orderId: string; reason: string | null },
  now: Date = new Date(),
): Promise<ServiceResult<RefundRequestView>> {
  if (hasNul(input.orderId)) return failure(404, 'not_found', REFUND_MESSAGES.noOrder);
  const order = await deps.db
    .selectFrom('orders')
    .select(['id', 'user_id', 'course_id', 'payment_status', 'reviewed_at', 'created_at'])
    .where('id', '=', input.orderId)
    .where('user_id', '=', userId)
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
    percent_at_request: percent,
    days_at_request: rule.days,
  };
  try {
    await deps.db.insertInto('refund_requests').values(row).execute();
  } catch (error) {
    // Another request for this order was stored between our check and this insert.
    if (isUniqueViolation(error)) {
      return failure(409, 'refund_requested', REFUND_MESSAGES.alreadyRequested);
    }
    throw error;
  }
  return success(toRefundView(row));
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
  const refunds = new Map<string, AdminRefund>();
  for (const [orderId, row] of latest) {
    refunds.set(orderId, {
      ...toRefundView(row),
      percentAtRequest: Number(row.percent_at_request),
      daysAtRequest: Number(row.days_at_request),
      deciderEmail: row.decided_by ? (emails.get(row.decided_by) ?? null) : null,
    });
  }
  return refunds;
}

export interface DecideDependencies {
  db: Kysely<DatabaseSchema>;
  /**
   * The compiled courses: approving measures the learner's progress again, and (with
   * adminEmails) finds the labs a refunded lab programme closes (their XP is withdrawn).
   */
  content: LearningContent;
  adminEmails: readonly string[];
  outbox: MailOutbox;
  publicUrl: string;
  /** The catalogue: declining issues the certificate the pending request held back, if earned. */
  catalogue: CourseCatalogue;
  /**
   * After an approval has committed (endCourseAccess): closes the learner's open lab session
   * when the refund ended their access to its lab. Its failure is logged; the approval stands.
   */
  afterAccessEnded: AfterAccessEnded;
  log?: (message: string) => void;
}

export type RefundDecision =
  { decision: 'approve'; refundTransactionId: string } | { decision: 'decline'; reason: string };

/** Thrown inside the approval's transaction to undo it: the learner is now over the rule. */
class NoLongerEligible extends Error {}

/**
 * Staff approve or decline a pending refund request. Only the call whose update finds the
 * request still pending goes on (simultaneous decisions cannot both win). Approving, in one
 * transaction: the learner's progress is measured again, by the rule the request was checked
 * with (its days as they were at the request, the percent as it is now), and a learner who went
 * on past the rule while the request was pending is refused (409 `refund_no_longer_eligible`,
 * nothing changed); else the enrolment ends (the order and the request stay as the record), the
 * course's certificate and XP, or the XP of the labs a programme opened, go
 * (endCourseAccess) and the learner's mail is queued.
 * Declining queues the mail with the reason and issues the certificate the pending request held
 * back, if the course is finished. Staff never decide on a refund of their own order.
 */
export async function decideRefund(
  deps: DecideDependencies,
  staffId: string,
  requestId: string,
  decision: RefundDecision,
  now: Date = new Date(),
): Promise<ServiceResult<AdminRefund>> {
  if (hasNul(requestId)) return failure(404, 'not_found', REFUND_MESSAGES.noRequest);
  const found = await deps.db
    .selectFrom('refund_requests')
    .select(['id', 'user_id', 'order_id'])
    .where('id', '=', requestId)
    .executeTakeFirst();
  if (!found) return failure(404, 'not_found', REFUND_MESSAGES.noRequest);
  if (found.user_id === staffId) return failure(403, 'own_order', ORDER_MESSAGES.ownOrder);
  const decidedAt = now.toISOString();
  /** Set by an approval inside the transaction: what to run once it has committed. */
  let ended: AccessEnded | undefined;
  const deciding = deps.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('refund_requests')
      .set(
        decision.decision === 'approve'
          ? {
              status: 'approved',
              decided_by: staffId,
              decided_at: decidedAt,
              refund_transaction_id: decision.refundTransactionId,
            }
          : {
              status: 'declined',
              decided_by: staffId,
              decided_at: decidedAt,
              decline_reason: decision.reason,
            },
      )
      .where('id', '=', requestId)
      .where('status', '=', 'pending')
      .returningAll()
      .executeTakeFirst();
    if (!updated) return undefined;
    const order = await trx
      .selectFrom('orders')
      .innerJoin('user', 'user.id', 'orders.user_id')
      .select([
        'orders.course_title',
        'orders.amount',
        'orders.payment_method',
        'orders.reviewed_at',
        'orders.created_at',
        'user.email',
        'user.name',
      ])
      .where('orders.id', '=', updated.order_id)
      .executeTakeFirstOrThrow();
    const details = {
      name: order.name,
      courseTitle: order.course_title,
      amount: Number(order.amount),
      paymentMethod: order.payment_method,
      url: `${deps.publicUrl}/dashboard`,
    };
    if (decision.decision === 'approve') {
      const { percent, kind } = await purchaseProgress(
        { db: trx, content: deps.content },
        updated.user_id,
        updated.course_id,
      );
      const rule = checkRefundRule({
        verifiedAt: order.reviewed_at ?? order.created_at,
        percent,
        now: new Date(updated.requested_at),
        kind,
      });
      if (!rule.eligible) {
        throw new NoLongerEligible(
          noLongerEligibleMessage(percent, Number(updated.percent_at_request), kind),
        );
      }
      ended = await endCourseAccess(
        trx,
        { userId: updated.user_id, courseId: updated.course_id, now },
        deps,
      );
      await deps.outbox.queue(trx, {
        to: order.email,
        ...refundApprovedEmail({ ...details, refundTransactionId: decision.refundTransactionId }),
      });
    } else {
      await deps.outbox.queue(trx, {
        to: order.email,
        ...refundDeclinedEmail({ ...details, reason: decision.reason }),
      });
      await issueCertificateIfComplete(
        { db: trx, content: deps.content, catalogue: deps.catalogue },
        { userId: updated.user_id, courseId: updated.course_id, now },
      );
    }
    return updated;
  });
  let decided: RefundRow | undefined;
  try {
    decided = await deciding;
  } catch (error) {
    if (error instanceof NoLongerEligible) {
      return failure(409, 'refund_no_longer_eligible', error.message);
    }
    throw error;
  }
  const refund = (await adminRefundsOf(deps.db, [found.order_id])).get(found.order_id);
  if (!refund) return failure(404, 'not_found', REFUND_MESSAGES.noRequest);
  if (!decided) {
    const state = refund.status === 'approved' ? 'approved' : 'declined';
    return failure(
      409,
      'refund_not_pending',
      `This refund request was already ${state} by ${refund.deciderEmail ?? 'another staff member'}.`,
    );
  }
  deps.outbox.notify();
  if (ended) {
    try {
      await ended.afterCommit(deps.afterAccessEnded);
    } catch (error) {
      deps.log?.(
        `Refund ${decided.id}: closing the learner's lab session failed: ${errorText(error)}`,
      );
    }
  }
  return success(refund);
}
