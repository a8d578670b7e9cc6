import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../../../tests/helpers/http-client';
import { insertPaidOrder, newTransactionId, submitOrder } from '../../../../tests/helpers/orders';
import { signedInLearner } from '../../../../tests/helpers/signed-in-learner';
import { expectStaffOnly } from '../../../../tests/helpers/staff-only';
import { ENGINES } from '../../../../tests/helpers/test-databases';
import { startTestServer, type TestServer } from '../../../../tests/helpers/test-server';
import type { AdminOrder, Order } from '../../../shared/schemas/order';
import type { StaffWaiting } from '../../../shared/schemas/staff-waiting';
import { grantStaff } from '../../staff/staff.service';

const HOUR_MS = 60 * 60 * 1000;

describe.each(ENGINES)('what waits for staff on %s', (engine) => {
  let server: TestServer;
  let staff: TestClient;

  beforeAll(async () => {
    server = await startTestServer(engine);
    const member = await signedInLearner(server);
    await grantStaff(server.testDb.database.db, member.email);
    staff = member.client;
  });
  afterAll(async () => {
    await server.close();
  });

  async function waiting(): Promise<StaffWaiting> {
    const response = await staff.get('/api/admin/waiting');
    expect(response.status, response.text).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return response.json<StaffWaiting>();
  }

  it('refuses the count to anyone but staff: 401 signed out, 403 for a learner', async () => {
    expect((await new TestClient(server.base).get('/api/admin/waiting')).status).toBe(401);
    const learner = await signedInLearner(server);
    expectStaffOnly(await learner.client.get('/api/admin/waiting'), '/api/admin/waiting');
  });

  it('counts orders awaiting verification and refund requests awaiting a decision', async () => {
    const before = await waiting();
    const buyer = await signedInLearner(server);
    const order = (await submitOrder(buyer.client, 'docker-fundamentals')).json<Order>();
    const other = await signedInLearner(server);
    expect((await submitOrder(other.client, 'kubernetes-mastery')).status).toBe(201);
    // A verified order waits for no one, until its learner asks for a refund.
    const refunder = await signedInLearner(server);
    const paid = await insertPaidOrder(server.testDb.database.db, {
      userId: refunder.userId,
      courseId: 'aws-cloud-practitioner',
      courseTitle: 'AWS Cloud Practitioner',
    });
    expect(await waiting()).toEqual({
      orders: before.orders + 2,
      refunds: before.refunds,
      total: before.total + 2,
    });
    expect((await refunder.client.post('/api/refunds', { orderId: paid })).status).toBe(201);
    expect(await waiting()).toEqual({
      orders: before.orders + 2,
      refunds: before.refunds + 1,
      total: before.total + 3,
    });

    // A reviewed order no longer waits.
    const verified = await staff.post(`/api/admin/orders/${order.id}/verify`, {});
    expect(verified.status, verified.text).toBe(200);
    expect((await waiting()).orders).toBe(before.orders + 1);
  });

  it('lists the pending queue oldest first, then reviewed orders newest first', async () => {
    const { db } = server.testDb.database;
    const now = Date.now();
    const pendingOrder = async (hoursAgo: number) => {
      const learner = await signedInLearner(server);
      const id = randomUUID();
      await db
        .insertInto('orders')
        .values({
          id,
          user_id: learner.userId,
          course_id: 'docker-fundamentals',
          course_title: 'Docker Fundamentals',
          amount: 1000,
          payment_method: 'bkash',
          mobile_number: '01712345678',
          transaction_id: newTransactionId(),
          payment_status: 'pending',
          created_at: new Date(now - hoursAgo * HOUR_MS).toISOString(),
          reviewed_by: null,
          reviewed_at: null,
          review_note: null,
        })
        .execute();
      return id;
    };
    const recent = await pendingOrder(2);
    const oldest = await pendingOrder(50);
    const middle = await pendingOrder(20);
    const reviewed = await signedInLearner(server);
    const reviewedOld = await insertPaidOrder(db, {
      userId: reviewed.userId,
      courseId: 'kubernetes-mastery',
      courseTitle: 'Kubernetes Mastery',
      verifiedAt: new Date(now - 100 * HOUR_MS),
    });
    const reviewedNew = await insertPaidOrder(db, {
      userId: reviewed.userId,
      courseId: 'docker-fundamentals',
      courseTitle: 'Docker Fundamentals',
      verifiedAt: new Date(now - HOUR_MS),
    });
    const ours = new Set([recent, oldest, middle, reviewedOld, reviewedNew]);
    const listed = async (query: string) => {
      const response = await staff.get(`/api/admin/orders${query}`);
      expect(response.status, response.text).toBe(200);
      return response
        .json<AdminOrder[]>()
        .map((row) => row.id)
        .filter((id) => ours.has(id));
    };
    expect(await listed('?status=pending')).toEqual([oldest, middle, recent]);
    expect(await listed('')).toEqual([oldest, middle, recent, reviewedNew, reviewedOld]);
  });
});
