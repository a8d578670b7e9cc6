import type { BkashReconciliation } from '../../../shared/schemas/bkash-admin';
import { apiRequest, type ApiResult } from '../../lib/api-client';

/**
 * Staff only (401 signed out, 403 for a learner): the day's bKash payments beside what bKash
 * reports for each. 404 'bkash_off' when the server has no bKash merchant API.
 */
export function fetchReconciliation(date: string): Promise<ApiResult<BkashReconciliation>> {
  return apiRequest<BkashReconciliation>(
    `/api/admin/bkash/reconciliation?date=${encodeURIComponent(date)}`,
  );
}
