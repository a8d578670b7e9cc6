import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { courses } from '../../src/shared/catalogue/courses';
import type { Order } from '../../src/shared/schemas/order';
import { startBuiltServer, type BuiltServer } from '../helpers/built-server';
import { freePort } from '../helpers/free-port';
import { TestClient } from '../helpers/http-client';
import { newTransactionId } from '../helpers/orders';
import { seedLearners, type SeededLearner } from '../helpers/seed-learners';
import { firstLink, startSmtpCapture, type SmtpCapture } from '../helpers/smtp-capture';
import {
  createTestDatabase,
  TEST_DATABASE_URL,
  type TestDatabase,
} from '../helpers/test-databases';

/**
 * Two instances: two instances of the built server on one PostgreSQL database, as behind a
 * load balancer. Whatever one instance knows (sessions, rate-limit counts, used transaction IDs)
 * the other must know too, because it lives in the database and not in a process.
 */

if (!TEST_DATABASE_URL) {
  process.stdout.write(
    'Two-instance tests skipped: they need PostgreSQL, and TEST_DATABASE_URL is not set.\n',
  );
}

const PASSWORD = 'Padma-Bridge-2022';
const PAID_COURSES = courses.filter((course) => course.priceBDT > 0);

interface ErrorBody {
  error?: { code?: string };
}

/** A client of `server` holding the same cookies as `from` (the same browser, routed elsewhere). */
function sameBrowserOn(server: BuiltServer, from: TestClient, origin: string): TestClient {
  const client = new TestClient(server.url, { origin });
  for (const pair of from.cookieHeader().split('; ')) {
    const index = pair.indexOf('=');
    if (index > 0) client.setCookie(pair.slice(0, index), pair.slice(index + 1));
  }
  return client;
}

function learnerOn(server: BuiltServer, learner: SeededLearner, origin: string): TestClient {
  const client = new TestClient(server.url, { origin });
  client.setCookie(learner.cookieName, learner.cookieValue);
  return client;
}

