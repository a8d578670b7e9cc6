import { ORDER_STATUSES, type OrderFilterStatus } from './order-labels';

/**
 * The staff order list's status filter values (GET /api/admin/orders?status=): an order status, or
 * 'refund' for orders with a refund request. Apart from order.ts, which the checkout page loads.
 */
export const ORDER_FILTER_STATUSES: readonly OrderFilterStatus[] = [...ORDER_STATUSES, 'refund'];
