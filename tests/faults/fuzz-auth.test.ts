import fc from 'fast-check';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { bodyWithType, oddHeaders, originChoice } from '../helpers/fuzz-requests';
import { jsonBodyValue, jsonText } from '../helpers/fuzz-values';
import { describeRequest, expectErrorShape } from '../helpers/fuzz-checks';
import type { FuzzRequest, FuzzResponse } from '../helpers/fuzz-http';
import { envelope, signedInRequest, startFuzzServer, type FuzzServer } from '../helpers/fuzz-setup';
import { ENGINES, announceSkippedEngines } from '../helpers/test-databases';

announceSkippedEngines();

/**
 * better-auth's own routes (/api/auth/*), fuzzed lightly: their rate limits (sign-in 3 per 10 s,
 * sign-up 5 per minute per client address) and password hashing make every accepted call costly.
 * They must never answer 5xx. Their errors are better-auth's shape, `{message, code?}` (429:
 * `{message}`; an unknown /api/auth path: 404 with no body), not the API's `{error: {...}}`: this
 * test accepts both and counts each, so the difference from PRODUCT.md section 4 stays visible.
 */
const AUTH_RUNS = 100;

type Shape = 'ours' | 'better-auth' | 'empty';

function authErrorShape(request: FuzzRequest, response: FuzzResponse): Shape {
  if (response.text === '') return 'empty';
  const body = JSON.parse(response.text) as Record<string, unknown>;
  if ('error' in body) {
    expectErrorShape(request, response);
    return 'ours';
  }
  const what = `${response.status} ${response.text.slice(0, 200)} for ${describeRequest(request)}`;
  expect(typeof body.message === 'string' && body.message !== '', what).toBe(true);
  if ('code' in body) expect(body.code, what).toMatch(/^[A-Z_]+$/);
  return 'better-auth';
}

/**
 * What better-auth logs (to the console) while refusing generated requests: unknown users, and
 * passwords outside its 8-128 character range (warnings it logs before answering 400).
 * Anything else it logs, such as a database error, fails the test, with one known exception: on
 * PostgreSQL a sign-up whose name holds U+0000 fails in the database (PostgreSQL refuses NUL in
 * text), which better-auth logs and answers 422 FAILED_TO_CREATE_USER (SQLite stores the name as
 * given).
 */
const EXPECTED_LOGS =
  /^(?:User not found|Reset Password: User not found|Password is too (?:short|long)|Invalid (?:callback|redirect)URL: [\s\S]*|Failed to create user error: invalid byte sequence for encoding "UTF8": 0x00)$/;

/** Client addresses 127.0.0.10 to 127.0.0.250: each its own rate-limit bucket. */
const clientAddress = fc.integer({ min: 10, max: 250 }).map((host) => `127.0.0.${host}`);

