import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nulFields } from '../../src/server/http/nul-character';
import { checkProfile, PROFILE_FIELDS } from '../../src/shared/schemas/profile';
import { bodyWithType } from '../helpers/fuzz-requests';
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
import { ENGINES, announceSkippedEngines } from '../helpers/test-databases';

announceSkippedEngines();

const MAX_PROFILE_BODY_BYTES = 64 * 1024;
const MAX_ENROLMENT_BODY_BYTES = 1024;

const validProfile = fc.record(
  {
    name: fc.constantFrom('Nusrat Jahan', 'নুসরাত জাহান', ''),
    profession: fc.constantFrom('DevOps Engineer', null),
    company: fc.constantFrom('Padma Cloud Ltd', ''),
    nationality: fc.constantFrom('Bangladeshi'),
    email: fc.constantFrom('nusrat.work@example.com', null),
    phoneNumber: fc.constantFrom('+880 1712-345678', '01812345678', '+44 20 7946 0958', ''),
    facebookUrl: fc.constantFrom('https://facebook.com/nusrat', ''),
    linkedinUrl: fc.constantFrom('https://www.linkedin.com/in/nusrat'),
    githubUrl: fc.constantFrom('https://github.com/nusrat', 'http://github.com/x'),
    institute: fc.constantFrom('Viqarunnisa Noon School'),
    highSchoolGraduationYear: fc.constantFrom<unknown>(2015, '2016', 1950, 2030, null),
    highSchoolGpa: fc.constantFrom<unknown>('5.00', 4.5, '3.5', 0, null),
    profilePictureUrl: fc.constantFrom('/media/0f8fad5b-d9cb-469f-a165-70867728950e.webp', null),
  },
  { requiredKeys: [] },
);

