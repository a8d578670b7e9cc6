import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast-store';
import { formatDhakaTime, formatThousands } from '../../../shared/format/format';
import type { MailQueueOverview, OutboxMail } from '../../../shared/schemas/mail';
import { fetchMailQueue, resendMail } from './admin-mail-api';
import { FailedMailCard } from './failed-mail-card';
import {
  goToSignIn,
  StaffAccessBlocked,
  useBusyIds,
  useStaffAccess,
  type StaffGateOptions,
} from './staff-access';
import { ListCards } from './staff-list-cards';
import { ListCountLine, ListEmpty, ListLoadError } from './staff-list-states';
import { replaceById, useStaffList } from './use-staff-list';

type Counts = MailQueueOverview['counts'];
interface Summary {
  counts: Counts;
  oldestPendingAt: string | null;
}

function failedCountLabel(count: number): string {
  return `${formatThousands(count)} failed ${count === 1 ? 'mail' : 'mails'}`;
}

function QueueSummary({ summary }: { summary: Summary }) {
  const { counts, oldestPendingAt } = summary;
  const stats: [label: string, value: number, tone: string][] = [
    ['Waiting to be sent', counts.pending, 'text-slate-900'],
    ['Being sent now', counts.sending, 'text-slate-900'],
    ['Failed', counts.failed, counts.failed > 0 ? 'text-red-800' : 'text-slate-900'],
    ['Sent in the last 24 hours', counts.sentLastDay, 'text-green-800'],
  ];
  return (
    <section aria-labelledby="mail-queue-heading">
      <h2 id="mail-queue-heading" className="text-xl font-bold text-slate-900">
        Outgoing mail
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {stats.map(([label, value, tone]) => (
          <div key={label} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <dt className="text-sm text-slate-700">{label}</dt>
            <dd className={`mt-1 text-2xl font-bold ${tone}`}>{formatThousands(value)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-slate-700">
        {oldestPendingAt ? (
          <>
            The oldest mail still waiting was queued on{' '}
            <time dateTime={oldestPendingAt}>{formatDhakaTime(oldestPendingAt)}</time>.
          </>
        ) : (
          'Nothing is waiting: every mail has been sent or has failed.'
        )}{' '}
        Each mail is retried for 24 hours before it counts as failed.
      </p>
    </section>
  );
}

/**
 * /admin/mail: how the outbox is doing, and the mails that failed for 24 hours with a Resend
 * button each. The server checks the staff role on every call.
 */
export function AdminMailView(options: StaffGateOptions) {
  // Long: one page's markup: outbox figures and the failed mails.
  const access = useStaffAccess(options);
  const { onSignedOut = goToSignIn } = options;
  const [summary, setSummary] = useState<Summary | undefined>();
  const list = useStaffList<OutboxMail>({
    access,
    request: '',
    load: async () => {
      const result = await fetchMailQueue();
      if (!result.ok) return result;
      const { failed, ...rest } = result.data;
      setSummary(rest);
      return { ...result, data: failed };
    },
    onSignedOut,
  });
  const saving = useBusyIds();

  if (access === 'checking' || access === 'not-staff' || list.denied) {
    return <StaffAccessBlocked checking={access === 'checking'} />;
  }

  const resend = async (mail: OutboxMail) => {
    const result = await saving.whileBusy(mail.id, () => resendMail(mail.id));
    if (result.ok) {
      const updated = result.data;
      list.updateItems((mails) => replaceById(mails, updated));
      setSummary((previous) =>
        previous
          ? {
              ...previous,
              counts: {
                ...previous.counts,
                failed: Math.max(0, previous.counts.failed - 1),
                pending: previous.counts.pending + 1,
              },
            }
          : previous,
      );
      toast({
        title: 'Queued again',
        description: `"${updated.subject}" to ${updated.recipient} will be sent in a moment.`,
      });
      return;
    }
    if (list.lostAccess(result.status)) return;
    toast({
      title: result.status === 404 ? 'Mail not found' : 'Could not resend the mail',
      description: result.message,
      variant: 'destructive',
    });
    // Resent by someone else, or gone: show the queue as it now is.
    if (result.status === 404 || result.status === 409) list.reload();
  };

  const { shown, loading } = list;
  const mails = shown?.ok ? shown.items : [];
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-12">
      {summary ? <QueueSummary summary={summary} /> : null}

      <div className="mt-10 flex flex-wrap items-end justify-between gap-3">
        <h2 className="text-xl font-bold text-slate-900">Failed mail</h2>
        <Button variant="outline" onClick={list.reload}>
          Refresh
        </Button>
      </div>
      <ListCountLine>
        {loading ? 'Loading the outbox...' : shown?.ok ? failedCountLabel(mails.length) : ''}
      </ListCountLine>

      <ListLoadError what="outbox" list={list} />

      <ListCards
        items={mails}
        loading={loading}
        renderItem={(mail) => (
          <FailedMailCard
            mail={mail}
            saving={saving.isBusy(mail.id)}
            onResend={() => void resend(mail)}
          />
        )}
      />

      {shown?.ok && mails.length === 0 && !loading ? (
        <ListEmpty message="No failed mail: everything queued has been sent or is still being tried." />
      ) : null}
    </div>
  );
}
