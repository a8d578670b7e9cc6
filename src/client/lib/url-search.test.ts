// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getServerUrlSearch, getUrlSearch, setUrlSearch, subscribeUrlSearch } from './url-search';

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('url search store', () => {
  it('reads the current query string; the server snapshot is empty', () => {
    window.history.replaceState(null, '', '/courses?q=docker');
    expect(getUrlSearch()).toBe('?q=docker');
    expect(getServerUrlSearch()).toBe('');
  });

  it('replaces the query string in place and notifies subscribers', () => {
    window.history.replaceState(null, '', '/courses#top');
    const before = window.history.length;
    const listener = vi.fn();
    const unsubscribe = subscribeUrlSearch(listener);

    setUrlSearch('?level=beginner');
    expect(window.location.pathname).toBe('/courses');
    expect(window.location.search).toBe('?level=beginner');
    expect(window.location.hash).toBe('#top');
    expect(window.history.length).toBe(before);
    expect(listener).toHaveBeenCalledTimes(1);

    setUrlSearch('');
    expect(window.location.search).toBe('');
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('does not notify when nothing changes, nor after unsubscribing', () => {
    window.history.replaceState(null, '', '/courses?q=x');
    const listener = vi.fn();
    const unsubscribe = subscribeUrlSearch(listener);
    setUrlSearch('?q=x');
    expect(listener).not.toHaveBeenCalled();
    unsubscribe();
    setUrlSearch('?q=y');
    expect(listener).not.toHaveBeenCalled();
  });

  it('accepts a query without the leading question mark', () => {
    window.history.replaceState(null, '', '/course/x');
    setUrlSearch('tab=labs');
    expect(window.location.search).toBe('?tab=labs');
  });

  it('notifies on back and forward navigation (popstate)', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeUrlSearch(listener);
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
