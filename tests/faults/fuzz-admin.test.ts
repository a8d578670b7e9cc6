import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nulFields } from '../../src/server/http/nul-character';
import { insertMail } from '../../src/server/mail/outbox';
import { createOrder } from '../../src/server/routes/orders/orders.service';
import { grantStaff } from '../../src/server/staff/staff.service';
import { checkReviewNote, ORDER_STATUSES, PAYMENT_METHODS } from '../../src/shared/schemas/order';
import { expectErrorShape, fuzz } from '../helpers/fuzz-checks';
import { bodyWithType, idSegment, queryString } from '../helpers/fuzz-requests';
import {
  answeredAtTheGate,
  caller,
  COURSE_IDS,
  envelope,
  FUZZ_CATALOGUE,
  signedInRequest,
  startFuzzServer,
  type Caller,
  type FuzzServer,
} from '../helpers/fuzz-setup';
import {
  jsonBodyValue,
  jsonText,
  nastyString,
  parseLikeServer,
  percentEncode,
} from '../helpers/fuzz-values';
import { discardingOutbox } from '../helpers/service-database';
import { ENGINES, announceSkippedEngines } from '../helpers/test-databases';

announceSkippedEngines();

/** Staff and learners call the staff endpoints alike: learners must always get 403. */
function staffOrLearner(fuzzServer: FuzzServer): fc.Arbitrary<Caller> {
  const [staff, ...learners] = fuzzServer.learners;
  if (!staff) throw new Error('no learners seeded');
  return fc.oneof(caller([staff], { staff: true }), caller(learners));
}

/** ?status=&method=&q= with valid, odd and junk values, plus arbitrary other keys. */
const adminOrdersQuery = fc
  .record({
    status: fc.option(
      fc.oneof(fc.constantFrom(...ORDER_STATUSES, 'refund', '', 'PENDING'), nastyString),
    ),
    method: fc.option(fc.oneof(fc.constantFrom(...PAYMENT_METHODS, ''), nastyString)),
    q: fc.option(
      fc.oneof(fc.constantFrom('0171', 'REUSED', 'learner-', '%', '_', '\\'), nastyString),
    ),
    more: queryString(['status', 'method', 'q']),
  })
  .map(({ status, method, q, more }) => {
    const pairs = Object.entries({ status, method, q })
      .filter((pair): pair is [string, string] => pair[1] !== null)
      .map(([key, value]) => `${key}=${percentEncode(value)}`);
    const rest = more.replace(/^\?/, '');
    const all = [...pairs, ...(rest ? [rest] : [])];
    return all.length > 0 ? `?${all.join('&')}` : '';
  });

/** ?verdict=&q=&page= with valid, odd and junk values, plus arbitrary other keys. */
const adminLabChecksQuery = fc
  .record({
    verdict: fc.option(fc.oneof(fc.constantFrom('passed', 'failed', '', 'FAILED'), nastyString)),
    q: fc.option(fc.oneof(fc.constantFrom('linux', '@example', '%', '_', '\\'), nastyString)),
    page: fc.option(
      fc.oneof(fc.constantFrom('1', '2', '0', '-1', '1e9', '99999999999999999999'), nastyString),
    ),
    more: queryString(['verdict', 'q', 'page']),
  })
  .map(({ verdict, q, page, more }) => {
    const pairs = Object.entries({ verdict, q, page })
      .filter((pair): pair is [string, string] => pair[1] !== null)
      .map(([key, value]) => `${key}=${percentEncode(value)}`);
    const rest = more.replace(/^\?/, '');
    const all = [...pairs, ...(rest ? [rest] : [])];
    return all.length > 0 ? `?${all.join('&')}` : '';
  });

/** The single value of a query key when the query names it once (else undefined). */
function onlyValue(query: string, key: string): string | undefined {
  try {
    const values = new URLSearchParams(query).getAll(key);
    return values.length === 1 ? values[0] : undefined;
  } catch {
    return undefined;
  }
}

