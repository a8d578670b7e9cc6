import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { SearchIcon } from '../../components/ui/icons';
import {
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
} from '../../../shared/schemas/order';
import { toMethodFilter, toStatusFilter, type AdminOrderFilters } from './admin-order-filters';

const fieldClasses =
  'min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm placeholder:text-slate-600 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600/30';
const labelClasses = 'mb-1.5 block text-sm font-semibold text-slate-800';

/**
 * Status, method and search; applied together on 'Search' (one request per decision, not one per
 * keystroke). The form shows the filters in force until the reviewer edits it.
 */
export function OrderFiltersForm({
  applied,
  onApply,
}: {
  applied: AdminOrderFilters;
  onApply: (filters: AdminOrderFilters) => void;
}) {
  const [draft, setDraft] = useState(applied);
  const [shown, setShown] = useState(applied);
  // The address changed under the form (back button, first read after hydration): follow it.
  if (shown.status !== applied.status || shown.method !== applied.method || shown.q !== applied.q) {
    setShown(applied);
    setDraft(applied);
  }

  return (
    <form
      role="search"
      aria-label="Order filters"
      method="get"
      action="/admin/orders"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(draft);
      }}
      className="grid items-end gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-6 lg:grid-cols-[1fr_1fr_2fr_auto]"
    >
      <div>
        <label htmlFor="order-status" className={labelClasses}>
          Status
        </label>
        <select
          id="order-status"
          name="status"
          value={draft.status}
          onChange={(event) => setDraft({ ...draft, status: toStatusFilter(event.target.value) })}
          className={fieldClasses}
        >
          <option value="">All</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {ORDER_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="order-method" className={labelClasses}>
          Method
        </label>
        <select
          id="order-method"
          name="method"
          value={draft.method}
          onChange={(event) => setDraft({ ...draft, method: toMethodFilter(event.target.value) })}
          className={fieldClasses}
        >
          <option value="">All</option>
          {PAYMENT_METHODS.map((method) => (
            <option key={method} value={method}>
              {PAYMENT_METHOD_LABELS[method]}
            </option>
          ))}
        </select>
      </div>
      <div className="sm:col-span-2 lg:col-span-1">
        <label htmlFor="order-search" className={labelClasses}>
          Search
        </label>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-600" />
          <input
            id="order-search"
            name="q"
            type="search"
            autoComplete="off"
            spellCheck={false}
            placeholder="Transaction ID, mobile number or email"
            value={draft.q}
            onChange={(event) => setDraft({ ...draft, q: event.target.value })}
            className={`${fieldClasses} pl-9`}
          />
        </div>
      </div>
      <Button type="submit" className="sm:col-span-2 lg:col-span-1">
        Search
      </Button>
    </form>
  );
}
