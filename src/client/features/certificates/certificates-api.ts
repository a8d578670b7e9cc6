import type { CertificateView } from '../../../shared/schemas/certificates';
import { apiRequest, type ApiResult } from '../../lib/api-client';

/** The public verification data of one certificate (404 for an unknown id). */
export function fetchCertificate(id: string): Promise<ApiResult<CertificateView>> {
  return apiRequest<CertificateView>(`/api/certificates/${encodeURIComponent(id)}`);
}
