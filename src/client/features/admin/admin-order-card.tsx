import { lazy, Suspense, useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Badge } from '../../components/ui/badge';
import { OrderDetails } from '../../components/ui/order-details';
import { OrderStatusBadge } from '../../components/ui/order-status-badge';
import { formatAge, formatDhakaTime } from '../../../shared/format/format';
import { VERIFICATION_HOURS } from '../../../shared/schemas/payment-rules';
import type { AdminOrder } from '../../../shared/schemas/order';
import type { AdminRefund } from '../../../shared/schemas/refund';
import { bkashDetails, hasBkashRecord } from './admin-order-bkash';
import type { ReviewDecision } from './admin-orders-api';

// Only orders with a refund request load the refund part (its own chunk).
const OrderBkashRecord = lazy(() =>
  import('./admin-order-bkash.lazy').then((module) => ({ default: module.OrderBkashRecord })),
);
const AdminRefundPanel = lazy(() =>
  import('./admin-refund-panel.lazy').then((module) => ({ default: module.AdminRefundPanel })),
);

/** The element id of an order's article, so focus can land on it once the order is reviewed. */
export function orderArticleId(orderId: string): string {
  return `order-${orderId}`;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * How long a pending order has waited, and a mark once it is past the promise to verify within
 * VERIFICATION_HOURS (the queue lists the oldest first, so marked orders lead it).
 */
function Waiting({ order }: { order: AdminOrder }) {
  // Read once, when the order is first shown: the age stays put while staff read the card.
  const [now] = useState(Date.now);
  if (order.paymentStatus !== 'pending') return null;
  const age = now - Date.parse(order.createdAt);
  const overdue = age > VERIFICATION_HOURS * HOUR_MS;
  return (
    <p className="mt-3 flex flex-wrap items-center gap-2 text-sm text-slate-800">
      <span>
        Waiting <time dateTime={order.createdAt}>{formatAge(age)}</time>
      </span>
      {overdue ? <Badge variant="destructive">Overdue: over {VERIFICATION_HOURS} h</Badge> : null}
    </p>
  );
}

function ReviewRecord({ order }: { order: AdminOrder }) {
  if (order.paymentStatus === 'pending') return null;
  const verified = order.paymentStatus === 'verified';
  const when = order.reviewedAt ? (
    <>
      {' on '}
      <time dateTime={order.reviewedAt}>{formatDhakaTime(order.reviewedAt)}</time>
    </>
  ) : null;
  return (
    <div
      className={`mt-4 space-y-1 rounded-lg px-3 py-2 text-sm ${
        verified ? 'bg-green-50 text-green-900' : 'bg-red-50 text-red-900'
      }`}
    >
      <p>
        {verified ? 'Verified' : 'Rejected'} by {order.reviewerEmail ?? 'a former staff member'}
        {when}
      </p>
      {order.reviewNote ? (
        <p className="break-words">
          {verified ? 'Note' : 'Reason'}: {order.reviewNote}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Every refused submission of this order's transaction ID: a learner quoting it to support, the
 * same learner paying for a second course with one payment, or someone trying IDs.
 */
function TransactionAttempts({ order }: { order: AdminOrder }) {
  if (order.transactionAttempts.length === 0) return null;
  return (
    <ul
      aria-label="Other submissions of this transaction ID"
      className="mt-4 space-y-1 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950"
    >
      {order.transactionAttempts.map((attempt, index) => (
        <li key={index} className="break-words">
          Transaction ID also submitted by <span className="break-all">{attempt.learnerEmail}</span>
          {attempt.sameLearner ? ' (this learner again)' : ''} for {attempt.courseTitle} on{' '}
          <time dateTime={attempt.attemptedAt}>{formatDhakaTime(attempt.attemptedAt)}</time>
        </li>
      ))}
    </ul>
  );
}

function ReviewActions({
  order,
  onReview,
}: {
  order: AdminOrder;
  onReview: (order: AdminOrder, decision: ReviewDecision) => void;
}) {
  if (order.paymentStatus !== 'pending') return null;
  // The server refuses it too (403 own_order): nobody enrols themselves without paying.
  if (order.isOwnOrder) {
    return (
      <p className="mt-4 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-800">
        This is your own order, so you cannot verify or reject it: another staff member must review
        it.
      </p>
    );
  }
  return (
    <div className="mt-4 flex flex-wrap gap-3">
      <Button aria-haspopup="dialog" onClick={() => onReview(order, 'verify')}>
        Verify
      </Button>
      <Button variant="outline" aria-haspopup="dialog" onClick={() => onReview(order, 'reject')}>
        Reject
      </Button>
    </div>
  );
}

/** One order as staff check it against the bKash or Nagad statement. */
export function AdminOrderCard({
  order,
  onReview,
  onRefund,
}: {
  order: AdminOrder;
  onReview: (order: AdminOrder, decision: ReviewDecision) => void;
  /** A refund request decided here: the order's refund as it now is. */
  onRefund: (order: AdminOrder, refund: AdminRefund) => void;
}) {
  const headingId = useId();
  return (
    <article
      id={orderArticleId(order.id)}
      // Focus lands here once the order is reviewed (its Verify and Reject buttons are gone).
      tabIndex={-1}
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="text-base font-bold text-slate-900">
            {order.courseTitle}
          </h2>
          <p className="mt-0.5 break-words text-sm text-slate-800">
            {order.learnerName ? `${order.learnerName} · ` : ''}
            <span className="break-all">{order.learnerEmail}</span>
          </p>
        </div>
        {order.refund?.status === 'approved' ? (
          <Badge>
            {order.refund.payout === 'failed'
              ? 'Refund not paid'
              : order.refund.payout === 'sending'
                ? 'Refund sending'
                : 'Refunded'}
          </Badge>
        ) : (
          <OrderStatusBadge status={order.paymentStatus} />
        )}
      </div>
      <Waiting order={order} />
      <OrderDetails order={order} more={bkashDetails(order)} />
      {hasBkashRecord(order) ? (
        <Suspense fallback={null}>
          <OrderBkashRecord order={order} />
        </Suspense>
      ) : null}
      <TransactionAttempts order={order} />
      <ReviewRecord order={order} />
      <ReviewActions order={order} onReview={onReview} />
      {order.refund ? (
        <Suspense fallback={null}>
          <AdminRefundPanel order={order} onDecided={(refund) => onRefund(order, refund)} />
        </Suspense>
      ) : null}
    </article>
  );
}
