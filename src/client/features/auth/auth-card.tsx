import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Tabs } from '../../components/ui/tabs';
import { flashToast, toast } from '../../components/ui/toast-store';
import {
  requestPasswordReset,
  resendVerification,
  signInWithEmail,
  signUpWithEmail,
  startGoogleSignIn,
} from './auth-api';
import { FAILURE_TITLES, type AuthMode, type AuthValues } from './auth-form';
import { CredentialsForm } from './credentials-form';
import { GoogleButton } from './google-button';
import { returnPathFrom, signInHref } from '../../lib/return-to';
import { forgetSession, useSession } from '../../lib/session';
import { useAuthTab } from './use-auth-tab';

type Attempt = AuthMode | 'google';

/** better-auth's error codes on the way back from Google, in words. */
export function googleErrorMessage(code: string): string {
  switch (code) {
    case 'account_not_linked':
    case 'unable_to_link_account':
      return 'This email already has an account that is not verified yet. Verify it with the link we mailed you, then use Google again.';
    case 'email_not_verified':
      return 'Google did not confirm this email address. We have mailed you a link to verify it.';
    default:
      return 'Google did not complete the sign-in. Please try again.';
  }
}

const UNVERIFIED_MESSAGE =
  'Please verify your email address first: open the link we sent you. You can ask for a new one below.';

/** The Sign In / Sign Up card: email and password, or Google (docs/product-rules.md, Accounts and Toasts). */
export function AuthCard({
  navigate = (href) => window.location.assign(href),
}: {
  /** Where a successful sign-in leads (tests pass their own). */
  navigate?: (href: string) => void;
} = {}) {
  const [tab, selectTab] = useAuthTab();
  const session = useSession();
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  // Disabling the controls drops keyboard focus; give it back once they are enabled again.
  const returnFocus = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (attempt !== null || !returnFocus.current) return;
    returnFocus.current.focus();
    returnFocus.current = null;
  }, [attempt]);

  // A signed-in visitor has nothing to do here: on to the page that sent them, if any.
  useEffect(() => {
    if (session.status === 'signed-in') {
      window.location.replace(returnPathFrom(window.location.search));
    }
  }, [session.status]);

  // Back from a failed Google sign-in: better-auth appends ?error=<code> to our error URL.
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    if (params.get('from') !== 'google' || !params.get('error')) return;
    toast({
      title: FAILURE_TITLES.google,
      description: googleErrorMessage(params.get('error') ?? ''),
      variant: 'destructive',
    });
    const next = returnPathFrom(window.location.search, '');
    window.history.replaceState(null, '', next ? signInHref(next) : '/auth');
  }, []);

  const begin = (kind: Attempt) => {
    returnFocus.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setAttempt(kind);
  };

  const submit = async (mode: AuthMode, values: AuthValues) => {
    begin(mode);
    if (mode === 'sign-in') {
      const result = await signInWithEmail(values.email, values.password);
      if (result.ok) {
        setUnverifiedEmail(null);
        forgetSession();
        flashToast({ title: 'Welcome back!', description: 'You have successfully signed in.' });
        navigate(returnPathFrom(window.location.search));
        return;
      }
      const unverified = result.code === 'email_not_verified';
      setUnverifiedEmail(unverified ? values.email : null);
      toast({
        title: FAILURE_TITLES['sign-in'],
        description: unverified ? UNVERIFIED_MESSAGE : result.message,
        variant: 'destructive',
      });
    } else {
      const result = await signUpWithEmail(values.email, values.password);
      if (result.ok) {
        toast({
          title: 'Account created!',
          description: 'Please check your email to verify your account.',
        });
      } else {
        toast({
          title: FAILURE_TITLES['sign-up'],
          description: result.message,
          variant: 'destructive',
        });
      }
    }
    setAttempt(null);
  };

  const google = async () => {
    begin('google');
    const result = await startGoogleSignIn(returnPathFrom(window.location.search));
    if (result.ok && result.data.url) {
      window.location.assign(result.data.url);
      return;
    }
    toast({
      title: FAILURE_TITLES.google,
      description: result.ok ? 'Google did not answer. Please try again.' : result.message,
      variant: 'destructive',
    });
    setAttempt(null);
  };

  const forgotPassword = async (email: string) => {
    const result = await requestPasswordReset(email);
    toast(
      result.ok
        ? {
            title: 'Check your email',
            description: `If an account exists for ${email}, we have sent it a link to choose a new password.`,
          }
        : {
            title: 'Could not send the reset link',
            description: result.message,
            variant: 'destructive',
          },
    );
  };

  const resend = async (email: string) => {
    const result = await resendVerification(email);
    toast(
      result.ok
        ? { title: 'Verification email sent', description: `Check your inbox at ${email}.` }
        : {
            title: 'Could not send the email',
            description: result.message,
            variant: 'destructive',
          },
    );
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
        onClick={() => void google()}
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
        onValid={(values) => void submit(mode, values)}
        onForgotPassword={mode === 'sign-in' ? (email) => void forgotPassword(email) : undefined}
      />
      {mode === 'sign-in' && unverifiedEmail ? (
        <div className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          <p>Your email address {unverifiedEmail} is not verified yet.</p>
          <Button
            variant="outline"
            size="sm"
            className="mt-3"
            onClick={() => void resend(unverifiedEmail)}
          >
            Resend verification email
          </Button>
        </div>
      ) : null}
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
