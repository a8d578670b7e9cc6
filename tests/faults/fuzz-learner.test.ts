import fc from 'fast-check';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nulFields } from '../../src/server/http/nul-character';
import { solidImage } from '../helpers/test-images';
import { checkProfile, PICTURE_PATH, PROFILE_FIELDS } from '../../src/shared/schemas/profile';
import { bodyWithType, contentType } from '../helpers/fuzz-requests';
import { jsonBodyValue, jsonText, nastyString, parseLikeServer } from '../helpers/fuzz-values';
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

interface Part {
  name: string;
  filename: string | null;
  type: string | null;
  bytes: Uint8Array;
}

/** A multipart/form-data body as given: any parts, optionally unterminated or cut short. */
function multipart(
  boundary: string,
  parts: readonly Part[],
  options: { close: boolean; cut?: number },
) {
  const pieces: Buffer[] = [];
  for (const part of parts) {
    const filename =
      part.filename === null ? '' : `; filename="${part.filename.replace(/[\r\n"]/g, '')}"`;
    const type = part.type === null ? '' : `Content-Type: ${part.type}\r\n`;
    pieces.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${filename}\r\n${type}\r\n`,
      ),
      Buffer.from(part.bytes),
      Buffer.from('\r\n'),
    );
  }
  if (options.close) pieces.push(Buffer.from(`--${boundary}--\r\n`));
  const body = Buffer.concat(pieces);
  return options.cut === undefined ? body : body.subarray(0, options.cut);
}

describe.each(ENGINES)('fuzzing the signed-in learner API (%s)', (engine) => {
  let fuzzServer: FuzzServer;

  beforeAll(async () => {
    // Uploads are rate-limited per learner (20 an hour by default); the fuzzing sends hundreds.
    fuzzServer = await startFuzzServer(engine, {
      learners: 12,
      env: { PICTURE_UPLOADS_PER_HOUR: '100000' },
    });
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

  it('POST /api/profile/picture: 201 for a picture in a well-formed upload, 400 for anything else', async () => {
    const { server, client, learners } = fuzzServer;
    const png = await solidImage(4, 4).png().toBuffer();
    const junkPart = fc.record({
      name: fc.constantFrom('file', 'picture', '', 'file"'),
      filename: fc.option(nastyString),
      type: fc.option(fc.constantFrom('image/png', 'image/jpeg', 'text/plain', '')),
      bytes: fc.oneof(
        fc.uint8Array({ maxLength: 300 }),
        // A picture's signature and header without its pixels (one cut later still decodes).
        fc.constantFrom(
          png.subarray(0, 8),
          png.subarray(0, 33),
          new Uint8Array([0xff, 0xd8, 0xff]),
        ),
      ),
    });
    // Rarely well-formed: each accepted picture is re-encoded, which costs far more than a refusal.
    const upload = fc.oneof(
      {
        arbitrary: fc.constant({
          wellFormed: true,
          boundary: 'b0undary',
          parts: [{ name: 'file', filename: 'me.png', type: 'image/png', bytes: png }],
          close: true,
          cut: undefined,
        }),
        weight: 1,
      },
      {
        arbitrary: fc.record({
          wellFormed: fc.constant(false),
          boundary: fc.constantFrom('x', 'b0undary', '-'.repeat(72), 'a b'),
          parts: fc.array(junkPart, { maxLength: 3 }),
          close: fc.boolean(),
          cut: fc.option(fc.nat({ max: 400 }), { nil: undefined }),
        }),
        weight: 40,
      },
    );
    const mediaFolder = path.join(server.config.dataDir, 'media');
    const pictures = () => (fs.existsSync(mediaFolder) ? fs.readdirSync(mediaFolder).length : 0);
    const before = pictures();
    let saved = 0;
    await fuzz({
      client,
      generate: fc.record({
        envelope: envelope(server.base, learners),
        upload,
        type: fc.oneof(
          { arbitrary: fc.constant('multipart'), weight: 4 },
          { arbitrary: contentType, weight: 1 },
        ),
      }),
      request: ({ envelope: input, upload: { boundary, parts, close, cut }, type }) =>
        signedInRequest(input, 'POST', '/api/profile/picture', {
          body: multipart(boundary, parts, { close, cut }),
          contentType: type === 'multipart' ? `multipart/form-data; boundary="${boundary}"` : type,
        }),
      check: ({ envelope: input, upload: { wellFormed }, type }, request, response) => {
        if (answeredAtTheGate(input, request, response, { stateChange: true })) return;
        if (wellFormed && type === 'multipart') {
          expect(response.status, response.text).toBe(201);
          expect(JSON.parse(response.text)).toEqual({ url: expect.stringMatching(PICTURE_PATH) });
          saved += 1;
          return;
        }
        expect(response.status, response.text).toBe(400);
        expect(['invalid_input', 'invalid_image']).toContain(
          expectErrorShape(request, response).code,
        );
      },
    });
    expect(saved).toBeGreaterThan(0);
    // Only accepted uploads are kept (re-encoded), nothing from a refused one.
    expect(pictures()).toBe(before + saved);
  });
});
