import { formatDhakaTime, formatTaka } from '../../../shared/format/format';
import type { Order } from '../../../shared/schemas/order';
import { PAYMENT_METHOD_LABELS } from '../../../shared/schemas/order-labels';

/** What was paid, how and when: the same list for the learner's dashboard and for staff. */
export function OrderDetails({ order }: { order: Order }) {
  const details: [string, string, string?][] = [
    ['Amount', formatTaka(order.amount)],
    ['Method', PAYMENT_METHOD_LABELS[order.paymentMethod]],
    ['Mobile number', order.mobileNumber, 'font-mono'],
    ['Transaction ID', order.transactionId, 'font-mono'],
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
        <dt className="text-slate-700">Submitted</dt>
        <dd className="font-medium text-slate-900 sm:col-span-3">
          <time dateTime={order.createdAt}>{formatDhakaTime(order.createdAt)}</time>
        </dd>
      </div>
    </dl>
  );
}
