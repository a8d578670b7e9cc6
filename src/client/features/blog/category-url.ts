import { useSyncExternalStore } from 'react';
import { categorySearch, parseCategory, type BlogFilter } from './blog-filter';

/**
 * The selected blog category lives in the URL (?category=), so a filtered list can be shared and
 * survives a reload. `history.replaceState` fires no event, so writers notify subscribers here.
 */
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

/** The category in the address bar; the prerendered page (no URL yet) shows 'All'. */
export function useBlogCategory(): BlogFilter {
  const search = useSyncExternalStore(
    subscribe,
    () => location.search,
    () => '',
  );
  return parseCategory(search);
}

export function selectBlogCategory(category: BlogFilter) {
  const search = categorySearch(location.search, category);
  history.replaceState(history.state, '', `${location.pathname}${search}${location.hash}`);
  for (const listener of listeners) listener();
}
