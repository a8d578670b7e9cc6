import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { FilterSearch, FilterSelect } from '../../components/ui/filter-select';
import {
  ORDER_PAID_VIA,
  ORDER_PAID_VIA_LABELS,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
} from '../../../shared/schemas/order-labels';
import {
  toMethodFilter,
  toPaidFilter,
  toStatusFilter,
  type AdminOrderFilters,
} from './admin-order-filters';

// 'all', not '': no status in the address is the pending queue the page opens on.
const ALL_STATUSES = 'all';
const STATUS_OPTIONS = [
  { value: ALL_STATUSES, label: 'All' },
  ...ORDER_STATUSES.map((status) => ({ value: status, label: ORDER_STATUS_LABELS[status] })),
  { value: 'refund', label: 'Refund requests' },
];
const METHOD_OPTIONS = [
  { value: '', label: 'All' },
  ...PAYMENT_METHODS.map((method) => ({ value: method, label: PAYMENT_METHOD_LABELS[method] })),
];
const PAID_OPTIONS = [
  { value: '', label: 'Any way' },
  ...ORDER_PAID_VIA.map((paid) => ({ value: paid, label: ORDER_PAID_VIA_LABELS[paid] })),
];

/**
 * Status, method, how it was paid and search; applied together on 'Search' (one request per decision, not one per
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
  if (
    shown.status !== applied.status ||
    shown.method !== applied.method ||
    shown.paid !== applied.paid ||
    shown.q !== applied.q
  ) {
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
      className="grid items-end gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-3 sm:p-6 lg:grid-cols-[1fr_1fr_1fr_2fr_auto]"
    >
      <FilterSelect
        id="order-status"
        label="Status"
        name="status"
        value={draft.status || ALL_STATUSES}
        options={STATUS_OPTIONS}
        onChange={(value) => setDraft({ ...draft, status: toStatusFilter(value) })}
      />
      <FilterSelect
        id="order-method"
        label="Method"
        name="method"
        value={draft.method}
        options={METHOD_OPTIONS}
        onChange={(value) => setDraft({ ...draft, method: toMethodFilter(value) })}
      />
      <FilterSelect
        id="order-paid"
        label="How paid"
        name="paid"
        value={draft.paid}
        options={PAID_OPTIONS}
        onChange={(value) => setDraft({ ...draft, paid: toPaidFilter(value) })}
      />
      <FilterSearch
        id="order-search"
        className="sm:col-span-3 lg:col-span-1"
        placeholder="Transaction ID, mobile number or email"
        value={draft.q}
        onChange={(q) => setDraft({ ...draft, q })}
      />
      <Button type="submit" className="sm:col-span-3 lg:col-span-1">
        Search
      </Button>
    </form>
  );
}
