import { lazy, Suspense } from 'react';
import { Button } from '../../components/ui/button';
import type { AdminOrder } from '../../../shared/schemas/order';
import type { AdminRefund } from '../../../shared/schemas/refund';
import { setUrlSearch, useUrlSearch } from '../../lib/url-search';
import { AdminOrderCard } from './admin-order-card';
import {
  ALL_ORDER_FILTERS,
  orderCountLabel,
  parseOrderFilters,
  serializeOrderFilters,
  type AdminOrderFilters,
} from './admin-order-filters';
import { fetchAdminOrders, type ReviewDecision } from './admin-orders-api';
import { OrderFiltersForm } from './order-filters-form';
import { ListCountLine, ListEmpty, ListLoadError, ListMore } from './staff-list-states';
import {
  goToSignIn,
  StaffAccessBlocked,
  useStaffAccess,
  type StaffGateOptions,
} from './staff-access';
import { useOrderReview } from './use-order-review';
import { useStaffList } from './use-staff-list';

// The dialog's code is fetched when a reviewer first opens it, not with the page.
const ReviewDialog = lazy(() =>
  import('./review-dialog.lazy').then((module) => ({ default: module.ReviewDialog })),
);

/** The orders found, one card each. */
function OrderCards({
  orders,
  loading,
  openReview,
  refunded,
}: {
  orders: AdminOrder[];
  loading: boolean;
  openReview: (order: AdminOrder, decision: ReviewDecision) => void;
  refunded: (order: AdminOrder, refund: AdminRefund) => void;
}) {
  return (
    <ul role="list" aria-busy={loading || undefined} className="mt-4 grid gap-4 lg:grid-cols-2">
      {orders.map((order) => (
        <li key={order.id}>
          <AdminOrderCard order={order} onReview={openReview} onRefund={refunded} />
        </li>
      ))}
    </ul>
  );
}

/** No orders found, with a way to every order when the list is narrowed. */
function NoOrders({ filters }: { filters: AdminOrderFilters }) {
  const queue = serializeOrderFilters(filters) === '';
  const narrowed =
    filters.status !== '' || filters.method !== '' || filters.paid !== '' || filters.q !== '';
  return (
    <ListEmpty
      message={
        queue ? 'No payments are waiting for verification.' : 'No orders match these filters.'
      }
      action={
        narrowed ? (
          <Button
            variant="outline"
            className="mt-4"
            onClick={() => setUrlSearch(serializeOrderFilters(ALL_ORDER_FILTERS))}
          >
            Show all orders
          </Button>
        ) : null
      }
    />
  );
}

/**
 * /admin/orders: filter, search, verify and reject. It opens on the pending queue, oldest first
 * ('All' is `?status=all`). Filters live in the address so a reload or a shared link shows the
 * same list. The server sorts (pending first, oldest first, then newest) and checks the staff
 * role on every call.
 */
export function AdminOrdersView(options: StaffGateOptions) {
  const access = useStaffAccess(options);
  const { onSignedOut = goToSignIn } = options;
  const query = serializeOrderFilters(parseOrderFilters(useUrlSearch()));
  const filters = parseOrderFilters(query);
  // A learner whose staff role was removed after the session was read gets `denied` (403).
  const list = useStaffList<AdminOrder>({
    access,
    request: query,
    load: (request) => fetchAdminOrders(parseOrderFilters(request)),
    onSignedOut,
  });
  const { shown, loading, denied, deny, reload, updateItems } = list;
  const { review, setReview, openReview, reviewed, refunded, failed } = useOrderReview({
    updateItems,
    onSignedOut,
    deny,
    reload,
  });

  if (access === 'checking' || access === 'not-staff' || denied) {
    return <StaffAccessBlocked checking={access === 'checking'} />;
  }

  const apply = (next: AdminOrderFilters) => {
    const nextQuery = serializeOrderFilters(next);
    // 'Search' with unchanged filters still fetches again: new payments may have arrived.
    if (nextQuery === query) reload();
    else setUrlSearch(nextQuery);
  };

  // Reloading the same filters keeps the list (`shown`, and focus in it) until the answer comes.

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-12">
      <OrderFiltersForm applied={filters} onApply={apply} />

      <ListCountLine>
        {loading
          ? 'Loading orders...'
          : shown?.ok
            ? shown.next
              ? `Showing the first ${shown.items.length} orders`
              : orderCountLabel(shown.items.length)
            : ''}
      </ListCountLine>

      <ListLoadError what="orders" list={{ shown, loading, reload }} />

      {shown?.ok && shown.items.length > 0 ? (
        <OrderCards
          orders={shown.items}
          loading={loading}
          openReview={openReview}
          refunded={refunded}
        />
      ) : null}

      <ListMore what="orders" list={list} />

      {shown?.ok && shown.items.length === 0 && !loading ? <NoOrders filters={filters} /> : null}

      {review ? (
        <Suspense fallback={null}>
          <ReviewDialog
            key={`${review.order.id}-${review.decision}`}
            order={review.order}
            decision={review.decision}
            onReviewed={reviewed}
            onFailed={failed}
            onClose={() => setReview(null)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
