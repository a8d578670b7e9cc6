import { useSyncExternalStore } from 'react';

/**
 * The page's query string as an external store: read during render without breaking hydration
 * (the server snapshot is '', so prerendered HTML is the unfiltered page), written with
 * history.replaceState so the address can be shared and survives a reload.
 */
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

export function subscribeUrlSearch(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

export function getUrlSearch(): string {
  return window.location.search;
}

export function getServerUrlSearch(): string {
  return '';
}

/** Replaces the query string ('' or '?a=b') in place, keeping the path and hash. */
export function setUrlSearch(search: string) {
  const { pathname, hash } = window.location;
  const query =
    search === '' || search === '?' ? '' : search.startsWith('?') ? search : `?${search}`;
  if (query === window.location.search) return;
  window.history.replaceState(window.history.state, '', `${pathname}${query}${hash}`);
  notify();
}

export function useUrlSearch(): string {
  return useSyncExternalStore(subscribeUrlSearch, getUrlSearch, getServerUrlSearch);
}

/**
 * Like useUrlSearch, but null until hydrated: for a page whose content depends on the query
 * (a reset link's token), so its prerendered HTML shows neither answer.
 */
export function useHydratedUrlSearch(): string | null {
  return useSyncExternalStore<string | null>(subscribeUrlSearch, getUrlSearch, () => null);
}
