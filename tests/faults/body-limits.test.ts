import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../src/server/http/errors';
import { MAX_PICTURE_BYTES } from '../../src/server/routes/profile/picture-upload';
import { grantStaff } from '../../src/server/staff/staff.service';
import { multipartBody, rawRequest } from '../helpers/raw-request';
import { seedLearners } from '../helpers/seed-learners';
import { ENGINES, announceSkippedEngines } from '../helpers/test-databases';
import { startTestServer, type TestServer } from '../helpers/test-server';

/**
 * Every endpoint that takes a body refuses one over its limit with 413 as soon as it knows:
 * from an honest Content-Length before reading any of it, from a chunked stream once the bytes
 * received pass the limit. The client here never finishes such a body, so an answer can only
 * come from a server that stopped early.
 */

announceSkippedEngines();

const MB = 1024 * 1024;

type Caller = 'visitor' | 'learner' | 'staff';
interface Limited {
  method: 'POST' | 'PUT';
  path: string;
  /** Bytes: the largest body the endpoint reads. */
  limit: number;
  as: Caller;
  contentType?: string;
}

/** The limits each route sets (orders.routes.ts, site-forms.routes.ts, profile, admin, learn). */
const JSON_LIMITED: Limited[] = [
  { method: 'POST', path: '/api/contact', limit: 16 * 1024, as: 'visitor' },
  { method: 'POST', path: '/api/careers/applications', limit: 16 * 1024, as: 'visitor' },
  { method: 'POST', path: '/api/orders', limit: 4 * 1024, as: 'learner' },
  { method: 'POST', path: '/api/enrollments', limit: 1024, as: 'learner' },
  {
    method: 'POST',
    path: '/api/learn/docker-fundamentals/quizzes/docker-1-quiz/attempts',
    limit: 32 * 1024,
    as: 'learner',
  },
  { method: 'PUT', path: '/api/profile', limit: 64 * 1024, as: 'learner' },
  { method: 'POST', path: '/api/admin/orders/some-order/verify', limit: 4 * 1024, as: 'staff' },
  { method: 'POST', path: '/api/admin/orders/some-order/reject', limit: 4 * 1024, as: 'staff' },
  { method: 'POST', path: '/api/admin/messages/some-id/handled', limit: 1024, as: 'staff' },
  { method: 'POST', path: '/api/admin/applications/some-id/handled', limit: 1024, as: 'staff' },
  { method: 'POST', path: '/api/admin/mail/some-id/resend', limit: 1024, as: 'staff' },
  {
    method: 'POST',
    path: '/api/admin/certificates/some-id/revoke',
    limit: 4 * 1024,
    as: 'staff',
  },
];
const PICTURE: Limited = {
  method: 'POST',
  path: '/api/profile/picture',
  limit: MAX_PICTURE_BYTES + 64 * 1024,
  as: 'learner',
  contentType: 'multipart/form-data; boundary=----never-ends',
};

interface Answer {
  status: number;
  text: string;
  /** Body bytes the client had written when the answer arrived. */
  sentBytes: number;
  /** True when the client had to finish the whole body before any answer came. */
  finished: boolean;
  ms: number;
}

/**
 * Sends a body without finishing it: `declared` bytes announced in Content-Length (or chunked
 * when undefined), of which at most `sendUpTo` are written, `prefix` first, then spaces. If no
 * answer has come `waitMs` after the client stalls, it sends the rest and ends the request so
 * the server's late answer can be measured (and nothing is left half-read).
 */
function sendWithoutFinishing(
  base: string,
  limited: Pick<Limited, 'method' | 'path'>,
  options: {
    headers: Record<string, string>;
    declared?: number;
    sendUpTo: number;
    prefix?: Buffer;
    waitMs?: number;
  },
): Promise<Answer> {
  const headers: Record<string, string> = { origin: base, ...options.headers };
  if (options.declared === undefined) headers['transfer-encoding'] = 'chunked';
  else headers['content-length'] = String(options.declared);
  const total = options.declared ?? options.sendUpTo;
  const step = 16 * 1024;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    let sent = 0;
    let finished = false;
    let answered = false;
    const request = http.request(
      new URL(limited.path, base),
      { method: limited.method, headers, agent: false },
      (response) => {
        answered = true;
        const sentBytes = sent;
        const parts: Buffer[] = [];
        response.on('data', (part: Buffer) => parts.push(part));
        response.on('error', reject);
        response.on('end', () => {
          request.destroy();
          resolve({
            status: response.statusCode ?? 0,
            text: Buffer.concat(parts).toString('utf8'),
            sentBytes,
            finished,
            ms: Math.round(performance.now() - started),
          });
        });
      },
    );
    request.setMaxListeners(0);
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    const write = async (upTo: number) => {
      while (!answered && !request.destroyed && sent < upTo) {
        const size = Math.min(step, upTo - sent);
        const piece = sent === 0 && options.prefix ? options.prefix : Buffer.alloc(size, 0x20);
        sent += piece.length;
        const flushed = request.write(piece);
        await new Promise<void>((next) => {
          if (flushed) setImmediate(next);
          else {
            request.once('drain', next);
            request.once('close', next);
          }
        });
      }
    };
    void (async () => {
      await write(Math.min(options.sendUpTo, total));
      await new Promise((resolve) => setTimeout(resolve, options.waitMs ?? 2_000));
      if (answered || request.destroyed) return;
      await write(total);
      finished = true;
      request.end();
    })();
  });
}

