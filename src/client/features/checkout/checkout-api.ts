import { apiRequest, type ApiResult } from '../../lib/api-client';
import type { Order, OrderFields } from '../../../shared/schemas/order';

/** The checkout's server calls (same origin: the session cookie goes with each one). */

/** POST /api/orders: 201 with the pending order, or an error the form explains. */
export function submitOrder(fields: OrderFields): Promise<ApiResult<Order>> {
  return apiRequest<Order>('/api/orders', { method: 'POST', body: fields });
}

/** GET /api/orders: the learner's own orders, newest first. */
export function fetchMyOrders(): Promise<ApiResult<Order[]>> {
  return apiRequest<Order[]>('/api/orders');
}
