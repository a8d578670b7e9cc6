import { Hono } from 'hono';
import type { Auth } from '../../auth';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { sessionUser } from '../../http/session';
import { isStaff } from '../../staff/staff.service';
import { myCourses } from '../../learning/enrolments';

/**
 * GET /api/me: who is signed in, whether they are staff (ADMIN_EMAILS or granted), and which
 * courses they own or have a payment waiting for. Signed out is an
 * answer here, not an error: `{ user: null }` (every page asks, and a 401 would be logged by
 * browsers as a failed request).
 */
export function meRoutes(auth: Auth, database: Database, config: Config) {
  return new Hono().get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    const user = await sessionUser(auth, database, c);
    if (!user) return c.json({ user: null });
    const [staff, courses] = await Promise.all([
      isStaff(database.db, config.adminEmails, user.email),
      myCourses(database.db, user.id),
    ]);
    return c.json({
      user: {
        id: user.id,
        email: user.email,
        name: user.name,
        image: user.image,
        isStaff: staff,
        courses,
      },
    });
  });
}
