import { formatPrice, formatTimeInDhaka } from '../../i18n/format.copy';
import type { Order } from '../../../shared/schemas/order';
import { PAYMENT_METHOD_LABELS } from '../../../shared/schemas/order-labels';
import { orderCopy as copy } from './order.copy';

/** A term, its value, and extra classes for the value (e.g. 'font-mono'). */
export type OrderDetail = [term: string, value: string, extra?: string];

/**
 * What was paid, how and when: the same list for the learner's dashboard and for staff, who see
 * more of it (`more`, after the rest, in the same columns).
 */
export function OrderDetails({
  order,
  more = [],
}: {
  order: Order;
  more?: readonly OrderDetail[];
}) {
  const details: OrderDetail[] = [
    [copy.amount, formatPrice(order.amount)],
    [copy.method, PAYMENT_METHOD_LABELS[order.paymentMethod]],
    [copy.mobileNumber, order.mobileNumber, 'font-mono'],
    [copy.transactionId, order.transactionId, 'font-mono'],
  ];
  return (
    <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
      {details.map(([term, value, extra = '']) => (
        <div key={term} className="contents">
          <dt className="text-slate-700">{term}</dt>
          <dd className={`break-all font-medium text-slate-900 ${extra}`}>{value}</dd>
        </div>
      ))}
      <div className="contents">
        <dt className="text-slate-700">{copy.submitted}</dt>
        <dd className="font-medium text-slate-900 sm:col-span-3">
          <time dateTime={order.createdAt}>{formatTimeInDhaka(order.createdAt)}</time>
        </dd>
      </div>
      {more.map(([term, value, extra = '']) => (
        <div key={term} className="contents">
          <dt className="text-slate-700">{term}</dt>
          <dd className={`break-all font-medium text-slate-900 ${extra}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
