import { useEffect, useRef, useState } from 'react';
import { flashToast, toast } from '../../components/ui/toast-store';
import {
  requestPasswordReset,
  resendVerification,
  signInWithEmail,
  signUpWithEmail,
  startGoogleSignIn,
} from './auth-api';
import { FAILURE_TITLES, type AuthMode, type AuthValues } from './auth-form';
import { returnPathFrom, signInHref } from '../../lib/return-to';
import { forgetSession } from '../../lib/session';
import { localePath } from '../../i18n/locale-path';

export type Attempt = AuthMode | 'google';

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
/** The sign-in, sign-up or Google attempt under way, and the email found unverified. */
export function useAuthAttempts(navigate: (href: string) => void) {
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  // Disabling the controls drops keyboard focus; give it back once they are enabled again.
  const returnFocus = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (attempt !== null || !returnFocus.current) return;
    returnFocus.current.focus();
    returnFocus.current = null;
  }, [attempt]);
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
      const result = await signUpWithEmail(values.name, values.email, values.password);
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

  return { attempt, unverifiedEmail, submit, google };
}

/** Leaves a signed-in visitor on their way, and explains a failed Google sign-in. */
export function useAuthPageEffects(sessionStatus: string) {
  // A signed-in visitor has nothing to do here: on to the page that sent them, if any.
  useEffect(() => {
    if (sessionStatus === 'signed-in') {
      window.location.replace(localePath(returnPathFrom(window.location.search)));
    }
  }, [sessionStatus]);

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
}

export async function forgotPassword(email: string) {
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
}

export async function resend(email: string) {
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
}
