import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrder } from '../../src/server/routes/orders/orders.service';
import { checkOrder, type Order } from '../../src/shared/schemas/order';
import { bodyWithType, idSegment } from '../helpers/fuzz-requests';
import { jsonBodyValue, jsonText, parseLikeServer } from '../helpers/fuzz-values';
import { expectErrorShape, fuzz } from '../helpers/fuzz-checks';
import {
  answeredAtTheGate,
  COURSE_IDS,
  envelope,
  FUZZ_CATALOGUE,
  signedInRequest,
  startFuzzServer,
  type FuzzServer,
} from '../helpers/fuzz-setup';
import { discardingOutbox } from '../helpers/service-database';
import { ENGINES, announceSkippedEngines } from '../helpers/test-databases';

announceSkippedEngines();

const MAX_ORDER_BODY_BYTES = 4 * 1024;
const ORDER_KEYS = ['courseId', 'paymentMethod', 'mobileNumber', 'transactionId'];

/** A few shared transaction IDs, so some valid orders reuse one (409 duplicate_transaction). */
const REUSED_TRANSACTION_IDS = ['REUSED0001', 'reused0002', ' REUSED0003 ', 'Reused0001'];

const validOrder = fc.record({
  courseId: fc.constantFrom(...COURSE_IDS),
  paymentMethod: fc.constantFrom('bkash', 'nagad'),
  mobileNumber: fc.constantFrom(
    '01712345678',
    '+880 1812-345678',
    '8801912345678',
    '0131 234 5678',
  ),
  transactionId: fc.oneof(
    { arbitrary: fc.stringMatching(/^[A-Za-z0-9]{8,12}$/), weight: 3 },
    { arbitrary: fc.constantFrom(...REUSED_TRANSACTION_IDS), weight: 1 },
  ),
  // What a tampering client adds: the server takes price and status from elsewhere.
  amount: fc.constantFrom(undefined, 1, 0, -500),
  paymentStatus: fc.constantFrom(undefined, 'verified'),
});

