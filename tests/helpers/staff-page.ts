import { beforeEach, vi } from 'vitest';
import { fakeApi, setupDom } from './dom';

/**
 * What every staff view test sets up: the DOM, the fake API, a `signedOut` spy that starts each
 * test uncalled, and the page's text and calls to the staff API.
 */
export function setupStaffPage() {
  const dom = setupDom();
  const api = fakeApi();
  const signedOut = vi.fn<() => void>();
  beforeEach(() => {
    signedOut.mockReset();
  });
  return {
    dom,
    container: dom.container,
    ...api,
    signedOut,
    text: () => dom.container.textContent ?? '',
    adminCalls: () => api.calls.filter((call) => call.url.startsWith('/api/admin/')),
  };
}
