import type { ContactMessage } from '../../../shared/schemas/contact';
import type { JobApplication } from '../../../shared/schemas/job-application';
import { apiRequest, type ApiResult } from '../../lib/api-client';
import { inboxApiQuery, type InboxStatus } from './inbox-filters';

/** The two staff inboxes, named as their API paths are: /api/admin/{kind}. */
export type InboxKind = 'messages' | 'applications';

export interface InboxItems {
  messages: ContactMessage;
  applications: JobApplication;
}

/** Staff only (401 signed out, 403 for a learner). Newest first, at most 500. */
export function fetchInbox<K extends InboxKind>(
  kind: K,
  status: InboxStatus,
): Promise<ApiResult<InboxItems[K][]>> {
  return apiRequest<InboxItems[K][]>(`/api/admin/${kind}${inboxApiQuery(status)}`);
}

/**
 * Marks one item handled (recording who and when) or reopens it; answers the item as it now is.
 * 404 when it no longer exists.
 */
export function setInboxItemHandled<K extends InboxKind>(
  kind: K,
  id: string,
  handled: boolean,
): Promise<ApiResult<InboxItems[K]>> {
  return apiRequest<InboxItems[K]>(`/api/admin/${kind}/${encodeURIComponent(id)}/handled`, {
    method: 'POST',
    body: { handled },
  });
}
