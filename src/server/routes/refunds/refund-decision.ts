import type { Kysely } from 'kysely';
import { ORDER_MESSAGES } from '../../../shared/schemas/order';
import {
  noLongerEligibleMessage,
  REFUND_MESSAGES,
  type AdminRefund,
} from '../../../shared/schemas/refund';
import type { LearningContent } from '../../content/content-types';
import type { DatabaseSchema } from '../../db/schema';
import { errorText } from '../../error-text';
import { hasNul } from '../../http/nul-character';
import type { MailOutbox } from '../../mail/outbox';
import { refundApprovedEmail, refundDeclinedEmail } from '../../mail/templates';
import { failure, success, type ServiceResult } from '../../services/result';
import { issueCertificateIfComplete } from '../../learning/certificates/certificates';
import type { CourseCatalogue } from '../../learning/enrolments';
import {
  type AccessEnded,
  type AfterAccessEnded,
  endCourseAccess,
} from '../../learning/end-course-access';
import { checkRefundRule } from './refund-rule';
import { adminRefundsOf, purchaseProgress, type RefundRow } from './refund-records';

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

/** What the request row becomes under the decision. */
function decisionColumns(staffId: string, decidedAt: string, decision: RefundDecision) {
  return decision.decision === 'approve'
    ? ({
        status: 'approved',
        decided_by: staffId,
        decided_at: decidedAt,
        refund_transaction_id: decision.refundTransactionId,
      } as const)
    : ({
        status: 'declined',
        decided_by: staffId,
        decided_at: decidedAt,
        decline_reason: decision.reason,
      } as const);
}

/** The order and learner a decided request belongs to, as its mail and the rule need them. */
function decidedOrder(trx: Kysely<DatabaseSchema>, orderId: string) {
  return trx
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
    .where('orders.id', '=', orderId)
    .executeTakeFirstOrThrow();
}

type DecidedOrder = Awaited<ReturnType<typeof decidedOrder>>;

function mailDetails(deps: DecideDependencies, order: DecidedOrder) {
  return {
    name: order.name,
    courseTitle: order.course_title,
    amount: Number(order.amount),
    paymentMethod: order.payment_method,
    url: `${deps.publicUrl}/dashboard`,
  };
}

/**
 * Inside the transaction: measures the learner again by the rule the request was checked with
 * (throws NoLongerEligible when they went past it), ends their access and queues the mail.
 */
async function approveInTransaction(
  trx: Kysely<DatabaseSchema>,
  deps: DecideDependencies,
  request: RefundRow,
  order: DecidedOrder,
  refundTransactionId: string,
  now: Date,
): Promise<AccessEnded> {
  const { percent, kind } = await purchaseProgress(
    { db: trx, content: deps.content },
    request.user_id,
    request.course_id,
  );
  const rule = checkRefundRule({
    verifiedAt: order.reviewed_at ?? order.created_at,
    percent,
    now: new Date(request.requested_at),
    kind,
  });
  if (!rule.eligible) {
    throw new NoLongerEligible(
      noLongerEligibleMessage(percent, Number(request.percent_at_request), kind),
    );
  }
  const ended = await endCourseAccess(
    trx,
    { userId: request.user_id, courseId: request.course_id, now },
    deps,
  );
  await deps.outbox.queue(trx, {
    to: order.email,
    ...refundApprovedEmail({ ...mailDetails(deps, order), refundTransactionId }),
  });
  return ended;
}

/** Inside the transaction: queues the mail and issues the certificate the request held back. */
async function declineInTransaction(
  trx: Kysely<DatabaseSchema>,
  deps: DecideDependencies,
  request: RefundRow,
  order: DecidedOrder,
  reason: string,
  now: Date,
): Promise<void> {
  await deps.outbox.queue(trx, {
    to: order.email,
    ...refundDeclinedEmail({ ...mailDetails(deps, order), reason }),
  });
  await issueCertificateIfComplete(
    { db: trx, content: deps.content, catalogue: deps.catalogue, publicUrl: deps.publicUrl },
    { userId: request.user_id, courseId: request.course_id, now },
  );
}

/**
 * The decision's transaction. `decided` is undefined when the request was no longer pending;
 * `ended` is what an approval runs once it has committed.
 */
async function decideInTransaction(
  deps: DecideDependencies,
  staffId: string,
  requestId: string,
  decision: RefundDecision,
  now: Date,
): Promise<{ decided: RefundRow | undefined; ended: AccessEnded | undefined }> {
  let ended: AccessEnded | undefined;
  const decided = await deps.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('refund_requests')
      .set(decisionColumns(staffId, now.toISOString(), decision))
      .where('id', '=', requestId)
      .where('status', '=', 'pending')
      .returningAll()
      .executeTakeFirst();
    if (!updated) return undefined;
    const order = await decidedOrder(trx, updated.order_id);
    if (decision.decision === 'approve') {
      ended = await approveInTransaction(
        trx,
        deps,
        updated,
        order,
        decision.refundTransactionId,
        now,
      );
    } else {
      await declineInTransaction(trx, deps, updated, order, decision.reason, now);
    }
    return updated;
  });
  return { decided, ended };
}

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
  let outcome: Awaited<ReturnType<typeof decideInTransaction>>;
  try {
    outcome = await decideInTransaction(deps, staffId, requestId, decision, now);
  } catch (error) {
    if (error instanceof NoLongerEligible) {
      return failure(409, 'refund_no_longer_eligible', error.message);
    }
    throw error;
  }
  const { decided, ended } = outcome;
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
  if (ended) await closeAfterApproval(deps, decided.id, ended);
  return success(refund);
}

/** Runs an approval's after-commit work; its failure is logged, the approval stands. */
async function closeAfterApproval(
  deps: DecideDependencies,
  refundId: string,
  ended: AccessEnded,
): Promise<void> {
  try {
    await ended.afterCommit(deps.afterAccessEnded);
  } catch (error) {
    deps.log?.(`Refund ${refundId}: closing the learner's lab session failed: ${errorText(error)}`);
  }
}
