import { describe, expect, it } from 'vitest';
import {
  adminOrdersPath,
  NO_ORDER_FILTERS,
  orderCountLabel,
  parseOrderFilters,
  serializeOrderFilters,
} from './admin-order-filters';

describe('admin order filters', () => {
  it('reads status, method and search from the address, ignoring unknown values', () => {
    expect(parseOrderFilters('?status=Pending&method=nagad&q=%20017%20')).toEqual({
      status: 'pending',
      method: 'nagad',
      q: '017',
    });
    expect(parseOrderFilters('?status=paid&method=card')).toEqual(NO_ORDER_FILTERS);
    expect(parseOrderFilters('')).toEqual(NO_ORDER_FILTERS);
  });

  it('writes only the filters that are set, and asks the API with the same query', () => {
    expect(serializeOrderFilters(NO_ORDER_FILTERS)).toBe('');
    const filters = { status: 'rejected', method: 'bkash', q: ' a@b.com ' } as const;
    expect(serializeOrderFilters(filters)).toBe('?status=rejected&method=bkash&q=a%40b.com');
    expect(adminOrdersPath(filters)).toBe(
      '/api/admin/orders?status=rejected&method=bkash&q=a%40b.com',
    );
    expect(adminOrdersPath(NO_ORDER_FILTERS)).toBe('/api/admin/orders');
    expect(parseOrderFilters(serializeOrderFilters(filters))).toEqual({ ...filters, q: 'a@b.com' });
  });

  it('counts orders', () => {
    expect([0, 1, 12].map(orderCountLabel)).toEqual(['0 orders', '1 order', '12 orders']);
  });
});
