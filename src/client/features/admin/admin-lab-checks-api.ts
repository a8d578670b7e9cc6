import {
  serializeAdminLabCheckQuery,
  type AdminLabCheckPage,
  type AdminLabCheckQuery,
} from '../../../shared/schemas/admin-lab-checks';
import { apiRequest, type ApiResult } from '../../lib/api-client';

/** Staff only: 401 signed out, 403 for a learner. Newest first, 50 a page. */
export function fetchAdminLabChecks(
  query: AdminLabCheckQuery,
): Promise<ApiResult<AdminLabCheckPage>> {
  return apiRequest<AdminLabCheckPage>(
    `/api/admin/lab-checks${serializeAdminLabCheckQuery(query)}`,
  );
}
