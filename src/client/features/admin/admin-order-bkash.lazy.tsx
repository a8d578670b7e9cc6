import { formatDhakaTime } from '../../../shared/format/format';
import type { AdminOrder } from '../../../shared/schemas/order';

// Loaded only for an order that has something to show (its own chunk: /admin/orders' first view
// stays within the JavaScript budget).

/** The bKash API errors met for this order, folded away: staff open them when they need them. */
function BkashErrors({ order }: { order: AdminOrder }) {
  const { bkashErrors: errors, bkashErrorCount: count } = order;
  if (count === 0) return null;
  const summary =
    count > errors.length
      ? `${count} bKash API errors (the latest ${errors.length} below)`
      : `${count} bKash API ${count === 1 ? 'error' : 'errors'}`;
  return (
    <details className="mt-3 rounded-lg bg-slate-50 px-3 text-sm text-slate-900">
      <summary className="cursor-pointer py-2 font-semibold">{summary}</summary>
      <ul aria-label="bKash API errors" className="space-y-2 pb-2">
        {errors.map((error, index) => (
          <li key={index} className="break-words">
            <time dateTime={error.at}>{formatDhakaTime(error.at)}</time> · {error.call} ·{' '}
            <span className="font-mono">{error.code}</span>
            <br />
            {error.message}
          </li>
        ))}
      </ul>
    </details>
  );
}

/** Why an automatic check sent the order to staff, and the errors bKash's API gave for it. */
export function OrderBkashRecord({ order }: { order: AdminOrder }) {
  return (
    <>
      {order.checkNote ? (
        <p className="mt-3 break-words rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950">
          <span className="font-semibold">Sent to staff by the automatic check:</span>{' '}
          {order.checkNote}
        </p>
      ) : null}
      <BkashErrors order={order} />
    </>
  );
}
