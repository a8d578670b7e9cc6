import type { Kysely } from 'kysely';
import { ORDER_MESSAGES } from '../../../shared/schemas/order';
import {
  noLongerEligibleMessage,
  refundAlreadySentMessage,
  REFUND_MESSAGES,
  type AdminRefund,
} from '../../../shared/schemas/refund';
import type { LearningContent } from '../../content/content-types';
import type { DatabaseSchema } from '../../db/schema';
import { errorText } from '../../error-text';
import { hasNul } from '../../http/nul-character';
import type { MailOutbox } from '../../mail/outbox';
import { localeOf } from '../../mail/learner-language';
import { refundApprovedEmail, refundDeclinedEmail } from '../../mail/templates';
import { failure, success, type ServiceResult } from '../../services/result';
import { issueCertificateIfComplete } from '../../learning/certificates/certificates';
import type { CourseCatalogue } from '../../learning/enrolments';
import {
  type AccessEnded,
  type AfterAccessEnded,
  endCourseAccess,
} from '../../learning/end-course-access';
import type { BkashClient } from '../../payments/bkash-types';
import { checkRefundRule } from './refund-rule';
import { adminRefundsOf, purchaseProgress, type RefundRow } from './refund-records';
import {
  claimPayoutRetry,
  paidThroughCheckout,
  recordManualPayout,
  sendPayoutLogged,
} from './refund-payout';

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
  /** bKash's merchant API: an order paid through its checkout is refunded through it. */
  bkash?: BkashClient;
}

/**
 * An approval carries the refund's transaction ID when staff sent the money by hand, or null
 * to send it back through bKash's refund API (an order paid through bKash's checkout).
 */
