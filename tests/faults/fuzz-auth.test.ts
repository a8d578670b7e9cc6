import fc from 'fast-check';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { bodyWithType, oddHeaders, originChoice, queryString } from '../helpers/fuzz-requests';
import { jsonBodyValue, jsonText, nastyString, percentEncode } from '../helpers/fuzz-values';
import { expectErrorShape, fuzz } from '../helpers/fuzz-checks';
import type { FuzzRequest, FuzzResponse } from '../helpers/fuzz-http';
import { envelope, signedInRequest, startFuzzServer, type FuzzServer } from '../helpers/fuzz-setup';
import { ENGINES, announceSkippedEngines } from '../helpers/test-databases';

announceSkippedEngines();

/**
 * better-auth's own routes (/api/auth/*), each with at least FUZZ_RUNS generated bodies, headers
 * and query strings like the rest of the API. They must never answer 5xx, and every refusal
 * leaves in the API's one error shape (src/server/http/auth-errors.ts, decision 009). Their rate
 * limits (sign-in 3 per 10 s, sign-up 5 a minute, any route 100 a minute per client address) are
 * met from many client addresses so most calls reach the routes' own checks; a 429 is still a
 * refusal, in the same shape.
 */

/**
 * What better-auth logs (to the console) while refusing generated requests: unknown users and
 * providers, passwords outside its 8-128 character range, foreign callback URLs (warnings it logs
 * before answering 4xx). Anything else it logs, such as a database error, fails the test. (Input
 * holding NUL, which PostgreSQL cannot store, is refused before better-auth runs.)
 */
const EXPECTED_LOGS =
  /^(?:User not found|Reset Password: User not found|Password is too (?:short|long)|Invalid (?:callback|redirect|errorCallback|newUserCallback)URL: [\s\S]*|Provider not found\. Make sure to add the provider in your auth config [\s\S]*)$/;

/** Client addresses 127.0.0.10 to 127.0.0.250: each its own rate-limit bucket. */
const clientAddress = fc.integer({ min: 10, max: 250 }).map((host) => `127.0.0.${host}`);

/** Something shaped like better-auth's tokens (letters and digits), never a real one. */
const tokenLike = fc.string({
  unit: fc.constantFrom(...'0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'),
  minLength: 1,
  maxLength: 40,
});

const callbackURL = fc.constantFrom('/', '/dashboard', 'https://evil.example', '//evil.example');

