import { useEffect, useRef, useState } from 'react';
import { Tabs } from '../../components/ui/tabs';
import { toast } from '../../components/ui/toast-store';
import { ACCOUNTS_CLOSED_MESSAGE, FAILURE_TITLES, type AuthMode } from './auth-form';
import { CredentialsForm } from './credentials-form';
import { GoogleButton } from './google-button';
import { useAuthTab } from './use-auth-tab';

type Attempt = AuthMode | 'google';

/** How long the "working" state lasts until accounts exist and a real request replaces it. */
const ATTEMPT_MS = 700;

const wait = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/**
 * The Sign In / Sign Up card. Accounts open in a later issue: until then every valid attempt ends
 * in the spec's failure toast with a message that says so.
 */
export function AuthCard() {
  const [tab, selectTab] = useAuthTab();
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  // Disabling the controls drops keyboard focus; give it back once they are enabled again.
  const returnFocus = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (attempt !== null || !returnFocus.current) return;
    returnFocus.current.focus();
    returnFocus.current = null;
  }, [attempt]);

  const run = async (kind: Attempt) => {
    returnFocus.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setAttempt(kind);
    await wait(ATTEMPT_MS);
    toast({
      title: FAILURE_TITLES[kind],
      description: ACCOUNTS_CLOSED_MESSAGE,
      variant: 'destructive',
    });
    setAttempt(null);
  };

  const busy = attempt !== null;

  const panel = (mode: AuthMode) => (
    <div className="space-y-6">
      <h2 className="text-lg font-bold text-slate-900">
        {mode === 'sign-in' ? 'Sign in to your account' : 'Create your free account'}
      </h2>
      <GoogleButton
        disabled={busy}
        connecting={attempt === 'google'}
        onClick={() => void run('google')}
      />
      <div className="flex items-center gap-3" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-300" />
        <span className="text-sm font-medium text-slate-700">or</span>
        <span className="h-px flex-1 bg-slate-300" />
      </div>
      <CredentialsForm
        mode={mode}
        disabled={busy}
        submitting={attempt === mode}
        onValid={() => void run(mode)}
        onForgotPassword={
          mode === 'sign-in'
            ? () =>
                toast({
                  title: 'Password reset is not available yet',
                  description: ACCOUNTS_CLOSED_MESSAGE,
                })
            : undefined
        }
      />
      <p className="text-center text-sm text-slate-700">
        {mode === 'sign-in' ? 'New to Shikhon Academy? ' : 'Already have an account? '}
        <a
          href={mode === 'sign-in' ? '/auth?tab=signup' : '/auth'}
          className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
        >
          {mode === 'sign-in' ? 'Create an account' : 'Sign in instead'}
        </a>
      </p>
    </div>
  );

  return (
    <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-lg sm:p-8">
      <Tabs
        label="Sign in or sign up"
        selected={tab}
        onSelect={selectTab}
        className="[&_[role=tab]]:flex-1 [&>[role=tablist]]:w-full"
        items={[
          { key: 'signin', label: 'Sign In', panel: panel('sign-in') },
          { key: 'signup', label: 'Sign Up', panel: panel('sign-up') },
        ]}
      />
    </div>
  );
}