export type RefundDecision =
  | { decision: 'approve'; refundTransactionId: string | null }
  | { decision: 'decline'; reason: string };

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
        // Through bKash: the approval itself claims the first attempt (refund-payout.ts).
        ...(decision.refundTransactionId === null
          ? { payout: 'sending' as const, payout_at: decidedAt }
          : {}),
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
    .leftJoin('learner_language', 'learner_language.user_id', 'orders.user_id')
    .select([
      'orders.course_title',
      'orders.amount',
      'orders.payment_method',
      'orders.reviewed_at',
      'orders.created_at',
      'user.email',
      'user.name',
      'learner_language.language',
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
 * (throws NoLongerEligible when they went past it), ends their access and queues the mail (for a
 * refund through bKash, the mail waits until bKash says the money went back).
 */
async function approveInTransaction(
  trx: Kysely<DatabaseSchema>,
  deps: DecideDependencies,
  request: RefundRow,
  order: DecidedOrder,
  refundTransactionId: string | null,
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
  if (refundTransactionId === null) return ended;
  await deps.outbox.queue(trx, {
    to: order.email,
    ...refundApprovedEmail(
      { ...mailDetails(deps, order), refundTransactionId },
      localeOf(order.language),
    ),
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
    ...refundDeclinedEmail({ ...mailDetails(deps, order), reason }, localeOf(order.language)),
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
 * An approval without a refund transaction ID sends the money back through bKash's refund API
 * (an order paid through its checkout only), after the approval has committed; the answer says
 * how that went (refund-payout.ts). An approval with one, for a request whose refund through
 * bKash failed, records the refund staff sent by hand instead.
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
  const found = await requestOf(deps.db, requestId, staffId);
  if (!found.ok) return failure(found.status, found.code, found.message);
  const { order_id: orderId } = found.value;
  const throughBkash = decision.decision === 'approve' && decision.refundTransactionId === null;
  if (throughBkash) {
    const refusal = await notThroughBkash(deps, orderId);
    if (refusal) return refusal;
  }
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
  if (!decided) return notPending(deps, requestId, orderId, decision, now);
  deps.outbox.notify();
  if (throughBkash && deps.bkash) {
    await sendPayoutLogged({ ...deps, bkash: deps.bkash }, decided.id, now.toISOString(), false);
  }
  if (ended) await closeAfterApproval(deps, decided.id, ended);
  return refundAnswer(deps.db, orderId);
}

/** The request staff act on, not their own. */
async function requestOf(
  db: Kysely<DatabaseSchema>,
  requestId: string,
  staffId: string,
): Promise<ServiceResult<{ id: string; order_id: string }>> {
  if (hasNul(requestId)) return failure(404, 'not_found', REFUND_MESSAGES.noRequest);
  const found = await db
    .selectFrom('refund_requests')
    .select(['id', 'user_id', 'order_id'])
    .where('id', '=', requestId)
    .executeTakeFirst();
  if (!found) return failure(404, 'not_found', REFUND_MESSAGES.noRequest);
  if (found.user_id === staffId) return failure(403, 'own_order', ORDER_MESSAGES.ownOrder);
  return success(found);
}

/** Why this order's money cannot go back through bKash's API here; undefined when it can. */
async function notThroughBkash(
  deps: DecideDependencies,
  orderId: string,
): Promise<ServiceResult<AdminRefund> | undefined> {
  const order = await deps.db
    .selectFrom('orders')
    .select(['paid_via', 'bkash_payment_id'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  if (!paidThroughCheckout(order)) {
    return failure(409, 'refund_not_through_bkash', REFUND_MESSAGES.notThroughBkash);
  }
  if (!deps.bkash) return failure(409, 'bkash_off', REFUND_MESSAGES.bkashOff);
  return undefined;
}

async function refundAnswer(
  db: Kysely<DatabaseSchema>,
  orderId: string,
): Promise<ServiceResult<AdminRefund>> {
  const refund = (await adminRefundsOf(db, [orderId])).get(orderId);
  return refund ? success(refund) : failure(404, 'not_found', REFUND_MESSAGES.noRequest);
}

/**
 * The request was already decided: 409, unless this is a refund transaction ID for an approved
 * request whose refund through bKash failed (staff sent the money by hand instead).
 */
async function notPending(
  deps: DecideDependencies,
  requestId: string,
  orderId: string,
  decision: RefundDecision,
  now: Date,
): Promise<ServiceResult<AdminRefund>> {
  const manual = decision.decision === 'approve' ? decision.refundTransactionId : null;
  if (manual !== null && (await recordManualPayout(deps, requestId, manual, now))) {
    return refundAnswer(deps.db, orderId);
  }
  const refund = (await adminRefundsOf(deps.db, [orderId])).get(orderId);
  if (!refund) return failure(404, 'not_found', REFUND_MESSAGES.noRequest);
  const state = refund.status === 'approved' ? 'approved' : 'declined';
  return failure(
    409,
    'refund_not_pending',
    `This refund request was already ${state} by ${refund.deciderEmail ?? 'another staff member'}.`,
  );
}

/**
 * "Retry refund through bKash" (POST /api/admin/refunds/:id/payout): for an approved request
 * of an order paid through bKash's checkout whose refund failed (or whose attempt died with its
 * process). One retry at a time holds the claim; it asks bKash's refund status first and
 * refunds only when bKash says nothing was refunded yet (refund-payout.ts). The answer is the
 * request as it then stands, paid or failed with bKash's reason.
 */
export async function retryRefundPayout(
  deps: DecideDependencies,
  staffId: string,
  requestId: string,
  now: Date = new Date(),
): Promise<ServiceResult<AdminRefund>> {
  const found = await requestOf(deps.db, requestId, staffId);
  if (!found.ok) return failure(found.status, found.code, found.message);
  const row = await deps.db
    .selectFrom('refund_requests')
    .select(['status', 'payout', 'refund_transaction_id'])
    .where('id', '=', requestId)
    .executeTakeFirstOrThrow();
  if (row.status !== 'approved') {
    return failure(409, 'refund_not_approved', REFUND_MESSAGES.notApproved);
  }
  const refusal = await notThroughBkash(deps, found.value.order_id);
  if (refusal) return refusal;
  if (row.payout === 'paid' || (row.payout === null && row.refund_transaction_id !== null)) {
    return failure(409, 'refund_sent', refundAlreadySentMessage(row.refund_transaction_id));
  }
  const bkash = deps.bkash;
  const claimedAt = bkash && (await claimPayoutRetry({ db: deps.db, bkash }, requestId, now));
  if (!bkash || !claimedAt) {
    return failure(409, 'refund_payout_sending', REFUND_MESSAGES.payoutSending);
  }
  await sendPayoutLogged({ ...deps, bkash }, requestId, claimedAt, true);
  return refundAnswer(deps.db, found.value.order_id);
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
