import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast-store';
import type { AdminOrder } from '../../../shared/schemas/order';
import type { AdminRefund } from '../../../shared/schemas/refund';
import type { ApiFailure } from '../../lib/api-client';
import { setUrlSearch, useUrlSearch } from '../../lib/url-search';
import { AdminOrderCard, orderArticleId } from './admin-order-card';
import {
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
import { useStaffList } from './use-staff-list';

// The dialog's code is fetched when a reviewer first opens it, not with the page.
const ReviewDialog = lazy(() =>
  import('./review-dialog.lazy').then((module) => ({ default: module.ReviewDialog })),
);

interface Review {
  order: AdminOrder;
  decision: ReviewDecision;
}

/** Where focus goes once the dialog has gone: back to its opener, or to the order it changed. */
interface FocusReturn {
  opener: HTMLElement | null;
  orderId: string;
}

/**
 * /admin/orders: filter, search, verify and reject. Filters live in the address so a reload or a
 * shared link shows the same list. The server sorts (pending first, then newest) and checks the
 * staff role on every call.
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
  const [review, setReview] = useState<Review | null>(null);
  const focusReturn = useRef<FocusReturn | null>(null);

  useEffect(() => {
    const target = focusReturn.current;
    if (review !== null || !target) return;
    focusReturn.current = null;
    if (target.opener?.isConnected) target.opener.focus();
    else document.getElementById(orderArticleId(target.orderId))?.focus();
  }, [review]);

  if (access === 'checking' || access === 'not-staff' || denied) {
    return <StaffAccessBlocked checking={access === 'checking'} />;
  }

  const apply = (next: AdminOrderFilters) => {
    const nextQuery = serializeOrderFilters(next);
    // 'Search' with unchanged filters still fetches again: new payments may have arrived.
    if (nextQuery === query) reload();
    else setUrlSearch(nextQuery);
  };

  const openReview = (order: AdminOrder, decision: ReviewDecision) => {
    const active = document.activeElement;
    focusReturn.current = {
      opener: active instanceof HTMLElement ? active : null,
      orderId: order.id,
    };
    setReview({ order, decision });
  };

  const reviewed = (updated: AdminOrder) => {
    // Its Verify and Reject buttons go with the pending state: focus the order itself instead.
    if (focusReturn.current) focusReturn.current.opener = null;
    updateItems((orders) => orders.map((order) => (order.id === updated.id ? updated : order)));
    if (updated.paymentStatus === 'verified') {
      toast({
        title: 'Payment verified',
        description: `${updated.learnerEmail} is enrolled in ${updated.courseTitle} and will be emailed.`,
      });
    } else {
      toast({
        title: 'Payment rejected',
        description: `${updated.learnerEmail} will be emailed the reason.`,
      });
    }
  };

  const refunded = (changed: AdminOrder, refund: AdminRefund) => {
    updateItems((orders) =>
      orders.map((order) => (order.id === changed.id ? { ...order, refund } : order)),
    );
  };

  const failed = (failure: ApiFailure) => {
    if (failure.status === 401) {
      onSignedOut();
      return;
    }
    if (failure.status === 403 && failure.code !== 'own_order') {
      deny();
      return;
    }
    // 409 (someone else reviewed it first), 404 (gone) or 403 own_order (the server's rule, had
    // the list not shown it): say why and show the list as it now is.
    if (focusReturn.current) focusReturn.current.opener = null;
    const titles: Record<number, string> = {
      403: 'Your own order',
      409: 'Already reviewed',
    };
    toast({
      title: titles[failure.status] ?? 'Order not found',
      description: failure.message,
      variant: 'destructive',
    });
    reload();
  };

  // Reloading the same filters keeps the list (`shown`, and focus in it) until the answer comes.
  const hasFilters = query !== '';

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
        <ul role="list" aria-busy={loading || undefined} className="mt-4 grid gap-4 lg:grid-cols-2">
          {shown.items.map((order) => (
            <li key={order.id}>
              <AdminOrderCard order={order} onReview={openReview} onRefund={refunded} />
            </li>
          ))}
        </ul>
      ) : null}

      <ListMore what="orders" list={list} />

      {shown?.ok && shown.items.length === 0 && !loading ? (
        <ListEmpty
          message="No orders match these filters."
          action={
            hasFilters ? (
              <Button variant="outline" className="mt-4" onClick={() => setUrlSearch('')}>
                Show all orders
              </Button>
            ) : null
          }
        />
      ) : null}

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
