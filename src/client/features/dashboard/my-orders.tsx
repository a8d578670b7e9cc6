import { lazy, Suspense } from 'react';
import type { Order } from '../../../shared/schemas/order';
import { OrderCard } from './order-card';
import { dashboardCopy } from './dashboard.copy';

// A verified order's refund part (and its dialog) has its own chunk, fetched after first render.
const VerifiedOrderCard = lazy(() =>
  import('./order-refund.lazy').then((module) => ({ default: module.VerifiedOrderCard })),
);

/** The learner's orders as cards: they read the same at 320 px and on a wide screen. */
export function MyOrders({ orders }: { orders: readonly Order[] }) {
  if (orders.length === 0) {
    return (
      <p className="mt-4 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-8 text-center text-sm text-slate-700">
        {dashboardCopy.orders.none}
      </p>
    );
  }
  return (
    <ul role="list" className="mt-4 grid gap-4 lg:grid-cols-2">
      {orders.map((order) => (
        <li key={order.id}>
          {order.paymentStatus === 'verified' ? (
            <Suspense fallback={<OrderCard order={order} />}>
              <VerifiedOrderCard order={order} />
            </Suspense>
          ) : (
            <OrderCard order={order} />
          )}
        </li>
      ))}
    </ul>
  );
}
