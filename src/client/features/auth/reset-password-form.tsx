import { useId, useRef, useState, type FormEvent } from 'react';
import { Button, buttonClasses } from '../../components/ui/button';
import { useHydratedUrlSearch } from '../../lib/url-search';
import { flashToast } from '../../components/ui/toast-store';
import { resetPassword } from './auth-api';
import { MIN_PASSWORD_LENGTH } from './auth-form';
import { forgetSession } from '../../lib/session';
import { localePath } from '../../i18n/locale-path';
import { authCopy } from './auth.copy';

const copy = authCopy.reset;

/** The form behind the emailed reset link (/reset-password?token=…). */
export function ResetPasswordForm() {
  // Long: one form's markup; splitting would scatter its labels from their inputs.
  // null while prerendered and hydrating: the token is in the address, not in the HTML.
  const search = useHydratedUrlSearch();
  const params = new URLSearchParams(search ?? '');
  const token = params.get('token');
  const linkError = params.get('error');
  const id = useId();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string; form?: string }>({});
  const [saving, setSaving] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);

  if (search === null) {
    return <p className="text-slate-700">{copy.loading}</p>;
  }
  if (!token || linkError) {
    return (
      <div className="space-y-4">
        <p className="text-slate-800">{copy.linkExpired}</p>
        <a href={localePath('/auth')} className={buttonClasses('primary', 'md')}>
          {copy.goToSignIn}
        </a>
      </div>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (password.length < MIN_PASSWORD_LENGTH) {
      found.password = authCopy.errors.passwordTooShort(MIN_PASSWORD_LENGTH);
    }
    if (confirm !== password) found.confirm = copy.mismatch;
    setErrors(found);
    if (found.password) return passwordRef.current?.focus();
    if (found.confirm) return confirmRef.current?.focus();
    setSaving(true);
    const result = await resetPassword(token, password);
    if (result.ok) {
      forgetSession();
      flashToast(copy.changed);
      window.location.assign(localePath('/auth'));
      return;
    }
    setSaving(false);
    setErrors({
      form: result.code === 'invalid_token' ? copy.invalidToken : authCopy.errors.server(result),
    });
  };

  const field = (
    key: 'password' | 'confirm',
    label: string,
    value: string,
    onChange: (next: string) => void,
    ref: React.RefObject<HTMLInputElement | null>,
  ) => (
    <div>
      <label htmlFor={`${id}-${key}`} className="block text-sm font-semibold text-slate-900">
        {label}
      </label>
      <input
        ref={ref}
        id={`${id}-${key}`}
        type="password"
        autoComplete="new-password"
        required
        minLength={MIN_PASSWORD_LENGTH}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `${id}-${key}-error` : undefined}
        disabled={saving}
        className="mt-1 block min-h-11 w-full rounded-lg border border-slate-400 px-3 text-base text-slate-900 aria-[invalid=true]:border-red-700"
      />
      {errors[key] ? (
        <p id={`${id}-${key}-error`} className="mt-1 text-sm text-red-800">
          {errors[key]}
        </p>
      ) : null}
    </div>
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      {field('password', copy.newPassword, password, setPassword, passwordRef)}
      {field('confirm', copy.repeat, confirm, setConfirm, confirmRef)}
      {errors.form ? (
        <p role="alert" className="text-sm text-red-800">
          {errors.form}
        </p>
      ) : null}
      <Button type="submit" size="lg" className="w-full" disabled={saving}>
        {saving ? copy.saving : copy.submit}
      </Button>
    </form>
  );
}
