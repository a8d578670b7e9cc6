import type { MiddlewareHandler } from 'hono';
import type { Auth } from '../auth';
import type { Database } from '../db/database';
import { isStaff } from '../staff/staff.service';
import { apiError } from './errors';
import { sessionUser, type SignedInEnv } from './session';

/** 401 for a signed-out caller, 403 for a learner; staff go on with `c.var.user` set. */
export function requireStaff(
  auth: Auth,
  database: Database,
  adminEmails: readonly string[],
): MiddlewareHandler<SignedInEnv> {
  return async (c, next) => {
    const user = await sessionUser(auth, database, c);
    if (!user) return apiError(c, 401, 'unauthenticated', 'Please sign in first.');
    if (!(await isStaff(database.db, adminEmails, user.email))) {
      return apiError(c, 403, 'forbidden', 'Only Shikhon Academy staff can do this.');
    }
    c.set('user', user);
    return next();
  };
}
