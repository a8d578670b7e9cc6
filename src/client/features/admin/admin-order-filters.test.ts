import { describe, expect, it } from 'vitest';
import {
  adminOrdersPath,
  DEFAULT_ORDER_FILTERS,
  orderCountLabel,
  parseOrderFilters,
  serializeOrderFilters,
} from './admin-order-filters';

const ALL = { status: '', method: '', paid: '', q: '' } as const;

describe('admin order filters', () => {
  it('reads status, method, how paid and search from the address, ignoring unknown values', () => {
    expect(parseOrderFilters('?status=Rejected&method=nagad&paid=manual&q=%20017%20')).toEqual({
      status: 'rejected',
      method: 'nagad',
      paid: 'manual',
      q: '017',
    });
    expect(parseOrderFilters('?status=all&method=card&paid=cash')).toEqual(ALL);
  });

  it('opens on the pending queue: no status, or an unknown one, is pending', () => {
    expect(DEFAULT_ORDER_FILTERS).toEqual({ status: 'pending', method: '', paid: '', q: '' });
    expect(parseOrderFilters('')).toEqual(DEFAULT_ORDER_FILTERS);
    expect(parseOrderFilters('?status=paid')).toEqual(DEFAULT_ORDER_FILTERS);
    expect(serializeOrderFilters(DEFAULT_ORDER_FILTERS)).toBe('');
    expect(adminOrdersPath(DEFAULT_ORDER_FILTERS)).toBe('/api/admin/orders?status=pending');
  });

  it('writes only the filters that are set, and asks the API for the same orders', () => {
    const filters = {
      status: 'rejected',
      method: 'bkash',
      paid: 'bkash_checkout',
      q: ' a@b.com ',
    } as const;
    expect(serializeOrderFilters(filters)).toBe(
      '?status=rejected&method=bkash&paid=bkash_checkout&q=a%40b.com',
    );
    expect(adminOrdersPath(filters)).toBe(
      '/api/admin/orders?status=rejected&method=bkash&paid=bkash_checkout&q=a%40b.com',
    );
    expect(parseOrderFilters(serializeOrderFilters(filters))).toEqual({ ...filters, q: 'a@b.com' });
    // Every status: 'all' in the address, no status for the API.
    expect(serializeOrderFilters(ALL)).toBe('?status=all');
    expect(adminOrdersPath(ALL)).toBe('/api/admin/orders');
    expect(parseOrderFilters(serializeOrderFilters(ALL))).toEqual(ALL);
  });

  it('counts orders', () => {
    expect([0, 1, 12].map(orderCountLabel)).toEqual(['0 orders', '1 order', '12 orders']);
  });
});
