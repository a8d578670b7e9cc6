import { Hono, type Context } from 'hono';
import { checkReviewNote } from '../../../shared/schemas/order';
import type { Auth } from '../../auth';
import type { Database } from '../../db/database';
import { jsonBodyLimit } from '../../http/body-limit';
import { apiError } from '../../http/errors';
import { readJsonBody } from '../../http/json-body';
import { nulFields } from '../../http/nul-character';
import { noStore } from '../../http/no-store';
import type { SignedInEnv } from '../../http/session';
import { requireStaff } from '../../http/staff';
import type { MailOutbox } from '../../mail/outbox';
import { listAdminOrders, parseAdminOrderQuery, reviewOrder } from './admin-orders.service';

export interface AdminOrdersDependencies {
  auth: Auth;
  database: Database;
  outbox: MailOutbox;
  adminEmails: readonly string[];
  publicUrl: string;
}

/** /api/admin/orders: staff review payments (the server checks the staff role on every call). */
export function adminOrdersRoutes(deps: AdminOrdersDependencies) {
  const { db } = deps.database;
  const handle = (decision: 'verify' | 'reject') => async (c: Context<SignedInEnv>) => {
    const read = await readJsonBody(c);
    const checked = checkReviewNote(read.ok ? read.body : undefined, decision);
    if (!checked.ok) return apiError(c, 400, 'invalid_input', checked.message, checked.fields);
    const nul = nulFields(checked.data);
    if (nul) return apiError(c, 400, 'invalid_input', 'The note needs correcting.', nul);
    const result = await reviewOrder(
      { db, outbox: deps.outbox, publicUrl: deps.publicUrl },
      { id: c.var.user.id, email: c.var.user.email },
      c.req.param('id') ?? '',
      decision,
      checked.data.note,
    );
    if (!result.ok) return apiError(c, result.status, result.code, result.message, result.fields);
    return c.json(result.value);
  };
  return new Hono<SignedInEnv>()
    .use('*', requireStaff(deps.auth, deps.database, deps.adminEmails), noStore)
    .get('/', async (c) =>
      c.json(await listAdminOrders(db, parseAdminOrderQuery(c.req.query()), c.var.user.id)),
    )
    .post('/:id/verify', jsonBodyLimit(4 * 1024, 'note'), handle('verify'))
    .post('/:id/reject', jsonBodyLimit(4 * 1024, 'note'), handle('reject'));
}
