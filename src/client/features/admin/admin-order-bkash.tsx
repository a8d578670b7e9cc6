import type { OrderDetail } from '../../components/ui/order-details';
import type { AdminOrder } from '../../../shared/schemas/order';
import { ORDER_PAID_VIA_LABELS } from '../../../shared/schemas/order-labels';

/** How the order was paid, and bKash's paymentID: staff's lines of the order's details. */
export function bkashDetails(order: AdminOrder): OrderDetail[] {
  const details: OrderDetail[] = [['How paid', ORDER_PAID_VIA_LABELS[order.paidVia]]];
  if (order.bkashPaymentId) details.push(['bKash paymentID', order.bkashPaymentId, 'font-mono']);
  return details;
}

/** Whether the order has a check note or bKash errors to show (admin-order-bkash.lazy.tsx). */
export const hasBkashRecord = (order: AdminOrder) =>
  Boolean(order.checkNote) || order.bkashErrorCount > 0;
