import { useId, type ReactNode } from 'react';
import { Badge } from '../../components/ui/badge';
import { formatDhakaTime } from '../../../shared/format/format';
import { CardAction } from './staff-list-cards';
import { matchesStatus, type InboxStatus } from './inbox-filters';

/** What both inboxes hold: an item received at some time, handled by someone or still open. */
export interface InboxItem {
  id: string;
  createdAt: string;
  handledAt: string | null;
  handledByEmail: string | null;
}

/** One row of an item's details: a term and its value (text or a link). */
export type InboxDetail = [term: string, value: ReactNode];

function HandledRecord({ item }: { item: InboxItem }) {
  if (item.handledAt === null) return null;
  return (
    <p className="mt-4 rounded-lg bg-green-50 px-3 py-2 text-sm text-green-900">
      Handled by {item.handledByEmail ?? 'a former staff member'} on{' '}
      <time dateTime={item.handledAt}>{formatDhakaTime(item.handledAt)}</time>
    </p>
  );
}

/**
 * One contact message or job application as staff work through it. The action button stays the
 * same element when it turns from 'Mark as handled' into 'Reopen', so keyboard focus stays on it.
 */
export function InboxCard({
  item,
  title,
  details,
  message,
  filter,
  saving,
  onToggle,
}: {
  item: InboxItem;
  title: string;
  details: InboxDetail[];
  /** The sender's own words, shown with their line breaks; null when they wrote none. */
  message: string | null;
  /** The status filter the list was loaded with, to explain an item that no longer fits it. */
  filter: InboxStatus;
  saving: boolean;
  onToggle: () => void;
}) {
  const headingId = useId();
  const open = item.handledAt === null;
  const rows: InboxDetail[] = [
    ...details,
    ['Received', <time dateTime={item.createdAt}>{formatDhakaTime(item.createdAt)}</time>],
  ];
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <h2
          id={headingId}
          className="min-w-0 flex-1 break-words text-base font-bold text-slate-900"
        >
          {title}
        </h2>
        <Badge variant={open ? 'warning' : 'success'} className="shrink-0">
          {open ? 'Open' : 'Handled'}
        </Badge>
      </div>
      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-slate-700">{term}</dt>
            <dd className="break-words font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {message ? (
        <div className="mt-3 rounded-lg bg-slate-50 px-3 py-2">
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-700">Message</p>
          <p className="mt-1 whitespace-pre-wrap break-words text-sm text-slate-900">{message}</p>
        </div>
      ) : null}
      <HandledRecord item={item} />
      {matchesStatus(filter, item.handledAt) ? null : (
        // Dropping it at once would make the list jump under the reader's pointer and focus.
        <p className="mt-2 text-sm text-slate-700">
          {open ? 'Reopened' : 'Marked as handled'}: it stays here until the list is refreshed.
        </p>
      )}
      <CardAction variant={open ? 'primary' : 'outline'} busy={saving} onAct={onToggle}>
        {saving ? 'Saving...' : open ? 'Mark as handled' : 'Reopen'}
      </CardAction>
    </article>
  );
}
