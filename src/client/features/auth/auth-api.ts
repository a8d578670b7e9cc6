import { apiRequest, type ApiResult } from '../../lib/api-client';

/** The better-auth calls the /auth and /reset-password pages make. */

export function signInWithEmail(email: string, password: string): Promise<ApiResult<unknown>> {
  return apiRequest('/api/auth/sign-in/email', { body: { email, password, callbackURL: '/' } });
}

export function signUpWithEmail(
  name: string,
  email: string,
  password: string,
): Promise<ApiResult<unknown>> {
  return apiRequest('/api/auth/sign-up/email', {
    body: { name: name.trim(), email, password, callbackURL: '/' },
  });
}

/** `returnTo` is a same-site path (see lib/return-to.ts): where Google's sign-in ends. */
export function startGoogleSignIn(returnTo = '/'): Promise<ApiResult<{ url?: string }>> {
  const back = returnTo === '/' ? '' : `&next=${encodeURIComponent(returnTo)}`;
  return apiRequest('/api/auth/sign-in/social', {
    body: {
      provider: 'google',
      callbackURL: returnTo,
      errorCallbackURL: `/auth?from=google${back}`,
    },
  });
}

export function resendVerification(email: string): Promise<ApiResult<unknown>> {
  return apiRequest('/api/auth/send-verification-email', { body: { email, callbackURL: '/' } });
}

export function requestPasswordReset(email: string): Promise<ApiResult<unknown>> {
  return apiRequest('/api/auth/request-password-reset', {
    body: { email, redirectTo: '/reset-password' },
  });
}

export function resetPassword(token: string, newPassword: string): Promise<ApiResult<unknown>> {
  return apiRequest('/api/auth/reset-password', { body: { token, newPassword } });
}
