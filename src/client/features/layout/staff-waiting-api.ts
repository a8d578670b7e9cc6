import type { StaffWaiting } from '../../../shared/schemas/staff-waiting';
import { apiRequest, type ApiResult } from '../../lib/api-client';

/** Staff only (403 for anyone else): the orders and refund requests waiting for staff. */
export function fetchStaffWaiting(): Promise<ApiResult<StaffWaiting>> {
  return apiRequest<StaffWaiting>('/api/admin/waiting');
}
