import { useEffect, useRef, useState } from 'react';
import { toast } from '../../components/ui/toast-store';
import type { AdminOrder } from '../../../shared/schemas/order';
import type { AdminRefund } from '../../../shared/schemas/refund';
import type { ApiFailure } from '../../lib/api-client';
import { orderArticleId } from './admin-order-card';
import type { ReviewDecision } from './admin-orders-api';

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
 * The review under way (the dialog's order and decision) and what follows it: the list updated,
 * a toast, and focus back where the reviewer was.
 */
export function useOrderReview({
  updateItems,
  onSignedOut,
  deny,
  reload,
}: {
  updateItems: (change: (orders: AdminOrder[]) => AdminOrder[]) => void;
  onSignedOut: () => void;
  deny: () => void;
  reload: () => void;
}) {
  const [review, setReview] = useState<Review | null>(null);
  const focusReturn = useRef<FocusReturn | null>(null);

  useEffect(() => {
    const target = focusReturn.current;
    if (review !== null || !target) return;
    focusReturn.current = null;
    if (target.opener?.isConnected) target.opener.focus();
    else document.getElementById(orderArticleId(target.orderId))?.focus();
  }, [review]);

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

  return { review, setReview, openReview, reviewed, refunded, failed };
}
