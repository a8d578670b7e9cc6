import { useEffect, useRef, useState } from 'react';
import { flashToast, toast } from '../../components/ui/toast-store';
import {
  ADOPT_LANGUAGE_PARAM,
  adoptPageLanguage,
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
import { PAGE_LOCALE } from '../../i18n/page-locale.copy';
import { authCopy } from './auth.copy';

const copy = authCopy.toasts;
const { server } = authCopy.errors;

export type Attempt = AuthMode | 'google';

/** better-auth's error codes on the way back from Google, in words. */
export function googleErrorMessage(code: string): string {
  switch (code) {
    case 'account_not_linked':
    case 'unable_to_link_account':
      return authCopy.google.notLinked;
    case 'email_not_verified':
      return authCopy.google.notVerified;
    default:
      return authCopy.google.failed;
  }
}

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
        // Signed in on the Bangla site: the academy's mail to this learner follows (auth-api.ts).
        if (PAGE_LOCALE !== 'en') await adoptPageLanguage().catch(() => undefined);
        flashToast(copy.signedIn);
        navigate(returnPathFrom(window.location.search));
        return;
      }
      const unverified = result.code === 'email_not_verified';
      setUnverifiedEmail(unverified ? values.email : null);
      toast({
        title: FAILURE_TITLES['sign-in'],
        description: unverified ? copy.unverified : server(result),
        variant: 'destructive',
      });
    } else {
      const result = await signUpWithEmail(values.name, values.email, values.password);
      if (result.ok) {
        toast(copy.signedUp);
      } else {
        toast({
          title: FAILURE_TITLES['sign-up'],
          description: server(result),
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
      description: result.ok ? authCopy.google.noAnswer : server(result),
      variant: 'destructive',
    });
    setAttempt(null);
  };

  return { attempt, unverifiedEmail, submit, google };
}

/** Leaves a signed-in visitor on their way, and explains a failed Google sign-in. */
export function useAuthPageEffects(sessionStatus: string) {
  // A signed-in visitor has nothing to do here: on to the page that sent them, if any. Back
  // signed in from the verification link or Google on the Bangla site, the learner's mail
  // language becomes Bangla first (auth-api.ts).
  useEffect(() => {
    if (sessionStatus !== 'signed-in') return;
    const search = window.location.search;
    const onward = () => window.location.replace(localePath(returnPathFrom(search)));
    if (PAGE_LOCALE !== 'en' && new URLSearchParams(search).has(ADOPT_LANGUAGE_PARAM)) {
      void adoptPageLanguage()
        .catch(() => undefined)
        .finally(onward);
    } else {
      onward();
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
    window.history.replaceState(null, '', next ? signInHref(next) : localePath('/auth'));
  }, []);
}

export async function forgotPassword(email: string) {
  const result = await requestPasswordReset(email);
  toast(
    result.ok
      ? { title: copy.resetSent.title, description: copy.resetSent.description(email) }
      : {
          title: copy.resetFailed,
          description: server(result),
          variant: 'destructive',
        },
  );
}

export async function resend(email: string) {
  const result = await resendVerification(email);
  toast(
    result.ok
      ? {
          title: copy.verificationSent.title,
          description: copy.verificationSent.description(email),
        }
      : {
          title: copy.verificationFailed,
          description: server(result),
          variant: 'destructive',
        },
  );
}
