import { randomBytes } from 'node:crypto';
import { describe, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import {
  startBkashSimulator,
  type BkashSimulator,
} from '../../src/server/payments/bkash-simulator/start-simulator';
import { startBuiltServer, type BuiltServer } from '../helpers/built-server';
import { createCrashStore } from '../helpers/crash-store';
import { TestClient } from '../helpers/http-client';
import { seedLearners } from '../helpers/seed-learners';
import { announceSkippedEngines, ENGINES } from '../helpers/test-databases';

/**
 * SIGKILL between bKash's execute (the money moved) and the database write: the restarted
 * server's sweeper asks bKash, finds the payment completed and finishes it, exactly once: one
 * execute, one verified order, one enrolment, one receipt.
 */

announceSkippedEngines();

const AUTH_SECRET = randomBytes(32).toString('base64url');
const COURSE = 'docker-fundamentals';

describe('SIGKILL after bKash moved the money, before the academy wrote it down', () => {
  it.concurrent.for(ENGINES)(
    '%s: the restarted server finishes the payment exactly once',
    { timeout: 120_000 },
    async (engine, { expect }) => {
      const store = await createCrashStore(engine);
      let simulator: BkashSimulator | undefined;
      let server: BuiltServer | undefined;
      try {
        simulator = await startBkashSimulator();
        const sim = simulator;
        const env = {
          ...store.env,
          AUTH_SECRET,
          BKASH_BASE_URL: sim.baseUrl,
          BKASH_APP_KEY: sim.credentials.appKey,
          BKASH_APP_SECRET: sim.credentials.appSecret,
          BKASH_USERNAME: sim.credentials.username,
          BKASH_PASSWORD: sim.credentials.password,
          BKASH_SHORT_CODE: sim.credentials.shortCode,
          BKASH_TIMEOUT_SECONDS: '2',
          BKASH_SWEEP_SECONDS: '1',
        };
        const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: store.dataDir, ...env });
        const [learner] = await store.withDatabase((database) =>
          seedLearners({ config, database, count: 1 }),
        );
        if (!learner) throw new Error('no learner');
        server = await startBuiltServer(env, { dataDir: store.dataDir });
        const client = new TestClient(server.url);
        client.setCookie(learner.cookieName, learner.cookieValue);

        const started = await client.post('/api/payments/bkash', { courseId: COURSE });
        expect(started.status, started.text).toBe(201);
        const { paymentId } = started.json<{ paymentId: string }>();
        const back = new URL(await sim.payPage(paymentId, '01770618575'));
        // bKash moves the money, then is slow to say so: the server is killed while it waits.
        sim.faults.set({ kind: 'delay', call: 'execute', ms: 1_500, times: 1 });
        const returned = client.get(back.pathname + back.search).catch(() => undefined);
        for (let tries = 0; sim.payment(paymentId)?.status !== 'Completed'; tries++) {
          if (tries > 200) throw new Error('execute never reached the simulator');
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        const exit = await server.kill('SIGKILL');
        expect(exit.signal).toBe('SIGKILL');
        await returned;
        const before = await store.withDatabase((database) =>
          database.db.selectFrom('orders').selectAll().execute(),
        );
        expect(before).toEqual([]);

        await server.restart();
        // The sweeper runs right after start-up and every second; the payment is "stuck" once
        // twice the call's limit and 10 s have passed since it was claimed.
        let state = '';
        for (let tries = 0; tries < 120 && state !== 'completed'; tries++) {
          await new Promise((resolve) => setTimeout(resolve, 250));
          state = await store.withDatabase(async (database) => {
            const row = await database.db
              .selectFrom('bkash_payments')
              .select('state')
              .where('payment_id', '=', paymentId)
              .executeTakeFirst();
            return row?.state ?? '';
          });
        }
        expect(state).toBe('completed');
        const view = await client.get(`/api/payments/bkash/${paymentId}`);
        expect(view.json<{ state: string }>().state).toBe('enrolled');
        expect(sim.payment(paymentId)?.executeCalls).toBe(1);
        await store.withDatabase(async (database) => {
          const { db } = database;
          const orders = await db.selectFrom('orders').selectAll().execute();
          expect(orders).toHaveLength(1);
          expect(orders[0]).toMatchObject({
            payment_status: 'verified',
            paid_via: 'bkash_checkout',
            transaction_id: sim.payment(paymentId)?.trxID,
          });
          const enrolments = await db.selectFrom('enrollments').selectAll().execute();
          expect(enrolments.map((row) => row.course_id)).toEqual([COURSE]);
          const mails = await db
            .selectFrom('mail_outbox')
            .select('subject')
            .where('subject', 'like', "You're enrolled%")
            .execute();
          expect(mails).toHaveLength(1);
        });
        expect(server.output()).toContain('bKash sweep: 1 payment(s) asked about, 1 completed');
      } finally {
        await server?.stop();
        await simulator?.close();
        await store.cleanup();
      }
    },
  );
});
