import { Hono } from 'hono';
import { checkBkashStart, type BkashAvailability } from '../../shared/schemas/bkash';
import type { Auth } from '../auth';
import type { Database } from '../db/database';
import { apiError, rateLimited } from '../http/errors';
import { jsonInput } from '../http/json-input';
import { noStore } from '../http/no-store';
import { requireUser, type SignedInEnv } from '../http/session';
import { orderLimit } from '../rate-limit/order-limit';
import { hitRateLimit } from '../rate-limit/rate-limit.service';
import {
  bkashPaymentView,
  finishBkashPayment,
  startBkashPayment,
  type BkashCheckoutDependencies,
  type BkashReturn,
} from './bkash-checkout.service';

export interface BkashRoutesDependencies extends Omit<BkashCheckoutDependencies, 'db' | 'client'> {
  auth: Auth;
  database: Database;
  /** Undefined when bKash is not configured here: checkout offers the manual forms only. */
  client: BkashCheckoutDependencies['client'] | undefined;
  ordersPerHour: number;
}

const startInput = jsonInput(checkBkashStart, {
  maxBytes: 1024,
  what: 'payment',
  notJson: 'Send the course to pay for as JSON.',
});

const RETURNS: readonly string[] = ['success', 'failure', 'cancel'];

/**
 * /api/payments/bkash: whether checkout offers Pay with bKash, the start (the browser then goes
 * to bKash's page), the callback bKash sends the browser back to, and the learner's view of the
 * outcome. The callback's query is never believed: the service asks bKash.
 */
export function bkashRoutes(deps: BkashRoutesDependencies) {
  const { db } = deps.database;
  const service = (client: NonNullable<BkashRoutesDependencies['client']>) => ({
    ...deps,
    db,
    client,
  });
  // The manual form's limit and counter: starting a bKash payment is submitting a payment too.
  const limit = orderLimit(deps.ordersPerHour);
  const signedIn = requireUser(deps.auth, deps.database);
  return new Hono<SignedInEnv>()
    .use('*', noStore)
    .get('/', (c) => {
      const availability: BkashAvailability = {
        enabled: Boolean(deps.client),
        simulated: Boolean(deps.client?.settings.simulated),
      };
      return c.json(availability);
    })
    .get('/callback', async (c) => {
      const paymentId = c.req.query('paymentID') ?? '';
      const status = c.req.query('status') ?? '';
      if (!deps.client || !paymentId || paymentId.length > 64 || !RETURNS.includes(status)) {
        return c.redirect('/checkout', 303);
      }
      const row = await finishBkashPayment(service(deps.client), paymentId, status as BkashReturn);
      if (!row) return c.redirect('/checkout', 303);
      return c.redirect(
        `/checkout/${encodeURIComponent(row.course_id)}?bkash=${encodeURIComponent(paymentId)}`,
        303,
      );
    })
    .post(
      '/',
      signedIn,
      async (c, next) => {
        if (!deps.client) {
          return apiError(c, 404, 'bkash_off', 'Pay with bKash is not available here.');
        }
        const verdict = await hitRateLimit(db, `order:${c.var.user.id}`, limit);
        if (verdict.allowed) return next();
        return rateLimited(
          c,
          verdict.retryAfterSeconds,
          (wait) => `You have started many payments recently. Please try again in ${wait}.`,
        );
      },
      startInput,
      async (c) => {
        if (!deps.client) return apiError(c, 404, 'bkash_off', 'Pay with bKash is not available.');
        const result = await startBkashPayment(
          service(deps.client),
          c.var.user.id,
          c.var.input.courseId,
        );
        if (!result.ok) return apiError(c, result.status, result.code, result.message);
        return c.json(result.value, 201);
      },
    )
    .get('/:paymentId', signedIn, async (c) => {
      const view = deps.client
        ? await bkashPaymentView(service(deps.client), c.var.user.id, c.req.param('paymentId'))
        : undefined;
      return view ? c.json(view) : apiError(c, 404, 'not_found', 'There is no such payment.');
    });
}
