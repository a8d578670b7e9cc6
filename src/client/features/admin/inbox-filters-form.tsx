import { Button } from '../../components/ui/button';
import { FilterSelect } from '../../components/ui/filter-select';
import { positions } from '../../../shared/catalogue/careers';
import {
  INBOX_STATUS_LABELS,
  INBOX_STATUSES,
  toInboxStatus,
  toPositionFilter,
  type InboxFilters,
} from './inbox-filters';

const STATUS_OPTIONS = INBOX_STATUSES.map((status) => ({
  value: status,
  label: INBOX_STATUS_LABELS[status],
}));
const POSITION_OPTIONS = [
  { value: '', label: 'All' },
  ...positions.map((position) => ({ value: position.id, label: position.title })),
];

/**
 * 'Show' (and for applications 'Position'), applied as soon as a choice is made: narrowing a list
 * moves neither focus nor the page, and a select has no half-typed state to wait for. 'Refresh
 * list' asks again, for new arrivals and to drop items that were just handled or reopened.
 */
export function InboxFiltersForm({
  label,
  applied,
  withPosition,
  onChange,
  onRefresh,
}: {
  /** The form's accessible name, e.g. 'Message filters'. */
  label: string;
  applied: InboxFilters;
  withPosition: boolean;
  onChange: (filters: InboxFilters) => void;
  onRefresh: () => void;
}) {
  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={(event) => event.preventDefault()}
      className={`grid items-end gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 ${
        withPosition
          ? 'sm:grid-cols-[minmax(0,14rem)_minmax(0,20rem)_1fr]'
          : 'sm:grid-cols-[minmax(0,14rem)_1fr]'
      }`}
    >
      <FilterSelect
        id="inbox-status"
        label="Show"
        name="status"
        value={applied.status}
        options={STATUS_OPTIONS}
        onChange={(value) => onChange({ ...applied, status: toInboxStatus(value) })}
      />
      {withPosition ? (
        <FilterSelect
          id="inbox-position"
          label="Position"
          name="position"
          value={applied.position}
          options={POSITION_OPTIONS}
          onChange={(value) => onChange({ ...applied, position: toPositionFilter(value) })}
        />
      ) : null}
      <Button variant="outline" onClick={onRefresh} className="sm:justify-self-end">
        Refresh list
      </Button>
    </form>
  );
}
