import { Button } from '../../components/ui/button';
import type { AuthMode, AuthValues } from './auth-form';
import { CredentialsForm } from './credentials-form';
import { GoogleButton } from './google-button';
import { forgotPassword, resend, type Attempt } from './use-auth-attempts';
import { localePath } from '../../i18n/locale-path';
import { authCopy } from './auth.copy';

const copy = authCopy.panel;

/** One tab's panel: Google, or email and password (and resending the verification email). */
export function AuthPanel({
  mode,
  attempt,
  unverifiedEmail,
  google,
  submit,
}: {
  mode: AuthMode;
  attempt: Attempt | null;
  unverifiedEmail: string | null;
  google: () => Promise<void>;
  submit: (mode: AuthMode, values: AuthValues) => Promise<void>;
}) {
  const busy = attempt !== null;
  return (
    <div className="space-y-6">
      <h2 className="text-lg font-bold text-slate-900">
        {mode === 'sign-in' ? copy.signInTitle : copy.signUpTitle}
      </h2>
      <GoogleButton
        disabled={busy}
        connecting={attempt === 'google'}
        onClick={() => void google()}
      />
      <div className="flex items-center gap-3" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-300" />
        <span className="text-sm font-medium text-slate-700">{copy.or}</span>
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
          <p>{copy.unverified(unverifiedEmail)}</p>
          <Button
            variant="outline"
            size="sm"
            className="mt-3"
            onClick={() => void resend(unverifiedEmail)}
          >
            {copy.resend}
          </Button>
        </div>
      ) : null}
      <p className="text-center text-sm text-slate-700">
        {mode === 'sign-in' ? copy.newHere : copy.haveAccount}
        <a
          href={localePath(mode === 'sign-in' ? '/auth?tab=signup' : '/auth')}
          className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
        >
          {mode === 'sign-in' ? copy.createAccount : copy.signInInstead}
        </a>
      </p>
    </div>
  );
}
