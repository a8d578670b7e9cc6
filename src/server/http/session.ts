import type { Context, MiddlewareHandler } from 'hono';
import type { Auth } from '../auth';
import { apiError } from './errors';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  image: string | null;
  emailVerified: boolean;
}

/** The signed-in user of this request, or null. */
export async function sessionUser(auth: Auth, c: Context): Promise<SessionUser | null> {
  const session = await auth.api.getSession({ headers: c.req.raw.headers });
  if (!session) return null;
  const { id, email, name, image, emailVerified } = session.user;
  return { id, email, name, image: image ?? null, emailVerified };
}

export type SignedInEnv = { Variables: { user: SessionUser } };

/** Answers 401 for a signed-out caller; otherwise puts the user in `c.var.user`. */
export function requireUser(auth: Auth): MiddlewareHandler<SignedInEnv> {
  return async (c, next) => {
    const user = await sessionUser(auth, c);
    if (!user) return apiError(c, 401, 'unauthenticated', 'Please sign in first.');
    c.set('user', user);
    return next();
  };
}