function expectTooLarge(answer: Answer) {
  expect(answer.status, answer.text).toBe(413);
  const body = JSON.parse(answer.text) as ApiErrorBody;
  expect(body.error.code).toBe('payload_too_large');
  expect(body.error.message).toMatch(/too large|larger than/i);
  expect(answer.finished, 'answered before the client finished the body').toBe(false);
}

describe.each(ENGINES)('request bodies over their limit (%s)', (engine) => {
  let server: TestServer | undefined;
  let base = '';
  const cookies: Record<Caller, Record<string, string>> = { visitor: {}, learner: {}, staff: {} };
  const declaredAnswers: Answer[] = [];
  const chunkedAnswers: Answer[] = [];
  const summary: string[] = [];

  beforeAll(async () => {
    server = await startTestServer(engine);
    base = server.base;
    const { config, testDb } = server;
    const [learner, staff] = await seedLearners({ config, database: testDb.database, count: 2 });
    if (!learner || !staff) throw new Error('learners not seeded');
    await grantStaff(testDb.database.db, staff.email);
    cookies.learner = { cookie: learner.cookie };
    cookies.staff = { cookie: staff.cookie };
  });
  afterAll(async () => {
    await server?.close();
    const most = (answers: Answer[], pick: (answer: Answer) => number) =>
      Math.max(...answers.map(pick));
    summary.unshift(
      `${engine} body limits: declared 50 MB to ${declaredAnswers.length} endpoints, 413 each ` +
        `within ${most(declaredAnswers, (a) => a.ms)} ms, 64 KB sent; chunked JSON to ` +
        `${chunkedAnswers.length} endpoints, 413 each with at most ` +
        `${Math.round(most(chunkedAnswers, (a) => a.sentBytes) / 1024)} KB sent, none finished`,
    );
    process.stdout.write(`\n${summary.join('\n')}\n`);
  });

  const json = { 'content-type': 'application/json' };

  it.each(JSON_LIMITED)('$method $path takes $limit bytes of JSON, not one more', async (route) => {
    const headers = { ...json, ...cookies[route.as] };
    const at = `{}${' '.repeat(route.limit - 2)}`;
    const atLimit = await rawRequest(base, route.path, { method: route.method, headers, body: at });
    expect(atLimit.status, atLimit.text).not.toBe(413);
    expect(atLimit.status, atLimit.text).toBeLessThan(500);
    const over = await rawRequest(base, route.path, {
      method: route.method,
      headers,
      body: `${at} `,
    });
    expect(over.status, over.text).toBe(413);
    expect(over.json<ApiErrorBody>().error.code).toBe('payload_too_large');
  });

  it.each([...JSON_LIMITED, PICTURE])(
    '$method $path refuses a declared 50 MB body before reading it',
    async (route) => {
      const answer = await sendWithoutFinishing(base, route, {
        headers: {
          'content-type': route.contentType ?? json['content-type'],
          ...cookies[route.as],
        },
        declared: 50 * MB,
        sendUpTo: 64 * 1024,
      });
      expectTooLarge(answer);
      declaredAnswers.push(answer);
    },
  );

  it.each(JSON_LIMITED)(
    '$method $path refuses a chunked body once it passes $limit bytes',
    async (route) => {
      const answer = await sendWithoutFinishing(base, route, {
        headers: { ...json, ...cookies[route.as] },
        sendUpTo: 2 * route.limit + 256 * 1024,
      });
      expectTooLarge(answer);
      chunkedAnswers.push(answer);
    },
  );

  it('POST /api/profile/picture takes a 10 MB picture, not a byte more, chunked or not', async () => {
    const headers = cookies.learner;
    const file = (size: number) =>
      multipartBody('file', { name: 'big.jpg', type: 'image/jpeg', bytes: Buffer.alloc(size) });
    const atLimit = file(MAX_PICTURE_BYTES);
    const accepted = await rawRequest(base, PICTURE.path, {
      headers: { ...headers, 'content-type': atLimit.contentType },
      body: atLimit.body,
    });
    // Read in full and judged as a picture (zeros are not one), not refused for its size.
    expect(accepted.status, accepted.text).toBe(400);
    expect(accepted.json<ApiErrorBody>().error.code).toBe('invalid_image');

    const over = file(MAX_PICTURE_BYTES + 1);
    const refused = await rawRequest(base, PICTURE.path, {
      headers: { ...headers, 'content-type': over.contentType },
      body: over.body,
    });
    expect(refused.status, refused.text).toBe(413);

    const endless = multipartBody('file', {
      name: 'endless.jpg',
      type: 'image/jpeg',
      bytes: Buffer.alloc(0),
    });
    const head = endless.body.subarray(0, endless.body.indexOf('\r\n\r\n') + 4);
    const chunked = await sendWithoutFinishing(base, PICTURE, {
      headers: { ...headers, 'content-type': endless.contentType },
      prefix: head,
      sendUpTo: PICTURE.limit + 2 * MB,
    });
    expectTooLarge(chunked);
    summary.push(
      `${engine} picture: chunked upload refused at ${(chunked.sentBytes / MB).toFixed(1)} MB ` +
        `sent (limit ${(PICTURE.limit / MB).toFixed(2)} MB) after ${chunked.ms} ms`,
    );
  });

  it('signed-out callers, foreign origins, unknown API paths and pages do not read big bodies', async () => {
    const early = (path: string, method: 'POST' | 'PUT', headers: Record<string, string> = {}) =>
      sendWithoutFinishing(
        base,
        { method, path },
        {
          headers: { ...json, ...headers },
          declared: 50 * MB,
          sendUpTo: 64 * 1024,
        },
      );
    const signedOut = await early('/api/orders', 'POST');
    expect([signedOut.status, signedOut.finished]).toEqual([401, false]);
    const foreign = await early('/api/contact', 'POST', { origin: 'https://evil.example' });
    expect([foreign.status, foreign.finished]).toEqual([403, false]);
    const unknown = await early('/api/no-such-endpoint', 'POST');
    expect([unknown.status, unknown.finished]).toEqual([404, false]);
    expect(JSON.parse(unknown.text)).toEqual({
      error: { code: 'not_found', message: expect.any(String) },
    });
    for (const [method, path] of [
      ['POST', '/'],
      ['PUT', '/courses'],
    ] as const) {
      const page = await early(path, method);
      expect([page.status, page.finished], `${method} ${path}`).toEqual([404, false]);
      expect(page.text).toContain('</html>');
    }
    const chunkedUnknown = await sendWithoutFinishing(
      base,
      { method: 'POST', path: '/api/no-such-endpoint' },
      { headers: json, sendUpTo: 4 * MB },
    );
    expect([chunkedUnknown.status, chunkedUnknown.finished]).toEqual([404, false]);
    summary.push(
      `${engine} other paths, declared 50 MB, 64 KB sent: signed-out ${signedOut.status}, ` +
        `foreign origin ${foreign.status}, unknown API ${unknown.status} (chunked too), ` +
        `POST / and PUT /courses 404 page; none waited for the body`,
    );
  });

  // better-auth reads any body whole before answering: app.ts limits /api/auth/* bodies.
  it('better-auth routes refuse a 10 MB body early', async () => {
    const measured: string[] = [];
    let failure: unknown;
    for (const path of ['/api/auth/sign-in/email', '/api/auth/sign-up/email']) {
      for (const declared of [10 * MB, undefined]) {
        const answer = await sendWithoutFinishing(
          base,
          { method: 'POST', path },
          { headers: json, declared, sendUpTo: declared ? 64 * 1024 : 10 * MB, waitMs: 1_000 },
        );
        measured.push(
          `${path} ${declared ? 'declared' : 'chunked'} 10 MB: ${answer.status} ` +
            (answer.finished
              ? 'only once the client had sent all of it'
              : `after ${Math.round(answer.sentBytes / 1024)} KB, ${answer.ms} ms`),
        );
        try {
          expectTooLarge(answer);
        } catch (error) {
          failure ??= error;
        }
      }
    }
    summary.push(`${engine} auth routes: ${measured.join('; ')}`);
    if (failure) throw failure;
  });
});
