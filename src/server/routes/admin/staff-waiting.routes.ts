import { Hono } from 'hono';
import type { Auth } from '../../auth';
import type { Database } from '../../db/database';
import { noStore } from '../../http/no-store';
import type { SignedInEnv } from '../../http/session';
import { requireStaff } from '../../http/staff';
import { countStaffWaiting } from './staff-waiting.service';

export interface StaffWaitingDependencies {
  auth: Auth;
  database: Database;
  adminEmails: readonly string[];
}

/** /api/admin/waiting: what waits for staff (the staff role is checked on every call). */
export function staffWaitingRoutes(deps: StaffWaitingDependencies) {
  return new Hono<SignedInEnv>()
    .use('*', requireStaff(deps.auth, deps.database, deps.adminEmails), noStore)
    .get('/', async (c) => c.json(await countStaffWaiting(deps.database.db)));
}
