import { describe, expect, it } from 'vitest';
import {
  countLabel,
  DEFAULT_INBOX_FILTERS,
  inboxApiQuery,
  matchesStatus,
  parseInboxFilters,
  serializeInboxFilters,
} from './inbox-filters';

describe('staff inbox filters', () => {
  it('reads status and position from the address, open and every position by default', () => {
    expect(parseInboxFilters('?status=Handled&position=frontend-engineer')).toEqual({
      status: 'handled',
      position: 'frontend-engineer',
    });
    expect(parseInboxFilters('?status=all')).toEqual({ status: 'all', position: '' });
    expect(parseInboxFilters('?status=closed&position=astronaut')).toEqual(DEFAULT_INBOX_FILTERS);
    expect(parseInboxFilters('')).toEqual(DEFAULT_INBOX_FILTERS);
  });

  it('keeps the address bare for the default and round-trips the rest', () => {
    expect(serializeInboxFilters(DEFAULT_INBOX_FILTERS)).toBe('');
    expect(serializeInboxFilters({ status: 'open', position: 'community-manager' })).toBe(
      '?position=community-manager',
    );
    const filters = { status: 'handled', position: 'frontend-engineer' } as const;
    expect(serializeInboxFilters(filters)).toBe('?status=handled&position=frontend-engineer');
    expect(parseInboxFilters(serializeInboxFilters(filters))).toEqual(filters);
  });

  it('asks the server for open or handled items, and for everything with no status', () => {
    expect(inboxApiQuery('open')).toBe('?status=open');
    expect(inboxApiQuery('handled')).toBe('?status=handled');
    expect(inboxApiQuery('all')).toBe('');
  });

  it('tells whether an item still fits the status it was loaded under', () => {
    const at = '2026-11-21T10:05:00.000Z';
    expect(matchesStatus('open', null)).toBe(true);
    expect(matchesStatus('open', at)).toBe(false);
    expect(matchesStatus('handled', at)).toBe(true);
    expect(matchesStatus('handled', null)).toBe(false);
    expect(matchesStatus('all', at) && matchesStatus('all', null)).toBe(true);
  });

  it('counts', () => {
    expect([0, 1, 12].map((count) => countLabel(count, 'message'))).toEqual([
      '0 messages',
      '1 message',
      '12 messages',
    ]);
  });
});
