import { Hono, type Context } from 'hono';
import { checkReviewNote } from '../../../shared/schemas/order';
import type { Auth } from '../../auth';
import type { Database } from '../../db/database';
import { apiError } from '../../http/errors';
import { jsonInput, type JsonInputEnv } from '../../http/json-input';
import { noStore } from '../../http/no-store';
import type { SignedInEnv } from '../../http/session';
import { requireStaff } from '../../http/staff';
import type { MailOutbox } from '../../mail/outbox';
import { listPageJson, listPageNumber } from '../../http/list-page';
import { listAdminOrdersPage, parseAdminOrderQuery, reviewOrder } from './admin-orders.service';

export interface AdminOrdersDependencies {
  auth: Auth;
  database: Database;
  outbox: MailOutbox;
  adminEmails: readonly string[];
  publicUrl: string;
}

// A body that is not JSON (or left out) is no note, which verifying allows.
const noteInput = (decision: 'verify' | 'reject') =>
  jsonInput((body) => checkReviewNote(body, decision), {
    maxBytes: 4 * 1024,
    what: 'note',
    nul: 'The note needs correcting.',
  });
type NoteEnv = JsonInputEnv<{ note: string | null }>;

/** /api/admin/orders: staff review payments (the server checks the staff role on every call). */
export function adminOrdersRoutes(deps: AdminOrdersDependencies) {
  const { db } = deps.database;
  const handle = (decision: 'verify' | 'reject') => async (c: Context<SignedInEnv & NoteEnv>) => {
    const result = await reviewOrder(
      { db, outbox: deps.outbox, publicUrl: deps.publicUrl },
      { id: c.var.user.id, email: c.var.user.email },
      c.req.param('id') ?? '',
      decision,
      c.var.input.note,
    );
    if (!result.ok) return apiError(c, result.status, result.code, result.message, result.fields);
    return c.json(result.value);
  };
  return new Hono<SignedInEnv>()
    .use('*', requireStaff(deps.auth, deps.database, deps.adminEmails), noStore)
    .get('/', async (c) => {
      const page = listPageNumber(c.req.query('page'));
      const query = parseAdminOrderQuery(c.req.query());
      return listPageJson(c, page, await listAdminOrdersPage(db, query, c.var.user.id, page));
    })
    .post('/:id/verify', noteInput('verify'), handle('verify'))
    .post('/:id/reject', noteInput('reject'), handle('reject'));
}
