import { toast } from '../../components/ui/toast-store';
import { apiRequest } from '../../lib/api-client';
import { forgetSession } from '../../lib/session';

/** Ends the session on the server (the cookie stops working) and goes home. */
export async function signOut() {
  const result = await apiRequest('/api/auth/sign-out', { body: {} });
  if (!result.ok) {
    toast({ title: 'Sign out failed', description: result.message, variant: 'destructive' });
    return;
  }
  forgetSession();
  window.location.assign('/');
}