describe.each(ENGINES)('fuzzing the orders API (%s)', (engine) => {
  let fuzzServer: FuzzServer;

  beforeAll(async () => {
    // Orders are rate-limited per learner (10 an hour by default); the fuzzing sends hundreds.
    fuzzServer = await startFuzzServer(engine, {
      learners: 8,
      env: { ORDERS_PER_HOUR: '100000' },
    });
  });
  afterAll(async () => {
    await fuzzServer.close();
  });

  it('POST /api/orders: 201 at the catalogue price, or the right 400, 409, 413', async () => {
    const { server, client, learners } = fuzzServer;
    const { db } = server.testDb.database;
    const existing = await db
      .selectFrom('orders')
      .select(['user_id', 'course_id', 'payment_method', 'transaction_id', 'payment_status'])
      .execute();
    const used = new Set(existing.map((row) => `${row.payment_method}/${row.transaction_id}`));
    const pending = new Set(
      existing
        .filter((row) => row.payment_status === 'pending')
        .map((row) => `${row.user_id}/${row.course_id}`),
    );
    const outcomes = new Map<string, number>();
    await fuzz({
      client,
      generate: fc.record({
        envelope: envelope(server.base, learners),
        body: bodyWithType(jsonText(jsonBodyValue(ORDER_KEYS, validOrder))),
      }),
      request: ({ envelope: input, body }) => signedInRequest(input, 'POST', '/api/orders', body),
      stateful: true,
      check: ({ envelope: input, body }, request, response) => {
        const gate = { stateChange: true, maxBytes: MAX_ORDER_BODY_BYTES };
        if (answeredAtTheGate(input, request, response, gate)) return;
        const error = response.status >= 400 ? expectErrorShape(request, response) : undefined;
        const outcome = error?.code ?? String(response.status);
        outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
        const parsed = parseLikeServer(body.body);
        if (!parsed.ok) {
          expect(response.status).toBe(400);
          expect(error).toMatchObject({ code: 'invalid_input' });
          return;
        }
        const checked = checkOrder(parsed.value);
        if (!checked.ok) {
          expect(response.status, response.text).toBe(400);
          expect(error).toMatchObject({ code: 'invalid_input', fields: checked.fields });
          return;
        }
        const { courseId, paymentMethod, transactionId, mobileNumber } = checked.data;
        const course = FUZZ_CATALOGUE.findCourse(courseId);
        if (!course) {
          expect(response.status).toBe(400);
          expect(error).toMatchObject({
            code: 'invalid_input',
            fields: { courseId: expect.any(String) },
          });
          return;
        }
        if (course.priceBDT <= 0) {
          expect(response.status).toBe(409);
          expect(error?.code).toBe('free_course');
          return;
        }
        const transaction = `${paymentMethod}/${transactionId}`;
        const slot = `${input.caller.learner.userId}/${course.id}`;
        if (used.has(transaction)) {
          expect(response.status, response.text).toBe(409);
          expect(error).toMatchObject({
            code: 'duplicate_transaction',
            fields: { transactionId: expect.any(String) },
          });
          return;
        }
        if (pending.has(slot)) {
          expect(response.status, response.text).toBe(409);
          expect(error?.code).toBe('order_pending');
          return;
        }
        expect(response.status, response.text).toBe(201);
        expect(JSON.parse(response.text)).toMatchObject({
          courseId: course.id,
          courseTitle: course.title,
          amount: course.priceBDT,
          paymentMethod,
          mobileNumber,
          transactionId,
          paymentStatus: 'pending',
          reviewedAt: null,
          reviewNote: null,
        });
        used.add(transaction);
        pending.add(slot);
      },
    });
    // Each kind of answer was reached, not only the refusals.
    for (const outcome of ['201', 'invalid_input', 'duplicate_transaction', 'order_pending']) {
      expect(
        outcomes.get(outcome) ?? 0,
        `${outcome} in ${JSON.stringify([...outcomes])}`,
      ).toBeGreaterThan(0);
    }
    await fuzzServer.expectInvariants();
  });

  it('GET /api/orders lists exactly the caller’s own orders', async () => {
    const { server, client, learners } = fuzzServer;
    const { db } = server.testDb.database;
    await fuzz({
      client,
      generate: envelope(server.base, learners, ['userId', 'status']),
      request: (input) => signedInRequest(input, 'GET', '/api/orders'),
      check: async (input, request, response) => {
        if (answeredAtTheGate(input, request, response, { stateChange: false })) return;
        expect(response.status).toBe(200);
        const listed = JSON.parse(response.text) as Order[];
        const own = await db
          .selectFrom('orders')
          .select('id')
          .where('user_id', '=', input.caller.learner.userId)
          .execute();
        expect(listed.map((order) => order.id).sort()).toEqual(own.map((row) => row.id).sort());
      },
    });
  });

  it('GET /api/orders/:id answers the caller’s own order, 404 for anyone else’s or junk', async () => {
    const { server, client, learners } = fuzzServer;
    const { db } = server.testDb.database;
    // Every learner holds an order of their own to look for (and others' to be refused).
    const owners = new Map<string, string>();
    for (const [index, learner] of learners.entries()) {
      const made = await createOrder(
        {
          db,
          catalogue: FUZZ_CATALOGUE,
          supportEmail: 'support@example.com',
          outbox: discardingOutbox(),
          publicUrl: server.base,
        },
        learner.userId,
        {
          courseId: 'ansible-automation',
          paymentMethod: 'nagad',
          mobileNumber: '01712345678',
          transactionId: `OWN${String(index).padStart(7, '0')}${engine === 'sqlite' ? 'S' : 'P'}`,
        },
      );
      if (made.ok) owners.set(made.value.id, learner.userId);
    }
    const allOrders = await db.selectFrom('orders').select(['id', 'user_id']).execute();
    for (const row of allOrders) owners.set(row.id, row.user_id);
    expect(owners.size).toBeGreaterThanOrEqual(learners.length);
    const orderId = fc.oneof(
      { arbitrary: fc.constantFrom(...owners.keys()), weight: 3 },
      { arbitrary: idSegment, weight: 2 },
    );
    await fuzz({
      client,
      generate: fc.record({ envelope: envelope(server.base, learners), id: orderId }),
      request: ({ envelope: input, id }) => signedInRequest(input, 'GET', `/api/orders/${id}`),
      check: ({ envelope: input, id }, request, response) => {
        if (answeredAtTheGate(input, request, response, { stateChange: false })) return;
        if (owners.get(id) === input.caller.learner.userId) {
          expect(response.status, response.text).toBe(200);
          expect(JSON.parse(response.text)).toMatchObject({ id });
          return;
        }
        expect(response.status, response.text).toBe(404);
        expect(expectErrorShape(request, response).code).toBe('not_found');
      },
    });
    await fuzzServer.expectInvariants();
  });
});
