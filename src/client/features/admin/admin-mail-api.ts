import type { MailQueueOverview, OutboxMail } from '../../../shared/schemas/mail';
import { apiRequest, type ApiResult } from '../../lib/api-client';

/** Staff only (401 signed out, 403 for a learner): the outbox's counts and its failed mails. */
export function fetchMailQueue(): Promise<ApiResult<MailQueueOverview>> {
  return apiRequest<MailQueueOverview>('/api/admin/mail');
}

/**
 * Puts a failed mail back in the queue; answers it as it now is (pending). 409
 * 'mail_not_failed' when it was already resent (or sent), 404 when it no longer exists.
 */
export function resendMail(id: string): Promise<ApiResult<OutboxMail>> {
  return apiRequest<OutboxMail>(`/api/admin/mail/${encodeURIComponent(id)}/resend`, {
    method: 'POST',
    body: {},
  });
}
