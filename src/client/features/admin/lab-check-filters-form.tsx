import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { FilterSearch, FilterSelect } from '../../components/ui/filter-select';
import {
  LAB_CHECK_VERDICT_LABELS,
  LAB_CHECK_VERDICTS,
  parseAdminLabCheckQuery,
  type AdminLabCheckQuery,
} from '../../../shared/schemas/admin-lab-checks';

const VERDICT_OPTIONS = [
  { value: '', label: 'All' },
  ...LAB_CHECK_VERDICTS.map((verdict) => ({
    value: verdict,
    label: LAB_CHECK_VERDICT_LABELS[verdict],
  })),
];

/**
 * Verdict and search, applied together on 'Search' (back to the first page). The form shows the
 * filters in force until staff edit it, and follows the address when it changes underneath.
 */
export function LabCheckFiltersForm({
  applied,
  onApply,
}: {
  applied: AdminLabCheckQuery;
  onApply: (query: AdminLabCheckQuery) => void;
}) {
  const [draft, setDraft] = useState(applied);
  const [shown, setShown] = useState(applied);
  if (shown.verdict !== applied.verdict || shown.q !== applied.q) {
    setShown(applied);
    setDraft(applied);
  }

  return (
    <form
      role="search"
      aria-label="Lab check filters"
      method="get"
      action="/admin/labs"
      onSubmit={(event) => {
        event.preventDefault();
        onApply({ ...draft, page: 1 });
      }}
      className="grid items-end gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[minmax(0,12rem)_1fr_auto] sm:p-6"
    >
      <FilterSelect
        id="lab-check-verdict"
        label="Verdict"
        name="verdict"
        value={draft.verdict}
        options={VERDICT_OPTIONS}
        onChange={(value) =>
          setDraft({ ...draft, verdict: parseAdminLabCheckQuery({ verdict: value }).verdict })
        }
      />
      <FilterSearch
        id="lab-check-search"
        placeholder="Learner email or lab"
        value={draft.q}
        onChange={(q) => setDraft({ ...draft, q })}
      />
      <Button type="submit">Search</Button>
    </form>
  );
}
