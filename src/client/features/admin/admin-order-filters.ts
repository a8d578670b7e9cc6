import {
  PAYMENT_METHODS,
  type OrderFilterStatus,
  type PaymentMethod,
} from '../../../shared/schemas/order';
import { ORDER_FILTER_STATUSES } from '../../../shared/schemas/order-filters';

/** The review list's filters as the page keeps them in its address; '' means any. */
export interface AdminOrderFilters {
  /** An order status, or 'refund': orders with a refund request. */
  status: OrderFilterStatus | '';
  method: PaymentMethod | '';
  q: string;
}

export const NO_ORDER_FILTERS: AdminOrderFilters = { status: '', method: '', q: '' };

function pick<T extends string>(allowed: readonly T[], value: string | null): T | '' {
  const wanted = value?.trim().toLowerCase();
  return allowed.find((item) => item === wanted) ?? '';
}

export const toStatusFilter = (value: string | null) => pick(ORDER_FILTER_STATUSES, value);
export const toMethodFilter = (value: string | null) => pick(PAYMENT_METHODS, value);

/** '?status=pending&q=017' → filters; unknown values are ignored rather than sent on. */
export function parseOrderFilters(search: string): AdminOrderFilters {
  const params = new URLSearchParams(search);
  return {
    status: toStatusFilter(params.get('status')),
    method: toMethodFilter(params.get('method')),
    q: (params.get('q') ?? '').trim(),
  };
}

/** Filters → '?status=pending&method=bkash&q=…', or '' when none is set. */
export function serializeOrderFilters(filters: AdminOrderFilters): string {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.method) params.set('method', filters.method);
  const q = filters.q.trim();
  if (q) params.set('q', q);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The list call for these filters: the same query string as the page's own address. */
export function adminOrdersPath(filters: AdminOrderFilters): string {
  return `/api/admin/orders${serializeOrderFilters(filters)}`;
}

/** '0 orders', '1 order', '12 orders'. */
export function orderCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'order' : 'orders'}`;
}
