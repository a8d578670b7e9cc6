import { Hono } from 'hono';
import { checkOrder } from '../../../shared/schemas/order';
import type { Auth } from '../../auth';
import type { Database } from '../../db/database';
import { jsonBodyLimit } from '../../http/body-limit';
import { apiError } from '../../http/errors';
import { readJsonBody } from '../../http/json-body';
import { noStore } from '../../http/no-store';
import { requireUser, type SignedInEnv } from '../../http/session';
import { createOrder, getOrder, listOrders, type CourseCatalogue } from './orders.service';

export interface OrdersDependencies {
  auth: Auth;
  database: Database;
  catalogue: CourseCatalogue;
  supportEmail: string;
}

/** A payment is four short fields; anything bigger is not a payment. */
const MAX_ORDER_BODY_BYTES = 4 * 1024;

/** /api/orders: the signed-in learner's own payments. */
export function ordersRoutes(deps: OrdersDependencies) {
  const { db } = deps.database;
  return new Hono<SignedInEnv>()
    .use('*', requireUser(deps.auth, deps.database), noStore)
    .get('/', async (c) => c.json(await listOrders(db, c.var.user.id)))
    .get('/:id', async (c) => {
      const order = await getOrder(db, c.var.user.id, c.req.param('id'));
      return order ? c.json(order) : apiError(c, 404, 'not_found', 'There is no such order.');
    })
    .post('/', jsonBodyLimit(MAX_ORDER_BODY_BYTES, 'payment'), async (c) => {
      const read = await readJsonBody(c);
      if (!read.ok) return apiError(c, 400, 'invalid_input', 'Send the payment details as JSON.');
      const checked = checkOrder(read.body);
      if (!checked.ok) return apiError(c, 400, 'invalid_input', checked.message, checked.fields);
      const result = await createOrder(
        { db, catalogue: deps.catalogue, supportEmail: deps.supportEmail },
        c.var.user.id,
        checked.data,
      );
      if (!result.ok) return apiError(c, result.status, result.code, result.message, result.fields);
      return c.json(result.value, 201);
    });
}
