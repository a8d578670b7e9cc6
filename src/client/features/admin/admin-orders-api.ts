import type { AdminOrder } from '../../../shared/schemas/order';
import { apiRequest, type ApiResult } from '../../lib/api-client';
import { adminOrdersPath, type AdminOrderFilters } from './admin-order-filters';

export type ReviewDecision = 'verify' | 'reject';

/** Staff only: 401 signed out, 403 for a learner. Pending first, then newest first. */
export function fetchAdminOrders(filters: AdminOrderFilters): Promise<ApiResult<AdminOrder[]>> {
  return apiRequest<AdminOrder[]>(adminOrdersPath(filters));
}

/**
 * Verifies (enrols and emails the learner) or rejects (emails the reason) a pending order.
 * 409 'order_not_pending' when another reviewer got there first.
 */
export function reviewOrder(
  orderId: string,
  decision: ReviewDecision,
  note: string | null,
): Promise<ApiResult<AdminOrder>> {
  return apiRequest<AdminOrder>(`/api/admin/orders/${encodeURIComponent(orderId)}/${decision}`, {
    method: 'POST',
    body: note === null ? {} : { note },
  });
}
