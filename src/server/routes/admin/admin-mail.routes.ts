import { Hono } from 'hono';
import type { Auth } from '../../auth';
import type { Database } from '../../db/database';
import { jsonBodyLimit } from '../../http/body-limit';
import { apiError } from '../../http/errors';
import { noStore } from '../../http/no-store';
import type { SignedInEnv } from '../../http/session';
import { requireStaff } from '../../http/staff';
import type { MailOutbox } from '../../mail/outbox';
import { mailQueueOverview, resendMail } from './admin-mail.service';

export interface AdminMailDependencies {
  auth: Auth;
  database: Database;
  outbox: MailOutbox;
  adminEmails: readonly string[];
}

/** /api/admin/mail: staff see the outbox's state and failed mails, and resend those. */
export function adminMailRoutes(deps: AdminMailDependencies) {
  const { db } = deps.database;
  return new Hono<SignedInEnv>()
    .use('*', requireStaff(deps.auth, deps.database, deps.adminEmails), noStore)
    .get('/', async (c) => c.json(await mailQueueOverview(db)))
    .post('/:id/resend', jsonBodyLimit(1024, 'request'), async (c) => {
      const result = await resendMail(db, c.req.param('id'));
      if (!result.ok) return apiError(c, result.status, result.code, result.message);
      deps.outbox.notify();
      return c.json(result.value);
    });
}
