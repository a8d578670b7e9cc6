import { setUrlSearch, useUrlSearch } from '../../lib/url-search';
import { tabFromSearch, type AuthTab } from './auth-form';

/**
 * The selected /auth tab lives in the URL (`?tab=signup`), so links and reloads keep it. The
 * prerendered HTML (and hydration) always shows Sign In; the URL's tab applies right after.
 */
export function useAuthTab(): [AuthTab, (tab: AuthTab) => void] {
  const search = useUrlSearch();
  const select = (tab: AuthTab) => {
    const params = new URLSearchParams(window.location.search);
    if (tab === 'signup') params.set('tab', 'signup');
    else params.delete('tab');
    setUrlSearch(params.toString());
  };
  return [tabFromSearch(search), select];
}
