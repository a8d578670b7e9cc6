import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/database';
import { SERVER_LIMITS } from '../../src/server/http/server-options';
import { startBuiltServer, type BuiltServer } from '../helpers/built-server';
import { TestClient } from '../helpers/http-client';
import { newTransactionId } from '../helpers/orders';
import { seedLearners, type SeededLearner } from '../helpers/seed-learners';

/**
 * Slow and broken clients against the built server (so main.ts's production server options are
 * what is tested; SQLite, the default deployment): a trickled body or hundreds of stalled
 * sockets must not keep a normal visitor from the home page for more than a second.
 */

const VISITOR_BUDGET_MS = 1_000;
const summary: string[] = [];

interface PageLoad {
  status: number;
  ms: number;
  body: string;
  reusedSocket: boolean;
}

/** GET / as a visitor would; `agent` keeps the connection alive like a browser. */
function loadHome(base: string, agent: http.Agent | false = false): Promise<PageLoad> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get(new URL('/', base), { agent }, (response) => {
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('error', reject);
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          ms: Math.round(performance.now() - started),
          body: Buffer.concat(parts).toString('utf8'),
          reusedSocket: request.reusedSocket,
        }),
      );
    });
    request.on('error', reject);
  });
}

/** Loads the home page `times` times, `gapMs` apart, and checks each against the reference. */
async function visitRepeatedly(
  base: string,
  reference: string,
  options: { times: number; gapMs: number; agent?: http.Agent },
): Promise<PageLoad[]> {
  const loads: PageLoad[] = [];
  for (let visit = 0; visit < options.times; visit += 1) {
    if (visit > 0) await sleep(options.gapMs);
    const load = await loadHome(base, options.agent ?? false);
    expect(load.status, `visit ${visit + 1}`).toBe(200);
    expect(load.body, `visit ${visit + 1}: the whole page`).toBe(reference);
    expect(load.ms, `visit ${visit + 1} took ${load.ms} ms`).toBeLessThan(VISITOR_BUDGET_MS);
    loads.push(load);
  }
  return loads;
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** What `promise` gives, or 'timed out' after `ms`. */
async function within<T>(promise: Promise<T>, ms: number): Promise<T | 'timed out'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timed out'>((resolve) => {
    timer = setTimeout(() => resolve('timed out'), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

interface StalledSocket {
  socket: net.Socket;
  received: () => string;
  /** Milliseconds from connecting until the server closed it; undefined while open. */
  closedAfterMs: () => number | undefined;
  closed: Promise<void>;
}

/** A raw connection that writes `first` (maybe nothing) and then stalls. */
function openStalled(base: string, first: string): Promise<StalledSocket> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    const opened = performance.now();
    let received = '';
    let closedAfterMs: number | undefined;
    const closed = new Promise<void>((done) =>
      socket.once('close', () => {
        closedAfterMs = performance.now() - opened;
        done();
      }),
    );
    socket.on('data', (data: Buffer) => (received += data.toString('latin1')));
    socket.once('error', reject);
    socket.once('connect', () => {
      socket.off('error', reject);
      socket.on('error', () => undefined);
      if (first) socket.write(first);
      resolve({ socket, received: () => received, closedAfterMs: () => closedAfterMs, closed });
    });
  });
}

function slowest(loads: PageLoad[]) {
  return Math.max(...loads.map((load) => load.ms));
}

