import { positions } from '../../../shared/catalogue/careers';

/**
 * Filters of the staff inboxes (contact messages, job applications) as they live in the page's
 * address: `status` (open by default, so the address stays bare for the usual view) and, for
 * applications, `position`, which is applied in the browser.
 */

export const INBOX_STATUSES = ['open', 'handled', 'all'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

export const INBOX_STATUS_LABELS: Record<InboxStatus, string> = {
  open: 'Open',
  handled: 'Handled',
  all: 'All',
};

export interface InboxFilters {
  status: InboxStatus;
  /** A position id from the careers catalogue, or '' for every position. */
  position: string;
}

export const DEFAULT_INBOX_FILTERS: InboxFilters = { status: 'open', position: '' };

export function toInboxStatus(value: string | null): InboxStatus {
  const wanted = value?.trim().toLowerCase();
  return INBOX_STATUSES.find((status) => status === wanted) ?? 'open';
}

export function toPositionFilter(value: string | null): string {
  const wanted = value?.trim();
  return positions.find((position) => position.id === wanted)?.id ?? '';
}

/** '?status=handled&position=frontend-engineer' → filters; unknown values fall back to the default. */
export function parseInboxFilters(search: string): InboxFilters {
  const params = new URLSearchParams(search);
  return {
    status: toInboxStatus(params.get('status')),
    position: toPositionFilter(params.get('position')),
  };
}

/** Filters → the page's query string, '' for the default (open, every position). */
export function serializeInboxFilters(filters: InboxFilters): string {
  const params = new URLSearchParams();
  if (filters.status !== 'open') params.set('status', filters.status);
  if (filters.position) params.set('position', filters.position);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The list call's query: the server filters by status (absent = all); positions stay local. */
export function inboxApiQuery(status: InboxStatus): string {
  return status === 'all' ? '' : `?status=${status}`;
}

/** Whether an item still belongs under the status filter (it may have changed since loading). */
export function matchesStatus(status: InboxStatus, handledAt: string | null): boolean {
  if (status === 'all') return true;
  return (status === 'handled') === (handledAt !== null);
}

/** '0 messages', '1 message', '12 messages'. */
export function countLabel(count: number, noun: string, plural = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : plural}`;
}
