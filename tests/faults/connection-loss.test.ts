import { randomBytes } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { courses } from '../../src/shared/catalogue/courses';
import type { Order } from '../../src/shared/schemas/order';
import { startBuiltServer, type BuiltServer } from '../helpers/built-server';
import { answerJson, send, type Outcome } from '../helpers/fault-http';
import { seedLearners, type SeededLearner } from '../helpers/seed-learners';
import {
  createTestDatabase,
  TEST_DATABASE_URL,
  type TestDatabase,
} from '../helpers/test-databases';

/**
 * A lost database: PostgreSQL drops the app's connections (a restart, a failover, an operator's
 * pg_terminate_backend) while signed-in learners are using it. The process must stay up, the
 * requests caught in the loss answer 503 in the API's error shape, new connections replace the
 * lost ones, and no order that was answered 201 is lost.
 */

if (!TEST_DATABASE_URL) {
  process.stdout.write(
    'Connection-loss tests skipped: they need PostgreSQL, and TEST_DATABASE_URL is not set.\n',
  );
}

const TERMINATIONS = 3;
/** Requests in flight at once: enough that every termination catches some mid-query. */
const CONCURRENCY = 16;
/** Answers between terminations, so each one lands on a server busy with new connections. */
const ANSWERS_BETWEEN = 150;
/** "Within seconds": generous for a busy 2-core machine; a healthy server needs well under one. */
const RECOVERY_DEADLINE_MS = 15_000;
const PAID_COURSES = courses.filter((course) => course.priceBDT > 0);

type Kind = 'order' | 'profile' | 'orders' | 'session';

interface Sent {
  kind: Kind;
  outcome: Outcome;
  transactionId?: string;
}

interface ErrorBody {
  error?: { code?: unknown; message?: unknown };
}

function describeOutcome(sent: Sent): string {
  const { outcome } = sent;
  return outcome.kind === 'answer'
    ? `${sent.kind}: ${outcome.status} ${outcome.text.slice(0, 200)}`
    : `${sent.kind}: no answer (${outcome.error})`;
}

/** A failure caught in the loss: 503 with a code and a message, and nothing else. */
function isUnavailableAnswer(outcome: Outcome): boolean {
  if (outcome.kind !== 'answer' || outcome.status !== 503) return false;
  const body = answerJson<ErrorBody>(outcome);
  return (
    body?.error?.code === 'database_unavailable' &&
    typeof body.error.message === 'string' &&
    body.error.message.length > 0
  );
}

async function healthStatus(url: string): Promise<number> {
  const outcome = await send({ base: url, method: 'GET', path: '/api/health', timeoutMs: 5_000 });
  return outcome.kind === 'answer' ? outcome.status : 0;
}