describe.each(ENGINES)('fuzzing the signed-in learner API (%s)', (engine) => {
  let fuzzServer: FuzzServer;

  beforeAll(async () => {
    fuzzServer = await startFuzzServer(engine, { learners: 12 });
  });
  afterAll(async () => {
    await fuzzServer.close();
  });

  it('GET /api/me knows the learner by their cookie, and no one by a forged one', async () => {
    const { server, client, learners } = fuzzServer;
    await fuzz({
      client,
      generate: envelope(server.base, learners),
      request: (input) => signedInRequest(input, 'GET', '/api/me'),
      check: (input, _request, response) => {
        expect(response.status).toBe(200);
        const body = JSON.parse(response.text) as { user: { id: string; isStaff: boolean } | null };
        if (input.caller.cookie.session === 'invalid') expect(body).toEqual({ user: null });
        else if (body.user !== null || input.caller.cookie.session === 'valid') {
          expect(body.user).toMatchObject({ id: input.caller.learner.userId, isStaff: false });
        }
      },
    });
  });

  it('GET /api/profile answers the caller’s profile, or 401', async () => {
    const { server, client, learners } = fuzzServer;
    await fuzz({
      client,
      generate: envelope(server.base, learners, ['userId']),
      request: (input) => signedInRequest(input, 'GET', '/api/profile'),
      check: (input, request, response) => {
        if (answeredAtTheGate(input, request, response, { stateChange: false })) return;
        expect(response.status).toBe(200);
        const body = JSON.parse(response.text) as Record<string, unknown>;
        expect(Object.keys(body).sort()).toEqual([...PROFILE_FIELDS, 'updatedAt'].sort());
      },
    });
  });

  it('PUT /api/profile saves exactly what the schema accepts, and answers 400 naming each bad field', async () => {
    const { server, client, learners } = fuzzServer;
    const keys = PROFILE_FIELDS;
    await fuzz({
      client,
      generate: fc.record({
        envelope: envelope(server.base, learners),
        body: bodyWithType(jsonText(jsonBodyValue(keys, validProfile))),
      }),
      request: ({ envelope: input, body }) => signedInRequest(input, 'PUT', '/api/profile', body),
      check: ({ envelope: input, body }, request, response) => {
        const gate = { stateChange: true, maxBytes: MAX_PROFILE_BODY_BYTES };
        if (answeredAtTheGate(input, request, response, gate)) return;
        const parsed = parseLikeServer(body.body);
        if (!parsed.ok) {
          expect(response.status).toBe(400);
          expect(expectErrorShape(request, response)).toMatchObject({ code: 'invalid_input' });
          return;
        }
        const checked = checkProfile(parsed.value);
        if (!checked.ok) {
          expect(response.status, response.text).toBe(400);
          const error = expectErrorShape(request, response);
          expect(error.code).toBe('invalid_input');
          expect(error.fields).toEqual(checked.fields);
          return;
        }
        const nul = nulFields(checked.data);
        if (nul) {
          expect(response.status, response.text).toBe(400);
          expect(expectErrorShape(request, response)).toMatchObject({
            code: 'invalid_input',
            fields: nul,
          });
          return;
        }
        expect(response.status, response.text).toBe(200);
        expect(JSON.parse(response.text)).toEqual({
          ...checked.data,
          updatedAt: expect.any(String),
        });
      },
    });
    await fuzzServer.expectInvariants();
  });

  it('GET /api/enrollments lists the caller’s own courses, or 401', async () => {
    const { server, client, learners } = fuzzServer;
    await fuzz({
      client,
      generate: envelope(server.base, learners, ['userId', 'courseId']),
      request: (input) => signedInRequest(input, 'GET', '/api/enrollments'),
      check: async (input, request, response) => {
        if (answeredAtTheGate(input, request, response, { stateChange: false })) return;
        expect(response.status).toBe(200);
        const listed = JSON.parse(response.text) as { courseId: string }[];
        const rows = await server.testDb.database.db
          .selectFrom('enrollments')
          .select('course_id')
          .where('user_id', '=', input.caller.learner.userId)
          .execute();
        expect(listed.map((item) => item.courseId).sort()).toEqual(
          rows.map((row) => row.course_id).sort(),
        );
      },
    });
  });

  it('POST /api/enrollments starts a free course once (201, then 409), never a paid one', async () => {
    const { server, client, learners } = fuzzServer;
    const { db } = server.testDb.database;
    const enrolled = new Set(
      (await db.selectFrom('enrollments').select(['user_id', 'course_id']).execute()).map(
        (row) => `${row.user_id}/${row.course_id}`,
      ),
    );
    const validEnrolment = fc.record({ courseId: fc.constantFrom(...COURSE_IDS) });
    let started = 0;
    await fuzz({
      client,
      generate: fc.record({
        envelope: envelope(server.base, learners),
        body: bodyWithType(jsonText(jsonBodyValue(['courseId'], validEnrolment))),
      }),
      request: ({ envelope: input, body }) =>
        signedInRequest(input, 'POST', '/api/enrollments', body),
      stateful: true,
      check: ({ envelope: input, body }, request, response) => {
        const gate = { stateChange: true, maxBytes: MAX_ENROLMENT_BODY_BYTES };
        if (answeredAtTheGate(input, request, response, gate)) return;
        const parsed = parseLikeServer(body.body);
        const value = parsed.ok ? parsed.value : undefined;
        const courseId =
          typeof value === 'object' && value !== null && 'courseId' in value
            ? (value as { courseId: unknown }).courseId
            : undefined;
        const course =
          typeof courseId === 'string' ? FUZZ_CATALOGUE.findCourse(courseId) : undefined;
        const error = response.status >= 400 ? expectErrorShape(request, response) : undefined;
        if (!course) {
          expect(response.status).toBe(400);
          expect(error).toMatchObject({
            code: 'invalid_input',
            fields: { courseId: expect.any(String) },
          });
          return;
        }
        if (course.priceBDT > 0) {
          expect(response.status).toBe(403);
          expect(error?.code).toBe('payment_required');
          return;
        }
        const key = `${input.caller.learner.userId}/${course.id}`;
        if (enrolled.has(key)) {
          expect(response.status).toBe(409);
          expect(error?.code).toBe('already_enrolled');
          return;
        }
        expect(response.status, response.text).toBe(201);
        expect(JSON.parse(response.text)).toMatchObject({ courseId: course.id, orderId: null });
        enrolled.add(key);
        started += 1;
      },
    });
    expect(started).toBeGreaterThan(0);
    const rows = await db.selectFrom('enrollments').select(['user_id', 'course_id']).execute();
    expect(new Set(rows.map((row) => `${row.user_id}/${row.course_id}`))).toEqual(enrolled);
    await fuzzServer.expectInvariants();
  });
});
