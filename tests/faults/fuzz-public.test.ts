import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nulFields } from '../../src/server/http/nul-character';
import { checkContact } from '../../src/shared/schemas/contact';
import type { Checked } from '../../src/shared/schemas/check';
import { isSpam } from '../../src/shared/schemas/form-rules';
import { checkApplication } from '../../src/shared/schemas/job-application';
import {
  bodyWithType,
  cookieChoice,
  idSegment,
  oddHeaders,
  originChoice,
  queryString,
} from '../helpers/fuzz-requests';
import { jsonBodyValue, jsonText, parseLikeServer } from '../helpers/fuzz-values';
import { expectErrorShape, fuzz } from '../helpers/fuzz-checks';
import { createFuzzClient, type FuzzClient, type FuzzRequest } from '../helpers/fuzz-http';
import { ENGINES, announceSkippedEngines } from '../helpers/test-databases';
import { startTestServer, type TestServer } from '../helpers/test-server';

announceSkippedEngines();

const CONTACT_KEYS = ['firstName', 'lastName', 'email', 'subject', 'message', 'website'];
const APPLICATION_KEYS = ['positionId', 'name', 'email', 'phone', 'cvUrl', 'message', 'website'];
const MAX_FORM_BODY_BYTES = 16 * 1024;

const validContact = fc.record({
  firstName: fc.constantFrom('Nusrat', 'Rafi', 'Ümit', 'নুসরাত'),
  lastName: fc.constantFrom('Jahan', 'Islam', "O'Neill"),
  email: fc.constantFrom('nusrat@example.com', 'a.b+c@sub.example.org'),
  subject: fc.constantFrom('Team enrolment', 'Question'),
  message: fc.constantFrom('Can ten engineers join together?', 'How do I pay with Nagad?'),
  website: fc.constantFrom('', '', '', 'http://cheap.example'),
});

const validApplication = fc.record({
  positionId: fc.constantFrom('frontend-engineer', 'community-manager'),
  name: fc.constantFrom('Rafi Islam', 'Nusrat Jahan'),
  email: fc.constantFrom('rafi@example.com'),
  phone: fc.constantFrom('+880 1712-345678', '01812345678', '+4420 7946 0958'),
  cvUrl: fc.constantFrom('https://example.com/cv.pdf', 'http://example.org/me'),
  message: fc.constantFrom('', 'I have built accessible React apps.'),
  website: fc.constantFrom('', '', '', 'x'),
});

/**
 * Client addresses (each its own rate-limit bucket): valid submissions are stored until each has
 * used its 5, then answered 429. Few, because each stored one is mailed, and a mail costs about
 * 100 ms (a new SMTP connection each).
 */
const formAddress = fc.constantFrom('127.0.0.1', '127.0.0.2');