describe.each(ENGINES)('fuzzing the staff API (%s)', (engine) => {
  let fuzzServer: FuzzServer;
  /** Order id → status, as the reviews so far left it. */
  const orderStatus = new Map<string, string>();
  /** Half the orders for each decision, so each test has pending ones to review. */
  const ordersFor = { verify: [] as string[], reject: [] as string[] };
  const messageIds: string[] = [];
  const applicationIds: string[] = [];
  /** Failed mails staff may resend once each: id → still failed. */
  const failedMail = new Map<string, boolean>();

  beforeAll(async () => {
    fuzzServer = await startFuzzServer(engine, { learners: 4 });
    const { db } = fuzzServer.server.testDb.database;
    const [staff, ...learners] = fuzzServer.learners;
    if (!staff) throw new Error('no learners seeded');
    await grantStaff(db, staff.email);
    // Pending orders to review: each learner pays for a few courses. A few: each review mails the
    // learner, and a mail costs about 100 ms (a new SMTP connection each).
    let transaction = 0;
    for (const learner of learners) {
      for (const courseId of COURSE_IDS.slice(0, 4)) {
        transaction += 1;
        const made = await createOrder(
          {
            db,
            catalogue: FUZZ_CATALOGUE,
            supportEmail: 'support@example.com',
            outbox: discardingOutbox(),
            publicUrl: fuzzServer.server.base,
          },
          learner.userId,
          {
            courseId,
            paymentMethod: transaction % 2 ? 'bkash' : 'nagad',
            mobileNumber: '01712345678',
            transactionId: `ADM${String(transaction).padStart(7, '0')}`,
          },
        );
        if (!made.ok) throw new Error(made.message);
        orderStatus.set(made.value.id, 'pending');
        (transaction % 2 ? ordersFor.verify : ordersFor.reject).push(made.value.id);
      }
    }
    const now = new Date().toISOString();
    for (let index = 0; index < 8; index += 1) {
      const common = {
        client_address: '127.0.0.9',
        created_at: now,
        handled_at: null,
        handled_by: null,
      };
      const message = {
        id: randomUUID(),
        first_name: 'Nusrat',
        last_name: 'Jahan',
        email: 'n@example.com',
        subject: 'Hello',
        message: 'A question about courses.',
        ...common,
      };
      await db.insertInto('contact_messages').values(message).execute();
      messageIds.push(message.id);
      const application = {
        id: randomUUID(),
        position_id: 'frontend-engineer',
        name: 'Rafi',
        email: 'r@example.com',
        phone: '01712345678',
        cv_url: 'https://example.com/cv.pdf',
        message: null,
        ...common,
      };
      await db.insertInto('job_applications').values(application).execute();
      applicationIds.push(application.id);
    }
    for (let index = 0; index < 8; index += 1) {
      const id = await insertMail(
        db,
        {
          to: `m${index}@example.com`,
          subject: `Mail ${index}`,
          text: 'Hello',
          html: '<p>Hello</p>',
        },
        new Date(Date.now() - 25 * 60 * 60_000),
      );
      await db
        .updateTable('mail_outbox')
        .set({ status: 'failed', attempts: 105 })
        .where('id', '=', id)
        .execute();
      failedMail.set(id, true);
    }
  });
  afterAll(async () => {
    await fuzzServer.close();
  });

  it('GET /api/admin/orders: staff get the filtered list, learners 403', async () => {
    const { server, client } = fuzzServer;
    let listed = 0;
    await fuzz({
      client,
      generate: fc.record({
        envelope: envelope(server.base, staffOrLearner(fuzzServer)),
        query: adminOrdersQuery,
      }),
      request: ({ envelope: input, query }) =>
        signedInRequest({ ...input, query }, 'GET', '/api/admin/orders'),
      check: ({ envelope: input, query }, request, response) => {
        const gate = { stateChange: false, staffOnly: true };
        if (answeredAtTheGate(input, request, response, gate)) return;
        expect(response.status, response.text).toBe(200);
        const orders = JSON.parse(response.text) as {
          paymentStatus: string;
          paymentMethod: string;
          learnerEmail: string;
          refund: unknown;
        }[];
        expect(Array.isArray(orders)).toBe(true);
        expect(orders.length).toBeLessThanOrEqual(500);
        const status = onlyValue(query, 'status');
        const method = onlyValue(query, 'method');
        for (const order of orders) {
          expect(typeof order.learnerEmail).toBe('string');
          if (ORDER_STATUSES.some((value) => value === status))
            expect(order.paymentStatus).toBe(status);
          if (status === 'refund') expect(order.refund).not.toBeNull();
          if (PAYMENT_METHODS.some((value) => value === method))
            expect(order.paymentMethod).toBe(method);
        }
        listed += 1;
      },
    });
    expect(listed).toBeGreaterThan(0);
  });

  for (const decision of ['verify', 'reject'] as const) {
    it(`POST /api/admin/orders/:id/${decision}: staff review a pending order once (200, then 409); learners 403`, async () => {
      const { server, client } = fuzzServer;
      const note = fc.record({
        note: fc.oneof(
          fc.constantFrom('Checked against the bKash statement.', 'No such transaction.'),
          nastyString,
        ),
      });
      const orderId = fc.oneof(
        { arbitrary: fc.constantFrom(...ordersFor[decision]), weight: 3 },
        { arbitrary: idSegment, weight: 1 },
      );
      let reviewed = 0;
      await fuzz({
        client,
        generate: fc.record({
          envelope: envelope(server.base, staffOrLearner(fuzzServer)),
          id: orderId,
          body: bodyWithType(jsonText(jsonBodyValue(['note'], note))),
        }),
        request: ({ envelope: input, id, body }) =>
          signedInRequest(input, 'POST', `/api/admin/orders/${id}/${decision}`, body),
        stateful: true,
        check: ({ envelope: input, id, body }, request, response) => {
          const gate = { stateChange: true, staffOnly: true, maxBytes: 4 * 1024 };
          if (answeredAtTheGate(input, request, response, gate)) return;
          const parsed = parseLikeServer(body.body);
          const checked = checkReviewNote(parsed.ok ? parsed.value : undefined, decision);
          const error = response.status >= 400 ? expectErrorShape(request, response) : undefined;
          if (!checked.ok) {
            expect(response.status, response.text).toBe(400);
            expect(error).toMatchObject({ code: 'invalid_input', fields: checked.fields });
            return;
          }
          const nul = nulFields(checked.data);
          if (nul) {
            expect(response.status, response.text).toBe(400);
            expect(error).toMatchObject({ code: 'invalid_input', fields: nul });
            return;
          }
          const status = orderStatus.get(id);
          if (status === undefined) {
            expect(response.status, response.text).toBe(404);
            expect(error?.code).toBe('not_found');
            return;
          }
          if (status !== 'pending') {
            expect(response.status, response.text).toBe(409);
            expect(error?.code).toBe('order_not_pending');
            return;
          }
          expect(response.status, response.text).toBe(200);
          const after = decision === 'verify' ? 'verified' : 'rejected';
          expect(JSON.parse(response.text)).toMatchObject({
            id,
            paymentStatus: after,
            reviewNote: checked.data.note,
          });
          orderStatus.set(id, after);
          reviewed += 1;
        },
      });
      expect(reviewed).toBeGreaterThan(0);
      await fuzzServer.expectInvariants();
    });
  }

  for (const kind of ['messages', 'applications'] as const) {
    it(`GET /api/admin/${kind}: staff get the list, filtered by status; learners 403`, async () => {
      const { server, client } = fuzzServer;
      const status = fc.option(fc.oneof(fc.constantFrom('open', 'handled', ''), nastyString));
      await fuzz({
        client,
        generate: fc.record({
          envelope: envelope(server.base, staffOrLearner(fuzzServer), ['status']),
          status,
        }),
        request: ({ envelope: input, status: value }) => {
          const query = value === null ? input.query : `?status=${percentEncode(value)}`;
          return signedInRequest({ ...input, query }, 'GET', `/api/admin/${kind}`);
        },
        check: ({ envelope: input, status: value }, request, response) => {
          if (answeredAtTheGate(input, request, response, { stateChange: false, staffOnly: true }))
            return;
          expect(response.status, response.text).toBe(200);
          const items = JSON.parse(response.text) as { handledAt: string | null }[];
          expect(Array.isArray(items)).toBe(true);
          for (const item of items) {
            if (value === 'open') expect(item.handledAt).toBeNull();
            if (value === 'handled') expect(item.handledAt).not.toBeNull();
          }
        },
      });
    });

    it(`POST /api/admin/${kind}/:id/handled: staff mark handled or open; learners 403`, async () => {
      const { server, client } = fuzzServer;
      const ids = kind === 'messages' ? messageIds : applicationIds;
      const handled = fc.record({ handled: fc.boolean() });
      await fuzz({
        client,
        generate: fc.record({
          envelope: envelope(server.base, staffOrLearner(fuzzServer)),
          id: fc.oneof(
            { arbitrary: fc.constantFrom(...ids), weight: 3 },
            { arbitrary: idSegment, weight: 1 },
          ),
          body: bodyWithType(jsonText(jsonBodyValue(['handled'], handled))),
        }),
        request: ({ envelope: input, id, body }) =>
          signedInRequest(input, 'POST', `/api/admin/${kind}/${id}/handled`, body),
        check: ({ envelope: input, id, body }, request, response) => {
          const gate = { stateChange: true, staffOnly: true, maxBytes: 1024 };
          if (answeredAtTheGate(input, request, response, gate)) return;
          const parsed = parseLikeServer(body.body);
          let expected: boolean | undefined = true;
          if (parsed.ok && parsed.value !== null) {
            const value = parsed.value;
            if (typeof value !== 'object' || Array.isArray(value)) expected = undefined;
            else {
              const given = (value as { handled?: unknown }).handled;
              expected =
                given === undefined ? true : typeof given === 'boolean' ? given : undefined;
            }
          }
          const error = response.status >= 400 ? expectErrorShape(request, response) : undefined;
          if (expected === undefined) {
            expect(response.status, response.text).toBe(400);
            expect(error).toMatchObject({
              code: 'invalid_input',
              fields: { handled: expect.any(String) },
            });
            return;
          }
          if (!ids.includes(id)) {
            expect(response.status, response.text).toBe(404);
            expect(error?.code).toBe('not_found');
            return;
          }
          expect(response.status, response.text).toBe(200);
          const item = JSON.parse(response.text) as { id: string; handledAt: string | null };
          expect(item.id).toBe(id);
          expect(item.handledAt === null).toBe(!expected);
        },
      });
    });
  }
  it('GET /api/admin/lab-checks: staff get a page of checks, learners 403', async () => {
    const { server, client } = fuzzServer;
    let listed = 0;
    await fuzz({
      client,
      generate: fc.record({
        envelope: envelope(server.base, staffOrLearner(fuzzServer)),
        query: adminLabChecksQuery,
      }),
      request: ({ envelope: input, query }) =>
        signedInRequest({ ...input, query }, 'GET', '/api/admin/lab-checks'),
      check: ({ envelope: input }, request, response) => {
        const gate = { stateChange: false, staffOnly: true };
        if (answeredAtTheGate(input, request, response, gate)) return;
        expect(response.status, response.text).toBe(200);
        const page = JSON.parse(response.text) as {
          checks: unknown[];
          page: number;
          hasMore: boolean;
        };
        expect(Array.isArray(page.checks)).toBe(true);
        expect(page.checks.length).toBeLessThanOrEqual(50);
        expect(Number.isInteger(page.page) && page.page >= 1).toBe(true);
        expect(typeof page.hasMore).toBe('boolean');
        listed += 1;
      },
    });
    expect(listed).toBeGreaterThan(0);
  });

  it('GET /api/admin/mail: staff get the counts and failed mail; learners 403', async () => {
    const { server, client } = fuzzServer;
    await fuzz({
      client,
      generate: fc.record({ envelope: envelope(server.base, staffOrLearner(fuzzServer)) }),
      request: ({ envelope: input }) => signedInRequest(input, 'GET', '/api/admin/mail'),
      check: ({ envelope: input }, request, response) => {
        if (answeredAtTheGate(input, request, response, { stateChange: false, staffOnly: true }))
          return;
        expect(response.status, response.text).toBe(200);
        const overview = JSON.parse(response.text) as {
          counts: Record<string, number>;
          failed: { status: string }[];
        };
        expect(Object.keys(overview.counts).sort()).toEqual([
          'failed',
          'pending',
          'sending',
          'sentLastDay',
        ]);
        for (const mail of overview.failed) expect(mail.status).toBe('failed');
      },
    });
  });

  it('POST /api/admin/mail/:id/resend: staff resend a failed mail once (200, then 409); learners 403', async () => {
    const { server, client } = fuzzServer;
    let resent = 0;
    await fuzz({
      client,
      generate: fc.record({
        envelope: envelope(server.base, staffOrLearner(fuzzServer)),
        id: fc.oneof(
          { arbitrary: fc.constantFrom(...failedMail.keys()), weight: 3 },
          { arbitrary: idSegment, weight: 1 },
        ),
        // The route reads no body: whatever is sent (within 1 KiB) changes nothing.
        body: bodyWithType(jsonText(jsonBodyValue(['reason'], fc.record({ reason: nastyString })))),
      }),
      request: ({ envelope: input, id, body }) =>
        signedInRequest(input, 'POST', `/api/admin/mail/${id}/resend`, body),
      stateful: true,
      check: ({ envelope: input, id }, request, response) => {
        const gate = { stateChange: true, staffOnly: true, maxBytes: 1024 };
        if (answeredAtTheGate(input, request, response, gate)) return;
        const error = response.status >= 400 ? expectErrorShape(request, response) : undefined;
        const failed = failedMail.get(id);
        if (failed === undefined) {
          expect(response.status, response.text).toBe(404);
          expect(error?.code).toBe('not_found');
          return;
        }
        if (!failed) {
          expect(response.status, response.text).toBe(409);
          expect(error?.code).toBe('mail_not_failed');
          return;
        }
        expect(response.status, response.text).toBe(200);
        expect(JSON.parse(response.text)).toMatchObject({ id, status: 'pending', attempts: 0 });
        failedMail.set(id, false);
        resent += 1;
      },
    });
    expect(resent).toBeGreaterThan(0);
  });
});
