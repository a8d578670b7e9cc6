import {
  ORDER_PAID_VIA,
  PAYMENT_METHODS,
  type OrderFilterStatus,
  type OrderPaidVia,
  type PaymentMethod,
} from '../../../shared/schemas/order-labels';
import { ORDER_FILTER_STATUSES } from '../../../shared/schemas/order-filters';

/** The review list's filters as the page keeps them in its address; '' means any. */
export interface AdminOrderFilters {
  /** An order status, 'refund' (orders with a refund request), or '' for all orders. */
  status: OrderFilterStatus | '';
  method: PaymentMethod | '';
  /** How the payment was confirmed (bKash automatic, checked with bKash, manual), or '' for any. */
  paid: OrderPaidVia | '';
  q: string;
}

/** What /admin/orders opens on: the queue of payments awaiting verification. */
export const DEFAULT_ORDER_FILTERS: AdminOrderFilters = {
  status: 'pending',
  method: '',
  paid: '',
  q: '',
};

/** Every order: the filters 'Show all orders' applies. */
export const ALL_ORDER_FILTERS: AdminOrderFilters = { status: '', method: '', paid: '', q: '' };

/** The address's word for "every status" (no status means the pending queue). */
const ALL_STATUSES = 'all';

function pick<T extends string>(allowed: readonly T[], value: string | null): T | '' {
  const wanted = value?.trim().toLowerCase();
  return allowed.find((item) => item === wanted) ?? '';
}

export const toStatusFilter = (value: string | null) => pick(ORDER_FILTER_STATUSES, value);
export const toMethodFilter = (value: string | null) => pick(PAYMENT_METHODS, value);
export const toPaidFilter = (value: string | null) => pick(ORDER_PAID_VIA, value);

/**
 * '?status=rejected&q=017' → filters. No status (or an unknown one) is the pending queue, and
 * 'all' is every status; unknown methods are ignored rather than sent on.
 */
export function parseOrderFilters(search: string): AdminOrderFilters {
  const params = new URLSearchParams(search);
  const status = params.get('status');
  return {
    status:
      status?.trim().toLowerCase() === ALL_STATUSES
        ? ''
        : toStatusFilter(status) || DEFAULT_ORDER_FILTERS.status,
    method: toMethodFilter(params.get('method')),
    paid: toPaidFilter(params.get('paid')),
    q: (params.get('q') ?? '').trim(),
  };
}

function queryOf(status: string, filters: AdminOrderFilters): string {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (filters.method) params.set('method', filters.method);
  if (filters.paid) params.set('paid', filters.paid);
  const q = filters.q.trim();
  if (q) params.set('q', q);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Filters → the page's address: '' for the pending queue, '?status=all&q=…' for every order. */
export function serializeOrderFilters(filters: AdminOrderFilters): string {
  const status =
    filters.status === DEFAULT_ORDER_FILTERS.status ? '' : filters.status || ALL_STATUSES;
  return queryOf(status, filters);
}

/** The list call for these filters: the API reads no status as every status. */
export function adminOrdersPath(filters: AdminOrderFilters): string {
  return `/api/admin/orders${queryOf(filters.status, filters)}`;
}

/** '0 orders', '1 order', '12 orders'. */
export function orderCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'order' : 'orders'}`;
}
