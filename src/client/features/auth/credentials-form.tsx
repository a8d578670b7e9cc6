import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { buttonClasses } from '../../components/ui/button';
import { isEmail } from '../../../shared/schemas/email';
import {
  MIN_PASSWORD_LENGTH,
  validateAuthForm,
  type AuthErrors,
  type AuthMode,
  type AuthValues,
} from './auth-form';
import { authCopy } from './auth.copy';

const text = authCopy.form;

const COPY: Record<AuthMode, { submit: string; busy: string; passwordAutocomplete: string }> = {
  'sign-in': { ...text.signIn, passwordAutocomplete: 'current-password' },
  'sign-up': { ...text.signUp, passwordAutocomplete: 'new-password' },
};

const inputClasses =
  'mt-1 block min-h-11 w-full rounded-lg border border-slate-500 bg-white px-3 text-base text-slate-900 shadow-sm focus:border-brand-700 disabled:bg-slate-100 aria-[invalid=true]:border-red-700';

/** Email + password form; it checks the fields itself and calls `onValid` only when they pass. */
export function CredentialsForm({
  mode,
  disabled,
  submitting,
  onValid,
  onForgotPassword,
}: {
  mode: AuthMode;
  disabled: boolean;
  submitting: boolean;
  onValid: (values: AuthValues) => void;
  /** Gets the email typed so far; shows the email field's error when it is not a valid one. */
  onForgotPassword?: (email: string) => void;
}) {
  // Long: one form's checks and markup; splitting would scatter its labels from their inputs.
  const id = useId();
  const [values, setValues] = useState<AuthValues>({ name: '', email: '', password: '' });
  const [errors, setErrors] = useState<AuthErrors>({});
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const copy = COPY[mode];

  const ids = {
    name: `${id}-name`,
    nameHint: `${id}-name-hint`,
    nameError: `${id}-name-error`,
    email: `${id}-email`,
    emailError: `${id}-email-error`,
    password: `${id}-password`,
    passwordHint: `${id}-password-hint`,
    passwordError: `${id}-password-error`,
  };

  const update = (field: keyof AuthValues) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    // Once a field has shown an error, re-check it as the visitor types so it clears when fixed.
    if (errors[field]) setErrors({ ...errors, [field]: validateAuthForm(mode, next)[field] });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateAuthForm(mode, values);
    setErrors(found);
    if (found.name) nameRef.current?.focus();
    else if (found.email) emailRef.current?.focus();
    else if (found.password) passwordRef.current?.focus();
    else onValid({ ...values, name: values.name.trim(), email: values.email.trim() });
  };

  const passwordDescribedBy =
    [mode === 'sign-up' ? ids.passwordHint : '', errors.password ? ids.passwordError : '']
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <form method="post" noValidate onSubmit={submit} className="space-y-5">
      {mode === 'sign-up' ? (
        <div>
          <label htmlFor={ids.name} className="block text-sm font-semibold text-slate-900">
            {text.fullName}
          </label>
          <input
            ref={nameRef}
            id={ids.name}
            name="name"
            type="text"
            required
            autoComplete="name"
            value={values.name}
            onChange={update('name')}
            disabled={disabled}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={[ids.nameHint, errors.name ? ids.nameError : '']
              .filter(Boolean)
              .join(' ')}
            className={inputClasses}
          />
          <p id={ids.nameHint} className="mt-1 text-sm text-slate-700">
            {text.fullNameHint}
          </p>
          {errors.name ? (
            <p id={ids.nameError} className="mt-1 text-sm font-medium text-red-700">
              {errors.name}
            </p>
          ) : null}
        </div>
      ) : null}
      <div>
        <label htmlFor={ids.email} className="block text-sm font-semibold text-slate-900">
          {text.email}
        </label>
        <input
          ref={emailRef}
          id={ids.email}
          name="email"
          type="email"
          required
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          value={values.email}
          onChange={update('email')}
          disabled={disabled}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? ids.emailError : undefined}
          className={inputClasses}
        />
        {errors.email ? (
          <p id={ids.emailError} className="mt-1 text-sm font-medium text-red-700">
            {errors.email}
          </p>
        ) : null}
      </div>
      <div>
        <div className="flex items-center justify-between gap-3">
          <label htmlFor={ids.password} className="block text-sm font-semibold text-slate-900">
            {text.password}
          </label>
          {onForgotPassword ? (
            <button
              type="button"
              onClick={() => {
                const email = values.email.trim();
                if (!isEmail(email)) {
                  setErrors({ email: text.emailFirst });
                  emailRef.current?.focus();
                  return;
                }
                onForgotPassword(email);
              }}
              disabled={disabled}
              className="min-h-6 rounded text-sm font-semibold text-brand-800 underline-offset-4 hover:underline disabled:opacity-60"
            >
              {text.forgotPassword}
            </button>
          ) : null}
        </div>
        <input
          ref={passwordRef}
          id={ids.password}
          name="password"
          type="password"
          required
          minLength={mode === 'sign-up' ? MIN_PASSWORD_LENGTH : undefined}
          autoComplete={copy.passwordAutocomplete}
          value={values.password}
          onChange={update('password')}
          disabled={disabled}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={passwordDescribedBy}
          className={inputClasses}
        />
        {mode === 'sign-up' ? (
          <p id={ids.passwordHint} className="mt-1 text-sm text-slate-700">
            {text.passwordHint(MIN_PASSWORD_LENGTH)}
          </p>
        ) : null}
        {errors.password ? (
          <p id={ids.passwordError} className="mt-1 text-sm font-medium text-red-700">
            {errors.password}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        disabled={disabled}
        className={buttonClasses('primary', 'lg', 'w-full')}
      >
        {submitting ? copy.busy : copy.submit}
      </button>
    </form>
  );
}
