import { useId, useState } from 'react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { formatDhakaTime } from '../../../shared/format/format';
import {
  ADMIN_LAB_CHECKS_PAGE_SIZE,
  LAB_CHECK_VERDICT_LABELS,
  parseAdminLabCheckQuery,
  serializeAdminLabCheckQuery,
  type AdminLabCheck,
  type AdminLabCheckQuery,
} from '../../../shared/schemas/admin-lab-checks';
import { setUrlSearch, useUrlSearch } from '../../lib/url-search';
import { fetchAdminLabChecks } from './admin-lab-checks-api';
import { LabCheckFiltersForm } from './lab-check-filters-form';
import { ListCards } from './staff-list-cards';
import { ListCountLine, ListEmpty, ListLoadError } from './staff-list-states';
import {
  goToSignIn,
  StaffAccessBlocked,
  useStaffAccess,
  type StaffGateOptions,
} from './staff-access';
import { useStaffList } from './use-staff-list';

const queryOf = (search: string) =>
  parseAdminLabCheckQuery(Object.fromEntries(new URLSearchParams(search)));

/** '3 checks' on a page that holds them all; 'Checks 51 to 100' (or 'Check 101') on one of several. */
export function labCheckCountLabel(page: number, count: number, hasMore: boolean): string {
  if (page === 1 && !hasMore) return `${count} ${count === 1 ? 'check' : 'checks'}`;
  const first = (page - 1) * ADMIN_LAB_CHECKS_PAGE_SIZE + 1;
  if (count === 1) return `Check ${first}`;
  return `Checks ${first} to ${first + count - 1}`;
}

function LabCheckCard({ check }: { check: AdminLabCheck }) {
  const headingId = useId();
  const passed = check.verdict === 'passed';
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="text-base font-bold text-slate-900">
            {check.labTitle}
          </h2>
          <p className="mt-0.5 break-words text-sm text-slate-800">
            Step {check.step}
            {check.stepTitle ? `: ${check.stepTitle}` : ''}
          </p>
        </div>
        <Badge variant={passed ? 'success' : 'destructive'}>
          {LAB_CHECK_VERDICT_LABELS[check.verdict]}
        </Badge>
      </div>
      <p className="mt-3 break-words text-sm text-slate-800">
        {check.learnerName ? `${check.learnerName} · ` : ''}
        <span className="break-all">{check.learnerEmail}</span>
      </p>
      <p className="mt-1 text-sm text-slate-700">
        <time dateTime={check.checkedAt}>{formatDhakaTime(check.checkedAt)}</time>
      </p>
      {check.hints.length > 0 ? (
        <ul
          aria-label="Hints shown"
          className="mt-3 space-y-1 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950"
        >
          {check.hints.map((hint, index) => (
            <li key={index} className="break-words">
              {hint.replace(/^HINT:\s*/, '')}
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}

/**
 * /admin/labs: every lab step check, newest first, 50 a page; filtered by verdict and searched
 * by learner email or lab. Filters and page live in the address; the server checks the staff
 * role on every call.
 */
export function AdminLabChecksView(options: StaffGateOptions) {
  // Long: one list page's markup: filters, count, list and paging.
  const access = useStaffAccess(options);
  const { onSignedOut = goToSignIn } = options;
  const query = queryOf(useUrlSearch());
  const request = serializeAdminLabCheckQuery(query);
  // Whether older checks follow, for the request it answers (the list hook keeps the items).
  const [more, setMore] = useState<{ request: string; hasMore: boolean }>();
  const { shown, loading, denied, reload } = useStaffList<AdminLabCheck>({
    access,
    request,
    load: async (wanted) => {
      const result = await fetchAdminLabChecks(queryOf(wanted));
      if (!result.ok) return result;
      setMore({ request: wanted, hasMore: result.data.hasMore });
      return { ...result, data: result.data.checks };
    },
    onSignedOut,
  });

  if (access === 'checking' || access === 'not-staff' || denied) {
    return <StaffAccessBlocked checking={access === 'checking'} />;
  }

  const go = (next: AdminLabCheckQuery) => {
    const nextRequest = serializeAdminLabCheckQuery(next);
    // 'Search' with unchanged filters still fetches again: new checks may have arrived.
    if (nextRequest === request) reload();
    else setUrlSearch(nextRequest);
  };
  const hasMore = more?.request === request && more.hasMore;
  const items = shown?.ok ? shown.items : [];
  const hasFilters = query.verdict !== '' || query.q !== '';

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-12">
      <LabCheckFiltersForm applied={query} onApply={go} />

      <ListCountLine>
        {loading
          ? 'Loading checks...'
          : shown?.ok && items.length > 0
            ? labCheckCountLabel(query.page, items.length, hasMore)
            : ''}
      </ListCountLine>

      <ListLoadError what="lab checks" list={{ shown, loading, reload }} />

      <ListCards
        items={items}
        loading={loading}
        renderItem={(check) => <LabCheckCard check={check} />}
      />

      {shown?.ok && items.length === 0 && !loading ? (
        <ListEmpty
          message={
            query.page > 1
              ? 'There are no more checks.'
              : hasFilters
                ? 'No checks match these filters.'
                : 'No lab checks yet.'
          }
          action={
            hasFilters || query.page > 1 ? (
              <Button variant="outline" className="mt-4" onClick={() => setUrlSearch('')}>
                Show the newest checks
              </Button>
            ) : null
          }
        />
      ) : null}

      {shown?.ok && (query.page > 1 || hasMore) ? (
        <nav aria-label="Pages of checks" className="mt-6 flex flex-wrap items-center gap-3">
          {query.page > 1 ? (
            <Button variant="outline" onClick={() => go({ ...query, page: query.page - 1 })}>
              Newer checks
            </Button>
          ) : null}
          {hasMore ? (
            <Button variant="outline" onClick={() => go({ ...query, page: query.page + 1 })}>
              Older checks
            </Button>
          ) : null}
          <span className="text-sm text-slate-700">Page {query.page}</span>
        </nav>
      ) : null}
    </div>
  );
}
