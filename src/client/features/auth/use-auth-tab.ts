import { useSyncExternalStore } from 'react';
import { tabFromSearch, type AuthTab } from './auth-form';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

/**
 * The selected /auth tab lives in the URL (`?tab=signup`), so links and reloads keep it. The
 * prerendered HTML (and hydration) always shows Sign In; the URL's tab applies right after.
 */
export function useAuthTab(): [AuthTab, (tab: AuthTab) => void] {
  const search = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => '',
  );
  const select = (tab: AuthTab) => {
    const url = new URL(window.location.href);
    if (tab === 'signup') url.searchParams.set('tab', 'signup');
    else url.searchParams.delete('tab');
    window.history.replaceState(window.history.state, '', url);
    for (const listener of listeners) listener();
  };
  return [tabFromSearch(search), select];
}
