/**
 * The page's query string as an external store: read it with
 * `useSyncExternalStore(subscribeToSearch, () => location.search, () => '')` so the prerendered
 * HTML (no query) and the first client render match, then the real filters apply.
 */

const listeners = new Set<() => void>();

export function subscribeToSearch(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

/** Replaces the query string without adding a history entry, then tells subscribers. */
export function replaceSearch(search: string) {
  const { pathname, hash } = window.location;
  if (search === window.location.search) return;
  window.history.replaceState(window.history.state, '', `${pathname}${search}${hash}`);
  for (const listener of listeners) listener();
}