/** The POST routes the site calls, with the keys of their bodies and valid values for them. */
const POST_ROUTES: readonly [string, readonly string[], fc.Arbitrary<Record<string, unknown>>][] = [
  [
    '/api/auth/sign-in/email',
    ['email', 'password', 'rememberMe', 'callbackURL'],
    fc.record({
      email: fc.constantFrom('nusrat@example.com', 'NUSRAT@EXAMPLE.COM', 'a@b.co'),
      password: fc.constantFrom('Tangail-Saree-2024', 'wrong-password'),
      rememberMe: fc.constantFrom(true, false, undefined),
      callbackURL: fc.option(callbackURL, { nil: undefined }),
    }),
  ],
  [
    '/api/auth/sign-up/email',
    ['name', 'email', 'password', 'callbackURL'],
    fc.record({
      name: fc.constantFrom('Nusrat', ''),
      email: fc.emailAddress(),
      password: fc.constantFrom('Tangail-Saree-2024', 'password', '123456'),
      callbackURL: fc.option(callbackURL, { nil: undefined }),
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
  [
    '/api/auth/reset-password',
    ['token', 'newPassword'],
    fc.record({
      token: fc.oneof(tokenLike, nastyString),
      newPassword: fc.constantFrom('Tangail-Saree-2024', 'short', 'password123'),
    }),
  ],
  [
    '/api/auth/send-verification-email',
    ['email', 'callbackURL'],
    fc.record({
      email: fc.constantFrom('nusrat@example.com', 'nobody@example.com'),
      callbackURL: callbackURL,
    }),
  ],
  [
    '/api/auth/sign-in/social',
    ['provider', 'callbackURL', 'errorCallbackURL'],
    fc.record({
      provider: fc.constantFrom('google', 'github', ''),
      callbackURL: callbackURL,
      errorCallbackURL: fc.option(callbackURL, { nil: undefined }),
    }),
  ],
];

describe.each(ENGINES)('fuzzing better-auth’s routes (%s)', (engine) => {
  let fuzzServer: FuzzServer;
  /** `method path status code` → how many refusals, printed for the record. */
  const refusals = new Map<string, number>();
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
    process.stdout.write(
      `better-auth refusals on ${engine}: ${JSON.stringify(Object.fromEntries(refusals))}\n`,
    );
    // better-auth's logger prefixes a time, a level and "[Better Auth]:", in colour.
    const unexpected = lines
      .map((line) => stripVTControlCharacters(line).replace(/^[\s\S]*?\[Better Auth\]:\s*/, ''))
      .filter((message) => !EXPECTED_LOGS.test(message));
    expect(unexpected).toEqual([]);
  });

  /**
   * The shared fuzz loop (never a 5xx, every refusal in the error shape), with each refusal
   * counted by code. better-auth keeps state between runs (accounts, rate limits), so the first
   * failure is reported as it happened rather than shrunk.
   */
  function fuzzAuth<T>(options: {
    generate: fc.Arbitrary<T>;
    request: (input: T) => FuzzRequest;
    check?: (input: T, request: FuzzRequest, response: FuzzResponse) => void;
  }) {
    return fuzz({
      client: fuzzServer.client,
      generate: options.generate,
      request: options.request,
      stateful: true,
      check: (input, request, response) => {
        if (response.status >= 400) {
          const { code } = expectErrorShape(request, response);
          const key = `${request.method} ${request.path.split('?')[0]} ${response.status} ${code}`;
          refusals.set(key, (refusals.get(key) ?? 0) + 1);
        }
        options.check?.(input, request, response);
      },
    });
  }

  for (const [path, keys, valid] of POST_ROUTES) {
    it(`POST ${path}: never 5xx, refusals in the error shape, whatever the request`, async () => {
      const { server } = fuzzServer;
      await fuzzAuth({
        generate: fc.record({
          body: bodyWithType(jsonText(jsonBodyValue(keys, valid))),
          headers: oddHeaders,
          query: queryString(keys),
          origin: originChoice(server.base),
          address: clientAddress,
        }),
        request: ({ body, headers, query, origin, address }) => {
          const all: Record<string, string> = { ...headers };
          if (origin.header !== null) all.origin = origin.header;
          if (body.contentType !== null) all['content-type'] = body.contentType;
          return {
            method: 'POST',
            path: `${path}${query}`,
            headers: all,
            body: body.body,
            localAddress: address,
          };
        },
      });
    });
  }

  it('GET /api/auth/verify-email: never 5xx, refusals in the error shape, whatever the token', async () => {
    await fuzzAuth({
      generate: fc.record({
        query: fc.oneof(
          queryString(['token', 'callbackURL']),
          fc
            .tuple(fc.oneof(tokenLike, nastyString), fc.option(callbackURL))
            .map(
              ([token, callback]) =>
                `?token=${percentEncode(token)}${callback === null ? '' : `&callbackURL=${percentEncode(callback)}`}`,
            ),
        ),
        headers: oddHeaders,
        address: clientAddress,
      }),
      request: ({ query, headers, address }) => ({
        method: 'GET',
        path: `/api/auth/verify-email${query}`,
        headers,
        localAddress: address,
      }),
      // A bad token never signs anyone in.
      check: (_input, request, response) => {
        const sessions = (response.headers['set-cookie'] ?? []).filter((cookie) =>
          /session_token=[^;]/.test(cookie),
        );
        expect(sessions, request.path).toEqual([]);
      },
    });
  });

  it('GET /api/auth/get-session: the session for the learner’s cookie, null for any other', async () => {
    const { server, learners } = fuzzServer;
    await fuzzAuth({
      // From many addresses: better-auth limits every route to 100 calls a minute per client.
      generate: fc.tuple(envelope(server.base, learners), clientAddress),
      request: ([input, address]) => ({
        ...signedInRequest(input, 'GET', '/api/auth/get-session'),
        localAddress: address,
      }),
      check: ([input], request, response) => {
        // NUL anywhere in an auth route's input is refused before better-auth runs.
        const query = new URL(request.path, 'http://query.test').searchParams;
        if ([...query].some(([key, value]) => `${key}${value}`.includes('\u0000'))) {
          expect(response.status, request.path).toBe(400);
          expect(expectErrorShape(request, response).code).toBe('invalid_input');
          return;
        }
        expect(response.status, request.path).toBe(200);
        const body = JSON.parse(response.text) as { user: { id: string } } | null;
        if (input.caller.cookie.session === 'invalid') expect(body, response.text).toBeNull();
        if (input.caller.cookie.session === 'valid') {
          expect(body?.user.id, response.text).toBe(input.caller.learner.userId);
        }
      },
    });
  });

  // Last: signing out ends the seeded learners' sessions, which the test above relies on.
  it('POST /api/auth/sign-out: never 5xx, refusals in the error shape, whoever calls', async () => {
    const { server, learners } = fuzzServer;
    await fuzzAuth({
      generate: fc.tuple(
        envelope(server.base, learners),
        bodyWithType(jsonText(fc.jsonValue({ maxDepth: 2 }))),
        clientAddress,
      ),
      request: ([input, body, address]) => ({
        ...signedInRequest(input, 'POST', '/api/auth/sign-out', body),
        localAddress: address,
      }),
      check: ([input], request, response) => {
        // Without our Origin, nobody is signed out.
        if (!input.origin.trusted) expect(response.status, request.path).toBe(403);
        if (response.status === 200) expect(JSON.parse(response.text)).toEqual({ success: true });
      },
    });
  });
});
