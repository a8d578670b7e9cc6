import { Button } from '../../components/ui/button';
import { positions } from '../../../shared/catalogue/careers';
import {
  INBOX_STATUS_LABELS,
  INBOX_STATUSES,
  toInboxStatus,
  toPositionFilter,
  type InboxFilters,
} from './inbox-filters';

const fieldClasses =
  'min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600/30';
const labelClasses = 'mb-1.5 block text-sm font-semibold text-slate-800';

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
      <div>
        <label htmlFor="inbox-status" className={labelClasses}>
          Show
        </label>
        <select
          id="inbox-status"
          name="status"
          value={applied.status}
          onChange={(event) => onChange({ ...applied, status: toInboxStatus(event.target.value) })}
          className={fieldClasses}
        >
          {INBOX_STATUSES.map((status) => (
            <option key={status} value={status}>
              {INBOX_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      {withPosition ? (
        <div>
          <label htmlFor="inbox-position" className={labelClasses}>
            Position
          </label>
          <select
            id="inbox-position"
            name="position"
            value={applied.position}
            onChange={(event) =>
              onChange({ ...applied, position: toPositionFilter(event.target.value) })
            }
            className={fieldClasses}
          >
            <option value="">All</option>
            {positions.map((position) => (
              <option key={position.id} value={position.id}>
                {position.title}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <Button variant="outline" onClick={onRefresh} className="sm:justify-self-end">
        Refresh list
      </Button>
    </form>
  );
}
