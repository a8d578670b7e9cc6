import { beforeEach, vi } from 'vitest';
import type { SessionState } from '../../src/client/lib/session';
import { fakeApi, setupDom } from './dom';

export const STAFF: SessionState = {
  status: 'signed-in',
  email: 'rafi@shikhon.example',
  isStaff: true,
};
export const LEARNER: SessionState = {
  status: 'signed-in',
  email: 'nusrat@example.com',
  isStaff: false,
};
export const SIGNED_OUT: SessionState = { status: 'signed-out' };

/** A `getSession` for a staff view that answers `state`. */
export const sessionOf = (state: SessionState) => () => Promise.resolve(state);

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
