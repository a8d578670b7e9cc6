import { useId, type ReactNode } from 'react';
import { buttonClasses } from '../../components/ui/button';
import { OrderDetails } from '../../components/ui/order-details';
import { OrderStatusBadge } from '../../components/ui/order-status-badge';
import { formatTimeInDhaka } from '../../i18n/format.copy';
import type { Order } from '../../../shared/schemas/order';
import { VERIFICATION_HOURS } from '../../../shared/schemas/payment-rules';
import { findCourse } from '../../../shared/catalogue/courses';
import { localePath } from '../../i18n/locale-path';
import { dashboardCopy } from './dashboard.copy';

const copy = dashboardCopy.orders;

/**
 * One of the learner's orders. A verified order's card is drawn again by its refund part
 * (order-refund.lazy.tsx), which passes the badge ('Refunded') and the outcome it knows.
 */
export function OrderCard({
  order,
  badge,
  children,
}: {
  order: Order;
  badge?: ReactNode;
  children?: ReactNode;
}) {
  const headingId = useId();
  return (
    // Not an <article>: on this page articles are the owned courses' cards, found by title.
    <div className="h-full rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="text-base font-bold text-slate-900">
          {/* A course's page, or a lab programme's (its id is no course id). */}
          <a
            href={localePath(
              `/${findCourse(order.courseId) ? 'course' : 'labs'}/${order.courseId}`,
            )}
            className="hover:text-brand-800 hover:underline"
          >
            {order.courseTitle}
          </a>
        </h3>
        {badge ?? <OrderStatusBadge status={order.paymentStatus} />}
      </div>
      <OrderDetails order={order} />
      {children ?? <OrderOutcome order={order} headingId={headingId} />}
    </div>
  );
}

/** What the learner should know (or do) next, by status. */
function OrderOutcome({ order, headingId }: { order: Order; headingId: string }) {
  if (order.paymentStatus === 'pending') {
    return (
      <p className="mt-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
        {copy.pending(formatTimeInDhaka(order.createdAt), VERIFICATION_HOURS)}
      </p>
    );
  }
  if (order.paymentStatus === 'rejected') {
    return (
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-lg bg-red-50 px-3 py-2">
        <p className="text-sm text-red-900">{copy.rejected(order.reviewNote)}</p>
        {/* The link's name stays 'Try again'; the course title heading says which course. */}
        <a
          href={localePath(`/checkout/${order.courseId}`)}
          aria-describedby={headingId}
          className={buttonClasses('outline', 'sm')}
        >
          {copy.tryAgain}
        </a>
      </div>
    );
  }
  // Until its refund part has loaded, a verified order says only that.
  return (
    <p className="mt-4 rounded-lg bg-green-50 px-3 py-2 text-sm text-green-900">{copy.verified}</p>
  );
}
