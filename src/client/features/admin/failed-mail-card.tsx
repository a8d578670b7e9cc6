import { useId } from 'react';
import { Badge } from '../../components/ui/badge';
import { formatDhakaTime, formatThousands } from '../../../shared/format/format';
import type { OutboxMail } from '../../../shared/schemas/mail';
import { CardAction } from './staff-list-cards';

/**
 * One mail that could not be sent for 24 hours, and its Resend button. The button stays the same
 * element once pressed (it turns into 'Queued again'), so keyboard focus stays where it was.
 */
export function FailedMailCard({
  mail,
  saving,
  onResend,
}: {
  /** Failed, or 'pending' once resent from this page. */
  mail: OutboxMail;
  saving: boolean;
  onResend: () => void;
}) {
  const headingId = useId();
  const queued = mail.status !== 'failed';
  const busy = saving || queued;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <h3
          id={headingId}
          className="min-w-0 flex-1 break-words text-base font-bold text-slate-900"
        >
          {mail.subject}
        </h3>
        <Badge variant={queued ? 'warning' : 'destructive'} className="shrink-0">
          {queued ? 'Queued again' : 'Failed'}
        </Badge>
      </div>
      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-700">To</dt>
        <dd className="break-words font-medium text-slate-900">{mail.recipient}</dd>
        <dt className="text-slate-700">Queued</dt>
        <dd className="font-medium text-slate-900">
          <time dateTime={mail.createdAt}>{formatDhakaTime(mail.createdAt)}</time>
        </dd>
        <dt className="text-slate-700">Attempts</dt>
        <dd className="font-medium text-slate-900">{formatThousands(mail.attempts)}</dd>
      </dl>
      {mail.lastError ? (
        <div className="mt-3 rounded-lg bg-red-50 px-3 py-2">
          <p className="text-xs font-semibold uppercase tracking-wide text-red-900">Last error</p>
          <p className="mt-1 break-words font-mono text-sm text-red-900">{mail.lastError}</p>
        </div>
      ) : null}
      {queued ? (
        <p className="mt-2 text-sm text-slate-700">
          Back in the queue: it is sent within seconds if the mail server takes it, and leaves this
          list when the list is refreshed.
        </p>
      ) : null}
      <CardAction
        variant={queued ? 'outline' : 'primary'}
        busy={busy}
        label={queued ? undefined : `Resend "${mail.subject}" to ${mail.recipient}`}
        onAct={onResend}
      >
        {saving ? 'Resending...' : queued ? 'Queued again' : 'Resend'}
      </CardAction>
    </article>
  );
}
