import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Auth } from '../auth';
import type { Database } from '../db/database';
import { apiError } from './errors';
import { noteUser } from '../observability/request-context';
import { sessionLookupFor } from './session-lookup';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  image: string | null;
  emailVerified: boolean;
}

/**
 * The session token from a cookie better-auth signed (`token.base64(HMAC-SHA256)`), or null when
 * the cookie is absent or its signature is wrong.
 */
export function verifiedToken(cookie: string | undefined, secret: string): string | null {
  if (!cookie) return null;
  const dot = cookie.lastIndexOf('.');
  if (dot < 1) return null;
  const token = cookie.slice(0, dot);
  const signature = cookie.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith('=')) return null;
  const expected = createHmac('sha256', secret).update(token).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/**
 * The signed-in user of this request, or null. Most calls carry a valid, current session: those
 * are answered with one query joining better-auth's session and user rows (shared by the requests
 * of one event-loop turn, session-lookup.ts), after checking the cookie's signature as better-auth
 * does; its endpoint machinery was the largest share of a signed-in request's time under load.
 * Anything else (an expired session, or one due for its
 * daily renewal) goes through `auth.api.getSession`, which cleans up or renews as it always does.
 */
export async function sessionUser(
  auth: Auth,
  database: Database,
  c: Context,
): Promise<SessionUser | null> {
  const user = await findSessionUser(auth, database, c);
  // The request's log line names who made it.
  if (user) noteUser(c, user.id);
  return user;
}

/**
 * The token of this request's sign-in (better-auth's session) from its signed cookie, or null:
 * what names the sign-in that opened a lab terminal, so the terminal closes when it ends.
 */
export async function sessionToken(auth: Auth, c: Context): Promise<string | null> {
  const context = await auth.$context;
  // Hono's parser reads cookies as better-auth does: the first of a name, quotes stripped, decoded.
  return verifiedToken(getCookie(c, context.authCookies.sessionToken.name), context.secret);
}

async function findSessionUser(
  auth: Auth,
  database: Database,
  c: Context,
): Promise<SessionUser | null> {
  const context = await auth.$context;
  const token = await sessionToken(auth, c);
  if (!token) return null;
  const row = await sessionLookupFor(database)(token);
  if (!row) return null;
  const now = Date.now();
  const expiresAt = new Date(row.expiresAt).valueOf();
  const { expiresIn, updateAge } = context.sessionConfig;
  const dueForRenewal = expiresAt - expiresIn * 1000 + updateAge * 1000 <= now;
  if (expiresAt >= now && !dueForRenewal) {
    const { id, email, name, image, emailVerified } = row;
    return { id, email, name, image, emailVerified: Boolean(emailVerified) };
  }
  const session = await auth.api.getSession({ headers: c.req.raw.headers });
  if (!session) return null;
  const { id, email, name, image, emailVerified } = session.user;
  return { id, email, name, image: image ?? null, emailVerified };
}

export type SignedInEnv = { Variables: { user: SessionUser } };

/** Answers 401 for a signed-out caller; otherwise puts the user in `c.var.user`. */
export function requireUser(auth: Auth, database: Database): MiddlewareHandler<SignedInEnv> {
  return async (c, next) => {
    const user = await sessionUser(auth, database, c);
    if (!user) return apiError(c, 401, 'unauthenticated', 'Please sign in first.');
    c.set('user', user);
    return next();
  };
}
