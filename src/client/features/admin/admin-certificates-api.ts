import type { AdminCertificate } from '../../../shared/schemas/certificates';
import { apiRequest, type ApiResult } from '../../lib/api-client';

/** Staff: the newest certificates, or those whose id or learner email is `query`. */
export function fetchAdminCertificates(query: string): Promise<ApiResult<AdminCertificate[]>> {
  const search = query.trim() ? `?q=${encodeURIComponent(query.trim())}` : '';
  return apiRequest<AdminCertificate[]>(`/api/admin/certificates${search}`);
}

/** Staff: revoke with a reason the certificate's page will show. */
export function revokeCertificate(
  id: string,
  reason: string,
): Promise<ApiResult<AdminCertificate>> {
  return apiRequest<AdminCertificate>(`/api/admin/certificates/${encodeURIComponent(id)}/revoke`, {
    method: 'POST',
    body: { reason },
  });
}
