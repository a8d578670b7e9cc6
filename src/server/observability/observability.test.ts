import { sql } from 'kysely';
import { once } from 'node:events';
import net from 'node:net';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signUpVerifyAndSignIn, TEST_PASSWORD } from '../../../tests/helpers/accounts';
import { TestClient } from '../../../tests/helpers/http-client';
import { submitOrder } from '../../../tests/helpers/orders';
import { announceSkippedEngines, ENGINES } from '../../../tests/helpers/test-databases';
import { startTestServer, type TestServer } from '../../../tests/helpers/test-server';
import { createLogger } from '../log';
import { createLocalPictureStore } from '../storage/local-store';

announceSkippedEngines();

const TOKEN = 'metrics-token-for-tests-0123456789';

/** Everything written to a stream, as the log file of a server whose stdout is redirected. */
function capture() {
  let text = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  return { stream, text: () => text };
}

/** The JSON lines written so far. */
function jsonLines(text: string): Record<string, unknown>[] {
  return text
    .trimEnd()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

async function scrape(server: TestServer, token = TOKEN) {
  return fetch(`${server.base}/metrics`, { headers: { Authorization: `Bearer ${token}` } });
}

/** The value of one sample line of the exposition, or 0 when the series is not there yet. */
function sample(exposition: string, series: string): number {
  const line = exposition.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe.each(ENGINES)('observability on %s', (engine) => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('has no /metrics without METRICS_TOKEN: 404 like any unknown path', async () => {
    server = await startTestServer(engine);
    const metrics = await fetch(`${server.base}/metrics`, {
      headers: { Authorization: `Bearer ${TOKEN}` },
    });
    const unknown = await fetch(`${server.base}/no-such-page`);
    expect(metrics.status).toBe(404);
    expect(await metrics.text()).toBe(await unknown.text());
  });

  it('answers /metrics only with its bearer token, with counts that move', async () => {
    server = await startTestServer(engine, { METRICS_TOKEN: TOKEN });
    expect((await fetch(`${server.base}/metrics`)).status).toBe(401);
    expect((await scrape(server, 'wrong-token-of-the-same-sort-012345')).status).toBe(401);
    const basic = await fetch(`${server.base}/metrics`, {
      headers: { Authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}` },
    });
    expect(basic.status).toBe(401);

    const before = await scrape(server);
    expect(before.status).toBe(200);
    expect(before.headers.get('content-type')).toContain('text/plain');
    const first = await before.text();
    const catalogue =
      'shikhon_http_requests_total{method="GET",route="/api/catalogue/enrolments",status="200"}';
    const missing = 'shikhon_http_requests_total{method="GET",route="/api/*",status="404"}';
    const countBefore = sample(first, catalogue);

    for (let i = 0; i < 3; i += 1) {
      expect((await fetch(`${server.base}/api/catalogue/enrolments`)).status).toBe(200);
    }
    // An unknown API path counts under the pattern that answered it, never its own path.
    expect((await fetch(`${server.base}/api/no-such-thing-7f3a9c`)).status).toBe(404);
    expect((await fetch(`${server.base}/about`)).status).toBe(200);
    expect((await fetch(`${server.base}/no-such-page-5e2b`)).status).toBe(404);

    const after = await (await scrape(server)).text();
    expect(sample(after, catalogue)).toBe(countBefore + 3);
    expect(sample(after, missing)).toBe(1);
    expect(after).not.toContain('7f3a9c');
    expect(
      sample(
        after,
        'shikhon_http_request_duration_seconds_count{method="GET",route="/api/catalogue/enrolments",status="200"}',
      ),
    ).toBe(countBefore + 3);
    // Pages and assets answered by the site are counted as one route.
    expect(
      sample(after, 'shikhon_http_requests_total{method="GET",route="site",status="200"}'),
    ).toBe(1);
    expect(
      sample(after, 'shikhon_http_requests_total{method="GET",route="site",status="404"}'),
    ).toBe(1);
    expect(after).not.toContain('5e2b');

    // Orders by status, read from the database at scrape time.
    expect(sample(after, 'shikhon_orders{status="pending"}')).toBe(0);
    const learner = await signUpVerifyAndSignIn(server, 'metrics@example.com');
    expect((await submitOrder(learner, 'docker-fundamentals')).status).toBe(201);
    const withOrder = await (await scrape(server)).text();
    expect(sample(withOrder, 'shikhon_orders{status="pending"}')).toBe(1);
    expect(sample(withOrder, 'shikhon_orders{status="verified"}')).toBe(0);
    expect(withOrder).toContain('shikhon_mail_outbox_messages{status="failed"} 0');
    expect(withOrder).toContain('shikhon_mail_outbox_oldest_age_seconds');
    expect(withOrder).toContain('shikhon_database_up 1');
    // prom-client's process metrics: memory and event-loop delay.
    expect(withOrder).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(withOrder).toMatch(/^nodejs_eventloop_lag_p99_seconds [\d.e-]+/m);
    if (engine === 'postgres') {
      expect(sample(withOrder, 'shikhon_database_pool_connections{state="total"}')).toBeGreaterThan(
        0,
      );
      expect(withOrder).toContain('shikhon_database_pool_connections{state="waiting"}');
    } else {
      expect(withOrder).not.toContain('shikhon_database_pool_connections');
    }
  });

  it('counts mail waiting in the outbox and how long it has waited', async () => {
    // A mail server that refuses connections: mail stays pending.
    const started = await startTestServer(engine, {
      METRICS_TOKEN: TOKEN,
      SMTP_URL: 'smtp://127.0.0.1:9',
    });
    server = started;
    const client = new TestClient(server.base);
    const signUp = await client.post('/api/auth/sign-up/email', {
      name: 'Outbox',
      email: 'outbox@example.com',
      password: TEST_PASSWORD,
      callbackURL: '/',
    });
    expect(signUp.status).toBe(200);
    await server.testDb.database.db
      .updateTable('mail_outbox')
      .set({ queued_at: new Date(Date.now() - 120_000).toISOString() })
      .execute();
    const text = await (await scrape(server)).text();
    expect(
      sample(text, 'shikhon_mail_outbox_messages{status="pending"}') +
        sample(text, 'shikhon_mail_outbox_messages{status="sending"}'),
    ).toBe(1);
    expect(sample(text, 'shikhon_mail_outbox_oldest_age_seconds')).toBeGreaterThanOrEqual(119);
    // The worker's first attempt fails (nothing listens on port 9): the mail waits for a retry.
    await expect
      .poll(async () =>
        sample(await (await scrape(started)).text(), 'shikhon_mail_outbox_retrying'),
      )
      .toBe(1);

    const health = await fetch(`${server.base}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({
      checks: {
        outbox: { status: 'ok', depth: 1, oldestQueuedAt: expect.any(String) },
      },
    });
  });

  it('logs one JSON line per request with its id, route, status, time and user, and no secrets', async () => {
    const output = capture();
    const log = createLogger(output.stream, 'json');
    server = await startTestServer(engine, {}, { log, requestLog: log });
    const learner = await signUpVerifyAndSignIn(server, 'json-log@example.com');
    const me = await learner.get('/api/me', { 'X-Request-Id': 'forged-by-the-client' });
    expect(me.status).toBe(200);
    // Not from a trusted proxy: the client's id is replaced by one of ours, echoed back.
    const id = String(me.headers['x-request-id']);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await expect.poll(() => output.text()).toContain(id);

    const lines = output
      .text()
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const line = lines.find((entry) => entry.requestId === id);
    expect(line).toEqual({
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/),
      level: 'info',
      msg: expect.any(String),
      requestId: id,
      method: 'GET',
      route: '/api/me',
      status: 200,
      ms: expect.any(Number),
      userId: expect.any(String),
    });
    const signIn = lines.find((entry) => entry.route === '/api/auth/*' && entry.method === 'POST');
    expect(signIn).toMatchObject({ status: 200 });
    // Neither the session cookie (nor any part of it), the password, nor the mailed token.
    const cookieValue = learner.cookieHeader().split('=')[1]?.split('.')[0] ?? '';
    expect(cookieValue.length).toBeGreaterThan(10);
    expect(output.text()).not.toContain(cookieValue);
    expect(output.text()).not.toContain(TEST_PASSWORD);
    expect(output.text()).not.toMatch(/token=/);
  });

  it('keeps a trusted proxy request id and echoes it', async () => {
    const output = capture();
    const log = createLogger(output.stream, 'json');
    server = await startTestServer(engine, { TRUSTED_PROXY: '127.0.0.1' }, { requestLog: log });
    const response = await fetch(`${server.base}/api/catalogue/enrolments`, {
      headers: { 'X-Request-Id': 'b5c1e0f2a9d84c7e9d1f2a3b4c5d6e7f' },
    });
    expect(response.headers.get('x-request-id')).toBe('b5c1e0f2a9d84c7e9d1f2a3b4c5d6e7f');
    // Not a sane id (spaces, too long): a new one instead.
    const insane = await fetch(`${server.base}/api/catalogue/enrolments`, {
      headers: { 'X-Request-Id': 'a b' },
    });
    expect(insane.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    await expect
      .poll(() => output.text())
      .toContain('"requestId":"b5c1e0f2a9d84c7e9d1f2a3b4c5d6e7f"');
  });

  it('counts pages and assets served from memory without a line each; errors and API calls keep theirs', async () => {
    const output = capture();
    const log = createLogger(output.stream, 'json');
    server = await startTestServer(engine, { METRICS_TOKEN: TOKEN }, { requestLog: log });
    const started = server;
    const asset = await fetch(`${server.base}/assets/entry-abc123.js`);
    expect(asset.status).toBe(200);
    // Still given an id, like every answer.
    expect(asset.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    await asset.arrayBuffer();
    const page = await fetch(`${server.base}/about`);
    expect(await page.text()).toContain('About page');
    const missing = await fetch(`${server.base}/no-such-page-1c9d`);
    expect(missing.status).toBe(404);
    await missing.arrayBuffer();
    expect((await fetch(`${server.base}/api/catalogue/enrolments`)).status).toBe(200);

    await expect.poll(() => output.text()).toContain('"route":"/api/catalogue/enrolments"');
    await expect.poll(() => output.text()).toContain('"status":404');
    const siteLines = jsonLines(output.text()).filter((line) => line.route === 'site');
    expect(siteLines).toEqual([
      expect.objectContaining({
        level: 'info',
        status: 404,
        requestId: missing.headers.get('x-request-id'),
      }),
    ]);
    // The two answered as they should be are counted all the same.
    await expect
      .poll(async () =>
        sample(
          await (await scrape(started)).text(),
          'shikhon_http_requests_total{method="GET",route="site",status="200"}',
        ),
      )
      .toBe(2);
  });

  it('logs a client that leaves mid-request as a disconnect, at info level, under its route', async () => {
    const output = capture();
    const log = createLogger(output.stream, 'json');
    server = await startTestServer(engine, {}, { requestLog: log });
    const { port } = new URL(server.base);
    const socket = net.connect(Number(port), '127.0.0.1');
    await once(socket, 'connect');
    // A message whose body never ends: the app is still reading it when the browser goes.
    socket.write(
      [
        'POST /api/contact HTTP/1.1',
        `Host: 127.0.0.1:${port}`,
        `Origin: ${server.base}`,
        'Content-Type: application/json',
        'Content-Length: 500',
        '',
        '{"name":"Nus',
      ].join('\r\n'),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    socket.destroy();

    await expect.poll(() => output.text()).toContain('disconnected');
    expect(jsonLines(output.text())).toEqual([
      expect.objectContaining({
        level: 'info',
        msg: expect.stringContaining('the client disconnected before the answer') as string,
        method: 'POST',
        route: '/api/contact',
        status: 0,
        disconnected: true,
      }),
    ]);
  });

  it("writes better-auth's failures through the log, without colour codes", async () => {
    const output = capture();
    const log = createLogger(output.stream, 'json');
    // better-auth colours its lines whenever TERM names a colour terminal, log file or not.
    vi.stubEnv('TERM', 'xterm-256color');
    let wrongRequestId: string | undefined;
    try {
      server = await startTestServer(engine, {}, { log, requestLog: log });
      await signUpVerifyAndSignIn(server, 'colours@example.com');
      const wrong = await new TestClient(server.base).post('/api/auth/sign-in/email', {
        email: 'colours@example.com',
        password: 'not-the-password',
      });
      expect(wrong.status).toBe(401);
      wrongRequestId = String(wrong.headers['x-request-id']);
      const unknown = await new TestClient(server.base).post('/api/auth/sign-in/email', {
        email: 'nobody@example.com',
        password: 'not-the-password',
      });
      expect(unknown.status).toBe(401);
      // A fault inside better-auth: it logs the error itself before answering.
      await sql`alter table session rename to session_gone`.execute(server.testDb.database.db);
      await new TestClient(server.base).get('/api/auth/get-session', {
        cookie: 'better-auth.session_token=abc.def',
      });
    } finally {
      vi.unstubAllEnvs();
    }
    await expect.poll(() => output.text()).toContain('better-auth: Invalid password');
    expect(output.text()).toContain('better-auth: User not found');
    expect(output.text()).not.toContain('\u001b');
    expect(output.text()).not.toContain('not-the-password');
    for (const line of output.text().trimEnd().split('\n')) {
      expect(() => JSON.parse(line) as unknown, line).not.toThrow();
    }
    const warning = output
      .text()
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as { level: string; msg: string; requestId?: string })
      .find((entry) => entry.msg.includes('Invalid password'));
    // Its level, and the id of the request it was logged for (as the client saw it).
    expect(warning?.level).toBe('warn');
    expect(warning?.requestId).toBe(wrongRequestId);
  });

  it('reports readiness: database, outbox and picture storage', async () => {
    server = await startTestServer(engine);
    const ready = await fetch(`${server.base}/api/health`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({
      status: 'ok',
      database: engine,
      version: 'test',
      checks: {
        database: { status: 'ok' },
        outbox: { status: 'ok', depth: 0, oldestQueuedAt: null, retrying: 0, failed: 0 },
        storage: { status: 'ok' },
      },
    });
  });

  it('answers 200 degraded, not 503, when the shared picture store cannot be reached', async () => {
    server = await startTestServer(
      engine,
      {},
      {
        pictures: (dataDir) => ({
          ...createLocalPictureStore(dataDir),
          check: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:9000')),
        }),
      },
    );
    const response = await fetch(`${server.base}/api/health`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      status: 'degraded',
      database: engine,
      checks: {
        database: { status: 'ok' },
        outbox: { status: 'ok' },
        storage: { status: 'unavailable', message: 'The picture store did not answer.' },
      },
    });
    expect(body).not.toHaveProperty('error');
  });
});
