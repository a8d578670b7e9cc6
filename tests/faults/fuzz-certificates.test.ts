import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nulFields } from '../../src/server/http/nul-character';
import { newCertificateId } from '../../src/server/learning/certificates/certificates';
import { grantStaff } from '../../src/server/staff/staff.service';
import { checkRevoke } from '../../src/shared/schemas/certificates';
import { expectErrorShape, FUZZ_RUNS, fuzz } from '../helpers/fuzz-checks';
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

announceSkippedEngines();

describe.each(ENGINES)('fuzzing the certificates API (%s)', (engine) => {
  let fuzzServer: FuzzServer;
  /** Certificate id → revoked yet. */
  const revoked = new Map<string, boolean>();

  beforeAll(async () => {
    fuzzServer = await startFuzzServer(engine, { learners: 4 });
    const { db } = fuzzServer.server.testDb.database;
    const [staff, ...learners] = fuzzServer.learners;
    if (!staff) throw new Error('no learners seeded');
    await grantStaff(db, staff.email);
    for (const [index, learner] of learners.entries()) {
      for (const courseId of ['docker-fundamentals', 'kubernetes-mastery']) {
        const id = newCertificateId();
        await db
          .insertInto('certificates')
          .values({
            id,
            user_id: learner.userId,
            course_id: courseId,
            learner_name: `Learner ${index}`,
            course_title: courseId,
            level: 'Beginner',
            hours: 10,
            issued_at: '2026-11-20T10:00:00.000Z',
            revoked_at: null,
            revoke_reason: null,
            revoked_by: null,
          })
          .execute();
        revoked.set(id, false);
      }
    }
  });
  afterAll(async () => {
    await fuzzServer.close();
  });

  const knownOrJunk = () =>
    fc.oneof(
      { arbitrary: fc.constantFrom(...revoked.keys()), weight: 2 },
      { arbitrary: idSegment, weight: 3 },
    );

  it('GET /api/certificates/:id: anyone; 200 for a certificate, 404 in the error shape otherwise', async () => {
    await fuzz({
      client: fuzzServer.client,
      generate: fc.record({ id: knownOrJunk() }),
      request: ({ id }) => ({ method: 'GET', path: `/api/certificates/${id}`, headers: {} }),
      check: ({ id }, request, response) => {
        if (revoked.has(id)) {
          expect(response.status, response.text).toBe(200);
          expect(JSON.parse(response.text)).toMatchObject({ id, issuer: 'Shikhon Academy' });
        } else {
          expect(response.status, response.text).toBe(404);
          expect(expectErrorShape(request, response).code).toBe('not_found');
        }
      },
    });
  });

  it('GET /certificates/:id(.pdf|.json): a page, PDF or credential for a certificate, a 404 page otherwise, never a 5xx', async () => {
    const { client } = fuzzServer;
    await fc.assert(
      fc.asyncProperty(
        knownOrJunk(),
        fc.constantFrom('', '.pdf', '.json', '.PDF', '.json.pdf', '%2Epdf'),
        async (id, suffix) => {
          const response = await client.send({
            method: 'GET',
            path: `/certificates/${id}${suffix}`,
            headers: {},
          });
          expect(response.status, `${id}${suffix}: ${response.text.slice(0, 200)}`).toBeLessThan(
            500,
          );
          // `%2Epdf` is `.pdf` once decoded: the same address.
          const known = revoked.has(id) && ['', '.pdf', '.json', '%2Epdf'].includes(suffix);
          if (!known) {
            expect(response.status).toBe(404);
            return;
          }
          if (suffix === '.json' && revoked.get(id)) expect(response.status).toBe(410);
          else expect(response.status).toBe(200);
        },
      ),
      { numRuns: Math.ceil(FUZZ_RUNS / 4) },
    );
  });

  it('POST /api/admin/certificates/:id/revoke: staff revoke once with a reason (200, then 409); learners 403', async () => {
    const [staff, ...learners] = fuzzServer.learners;
    if (!staff) throw new Error('no learners seeded');
    const who: fc.Arbitrary<Caller> = fc.oneof(caller([staff], { staff: true }), caller(learners));
    const reason = fc.record({
      reason: fc.oneof(fc.constantFrom('Copied lab answers', 'Refunded', '', '   '), nastyString),
    });
    await fuzz({
      client: fuzzServer.client,
      generate: fc.record({
        envelope: envelope(fuzzServer.server.base, who),
        id: knownOrJunk(),
        body: bodyWithType(jsonText(jsonBodyValue(['reason'], reason))),
      }),
      request: ({ envelope: input, id, body }) =>
        signedInRequest(input, 'POST', `/api/admin/certificates/${id}/revoke`, body),
      stateful: true,
      check: ({ envelope: input, id, body }, request, response) => {
        const gate = { stateChange: true, staffOnly: true, maxBytes: 4 * 1024 };
        if (answeredAtTheGate(input, request, response, gate)) return;
        const parsed = parseLikeServer(body.body);
        const error = response.status >= 400 ? expectErrorShape(request, response) : undefined;
        if (!parsed.ok && body.body !== undefined) {
          expect(response.status, response.text).toBe(400);
          return;
        }
        const checked = checkRevoke(parsed.ok ? parsed.value : undefined);
        if (!checked.ok) {
          expect(response.status, response.text).toBe(400);
          expect(error?.code).toBe('invalid_input');
          return;
        }
        if (nulFields(checked.data)) {
          expect(response.status, response.text).toBe(400);
          return;
        }
        if (!revoked.has(id)) {
          expect(response.status, response.text).toBe(404);
          return;
        }
        if (revoked.get(id)) {
          expect(response.status, response.text).toBe(409);
          expect(error?.code).toBe('already_revoked');
          return;
        }
        expect(response.status, response.text).toBe(200);
        expect(JSON.parse(response.text)).toMatchObject({
          id,
          status: 'revoked',
          revokeReason: checked.data.reason,
        });
        revoked.set(id, true);
      },
    });
  });
});
