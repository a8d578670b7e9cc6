import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast-store';
import type { AdminOrder } from '../../../shared/schemas/order';
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
import { ReviewDialog } from './review-dialog';
import {
  CheckingAccess,
  goToSignIn,
  StaffOnlyNotice,
  useStaffAccess,
  type StaffGateOptions,
} from './staff-access';

/** One answer of the list call, with the request it answers (filters and reload count). */
type Listing = { query: string; reload: number } & (
  { ok: true; orders: AdminOrder[] } | { ok: false; message: string }
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
  const signedOut = useEffectEvent(onSignedOut);
  const query = serializeOrderFilters(parseOrderFilters(useUrlSearch()));
  const filters = parseOrderFilters(query);
  const [reload, setReload] = useState(0);
  const [listing, setListing] = useState<Listing | undefined>();
  // A learner whose staff role was removed after the session was read: the server says 403.
  const [denied, setDenied] = useState(false);
  const [review, setReview] = useState<Review | null>(null);
  const focusReturn = useRef<FocusReturn | null>(null);

  useEffect(() => {
    if (access !== 'staff') return;
    let current = true;
    void fetchAdminOrders(parseOrderFilters(query)).then((result) => {
      if (!current) return;
      if (result.ok) setListing({ query, reload, ok: true, orders: result.data });
      else if (result.status === 401) signedOut();
      else if (result.status === 403) setDenied(true);
      else setListing({ query, reload, ok: false, message: result.message });
    });
    return () => {
      current = false;
    };
  }, [access, query, reload]);

  useEffect(() => {
    const target = focusReturn.current;
    if (review !== null || !target) return;
    focusReturn.current = null;
    if (target.opener?.isConnected) target.opener.focus();
    else document.getElementById(orderArticleId(target.orderId))?.focus();
  }, [review]);

  if (access === 'checking' || access === 'not-staff' || denied) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-12">
        {access === 'checking' ? <CheckingAccess /> : <StaffOnlyNotice />}
      </div>
    );
  }

  const apply = (next: AdminOrderFilters) => {
    const nextQuery = serializeOrderFilters(next);
    // 'Search' with unchanged filters still fetches again: new payments may have arrived.
    if (nextQuery === query) setReload((count) => count + 1);
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
    setListing((previous) =>
      previous?.ok
        ? {
            ...previous,
            orders: previous.orders.map((order) => (order.id === updated.id ? updated : order)),
          }
        : previous,
    );
    if (updated.paymentStatus === 'verified') {
      toast({
        title: 'Payment verified',
        description: `${updated.learnerEmail} is enrolled in ${updated.courseTitle} and has been emailed.`,
      });
    } else {
      toast({
        title: 'Payment rejected',
        description: `${updated.learnerEmail} has been emailed the reason.`,
      });
    }
  };

  const failed = (failure: ApiFailure) => {
    if (failure.status === 401) {
      onSignedOut();
      return;
    }
    if (failure.status === 403) {
      setDenied(true);
      return;
    }
    // 409 (someone else reviewed it first) or 404 (gone): show the list as it now is.
    if (focusReturn.current) focusReturn.current.opener = null;
    toast({
      title: failure.status === 409 ? 'Already reviewed' : 'Order not found',
      description: failure.message,
      variant: 'destructive',
    });
    setReload((count) => count + 1);
  };

  const loading = !listing || listing.query !== query || listing.reload !== reload;
  // Reloading the same filters keeps the list in place (and focus in it) until the answer comes.
  const shown = listing && listing.query === query ? listing : undefined;
  const hasFilters = query !== '';

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-12">
      <OrderFiltersForm applied={filters} onApply={apply} />

      {/* Announced as it changes, without a second role=status beside the toasts' region. */}
      <p aria-live="polite" className="mt-8 min-h-6 text-sm font-medium text-slate-800">
        {loading ? 'Loading orders...' : shown?.ok ? orderCountLabel(shown.orders.length) : ''}
      </p>

      {shown && !shown.ok && !loading ? (
        <div role="alert" className="mt-4 max-w-2xl rounded-xl border border-red-200 bg-red-50 p-6">
          <p className="text-base font-medium text-red-800">
            We could not load the orders. {shown.message}
          </p>
          <Button className="mt-4" onClick={() => setReload((count) => count + 1)}>
            Try again
          </Button>
        </div>
      ) : null}

      {shown?.ok && shown.orders.length > 0 ? (
        <ul role="list" aria-busy={loading || undefined} className="mt-4 grid gap-4 lg:grid-cols-2">
          {shown.orders.map((order) => (
            <li key={order.id}>
              <AdminOrderCard order={order} onReview={openReview} />
            </li>
          ))}
        </ul>
      ) : null}

      {shown?.ok && shown.orders.length === 0 && !loading ? (
        <div className="mt-4 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <p className="text-base font-semibold text-slate-900">No orders match these filters.</p>
          {hasFilters ? (
            <Button variant="outline" className="mt-4" onClick={() => setUrlSearch('')}>
              Show all orders
            </Button>
          ) : null}
        </div>
      ) : null}

      {review ? (
        <ReviewDialog
          key={`${review.order.id}-${review.decision}`}
          order={review.order}
          decision={review.decision}
          onReviewed={reviewed}
          onFailed={failed}
          onClose={() => setReview(null)}
        />
      ) : null}
    </div>
  );
}