/** Polls /api/health until it answers 200; how long that took, or throws past the deadline. */
async function waitUntilHealthy(server: BuiltServer): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (!server.pid()) throw new Error(`the server exited:\n${server.output().slice(-3000)}`);
    if ((await healthStatus(server.url)) === 200) return Date.now() - started;
    if (Date.now() - started > RECOVERY_DEADLINE_MS) {
      throw new Error(`/api/health did not recover in ${RECOVERY_DEADLINE_MS} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** An admin connection (to the server's own database, not the app's) that ends the app's. */
async function withAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

function terminateBackends(admin: pg.Client, database: string): Promise<number> {
  return admin
    .query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [database],
    )
    .then((result) => result.rowCount ?? 0);
}

describe.skipIf(!TEST_DATABASE_URL)('PostgreSQL connections lost under load', () => {
  let testDb: TestDatabase | undefined;
  let server: BuiltServer | undefined;
  let env: Record<string, string> = {};
  let learners: SeededLearner[] = [];
  let databaseName = '';

  beforeAll(async () => {
    testDb = await createTestDatabase('postgres');
    databaseName = new URL(testDb.databaseUrl ?? '').pathname.slice(1);
    env = {
      DATABASE_URL: testDb.databaseUrl ?? '',
      AUTH_SECRET: randomBytes(32).toString('base64url'),
    };
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: testDb.dataDir, ...env });
    learners = await seedLearners({ config, database: testDb.database, count: 120 });
  });

  // Each test has its own server process, so one that ends the process does not fail the next.
  beforeEach(async () => {
    server = await startBuiltServer(env, { dataDir: testDb?.dataDir });
  });

  afterEach(async () => {
    await server?.stop();
    server = undefined;
  });

  afterAll(async () => {
    // Whatever a test did to the database, let it accept connections again before dropping it.
    if (databaseName) {
      await withAdmin((admin) =>
        admin.query(`alter database ${databaseName} with allow_connections true`),
      );
    }
    await testDb?.cleanup();
  });

  it(`stays up through ${TERMINATIONS} terminations of every backend; answered orders are kept`, async () => {
    if (!server || !testDb) throw new Error('not started');
    const running = server;
    const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
    // Every (learner, course) pair once: a learner may hold one pending order per course.
    const orderJobs = learners.flatMap((learner) =>
      PAID_COURSES.map((course) => ({ learner, courseId: course.id })),
    );
    const tag = randomBytes(3).toString('hex').toUpperCase();
    const sent: Sent[] = [];
    let nextOrder = 0;
    let counter = 0;
    let stopping = false;

    const request = (kind: Kind, learner: SeededLearner): Promise<Sent> => {
      const headers = { origin: running.url, cookie: learner.cookie };
      if (kind === 'order') {
        const job = orderJobs[nextOrder++];
        if (!job) throw new Error('ran out of orders to submit');
        const transactionId = `${tag}${String(nextOrder).padStart(4, '0')}`;
        return send({
          base: running.url,
          agent,
          method: 'POST',
          path: '/api/orders',
          headers: { ...headers, cookie: job.learner.cookie },
          body: {
            courseId: job.courseId,
            paymentMethod: nextOrder % 2 === 0 ? 'bkash' : 'nagad',
            mobileNumber: '01712345678',
            transactionId,
          },
        }).then((outcome) => ({ kind, outcome, transactionId }));
      }
      const path =
        kind === 'profile'
          ? '/api/profile'
          : kind === 'orders'
            ? '/api/orders'
            : '/api/auth/get-session';
      // better-auth limits its endpoints per client address: each learner calls from its own.
      const own =
        kind === 'session'
          ? { localAddress: `127.0.1.${(learners.indexOf(learner) % 250) + 1}` }
          : { agent };
      return send({ base: running.url, method: 'GET', path, headers, ...own }).then((outcome) => ({
        kind,
        outcome,
      }));
    };

    const kinds: Kind[] = ['order', 'profile', 'session', 'orders'];
    const worker = async () => {
      while (!stopping) {
        const index = counter++;
        const kind = kinds[index % kinds.length] ?? 'profile';
        const learner = learners[index % learners.length];
        if (!learner) throw new Error('no learner');
        sent.push(await request(kind, learner));
      }
    };
    const waitForAnswers = async (count: number) => {
      const target = sent.length + count;
      const deadline = Date.now() + 60_000;
      while (sent.length < target) {
        if (Date.now() > deadline) throw new Error(`the load stalled at ${sent.length} answers`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };

    const load = Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const recoveries: number[] = [];
    const terminated: number[] = [];
    try {
      for (let round = 0; round < TERMINATIONS; round++) {
        await waitForAnswers(ANSWERS_BETWEEN);
        terminated.push(await withAdmin((admin) => terminateBackends(admin, databaseName)));
        recoveries.push(await waitUntilHealthy(running));
        expect(running.pid(), 'the server process is still running').toBeDefined();
      }
      // After the last loss, the new connections carry the load as before.
      await waitForAnswers(ANSWERS_BETWEEN);
    } finally {
      stopping = true;
      await load;
      agent.destroy();
    }
    const afterLastLoss = sent.slice(-ANSWERS_BETWEEN / 2);

    const unavailable = sent.filter((item) => isUnavailableAnswer(item.outcome));
    console.log(
      `connection loss: ${sent.length} requests, ${terminated.join('/')} backends terminated, ` +
        `${unavailable.length} answered 503, health back in ${recoveries.join('/')} ms`,
    );
    expect(running.pid(), 'the server process is still running').toBeDefined();
    expect(running.output()).not.toMatch(/Unhandled 'error' event|Start-up failed/);
    for (const count of terminated) expect(count).toBeGreaterThan(0);

    // Every request was answered: a success, or a 503 in the API's error shape. Never a dropped
    // connection, never a 500.
    const wrong = sent.filter((item) => {
      const { outcome } = item;
      if (outcome.kind !== 'answer') return true;
      const success = item.kind === 'order' ? 201 : 200;
      return outcome.status !== success && !isUnavailableAnswer(outcome);
    });
    expect(wrong.map(describeOutcome)).toEqual([]);
    // Once the new connections are in, requests succeed again.
    expect(afterLastLoss.filter((item) => isUnavailableAnswer(item.outcome))).toEqual([]);

    // Every order answered 201 is in the database, as answered.
    const created = sent.filter(
      (item) =>
        item.kind === 'order' && item.outcome.kind === 'answer' && item.outcome.status === 201,
    );
    expect(created.length).toBeGreaterThan(0);
    const rows = await testDb.database.db
      .selectFrom('orders')
      .select(['id', 'transaction_id'])
      .execute();
    const stored = new Map(rows.map((row) => [row.transaction_id, row.id]));
    for (const item of created) {
      const order = answerJson<Order>(item.outcome);
      expect(stored.get(item.transactionId ?? ''), item.transactionId).toBe(order?.id);
    }
  });

  it('reports an outage at /api/health with 503s in the API shape, and recovers', async () => {
    if (!server || !testDb) throw new Error('not started');
    const learner = learners[0];
    if (!learner) throw new Error('no learner');
    const headers = { origin: server.url, cookie: learner.cookie };
    const get = (path: string) =>
      send({ base: server?.url ?? '', method: 'GET', path, headers, timeoutMs: 20_000 });

    // New connections are refused and the open ones are ended: the database is gone for now.
    await withAdmin(async (admin) => {
      await admin.query(`alter database ${databaseName} with allow_connections false`);
      await terminateBackends(admin, databaseName);
    });
    const health = await get('/api/health');
    expect(health.kind === 'answer' && health.status).toBe(503);
    expect(answerJson(health)).toMatchObject({
      status: 'unavailable',
      error: { code: 'database_unavailable' },
    });
    for (const path of ['/api/profile', '/api/orders', '/api/auth/get-session']) {
      const outcome = await get(path);
      expect(isUnavailableAnswer(outcome), describeOutcome({ kind: 'profile', outcome })).toBe(
        true,
      );
    }
    const signIn = await send({
      base: server.url,
      method: 'POST',
      path: '/api/auth/sign-in/email',
      headers: { origin: server.url },
      body: { email: learner.email, password: 'Padma-Bridge-2022' },
      timeoutMs: 20_000,
    });
    expect(isUnavailableAnswer(signIn), describeOutcome({ kind: 'session', outcome: signIn })).toBe(
      true,
    );
    expect(server.pid()).toBeDefined();

    await withAdmin((admin) =>
      admin.query(`alter database ${databaseName} with allow_connections true`),
    );
    await waitUntilHealthy(server);
    const profile = await get('/api/profile');
    expect(profile.kind === 'answer' && profile.status).toBe(200);
    expect(server.output()).not.toMatch(/Unhandled 'error' event/);
  });
});
