import { Hono } from 'hono';
import type { Auth } from '../../auth';
import type { Config } from '../../config';
import { sessionUser } from '../../http/session';

/**
 * GET /api/me: who is signed in, and whether they are staff (ADMIN_EMAILS). Signed out is an
 * answer here, not an error: `{ user: null }` (every page asks, and a 401 would be logged by
 * browsers as a failed request).
 */
export function meRoutes(auth: Auth, config: Config) {
  return new Hono().get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    const user = await sessionUser(auth, c);
    if (!user) return c.json({ user: null });
    return c.json({
      user: {
        id: user.id,
        email: user.email,
        name: user.name,
        image: user.image,
        isStaff: config.adminEmails.includes(user.email.toLowerCase()),
      },
    });
  });
}
