import { Hono, type Context } from 'hono';
import { checkHandled } from '../../../shared/schemas/inbox';
import type { Auth } from '../../auth';
import type { Database } from '../../db/database';
import { apiError } from '../../http/errors';
import { jsonInput, type JsonInputEnv } from '../../http/json-input';
import { listPageJson, listPageNumber } from '../../http/list-page';
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

// Any body that is not JSON (or none) marks handled, as an empty one does.
const handledInput = jsonInput(checkHandled, { maxBytes: 1024, what: 'request' });

/** /api/admin/messages and /api/admin/applications: staff read what the site's forms received. */
export function adminInboxRoutes(deps: AdminInboxDependencies) {
  const { db } = deps.database;
  const markHandled =
    (set: typeof setMessageHandled | typeof setApplicationHandled, what: string) =>
    async (c: Context<SignedInEnv & JsonInputEnv<{ handled: boolean }>>) => {
      const item = await set(db, c.req.param('id') ?? '', c.var.input.handled, c.var.user.id);
      return item ? c.json(item) : apiError(c, 404, 'not_found', `There is no such ${what}.`);
    };
  return new Hono<SignedInEnv>()
    .use('*', requireStaff(deps.auth, deps.database, deps.adminEmails), noStore)
    .get('/messages', async (c) => {
      const page = listPageNumber(c.req.query('page'));
      const status = parseInboxStatus(c.req.query('status'));
      return listPageJson(c, page, await listMessages(db, status, page));
    })
    .get('/applications', async (c) => {
      const page = listPageNumber(c.req.query('page'));
      const status = parseInboxStatus(c.req.query('status'));
      return listPageJson(c, page, await listApplications(db, status, page));
    })
    .post('/messages/:id/handled', handledInput, markHandled(setMessageHandled, 'message'))
    .post(
      '/applications/:id/handled',
      handledInput,
      markHandled(setApplicationHandled, 'application'),
    );
}
