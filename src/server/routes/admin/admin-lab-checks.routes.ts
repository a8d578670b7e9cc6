import { Hono } from 'hono';
import { parseAdminLabCheckQuery } from '../../../shared/schemas/admin-lab-checks';
import type { Auth } from '../../auth';
import type { LearningContent } from '../../content/content-types';
import type { Database } from '../../db/database';
import { noStore } from '../../http/no-store';
import type { SignedInEnv } from '../../http/session';
import { requireStaff } from '../../http/staff';
import { listAdminLabChecks } from './admin-lab-checks.service';

export interface AdminLabChecksDependencies {
  auth: Auth;
  database: Database;
  content: LearningContent;
  adminEmails: readonly string[];
}

/** /api/admin/lab-checks: staff read every lab step check (the server checks the role). */
export function adminLabChecksRoutes(deps: AdminLabChecksDependencies) {
  return new Hono<SignedInEnv>()
    .use('*', requireStaff(deps.auth, deps.database, deps.adminEmails), noStore)
    .get('/', async (c) =>
      c.json(
        await listAdminLabChecks(
          deps.database.db,
          deps.content,
          parseAdminLabCheckQuery(c.req.query()),
        ),
      ),
    );
}
