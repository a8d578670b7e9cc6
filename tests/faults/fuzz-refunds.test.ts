import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nulFields } from '../../src/server/http/nul-character';
import { grantStaff } from '../../src/server/staff/staff.service';
import {
  checkRefundApproval,
  checkRefundDecline,
  checkRefundRequest,
  type RefundOption,
} from '../../src/shared/schemas/refund';
import { expectErrorShape, fuzz } from '../helpers/fuzz-checks';
import { bodyWithType, idSegment } from '../helpers/fuzz-requests';
import {
  answeredAtTheGate,
  caller,
  envelope,
  signedInRequest,
  startFuzzServer,
  type Caller,
  type FuzzServer,
} from '../helpers/fuzz-setup';
import { jsonBodyValue, jsonText, nastyString, parseLikeServer } from '../helpers/fuzz-values';
import { ENGINES, announceSkippedEngines } from '../helpers/test-databases';
import { insertPaidOrder } from '../helpers/orders';

announceSkippedEngines();

const MAX_BODY_BYTES = 4 * 1024;

describe.each(ENGINES)('fuzzing the refunds API (%s)', (engine) => {
  let fuzzServer: FuzzServer;
  /** Order id → its learner's id, for each learner's verified order. */
  const owners = new Map<string, string>();

  beforeAll(async () => {
    fuzzServer = await startFuzzServer(engine, { learners: 6 });
    const { db } = fuzzServer.server.testDb.database;
    const [staff, ...learners] = fuzzServer.learners;
    if (!staff) throw new Error('no learners seeded');
    await grantStaff(db, staff.email);
    // Each learner owns a verified order of Docker Fundamentals, verified by staff yesterday.
    const verifiedAt = new Date(Date.now() - 24 * 60 * 60 * 1000);
    for (const [index, learner] of learners.entries()) {
      const orderId = await insertPaidOrder(db, {
        userId: learner.userId,
        courseId: 'docker-fundamentals',
        courseTitle: 'Docker Fundamentals',
        verifiedAt,
        transactionId: `FZREFUND${String(index).padStart(2, '0')}${engine === 'sqlite' ? 'S' : 'P'}`,
        reviewedBy: staff.userId,
      });
      owners.set(orderId, learner.userId);
    }
  });
  afterAll(async () => {
    await fuzzServer.close();
  });

  function learnersOnly(): fc.Arbitrary<Caller> {
    return caller(fuzzServer.learners.slice(1));
  }

  it('POST /api/refunds: 201 once per own verified order, then 409; 404 for others; 400 for junk', async () => {
    const { server, client } = fuzzServer;
    const requested = new Set<string>();
    const outcomes = new Map<string, number>();
    const request = fc.record(
      {
        orderId: fc.oneof(
          { arbitrary: fc.constantFrom(...owners.keys()), weight: 4 },
          { arbitrary: idSegment, weight: 1 },
          { arbitrary: nastyString, weight: 1 },
        ),
        reason: fc.oneof(fc.constantFrom('Not for me.', '', null), nastyString),
      },
      { requiredKeys: [] },
    );
    await fuzz({
      client,
      generate: fc.record({
        envelope: envelope(server.base, learnersOnly()),
        body: bodyWithType(jsonText(jsonBodyValue(['orderId', 'reason'], request))),
      }),
      request: ({ envelope: input, body }) => signedInRequest(input, 'POST', '/api/refunds', body),
      stateful: true,
      check: ({ envelope: input, body }, request, response) => {
        const gate = { stateChange: true, maxBytes: MAX_BODY_BYTES };
        if (answeredAtTheGate(input, request, response, gate)) return;
        const error = response.status >= 400 ? expectErrorShape(request, response) : undefined;
        outcomes.set(error?.code ?? String(response.status), 1);
        const parsed = parseLikeServer(body.body);
        if (!parsed.ok) {
          expect(response.status, response.text).toBe(400);
          return;
        }
        const checked = checkRefundRequest(parsed.value);
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
        const { orderId } = checked.data;
        if (owners.get(orderId) !== input.caller.learner.userId) {
          expect(response.status, response.text).toBe(404);
          expect(error?.code).toBe('not_found');
          return;
        }
        if (requested.has(orderId)) {
          expect(response.status, response.text).toBe(409);
          expect(error?.code).toBe('refund_requested');
          return;
        }
        expect(response.status, response.text).toBe(201);
        expect(JSON.parse(response.text)).toMatchObject({
          status: 'pending',
          reason: checked.data.reason,
        });
        requested.add(orderId);
      },
    });
    for (const outcome of ['201', 'invalid_input', 'not_found', 'refund_requested']) {
      expect(outcomes.has(outcome), `${outcome} in ${JSON.stringify([...outcomes])}`).toBe(true);
    }
    await fuzzServer.expectInvariants();
  });

  it('GET /api/refunds lists exactly the caller’s own verified orders', async () => {
    const { server, client } = fuzzServer;
    await fuzz({
      client,
      generate: envelope(server.base, learnersOnly(), ['orderId']),
      request: (input) => signedInRequest(input, 'GET', '/api/refunds'),
      check: (input, request, response) => {
        if (answeredAtTheGate(input, request, response, { stateChange: false })) return;
        expect(response.status, response.text).toBe(200);
        const listed = JSON.parse(response.text) as RefundOption[];
        const own = [...owners]
          .filter(([, userId]) => userId === input.caller.learner.userId)
          .map(([orderId]) => orderId);
        expect(listed.map((option) => option.orderId)).toEqual(own);
      },
    });
  });

  for (const decision of ['approve', 'decline'] as const) {
    it(`POST /api/admin/refunds/:id/${decision}: staff decide a pending request once (200, then 409); learners 403`, async () => {
      const { server, client } = fuzzServer;
      const { db } = server.testDb.database;
      const [staff] = fuzzServer.learners;
      if (!staff) throw new Error('no staff');
      // Requests still pending for this decision: half the orders each, whichever stays open.
      const pending = await db
        .selectFrom('refund_requests')
        .select(['id'])
        .where('status', '=', 'pending')
        .orderBy('id')
        .execute();
      const mine = pending
        .map((row) => row.id)
        .filter((_, index) => index % 2 === (decision === 'approve' ? 0 : 1));
      const status = new Map(mine.map((id) => [id, 'pending']));
      const value =
        decision === 'approve'
          ? fc.record({
              refundTransactionId: fc.oneof(
                fc.stringMatching(/^[A-Za-z0-9]{8,12}$/),
                fc.constantFrom('RF-1', ''),
                nastyString,
              ),
            })
          : fc.record({ reason: fc.oneof(fc.constantFrom('Not eligible.', '  '), nastyString) });
      const keys = decision === 'approve' ? ['refundTransactionId'] : ['reason'];
      const check = decision === 'approve' ? checkRefundApproval : checkRefundDecline;
      let decided = 0;
      await fuzz({
        client,
        generate: fc.record({
          envelope: envelope(
            server.base,
            fc.oneof(caller([staff], { staff: true }), learnersOnly()),
          ),
          id: fc.oneof(
            { arbitrary: fc.constantFrom(...(mine.length > 0 ? mine : ['none'])), weight: 3 },
            { arbitrary: idSegment, weight: 1 },
          ),
          body: bodyWithType(jsonText(jsonBodyValue(keys, value))),
        }),
        request: ({ envelope: input, id, body }) =>
          signedInRequest(input, 'POST', `/api/admin/refunds/${id}/${decision}`, body),
        stateful: true,
        check: ({ envelope: input, id, body }, request, response) => {
          const gate = { stateChange: true, staffOnly: true, maxBytes: MAX_BODY_BYTES };
          if (answeredAtTheGate(input, request, response, gate)) return;
          const error = response.status >= 400 ? expectErrorShape(request, response) : undefined;
          const parsed = parseLikeServer(body.body);
          if (!parsed.ok) {
            expect(response.status, response.text).toBe(400);
            return;
          }
          const checked = check(parsed.value);
          if (!checked.ok) {
            expect(response.status, response.text).toBe(400);
            expect(error).toMatchObject({ code: 'invalid_input', fields: checked.fields });
            return;
          }
          const nul = nulFields(checked.data);
          if (nul) {
            expect(response.status, response.text).toBe(400);
            return;
          }
          const state = status.get(id);
          if (state === undefined) {
            // Another decision's request, or no such request.
            expect([404, 409], response.text).toContain(response.status);
            return;
          }
          if (state !== 'pending') {
            expect(response.status, response.text).toBe(409);
            expect(error?.code).toBe('refund_not_pending');
            return;
          }
          expect(response.status, response.text).toBe(200);
          expect(JSON.parse(response.text)).toMatchObject({
            id,
            status: decision === 'approve' ? 'approved' : 'declined',
          });
          status.set(id, 'decided');
          decided += 1;
        },
      });
      if (mine.length > 0) expect(decided).toBeGreaterThan(0);
      await fuzzServer.expectInvariants();
    });
  }
});
