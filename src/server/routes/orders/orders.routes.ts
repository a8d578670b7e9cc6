import { Hono } from 'hono';
import { checkOrder } from '../../../shared/schemas/order';
import type { Auth } from '../../auth';
import type { Database } from '../../db/database';
import { apiError } from '../../http/errors';
import type { MailOutbox } from '../../mail/outbox';
import { jsonInput } from '../../http/json-input';
import { noStore } from '../../http/no-store';
import { requireUser, type SignedInEnv } from '../../http/session';
import { createOrder, getOrder, listOrders, type CourseCatalogue } from './orders.service';

export interface OrdersDependencies {
  auth: Auth;
  database: Database;
  catalogue: CourseCatalogue;
  supportEmail: string;
  outbox: MailOutbox;
  publicUrl: string;
}

// A payment is four short fields; anything bigger is not a payment. Its fields cannot hold NUL
// once checked but the course ID, and an unknown course is refused by the service anyway.
const orderInput = jsonInput(checkOrder, {
  maxBytes: 4 * 1024,
  what: 'payment',
  notJson: 'Send the payment details as JSON.',
});

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
    .post('/', orderInput, async (c) => {
      const result = await createOrder(
        {
          db,
          catalogue: deps.catalogue,
          supportEmail: deps.supportEmail,
          outbox: deps.outbox,
          publicUrl: deps.publicUrl,
        },
        c.var.user.id,
        c.var.input,
      );
      if (!result.ok) return apiError(c, result.status, result.code, result.message, result.fields);
      return c.json(result.value, 201);
    });
}
