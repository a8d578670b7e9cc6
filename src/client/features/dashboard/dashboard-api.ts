import type { Enrollment, Order } from '../../../shared/schemas/order';
import type { CourseOutline } from '../../../shared/schemas/learn';
import { apiRequest, type ApiResult } from '../../lib/api-client';

/** The learner's own orders, newest first (401 when signed out). */
export function fetchMyOrders(): Promise<ApiResult<Order[]>> {
  return apiRequest<Order[]>('/api/orders');
}

/** The courses the learner owns, newest first (401 when signed out). */
export function fetchMyEnrollments(): Promise<ApiResult<Enrollment[]>> {
  return apiRequest<Enrollment[]>('/api/enrollments');
}

/** One owned course's outline with the learner's progress (for the next item's title). */
export function fetchOutline(courseId: string): Promise<ApiResult<CourseOutline>> {
  return apiRequest<CourseOutline>(`/api/learn/${encodeURIComponent(courseId)}`);
}
