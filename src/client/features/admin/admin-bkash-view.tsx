import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { filterFieldClasses, filterLabelClasses } from '../../components/ui/filter-select';
import { RetryAlert } from '../../components/ui/retry-alert';
import { dhakaDay } from '../../../shared/format/dhaka-day';
import { formatDate, formatThousands } from '../../../shared/format/format';
import {
  parseReconciliationDate,
  type BkashReconciliation,
} from '../../../shared/schemas/bkash-admin';
import type { ApiFailure } from '../../lib/api-client';
import { setUrlSearch, useUrlSearch } from '../../lib/url-search';
import { loadKey, useApiLoad } from '../../lib/use-api-load';
import { fetchReconciliation } from './admin-bkash-api';
import { ReconciliationTable, taka } from './admin-bkash-table';
import {
  goToSignIn,
  StaffAccessBlocked,
  useStaffAccess,
  type StaffGateOptions,
} from './staff-access';

type Answer = { ok: true; report: BkashReconciliation } | { ok: false; failure: ApiFailure };

/** The day picker: applied on 'Show', kept in the address (?date=YYYY-MM-DD). */
function DayForm({
  day,
  today,
  onShow,
}: {
  day: string;
  today: string;
  onShow: (day: string) => void;
}) {
  const [draft, setDraft] = useState(day);
  const [shown, setShown] = useState(day);
  // The address changed under the form (back button, first read after hydration): follow it.
  if (shown !== day) {
    setShown(day);
    setDraft(day);
  }
  return (
    <form
      aria-label="Reconciliation day"
      method="get"
      action="/admin/bkash"
      onSubmit={(event) => {
        event.preventDefault();
        onShow(parseReconciliationDate(draft, today) ?? day);
      }}
      className="flex flex-wrap items-end gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="min-w-0 flex-1 sm:max-w-xs">
        <label htmlFor="bkash-day" className={filterLabelClasses}>
          Day (Bangladesh time)
        </label>
        <input
          id="bkash-day"
          name="date"
          type="date"
          required
          max={today}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          className={filterFieldClasses}
        />
      </div>
      <Button type="submit">Show</Button>
    </form>
  );
}

function Figures({ report }: { report: BkashReconciliation }) {
  const { totals } = report;
  const stats: [label: string, value: string, tone: string][] = [
    ['Payments', formatThousands(totals.rows), 'text-slate-900'],
    [
      'Differ',
      formatThousands(totals.differing),
      totals.differing ? 'text-red-800' : 'text-green-800',
    ],
    ['Our total', taka(totals.ours), 'text-slate-900'],
    [
      "bKash's total",
      taka(totals.bkash),
      totals.bkash === totals.ours ? 'text-slate-900' : 'text-red-800',
    ],
    ['bKash API errors that day', formatThousands(report.eventsCount), 'text-slate-900'],
  ];
  return (
    <dl className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-5">
      {stats.map(([label, value, tone]) => (
        <div key={label} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-sm text-slate-700">{label}</dt>
          <dd className={`mt-1 text-2xl font-bold ${tone}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * /admin/bkash: a day's bKash payments (Asia/Dhaka) beside what bKash reports for each trxID,
 * with every difference in words, and the totals. The server asks bKash about each payment (its
 * API cannot list a day) and checks the staff role on every call.
 */
export function AdminBkashView(options: StaffGateOptions) {
  const access = useStaffAccess(options);
  const { onSignedOut = goToSignIn } = options;
  // Read once: a page left open past midnight keeps the day it opened on as "today".
  const [today] = useState(() => dhakaDay(new Date()));
  const search = useUrlSearch();
  const day = parseReconciliationDate(new URLSearchParams(search).get('date'), today) ?? today;
  const [reloads, setReloads] = useState(0);
  const [answer, setAnswer] = useState<{ key: string; answer: Answer } | undefined>();
  const [denied, setDenied] = useState(false);
  const key = access === 'staff' ? loadKey(day, reloads) : null;
  useApiLoad(
    key,
    () => fetchReconciliation(day),
    (result) => {
      if (!result.ok && result.status === 401) onSignedOut();
      else if (!result.ok && result.status === 403) setDenied(true);
      else {
        setAnswer({
          key: key ?? '',
          answer: result.ok ? { ok: true, report: result.data } : { ok: false, failure: result },
        });
      }
    },
  );

  if (access === 'checking' || access === 'not-staff' || denied) {
    return <StaffAccessBlocked checking={access === 'checking'} />;
  }

  const loading = answer?.key !== key;
  const shown = loading ? undefined : answer?.answer;
  const reload = () => setReloads((count) => count + 1);
  const show = (next: string) => {
    // 'Show' on the same day asks again: payments may have completed since.
    if (next === day) reload();
    else setUrlSearch(next === today ? '' : `?date=${next}`);
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-12">
      <DayForm day={day} today={today} onShow={show} />

      {/* The staff lists' count line and empty state (staff-list-states.tsx), written out here:
          importing them would split that module from the lists' shared chunk, and /admin/orders'
          first view would carry one more chunk. */}
      <p aria-live="polite" className="mt-8 min-h-6 text-sm font-medium text-slate-800">
        {loading
          ? `Asking bKash about each payment of ${formatDate(day)}...`
          : shown?.ok
            ? `${formatDate(day)}: ${shown.report.totals.rows} ${shown.report.totals.rows === 1 ? 'payment' : 'payments'}, ${shown.report.totals.differing} ${shown.report.totals.differing === 1 ? 'differs' : 'differ'}`
            : ''}
      </p>

      {shown && !shown.ok ? (
        shown.failure.code === 'bkash_off' ? (
          <p className="mt-4 max-w-2xl rounded-xl border border-slate-200 bg-white p-6 text-base text-slate-900">
            {shown.failure.message}
          </p>
        ) : (
          <RetryAlert spaced onRetry={reload}>
            We could not reconcile {formatDate(day)}. {shown.failure.message}
          </RetryAlert>
        )
      ) : null}

      {shown?.ok ? (
        <>
          {shown.report.simulated ? (
            <p className="mt-2 text-sm font-medium text-amber-900">
              This server talks to the bKash simulator: no real money moves.
            </p>
          ) : null}
          <Figures report={shown.report} />
          {shown.report.rows.length > 0 ? (
            <ReconciliationTable report={shown.report} />
          ) : (
            <div className="mt-4 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
              <p className="text-base font-semibold text-slate-900">
                No bKash payments completed on {formatDate(day)}.
              </p>
            </div>
          )}
          <p className="mt-4 max-w-3xl text-sm text-slate-700">
            Each trxID is searched at bKash, which has no way to list a day: a payment bKash took
            that the academy has no record of at all cannot show here. Merchant short code:{' '}
            <span className="font-mono">{shown.report.shortCode}</span>.
          </p>
        </>
      ) : null}
    </div>
  );
}
