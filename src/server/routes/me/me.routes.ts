import { Hono } from 'hono';
import type { Auth } from '../../auth';
import type { Config } from '../../config';
import { requireUser, type SignedInEnv } from '../../http/session';

/** GET /api/me: who is signed in, and whether they are staff (ADMIN_EMAILS). */
export function meRoutes(auth: Auth, config: Config) {
  return new Hono<SignedInEnv>().get('/', requireUser(auth), (c) => {
    c.header('Cache-Control', 'no-store');
    const user = c.var.user;
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
