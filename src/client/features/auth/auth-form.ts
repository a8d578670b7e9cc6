import { NAME_REQUIRED, signUpNameError } from '../../../shared/schemas/account';
import { checkEmail } from '../../../shared/schemas/email';
import { authCopy } from './auth.copy';

/** Sign-in and sign-up form rules (docs/product-rules.md, Accounts) and the messages the /auth page shows. */

export type AuthMode = 'sign-in' | 'sign-up';
export type AuthTab = 'signin' | 'signup';

export interface AuthValues {
  /** Sign-up only: the full name certificates carry. */
  name: string;
  email: string;
  password: string;
}

export type AuthErrors = Partial<Record<keyof AuthValues, string>>;

export const MIN_PASSWORD_LENGTH = 6;

/** Returns one message per invalid field; an empty object means the form may be sent. */
export function validateAuthForm(mode: AuthMode, values: AuthValues): AuthErrors {
  const copy = authCopy.errors;
  const errors: AuthErrors = {};
  if (mode === 'sign-up') {
    // The server's rule (shared), in the page's words: blank, or too long.
    const name = signUpNameError(values.name);
    if (name) errors.name = name === NAME_REQUIRED ? copy.nameRequired : copy.nameTooLong;
  }
  const email = values.email.trim();
  const checked = checkEmail(email);
  if (email === '') errors.email = copy.emailMissing;
  // The forms' one email rule, which the server applies to sign-up too.
  else if ('error' in checked) errors.email = copy.email(checked.error);

  if (values.password === '') errors.password = copy.passwordMissing;
  else if (mode === 'sign-up' && values.password.length < MIN_PASSWORD_LENGTH) {
    errors.password = copy.passwordTooShort(MIN_PASSWORD_LENGTH);
  }
  return errors;
}

/** `?tab=signup` opens the Sign Up tab; anything else shows the default Sign In tab. */
export function tabFromSearch(search: string): AuthTab {
  return new URLSearchParams(search).get('tab') === 'signup' ? 'signup' : 'signin';
}

export const FAILURE_TITLES = authCopy.failureTitles;
