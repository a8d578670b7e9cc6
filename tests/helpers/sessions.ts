import type { SessionState } from '../../src/client/lib/session';

/** The sessions a client view meets: staff, a learner, and nobody signed in. */
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
