import { Hono, type Context } from 'hono';
import type { Auth } from '../../auth';
import type { Database } from '../../db/database';
import { jsonBodyLimit } from '../../http/body-limit';
import { apiError } from '../../http/errors';
import { readJsonBody } from '../../http/json-body';
import { noStore } from '../../http/no-store';
import type { SignedInEnv } from '../../http/session';
import { requireStaff } from '../../http/staff';
import {
  listApplications,
  listMessages,
  parseInboxStatus,
  setApplicationHandled,
  setMessageHandled,
} from './admin-inbox.service';

export interface AdminInboxDependencies {
  auth: Auth;
  database: Database;
  adminEmails: readonly string[];
}

/** `{handled: true}` (also an empty body) marks handled; `{handled: false}` opens it again. */
async function readHandled(c: Context): Promise<boolean | undefined> {
  const read = await readJsonBody(c);
  if (!read.ok || read.body === null) return true;
  if (typeof read.body !== 'object' || Array.isArray(read.body)) return undefined;
  const { handled } = read.body as { handled?: unknown };
  if (handled === undefined) return true;
  return typeof handled === 'boolean' ? handled : undefined;
}

/** /api/admin/messages and /api/admin/applications: staff read what the site's forms received. */
export function adminInboxRoutes(deps: AdminInboxDependencies) {
  const { db } = deps.database;
  const markHandled =
    (set: typeof setMessageHandled | typeof setApplicationHandled, what: string) =>
    async (c: Context<SignedInEnv>) => {
      const handled = await readHandled(c);
      if (handled === undefined) {
        return apiError(c, 400, 'invalid_input', 'Send {"handled": true} or {"handled": false}.', {
          handled: 'Must be true or false.',
        });
      }
      const item = await set(db, c.req.param('id') ?? '', handled, c.var.user.id);
      return item ? c.json(item) : apiError(c, 404, 'not_found', `There is no such ${what}.`);
    };
  return new Hono<SignedInEnv>()
    .use('*', requireStaff(deps.auth, deps.database, deps.adminEmails), noStore)
    .get('/messages', async (c) =>
      c.json(await listMessages(db, parseInboxStatus(c.req.query('status')))),
    )
    .get('/applications', async (c) =>
      c.json(await listApplications(db, parseInboxStatus(c.req.query('status')))),
    )
    .post(
      '/messages/:id/handled',
      jsonBodyLimit(1024, 'request'),
      markHandled(setMessageHandled, 'message'),
    )
    .post(
      '/applications/:id/handled',
      jsonBodyLimit(1024, 'request'),
      markHandled(setApplicationHandled, 'application'),
    );
}
