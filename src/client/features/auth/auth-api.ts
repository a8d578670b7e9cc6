import { apiRequest, type ApiResult } from '../../lib/api-client';
import { localePath } from '../../i18n/locale-path';
import { PAGE_LOCALE } from '../../i18n/page-locale.copy';

/** The better-auth calls the /auth and /reset-password pages make. */

/**
 * Marks where a link back from outside lands on a Bangla /auth page once signed in (the
 * verification link, Google): that page then makes Bangla the learner's mail language.
 */
export const ADOPT_LANGUAGE_PARAM = 'welcome';

/**
 * Where the verification link signs a new learner in: the home page on the English site; on the
 * Bangla site the Bangla /auth page, which adopts the page's language, then goes home.
 */
function afterVerification(): string {
  return PAGE_LOCALE === 'en' ? '/' : `${localePath('/auth')}?${ADOPT_LANGUAGE_PARAM}=1`;
}

export function signInWithEmail(email: string, password: string): Promise<ApiResult<unknown>> {
  return apiRequest('/api/auth/sign-in/email', {
    body: { email, password, callbackURL: localePath('/') },
  });
}

export function signUpWithEmail(
  name: string,
  email: string,
  password: string,
): Promise<ApiResult<unknown>> {
  return apiRequest('/api/auth/sign-up/email', {
    body: { name: name.trim(), email, password, callbackURL: afterVerification() },
  });
}

/** `returnTo` is a same-site path (see lib/return-to.ts): where Google's sign-in ends. */
export function startGoogleSignIn(returnTo = '/'): Promise<ApiResult<{ url?: string }>> {
  const back = returnTo === '/' ? '' : `&next=${encodeURIComponent(returnTo)}`;
  // On the Bangla site, through the Bangla /auth page, which adopts the page's language first.
  const callbackURL =
    PAGE_LOCALE === 'en'
      ? returnTo
      : `${localePath('/auth')}?${ADOPT_LANGUAGE_PARAM}=1&next=${encodeURIComponent(returnTo)}`;
  return apiRequest('/api/auth/sign-in/social', {
    body: {
      provider: 'google',
      callbackURL,
      errorCallbackURL: `${localePath('/auth')}?from=google${back}`,
    },
  });
}

export function resendVerification(email: string): Promise<ApiResult<unknown>> {
  return apiRequest('/api/auth/send-verification-email', {
    body: { email, callbackURL: afterVerification() },
  });
}

export function requestPasswordReset(email: string): Promise<ApiResult<unknown>> {
  return apiRequest('/api/auth/request-password-reset', {
    body: { email, redirectTo: localePath('/reset-password') },
  });
}

export function resetPassword(token: string, newPassword: string): Promise<ApiResult<unknown>> {
  return apiRequest('/api/auth/reset-password', { body: { token, newPassword } });
}

/**
 * On a Bangla page, makes the page's language the signed-in learner's mail language
 * (PUT /api/me/language); the English site never calls it, so it never undoes a choice of
 * Bangla. A failure changes nothing the learner sees: the profile's setting stays theirs to set.
 */
export async function adoptPageLanguage(): Promise<void> {
  if (PAGE_LOCALE === 'en') return;
  await apiRequest('/api/me/language', { method: 'PUT', body: { language: PAGE_LOCALE } });
}
