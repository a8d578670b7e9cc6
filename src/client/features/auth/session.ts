/**
 * The visitor's session as the UI sees it. Accounts arrive with the accounts issue; until then
 * everybody is signed out, and actions that need an account send the visitor to /auth.
 */
export interface SessionState {
  status: 'signed-out' | 'signed-in';
  email?: string;
}

const SIGNED_OUT: SessionState = { status: 'signed-out' };

export function useSession(): SessionState {
  return SIGNED_OUT;
}
