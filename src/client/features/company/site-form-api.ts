import { apiRequest, type ApiResult } from '../../lib/api-client';
import type { ContactFields } from '../../../shared/schemas/contact';
import type { ApplicationFields } from '../../../shared/schemas/job-application';
import type { HONEYPOT_FIELD } from '../../../shared/schemas/site-form-fields';

/** The public forms' server calls: both answer 201 `{received: true}` once stored and mailed. */
export interface Received {
  received: true;
}

type WithHoneypot<T> = T & Record<typeof HONEYPOT_FIELD, string>;

/** POST /api/contact. */
export function sendContactMessage(
  fields: WithHoneypot<ContactFields>,
): Promise<ApiResult<Received>> {
  return apiRequest<Received>('/api/contact', { method: 'POST', body: fields });
}

/** POST /api/careers/applications (the server also mails the applicant a confirmation). */
export function sendApplication(
  fields: WithHoneypot<ApplicationFields>,
): Promise<ApiResult<Received>> {
  return apiRequest<Received>('/api/careers/applications', { method: 'POST', body: fields });
}
