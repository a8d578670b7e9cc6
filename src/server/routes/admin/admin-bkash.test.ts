import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { signUpVerifyAndSignIn } from '../../../../tests/helpers/accounts';
import { fakeBkashSearch } from '../../../../tests/helpers/fake-bkash-search';
import { TestClient } from '../../../../tests/helpers/http-client';
import { expectStaffOnly } from '../../../../tests/helpers/staff-only';
import { ENGINES } from '../../../../tests/helpers/test-databases';
import { startTestServer, type TestServer } from '../../../../tests/helpers/test-server';
import type { BkashReconciliation } from '../../../shared/schemas/bkash-admin';
import type { BkashClient } from '../../payments/bkash-types';
import { adminBkashRoutes } from './admin-bkash.routes';

const STAFF = 'staff@example.com';
const PATH = '/api/admin/bkash/reconciliation';

/**
 * The route on its own server beside the test server (whose accounts, sessions and database it
 * shares), mounted where app.ts mounts it: the staff check runs as in production.
 */
async function serveBkashRoutes(server: TestServer, bkash: BkashClient | undefined, now: Date) {
  const app = new Hono().route(
    '/api/admin/bkash',
    adminBkashRoutes({
      auth: server.auth,
      database: server.testDb.database,
      adminEmails: server.config.adminEmails,
      bkash,
      now: () => now,
    }),
  );
  const running = await new Promise<ServerType>((resolve) => {
    const started: ServerType = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
      resolve(started),
    );
  });
  const { port } = running.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((done) => running.close(() => done())),
  };
}

/** A client of `base` signed in as `client` is (the same session cookie). */
function sameSession(client: TestClient, base: string): TestClient {
  const other = new TestClient(base);
  for (const pair of client.cookieHeader().split('; ')) {
    const index = pair.indexOf('=');
    if (index > 0) other.setCookie(pair.slice(0, index), pair.slice(index + 1));
  }
  return other;
}

describe.each(ENGINES)('/api/admin/bkash/reconciliation on %s', (engine) => {
  let server: TestServer;
  let routes: Awaited<ReturnType<typeof serveBkashRoutes>> | undefined;
  afterEach(async () => {
    await routes?.close();
    routes = undefined;
    await server.close();
  });

  it('is for staff only, and says so before saying whether bKash is set up', async () => {
    server = await startTestServer(engine, { ADMIN_EMAILS: STAFF });
    const learner = await signUpVerifyAndSignIn(server, 'rafi@example.com');
    for (const bkash of [fakeBkashSearch({}), undefined]) {
      routes = await serveBkashRoutes(server, bkash, new Date());
      expect((await new TestClient(routes.base).get(PATH)).status).toBe(401);
      expectStaffOnly(await sameSession(learner, routes.base).get(PATH), PATH);
      await routes.close();
      routes = undefined;
    }
  });

  it('answers 404 bkash_off when bKash is not configured', async () => {
    server = await startTestServer(engine, { ADMIN_EMAILS: STAFF });
    const staff = await signUpVerifyAndSignIn(server, STAFF);
    routes = await serveBkashRoutes(server, undefined, new Date());
    const response = await sameSession(staff, routes.base).get(PATH);
    expect(response.status).toBe(404);
    expect(response.json()).toEqual({
      error: {
        code: 'bkash_off',
        message:
          "bKash's merchant API is not set up on this server, so there is nothing to reconcile.",
      },
    });
  });

  // sign-ups (password hashing) and a server: more than 5 s on a busy machine
  it('reconciles the Asia/Dhaka day asked for, today by default, and refuses a bad date', async () => {
    server = await startTestServer(engine, { ADMIN_EMAILS: STAFF });
    const staff = await signUpVerifyAndSignIn(server, STAFF);
    await signUpVerifyAndSignIn(server, 'nusrat@example.com');
    const { db } = server.testDb.database;
    const learnerId = (
      await db
        .selectFrom('user')
        .select('id')
        .where('email', '=', 'nusrat@example.com')
        .executeTakeFirstOrThrow()
    ).id;
    // Paid at 00:30 on 1 December in Dhaka (18:30 UTC the day before).
    const at = '2026-11-30T18:30:00.000Z';
    const orderId = randomUUID();
    await db
      .insertInto('orders')
      .values({
        id: orderId,
        user_id: learnerId,
        course_id: 'docker-fundamentals',
        course_title: 'Docker Fundamentals',
        amount: 1000,
        payment_method: 'bkash',
        mobile_number: '01712345678',
        transaction_id: 'BKX1234567',
        payment_status: 'verified',
        created_at: at,
        reviewed_by: null,
        reviewed_at: at,
        review_note: null,
        paid_via: 'bkash_checked',
        bkash_payment_id: null,
        check_note: null,
      })
      .execute();
    const bkash = fakeBkashSearch({ BKX1234567: { amount: 900 } });
    // 06:00 on 1 December in Dhaka
    routes = await serveBkashRoutes(server, bkash, new Date('2026-12-01T00:00:00.000Z'));
    const client = sameSession(staff, routes.base);

    const today = await client.get(PATH);
    expect(today.status).toBe(200);
    expect(today.headers['cache-control']).toContain('no-store');
    const body = today.json<BkashReconciliation>();
    expect(body.date).toBe('2026-12-01');
    expect(body.rows).toMatchObject([
      {
        orderId,
        trxId: 'BKX1234567',
        paidVia: 'bkash_checked',
        learnerEmail: 'nusrat@example.com',
        courseTitle: 'Docker Fundamentals',
        amount: 1000,
        paidAt: at,
        bkash: { status: 'Completed', amount: 900 },
        differences: ['bKash amount ৳900, ours ৳1,000'],
      },
    ]);
    expect(body.totals).toEqual({ rows: 1, differing: 1, ours: 1000, bkash: 900 });

    const dayBefore = (await client.get(`${PATH}?date=2026-11-30`)).json<BkashReconciliation>();
    expect(dayBefore).toMatchObject({ date: '2026-11-30', rows: [] });
    expect(bkash.searches).toEqual([{ trxId: 'BKX1234567', orderId }]);

    for (const bad of ['2026-11-31', '1-12-2026', 'yesterday']) {
      const refused = await client.get(`${PATH}?date=${encodeURIComponent(bad)}`);
      expect(refused.status, bad).toBe(400);
      expect(refused.json(), bad).toEqual({
        error: {
          code: 'invalid_date',
          message: 'Give the day as a date like 2026-11-30.',
          fields: { date: 'Give the day as a date like 2026-11-30.' },
        },
      });
    }
    expect(bkash.searches).toHaveLength(1);
  }, 30_000);
});
