import type { OrderStatus } from '../../../shared/schemas/order-labels';
import { Badge, type BadgeVariant } from './badge';
import { orderCopy as copy } from './order.copy';

/** Pending verification amber, Verified green, Rejected red: the same wherever an order shows. */
const VARIANTS: Record<OrderStatus, BadgeVariant> = {
  pending: 'warning',
  verified: 'success',
  rejected: 'destructive',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge variant={VARIANTS[status]}>{copy.status[status]}</Badge>;
}
