/** Sign-in and sign-up form rules (spec section 5) and the messages the /auth page shows. */

export type AuthMode = 'sign-in' | 'sign-up';
export type AuthTab = 'signin' | 'signup';

export interface AuthValues {
  email: string;
  password: string;
}

export type AuthErrors = Partial<Record<keyof AuthValues, string>>;

export const MIN_PASSWORD_LENGTH = 6;

/** The browser's own rule for `<input type="email">` (WHATWG HTML "valid e-mail address"). */
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** Returns one message per invalid field; an empty object means the form may be sent. */
export function validateAuthForm(mode: AuthMode, values: AuthValues): AuthErrors {
  const errors: AuthErrors = {};
  const email = values.email.trim();
  if (email === '') errors.email = 'Enter your email address.';
  else if (!isEmail(email)) errors.email = 'Enter a valid email address, like name@example.com.';

  if (values.password === '') errors.password = 'Enter your password.';
  else if (mode === 'sign-up' && values.password.length < MIN_PASSWORD_LENGTH) {
    errors.password = `Use at least ${MIN_PASSWORD_LENGTH} characters for your password.`;
  }
  return errors;
}

/** `?tab=signup` opens the Sign Up tab; anything else shows the default Sign In tab. */
export function tabFromSearch(search: string): AuthTab {
  return new URLSearchParams(search).get('tab') === 'signup' ? 'signup' : 'signin';
}

export const FAILURE_TITLES = {
  'sign-in': 'Sign in failed',
  'sign-up': 'Sign up failed',
  google: 'Google sign in failed',
} as const;
