import type { Enrollment, Order } from '../../../shared/schemas/order';
import { apiRequest, type ApiResult } from '../../lib/api-client';

/** The learner's own orders, newest first (401 when signed out). */
export function fetchMyOrders(): Promise<ApiResult<Order[]>> {
  return apiRequest<Order[]>('/api/orders');
}

/** The courses the learner owns, newest first (401 when signed out). */
export function fetchMyEnrollments(): Promise<ApiResult<Enrollment[]>> {
  return apiRequest<Enrollment[]>('/api/enrollments');
}
