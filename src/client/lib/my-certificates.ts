import type { MyCertificate } from '../../shared/schemas/certificates';
import { apiRequest, type ApiResult } from './api-client';

/** The signed-in learner's own certificates, newest first (the dashboard, the course page). */
export function fetchMyCertificates(): Promise<ApiResult<MyCertificate[]>> {
  return apiRequest<MyCertificate[]>('/api/certificates');
}