describe.skipIf(!TEST_DATABASE_URL)('two server instances on one PostgreSQL database', () => {
  let testDb: TestDatabase | undefined;
  let smtp: SmtpCapture | undefined;
  let a: BuiltServer;
  let b: BuiltServer;
  /** Both instances have the same public URL, the Origin every browser sends to either. */
  let publicUrl: string;
  let env: Record<string, string>;

  beforeAll(async () => {
    testDb = await createTestDatabase('postgres');
    smtp = await startSmtpCapture();
    const portA = await freePort();
    publicUrl = `http://127.0.0.1:${portA}`;
    env = {
      DATABASE_URL: testDb.databaseUrl ?? '',
      AUTH_SECRET: randomBytes(32).toString('base64url'),
      SMTP_URL: smtp.url,
      PUBLIC_URL: publicUrl,
    };
    [a, b] = await Promise.all([startBuiltServer(env, { port: portA }), startBuiltServer(env)]);
  });

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await smtp?.close();
    await testDb?.cleanup();
  });

  it('share sessions: signed up on A, verified on B, signed in on A, used and signed out on B', async () => {
    const email = `two-instances-${Date.now()}@example.com`;
    const onA = new TestClient(a.url, { origin: publicUrl, localAddress: '127.0.0.21' });
    const signUp = await onA.post('/api/auth/sign-up/email', {
      name: 'Nusrat',
      email,
      password: PASSWORD,
      callbackURL: '/',
    });
    expect(signUp.status).toBe(200);
    const mail = await smtp?.waitFor((m) => m.to.includes(email), 10_000);
    if (!mail) throw new Error('no SMTP capture');
    // Both instances' mail workers watch the one outbox: the mail is sent by one of them, once.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp?.messages.filter((m) => m.to.includes(email))).toHaveLength(1);
    // The link was mailed by A; B follows it (the token is in the database, not in A).
    const link = new URL(firstLink(mail.text));
    const verifier = new TestClient(b.url, { origin: publicUrl, localAddress: '127.0.0.21' });
    const verified = await verifier.get(link.pathname + link.search);
    expect(verified.status).toBe(302);
    expect(verified.headers.location).not.toMatch(/error/i);

    const signIn = await onA.post('/api/auth/sign-in/email', { email, password: PASSWORD });
    expect(signIn.status).toBe(200);
    const onB = sameBrowserOn(b, onA, publicUrl);
    for (const client of [onA, onB]) {
      const profile = await client.get('/api/profile');
      expect(profile.status).toBe(200);
      expect(profile.json<{ email: string }>().email).toBe(email);
    }

    // A payment made through B is the learner's on A.
    const order = await onB.post('/api/orders', {
      courseId: 'docker-fundamentals',
      paymentMethod: 'bkash',
      mobileNumber: '01712345678',
      transactionId: newTransactionId(),
    });
    expect(order.status).toBe(201);
    const listed = await onA.get('/api/orders');
    expect(listed.json<Order[]>().map((row) => row.id)).toEqual([order.json<Order>().id]);

    // Signing out on B ends the session everywhere.
    const staleOnB = sameBrowserOn(b, onA, publicUrl);
    expect((await onB.post('/api/auth/sign-out', {})).status).toBe(200);
    expect((await onA.get('/api/profile')).status).toBe(401);
    expect((await staleOnB.get('/api/profile')).status).toBe(401);
  });

  it('count sign-in attempts together: the 4th wrong password in 10 s is refused, on either', async () => {
    const email = `nobody-${Date.now()}@example.com`;
    const address = '127.0.0.22';
    const clients = [a, b].map(
      (server) => new TestClient(server.url, { origin: publicUrl, localAddress: address }),
    );
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const client = clients[attempt % 2];
      if (!client) throw new Error('no client');
      const response = await client.post('/api/auth/sign-in/email', {
        email,
        password: `wrong-${attempt}`,
      });
      statuses.push(response.status);
    }
    // A, B, A answered; B and A and B then refuse: the count is shared, not per instance.
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
    // The limit is per client address, not for everybody, on both instances.
    for (const server of [a, b]) {
      const other = new TestClient(server.url, { origin: publicUrl, localAddress: '127.0.0.23' });
      const response = await other.post('/api/auth/sign-in/email', { email, password: 'wrong' });
      expect(response.status).toBe(401);
    }

    // Ten at once, five to each instance, from one more address: still three in the window.
    const burst = await Promise.all(
      Array.from({ length: 10 }, (_, attempt) =>
        new TestClient((attempt % 2 === 0 ? a : b).url, {
          origin: publicUrl,
          localAddress: '127.0.0.24',
        })
          .post('/api/auth/sign-in/email', { email, password: `burst-${attempt}` })
          .then((response) => response.status),
      ),
    );
    expect(burst.filter((status) => status === 401)).toHaveLength(3);
    expect(burst.filter((status) => status === 429)).toHaveLength(7);
  });

  it('count a learner’s payment submissions together: the 11th in an hour is refused, on either', async () => {
    if (!testDb) throw new Error('no database');
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: testDb.dataDir, ...env });
    const [learner] = await seedLearners({ config, database: testDb.database, count: 1 });
    if (!learner) throw new Error('no learner');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      const response = await learnerOn(attempt % 2 === 0 ? a : b, learner, publicUrl).post(
        '/api/orders',
        {
          courseId: PAID_COURSES[attempt % PAID_COURSES.length]?.id,
          paymentMethod: 'bkash',
          mobileNumber: '01712345678',
          transactionId: newTransactionId(),
        },
      );
      statuses.push(response.status);
      if (response.status === 429) expect(response.headers['retry-after']).toMatch(/^\d+$/);
    }
    // Nine courses, one pending order each; the tenth try finds one pending; then both refuse.
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201, 201, 201, 201, 409, 429, 429]);
  });

  it('accept a transaction ID once when it reaches A and B at the same moment', async () => {
    if (!testDb) throw new Error('no database');
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: testDb.dataDir, ...env });
    const learners = await seedLearners({ config, database: testDb.database, count: 30 });
    const pairs = Array.from({ length: 10 }, (_, index) => {
      const first = learners[2 * index];
      const second = learners[2 * index + 1];
      const course = PAID_COURSES[index % PAID_COURSES.length];
      if (!first || !second || !course) throw new Error('not enough learners or courses');
      return {
        transactionId: newTransactionId(),
        paymentMethod: index % 2 === 0 ? 'bkash' : 'nagad',
        courseId: course.id,
        learners: [first, second],
      };
    });
    const answers = await Promise.all(
      pairs.map((pair, index) =>
        Promise.all(
          [a, b].map((server, side) => {
            const learner = pair.learners[side];
            if (!learner) throw new Error('no learner');
            return learnerOn(server, learner, publicUrl).post('/api/orders', {
              courseId: pair.courseId,
              paymentMethod: pair.paymentMethod,
              mobileNumber: '01812345678',
              // Half the pairs send it to B in lower case: still the same transaction ID.
              transactionId:
                side === 1 && index % 2 === 1
                  ? pair.transactionId.toLowerCase()
                  : pair.transactionId,
            });
          }),
        ),
      ),
    );
    const rows = await testDb.database.db
      .selectFrom('orders')
      .select(['id', 'transaction_id', 'user_id'])
      .where(
        'transaction_id',
        'in',
        pairs.map((pair) => pair.transactionId),
      )
      .execute();
    pairs.forEach((pair, index) => {
      const both = answers[index] ?? [];
      const summary = both.map((response) =>
        response.status === 201
          ? '201'
          : `${response.status} ${response.json<ErrorBody>().error?.code ?? response.text}`,
      );
      expect(summary.sort(), pair.transactionId).toEqual(['201', '409 duplicate_transaction']);
      const winner = both.findIndex((response) => response.status === 201);
      const saved = rows.filter((row) => row.transaction_id === pair.transactionId);
      expect(saved).toHaveLength(1);
      expect(saved[0]?.id).toBe(both[winner]?.json<Order>().id);
      expect(saved[0]?.user_id).toBe(pair.learners[winner]?.userId);
    });

    // One learner, one course, two different payments at once on A and B: one stays pending.
    const single = learners.slice(20, 30);
    const racing = await Promise.all(
      single.map((learner, index) =>
        Promise.all(
          [a, b].map((server) =>
            learnerOn(server, learner, publicUrl).post('/api/orders', {
              courseId: PAID_COURSES[index % PAID_COURSES.length]?.id,
              paymentMethod: 'bkash',
              mobileNumber: '01912345678',
              transactionId: newTransactionId(),
            }),
          ),
        ),
      ),
    );
    for (const both of racing) {
      const summary = both.map((response) =>
        response.status === 201
          ? '201'
          : `${response.status} ${response.json<ErrorBody>().error?.code ?? response.text}`,
      );
      expect(summary.sort()).toEqual(['201', '409 order_pending']);
    }
    const pending = await testDb.database.db
      .selectFrom('orders')
      .select('user_id')
      .where(
        'user_id',
        'in',
        single.map((learner) => learner.userId),
      )
      .execute();
    expect(pending).toHaveLength(single.length);

    for (const server of [a, b]) expect(server.output()).not.toContain('Unhandled error');
  });
});
