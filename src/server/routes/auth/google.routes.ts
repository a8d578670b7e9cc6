import { Hono, type Context } from 'hono';
import { GOOGLE_PROVIDER_ID } from '../../auth';
import type { Config } from '../../config';
import { apiError } from '../../http/errors';

export const GOOGLE_NOT_CONFIGURED = {
  code: 'google_not_configured',
  message: 'Google sign-in is not configured on this server.',
} as const;

async function requestedProvider(c: Context): Promise<unknown> {
  try {
    const body: unknown = await c.req.raw.clone().json();
    return body && typeof body === 'object' ? (body as { provider?: unknown }).provider : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Mounted at /api/auth before better-auth. Without Google settings, `POST /sign-in/social
 * { provider: 'google' }` answers 400 google_not_configured instead of better-auth's generic
 * 'provider not found'; everything else passes through.
 */
export function googleSignInRoutes(config: Config) {
  return new Hono().post('/sign-in/social', async (c, next) => {
    if (!config.google && (await requestedProvider(c)) === GOOGLE_PROVIDER_ID) {
      return apiError(c, 400, GOOGLE_NOT_CONFIGURED.code, GOOGLE_NOT_CONFIGURED.message);
    }
    return next();
  });
}
