import { Hono } from 'hono';
import { checkOrder } from '../../../shared/schemas/order';
import type { Auth } from '../../auth';
import type { Database } from '../../db/database';
import { apiError, rateLimited } from '../../http/errors';
import type { MailOutbox } from '../../mail/outbox';
import { jsonInput } from '../../http/json-input';
import { noStore } from '../../http/no-store';
import { requireUser, type SignedInEnv } from '../../http/session';
import type { Log } from '../../log';
import type { BkashClient } from '../../payments/bkash-types';
import { orderLimit } from '../../rate-limit/order-limit';
import { hitRateLimit } from '../../rate-limit/rate-limit.service';
import { createOrder, getOrder, listOrders, type CourseCatalogue } from './orders.service';

export interface OrdersDependencies {
  auth: Auth;
  database: Database;
  catalogue: CourseCatalogue;
  supportEmail: string;
  outbox: MailOutbox;
  publicUrl: string;
  /** Payment submissions a learner may make in an hour (ORDERS_PER_HOUR). */
  ordersPerHour: number;
  /** bKash's merchant API (unset: every payment is checked by staff). */
  bkash?: BkashClient;
  log?: Log;
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
  const limit = orderLimit(deps.ordersPerHour);
  return new Hono<SignedInEnv>()
    .use('*', requireUser(deps.auth, deps.database), noStore)
    .get('/', async (c) => c.json(await listOrders(db, c.var.user.id)))
    .get('/:id', async (c) => {
      const order = await getOrder(db, c.var.user.id, c.req.param('id'));
      return order ? c.json(order) : apiError(c, 404, 'not_found', 'There is no such order.');
    })
    .post(
      '/',
      // Counted before the body is read, so a refused learner costs one upsert.
      async (c, next) => {
        const verdict = await hitRateLimit(db, `order:${c.var.user.id}`, limit);
        if (verdict.allowed) return next();
        return rateLimited(
          c,
          verdict.retryAfterSeconds,
          (wait) => `You have submitted many payments recently. Please try again in ${wait}.`,
        );
      },
      orderInput,
      async (c) => {
        const result = await createOrder(
          {
            db,
            catalogue: deps.catalogue,
            supportEmail: deps.supportEmail,
            outbox: deps.outbox,
            publicUrl: deps.publicUrl,
            bkash: deps.bkash,
            log: deps.log,
          },
          c.var.user.id,
          c.var.input,
        );
        if (!result.ok)
          return apiError(c, result.status, result.code, result.message, result.fields);
        return c.json(result.value, 201);
      },
    );
}