describe.each(ENGINES)('fuzzing better-auth’s routes (%s)', (engine) => {
  let fuzzServer: FuzzServer;
  const shapes = new Map<string, number>();
  const logged: MockInstance[] = [];

  beforeAll(async () => {
    fuzzServer = await startFuzzServer(engine, { learners: 4 });
    for (const level of ['error', 'warn', 'info', 'log'] as const) {
      logged.push(vi.spyOn(console, level).mockImplementation(() => undefined));
    }
  });
  afterAll(async () => {
    await fuzzServer.close();
    const lines = logged.flatMap((spy) => spy.mock.calls.map((call) => call.map(String).join(' ')));
    for (const spy of logged) spy.mockRestore();
    // For the record (see the comment at the top): which shapes the refusals came in.
    process.stdout.write(
      `better-auth error answers on ${engine}: ${JSON.stringify(Object.fromEntries(shapes))}\n`,
    );
    // better-auth's logger prefixes a time, a level and "[Better Auth]:", in colour.
    const unexpected = lines
      .map((line) => stripVTControlCharacters(line).replace(/^[\s\S]*?\[Better Auth\]:\s*/, ''))
      .filter((message) => !EXPECTED_LOGS.test(message));
    expect(unexpected).toEqual([]);
  });

  async function fuzzAuth<T>(options: {
    generate: fc.Arbitrary<T>;
    request: (input: T) => FuzzRequest;
    numRuns: number;
  }) {
    await fc.assert(
      fc.asyncProperty(options.generate, async (input) => {
        const request = options.request(input);
        const response = await fuzzServer.client.send(request);
        const what = `${response.status} ${response.text.slice(0, 200)} for ${describeRequest(request)}`;
        expect(response.status, what).toBeLessThan(500);
        if (response.status >= 400) {
          const key = `${request.path.split('?')[0]} ${response.status} ${authErrorShape(request, response)}`;
          shapes.set(key, (shapes.get(key) ?? 0) + 1);
        }
      }),
      { numRuns: options.numRuns, endOnFailure: true },
    );
  }

  for (const [path, keys, valid] of [
    [
      '/api/auth/sign-in/email',
      ['email', 'password', 'rememberMe', 'callbackURL'],
      fc.record({
        email: fc.constantFrom('nusrat@example.com', 'NUSRAT@EXAMPLE.COM', 'a@b.co'),
        password: fc.constantFrom('Tangail-Saree-2024', 'wrong-password'),
        rememberMe: fc.constantFrom(true, false, undefined),
        callbackURL: fc.constantFrom('/', '/dashboard', 'https://evil.example', undefined),
      }),
    ],
    [
      '/api/auth/sign-up/email',
      ['name', 'email', 'password', 'callbackURL'],
      fc.record({
        name: fc.constantFrom('Nusrat', ''),
        email: fc.emailAddress(),
        password: fc.constantFrom('Tangail-Saree-2024', 'password', '123456'),
        callbackURL: fc.constantFrom('/', 'https://evil.example', undefined),
      }),
    ],
    [
      '/api/auth/request-password-reset',
      ['email', 'redirectTo'],
      fc.record({
        email: fc.constantFrom('nusrat@example.com', 'nobody@example.com'),
        redirectTo: fc.constantFrom('/reset-password', 'https://evil.example/steal'),
      }),
    ],
  ] as const) {
    it(`POST ${path}: never 5xx, whatever the body, headers and client`, async () => {
      const { server } = fuzzServer;
      await fuzzAuth({
        numRuns: AUTH_RUNS,
        generate: fc.record({
          body: bodyWithType(
            jsonText(jsonBodyValue(keys, valid as fc.Arbitrary<Record<string, unknown>>)),
          ),
          headers: oddHeaders,
          origin: originChoice(server.base),
          address: clientAddress,
        }),
        request: ({ body, headers, origin, address }) => {
          const all: Record<string, string> = { ...headers };
          if (origin.header !== null) all.origin = origin.header;
          if (body.contentType !== null) all['content-type'] = body.contentType;
          return { method: 'POST', path, headers: all, body: body.body, localAddress: address };
        },
      });
    });
  }

  it('GET /api/auth/get-session: the session for the learner’s cookie, null for any other', async () => {
    const { server, learners, client } = fuzzServer;
    await fc.assert(
      fc.asyncProperty(envelope(server.base, learners), clientAddress, async (input, address) => {
        // From many addresses: better-auth limits every route to 100 calls a minute per client.
        const request = {
          ...signedInRequest(input, 'GET', '/api/auth/get-session'),
          localAddress: address,
        };
        const response = await client.send(request);
        const what = `${response.status} ${response.text.slice(0, 200)} for ${describeRequest(request)}`;
        expect(response.status, what).toBe(200);
        const body = JSON.parse(response.text) as { user: { id: string } } | null;
        if (input.caller.cookie.session === 'invalid') expect(body, what).toBeNull();
        if (input.caller.cookie.session === 'valid') {
          expect(body?.user.id, what).toBe(input.caller.learner.userId);
        }
      }),
      { numRuns: AUTH_RUNS },
    );
  });
});
