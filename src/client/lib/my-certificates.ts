import type { CertificateHolder, MyCertificate } from '../../shared/schemas/certificates';
import { apiRequest, type ApiResult } from './api-client';

/** The signed-in learner's own certificates, newest first (the dashboard, the course page). */
export function fetchMyCertificates(): Promise<ApiResult<MyCertificate[]>> {
  return apiRequest<MyCertificate[]>('/api/certificates');
}

/** The name the learner's certificates carry (null: none chosen), and what a re-issue changes. */
export function fetchCertificateHolder(): Promise<ApiResult<CertificateHolder>> {
  return apiRequest<CertificateHolder>('/api/certificates/holder');
}

/** Re-issues the learner's certificates under the name on their profile (once a month). */
export function reissueMyCertificates(): Promise<ApiResult<{ reissued: string[] }>> {
  return apiRequest<{ reissued: string[] }>('/api/certificates/reissue', { body: {} });
}