describe('slow and broken clients (built server)', () => {
  let server: BuiltServer | undefined;
  let base = '';
  let reference = '';

  beforeAll(async () => {
    server = await startBuiltServer();
    base = server.url;
    const first = await loadHome(base);
    expect(first.status).toBe(200);
    expect(first.body).toContain('</html>');
    reference = first.body;
  });

  afterAll(async () => {
    await server?.stop();
    if (summary.length > 0) process.stdout.write(`\n${summary.join('\n')}\n`);
  });

  it('bodies trickled in one byte a second do not hold up the home page or other learners', async () => {
    if (!server) throw new Error('no server');
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: server.dataDir, PUBLIC_URL: base });
    const database = openDatabase({ databaseUrl: undefined, dataDir: server.dataDir });
    let learners: SeededLearner[];
    try {
      learners = await seedLearners({ config, database, count: 2 });
    } finally {
      await database.close();
    }
    const [trickler, other] = learners;
    if (!trickler || !other) throw new Error('learners not seeded');

    // Two honest but very slow clients: complete, valid bodies, sent one byte a second.
    const contactBody = JSON.stringify({
      firstName: 'Slow',
      lastName: 'Sender',
      email: 'slow.sender@example.com',
      subject: 'A slow line',
      message: 'Typed one byte at a time over a very bad connection.',
    });
    const orderBody = JSON.stringify({
      courseId: 'docker-fundamentals',
      paymentMethod: 'bkash',
      mobileNumber: '01712345678',
      transactionId: newTransactionId(),
    });
    const host = new URL(base).host;
    const head = (path: string, body: string, cookie?: string) =>
      `POST ${path} HTTP/1.1\r\nHost: ${host}\r\nOrigin: ${base}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      (cookie ? `Cookie: ${cookie}\r\n` : '') +
      'Connection: close\r\n\r\n';
    const slowContact = await openStalled(base, head('/api/contact', contactBody));
    const slowOrder = await openStalled(base, head('/api/orders', orderBody, trickler.cookie));
    let sent = 0;
    const trickle = setInterval(() => {
      slowContact.socket.write(contactBody.slice(sent, sent + 1));
      slowOrder.socket.write(orderBody.slice(sent, sent + 1));
      sent += 1;
    }, 1_000);

    let loads: PageLoad[];
    let orderMs: number;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      // A returning visitor, kept alive like a browser, and another learner paying meanwhile.
      loads = await visitRepeatedly(base, reference, { times: 5, gapMs: 1_000, agent });
      const payer = new TestClient(base);
      payer.setCookie(other.cookieName, other.cookieValue);
      const orderStarted = performance.now();
      const order = await payer.post('/api/orders', {
        courseId: 'docker-fundamentals',
        paymentMethod: 'nagad',
        mobileNumber: '01812345678',
        transactionId: newTransactionId(),
      });
      orderMs = Math.round(performance.now() - orderStarted);
      expect(order.status, order.text).toBe(201);
      expect(orderMs).toBeLessThan(VISITOR_BUDGET_MS);
    } finally {
      clearInterval(trickle);
      agent.destroy();
    }
    // Keep-alive still works for normal clients: one connection served all five visits.
    expect(loads.slice(1).every((load) => load.reusedSocket)).toBe(true);

    // Within the request timeout the slow clients are still waited for, and served in the end.
    expect(sent).toBeGreaterThanOrEqual(4);
    expect(slowContact.closedAfterMs()).toBeUndefined();
    expect(slowOrder.closedAfterMs()).toBeUndefined();
    slowContact.socket.write(contactBody.slice(sent));
    slowOrder.socket.write(orderBody.slice(sent));
    await Promise.all([slowContact.closed, slowOrder.closed]);
    expect(slowContact.received()).toMatch(/^HTTP\/1\.1 201 /);
    expect(slowOrder.received()).toMatch(/^HTTP\/1\.1 201 /);

    summary.push(
      `slow body: 2 clients at 1 byte/s (contact, orders) for ${sent} s; home page ` +
        `${loads.length}/5 loads over one kept-alive connection, slowest ${slowest(loads)} ms; ` +
        `another learner's order ${orderMs} ms; the slow clients then finished: 201, 201`,
    );
  });

  it('hundreds of stalled connections do not hold up the home page, and are closed in time', async () => {
    const idle = await Promise.all(Array.from({ length: 100 }, () => openStalled(base, '')));
    const host = new URL(base).host;
    const halfHeaders = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        openStalled(base, `GET /courses HTTP/1.1\r\nHost: ${host}\r\nX-Stalled: ${index}`),
      ),
    );
    const stalled = [...idle, ...halfHeaders];
    try {
      // New visitors, each on a fresh connection, while all 200 sockets hang.
      const loads = await visitRepeatedly(base, reference, { times: 5, gapMs: 800 });
      expect(stalled.every((socket) => socket.closedAfterMs() === undefined)).toBe(true);

      // The server itself drops them at the headers timeout (checked every second), with 408.
      const bound = SERVER_LIMITS.headersTimeoutMs + SERVER_LIMITS.connectionsCheckingIntervalMs;
      const allClosed = Promise.all(stalled.map((socket) => socket.closed));
      expect(
        await within(
          allClosed.then(() => 'closed'),
          bound + 3_000,
        ),
      ).toBe('closed');
      const times = stalled.map((socket) => socket.closedAfterMs() ?? Infinity);
      expect(Math.min(...times)).toBeGreaterThanOrEqual(SERVER_LIMITS.headersTimeoutMs - 100);
      for (const socket of stalled) expect(socket.received()).toMatch(/^HTTP\/1\.1 408 /);

      const after = await loadHome(base);
      expect(after.status).toBe(200);
      summary.push(
        `slowloris: 100 idle + 100 half-header sockets; home page ${loads.length}/5 loads, ` +
          `slowest ${slowest(loads)} ms; server closed all 200 with 408 after ` +
          `${(Math.min(...times) / 1000).toFixed(1)}–${(Math.max(...times) / 1000).toFixed(1)} s ` +
          `(headersTimeout ${SERVER_LIMITS.headersTimeoutMs / 1000} s)`,
      );
    } finally {
      for (const socket of stalled) socket.socket.destroy();
    }
  });
});
