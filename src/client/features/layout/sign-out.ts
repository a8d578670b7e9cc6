import { toast } from '../../components/ui/toast-store';
import { apiRequest } from '../../lib/api-client';
import { forgetSession } from '../../lib/session';
import { layoutCopy } from './layout.copy';
import { localePath } from '../../i18n/locale-path';

/** Ends the session on the server (the cookie stops working) and goes home. */
export async function signOut() {
  const result = await apiRequest('/api/auth/sign-out', { body: {} });
  if (!result.ok) {
    toast({ title: layoutCopy.signOutFailed, description: result.message, variant: 'destructive' });
    return;
  }
  forgetSession();
  window.location.assign(localePath('/'));
}
