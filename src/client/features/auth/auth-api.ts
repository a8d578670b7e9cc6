import { accountNameFromEmail } from '../../../shared/schemas/account';
import { apiRequest, type ApiResult } from '../../lib/api-client';

/** The better-auth calls the /auth and /reset-password pages make. */

export function signInWithEmail(email: string, password: string): Promise<ApiResult<unknown>> {
  return apiRequest('/api/auth/sign-in/email', { body: { email, password, callbackURL: '/' } });
}

export function signUpWithEmail(email: string, password: string): Promise<ApiResult<unknown>> {
  return apiRequest('/api/auth/sign-up/email', {
    body: { name: accountNameFromEmail(email), email, password, callbackURL: '/' },
  });
}

export function startGoogleSignIn(): Promise<ApiResult<{ url?: string }>> {
  return apiRequest('/api/auth/sign-in/social', {
    body: { provider: 'google', callbackURL: '/', errorCallbackURL: '/auth?from=google' },
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