describe.each(ENGINES)('fuzzing the public API (%s)', (engine) => {
  let server: TestServer;
  let client: FuzzClient;

  beforeAll(async () => {
    server = await startTestServer(engine);
    client = createFuzzClient(server.base);
  });
  afterAll(async () => {
    client.close();
    await server.close();
  });

  it('GET /api/health answers 200 ok whatever the query and headers', async () => {
    await fuzz({
      client,
      generate: fc.record({ query: queryString(), headers: oddHeaders }),
      request: ({ query, headers }) => ({ method: 'GET', path: `/api/health${query}`, headers }),
      check: (_input, request, response) => {
        expect(response.status, request.path).toBe(200);
        expect(JSON.parse(response.text)).toMatchObject({
          status: 'ok',
          database: engine,
          version: 'test',
        });
      },
    });
  });

  it('GET /api/me signed out answers {user: null} whatever the cookies', async () => {
    const cookie = cookieChoice('better-auth.session_token', 'forged.c2lnbmF0dXJl%3D').filter(
      (choice) => choice.session === 'invalid',
    );
    await fuzz({
      client,
      generate: fc.record({ query: queryString(), headers: oddHeaders, cookie }),
      request: ({ query, headers, cookie: { header } }) => ({
        method: 'GET',
        path: `/api/me${query}`,
        headers: header === null ? headers : { ...headers, cookie: header },
      }),
      check: (_input, request, response) => {
        expect(response.status, request.path).toBe(200);
        expect(JSON.parse(response.text)).toEqual({ user: null });
      },
    });
  });

  it('unknown /api/* paths answer 404 (or 403 for a foreign state change) in the error shape', async () => {
    const known = [
      'auth',
      'health',
      'me',
      'profile',
      'orders',
      'enrollments',
      'admin',
      'contact',
      'careers',
    ];
    const segment = idSegment.filter((text) => !known.includes(text.toLowerCase()));
    await fuzz({
      client,
      generate: fc.record({
        method: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'),
        segments: fc.array(segment, { minLength: 1, maxLength: 3 }),
        query: queryString(),
        headers: oddHeaders,
        origin: originChoice(server.base),
        body: bodyWithType(jsonText(fc.jsonValue({ maxDepth: 2 }))),
      }),
      request: ({ method, segments, query, headers, origin, body }) => {
        const all: Record<string, string> = { ...headers };
        if (origin.header !== null) all.origin = origin.header;
        if (body.contentType !== null) all['content-type'] = body.contentType;
        const hasBody = !['GET', 'OPTIONS'].includes(method);
        return {
          method,
          path: `/api/${segments.join('/')}${query}`,
          headers: all,
          body: hasBody ? body.body : undefined,
        };
      },
      check: ({ method, origin }, request, response) => {
        const error = expectErrorShape(request, response);
        const stateChange = !['GET', 'OPTIONS'].includes(method);
        if (stateChange && !origin.trusted) {
          expect(response.status).toBe(403);
          expect(error.code).toBe('forbidden_origin');
        } else {
          expect(response.status).toBe(404);
          expect(error.code).toBe('not_found');
        }
      },
    });
  });

  /** POST to a public form: the answer follows from the origin, the size, the body and the form's own check. */
  async function fuzzForm<F extends string>(options: {
    path: string;
    table: 'contact_messages' | 'job_applications';
    keys: readonly string[];
    valid: fc.Arbitrary<Record<string, unknown>>;
    check: (input: unknown) => Checked<object, F>;
  }) {
    const { db } = server.testDb.database;
    const countRows = async () =>
      Number(
        (
          await db
            .selectFrom(options.table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await countRows();
    let stored = 0;
    let accepted = 0;
    let limited = 0;
    await fuzz({
      client,
      generate: fc.record({
        body: bodyWithType(jsonText(jsonBodyValue(options.keys, options.valid))),
        headers: oddHeaders,
        origin: originChoice(server.base),
        query: queryString(),
        address: formAddress,
      }),
      request: ({ body, headers, origin, query, address }): FuzzRequest => {
        const all: Record<string, string> = { ...headers };
        if (origin.header !== null) all.origin = origin.header;
        if (body.contentType !== null) all['content-type'] = body.contentType;
        return {
          method: 'POST',
          path: `${options.path}${query}`,
          headers: all,
          body: body.body,
          localAddress: address,
        };
      },
      stateful: true,
      check: ({ body, origin }, request, response) => {
        if (!origin.trusted) {
          expect(response.status).toBe(403);
          expect(expectErrorShape(request, response).code).toBe('forbidden_origin');
          return;
        }
        if (Buffer.byteLength(body.body ?? '') > MAX_FORM_BODY_BYTES) {
          expect(response.status).toBe(413);
          expect(expectErrorShape(request, response).code).toBe('payload_too_large');
          return;
        }
        const parsed = parseLikeServer(body.body);
        if (!parsed.ok) {
          expect(response.status).toBe(400);
          const error = expectErrorShape(request, response);
          expect(error.code).toBe('invalid_input');
          expect(error.fields).toBeUndefined();
          return;
        }
        const checked = options.check(parsed.value);
        if (!checked.ok) {
          expect(response.status, response.text).toBe(400);
          const error = expectErrorShape(request, response);
          expect(error.code).toBe('invalid_input');
          expect(error.fields).toEqual(checked.fields);
          for (const key of Object.keys(error.fields ?? {})) expect(options.keys).toContain(key);
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
        if (isSpam(parsed.value)) {
          expect(response.status).toBe(201);
          expect(JSON.parse(response.text)).toEqual({ received: true });
          accepted += 1;
          return;
        }
        if (response.status === 429) {
          expect(expectErrorShape(request, response).code).toBe('rate_limited');
          expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
          limited += 1;
          return;
        }
        expect(response.status, response.text).toBe(201);
        expect(JSON.parse(response.text)).toEqual({ received: true });
        stored += 1;
        accepted += 1;
      },
    });
    // Only accepted, honest submissions are kept: nothing from a refused or spam one.
    expect(await countRows()).toBe(before + stored);
    expect(accepted).toBeGreaterThan(0);
    expect(limited).toBeGreaterThan(0);
  }

  it('POST /api/contact: 403, 413, 400 with the checked fields, 201 or 429, and stores only what it accepts', async () => {
    await fuzzForm({
      path: '/api/contact',
      table: 'contact_messages',
      keys: CONTACT_KEYS,
      valid: validContact,
      check: checkContact,
    });
  });

  it('POST /api/careers/applications: the same rules, with its own fields', async () => {
    await fuzzForm({
      path: '/api/careers/applications',
      table: 'job_applications',
      keys: APPLICATION_KEYS,
      valid: validApplication,
      check: checkApplication,
    });
  });
});
