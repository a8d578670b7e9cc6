import { Hono, type Context } from 'hono';
import { GOOGLE_PROVIDER_ID } from '../../auth';
import type { Config } from '../../config';

/** Hands a request to better-auth (with our client-address header), as the /api/auth mount does. */
export type AuthForwarder = (c: Context, request: Request) => Promise<Response>;

export const GOOGLE_NOT_CONFIGURED = {
  code: 'GOOGLE_NOT_CONFIGURED',
  message: 'Google sign-in is not configured on this server.',
} as const;

async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await c.req.raw.clone().json();
    return body && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/**
 * Mounted at /api/auth before better-auth. `POST /sign-in/oauth2 { providerId, callbackURL,
 * errorCallbackURL }` is the client's contract; better-auth 1.7 serves generic OAuth providers
 * through `POST /sign-in/social { provider, … }`, so it is passed on there. Without Google
 * settings, both answer 400 GOOGLE_NOT_CONFIGURED (better-auth's error style) for Google.
 */
export function googleSignInRoutes(config: Config, forward: AuthForwarder) {
  const app = new Hono();
  const notConfigured = (c: Context) => c.json(GOOGLE_NOT_CONFIGURED, 400);

  app.post('/sign-in/oauth2', async (c) => {
    const { providerId, ...rest } = await jsonBody(c);
    if (!config.google && providerId === GOOGLE_PROVIDER_ID) return notConfigured(c);
    const url = new URL(c.req.url);
    url.pathname = url.pathname.replace(/\/sign-in\/oauth2$/, '/sign-in/social');
    const headers = new Headers(c.req.raw.headers);
    headers.delete('content-length');
    headers.set('content-type', 'application/json');
    const request = new Request(url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ ...rest, provider: providerId }),
    });
    return forward(c, request);
  });

  app.post('/sign-in/social', async (c, next) => {
    if (!config.google && (await jsonBody(c)).provider === GOOGLE_PROVIDER_ID) {
      return notConfigured(c);
    }
    return next();
  });

  return app;
}
