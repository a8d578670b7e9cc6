import { afterEach, describe, expect, it } from 'vitest';
import { startSmtpCapture, type SmtpCapture } from '../../../tests/helpers/smtp-capture';
import {
  announceSkippedEngines,
  createTestDatabase,
  ENGINES,
  TEST_DATABASE_URL,
  type TestDatabase,
} from '../../../tests/helpers/test-databases';
import { openDatabase, type Database } from '../db/database';
import { createMailer, type MailMessage, type Mailer } from './mailer';
import { createMailWorker, type MailWorker } from './mail-worker';
import { claimDueMail, GIVE_UP_AFTER_MS, MAX_RETRY_MS } from './outbox';

announceSkippedEngines();

const T0 = new Date('2026-03-01T06:00:00.000Z');
const SECOND = 1000;

function message(subject: string): MailMessage {
  return { to: 'rafi@example.com', subject, text: `${subject}\n`, html: `<p>${subject}</p>` };
}

/** A mail server that refuses while `refusing` is set, and otherwise keeps what it is sent. */
function fakeMailer() {
  const state = { refusing: true, sent: [] as MailMessage[], attempts: 0 };
  const mailer: Mailer = {
    send(mail) {
      state.attempts += 1;
      if (state.refusing) return Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:2525'));
      state.sent.push(mail);
      return Promise.resolve();
    },
    close() {},
  };
  return { mailer, state };
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function database(engine: 'sqlite' | 'postgres'): Promise<TestDatabase> {
  const testDb = await createTestDatabase(engine);
  cleanups.push(testDb.cleanup);
  return testDb;
}

function worker(options: Parameters<typeof createMailWorker>[0]): MailWorker {
  const created = createMailWorker(options);
  cleanups.push(() => created.stop());
  return created;
}

async function rows(db: Database) {
  return db.db.selectFrom('mail_outbox').selectAll().orderBy('created_at').execute();
}

describe.each(ENGINES)('the mail worker on %s', (engine) => {
  it('retries a refused mail after 2 s, then 4 s, 8 s..., and sends it once the server takes it', async () => {
    const { database: db } = await database(engine);
    const { mailer, state } = fakeMailer();
    let now = T0;
    const log: string[] = [];
    const mail = worker({ database: db, mailer, log: (line) => log.push(line), now: () => now });
    await mail.queue(db.db, message('Verify your email'));

    expect(await mail.runOnce()).toBe(1);
    let [row] = await rows(db);
    expect(row).toMatchObject({
      status: 'pending',
      attempts: 1,
      next_attempt_at: '2026-03-01T06:00:02.000Z',
      last_error: 'connect ECONNREFUSED 127.0.0.1:2525',
    });
    expect(log.join('\n')).toContain('not sent (attempt 1)');

    // Not due yet: nothing is claimed and nothing is sent.
    now = new Date(T0.getTime() + 1.9 * SECOND);
    expect(await mail.runOnce()).toBe(0);
    now = new Date(T0.getTime() + 2 * SECOND);
    expect(await mail.runOnce()).toBe(1);
    [row] = await rows(db);
    expect(row?.next_attempt_at).toBe('2026-03-01T06:00:06.000Z');
    now = new Date(T0.getTime() + 6 * SECOND);
    expect(await mail.runOnce()).toBe(1);
    [row] = await rows(db);
    expect(row?.next_attempt_at).toBe('2026-03-01T06:00:14.000Z');

    state.refusing = false;
    now = new Date(T0.getTime() + 14 * SECOND);
    expect(await mail.runOnce()).toBe(1);
    [row] = await rows(db);
    expect(row).toMatchObject({
      status: 'sent',
      attempts: 4,
      sent_at: '2026-03-01T06:00:14.000Z',
      locked_until: null,
      last_error: null,
    });
    now = new Date(T0.getTime() + 60 * 60 * SECOND);
    expect(await mail.runOnce()).toBe(0);
    expect(state.sent.map((sent) => sent.subject)).toEqual(['Verify your email']);
  });

  it('gives up 24 hours after queueing, with the last attempt on the mark, and keeps the error', async () => {
    const { database: db } = await database(engine);
    const { mailer, state } = fakeMailer();
    let now = T0;
    const mail = worker({ database: db, mailer, log: () => undefined, now: () => now });
    await mail.queue(db.db, message('Reset your password'));

    const attemptTimes: number[] = [];
    for (;;) {
      const [row] = await rows(db);
      if (!row || row.status !== 'pending') break;
      now = new Date(row.next_attempt_at);
      attemptTimes.push(now.getTime() - T0.getTime());
      expect(await mail.runOnce()).toBe(1);
    }
    const [row] = await rows(db);
    expect(row).toMatchObject({
      status: 'failed',
      last_error: 'connect ECONNREFUSED 127.0.0.1:2525',
      locked_until: null,
      sent_at: null,
    });
    expect(row?.attempts).toBe(attemptTimes.length);
    expect(state.attempts).toBe(attemptTimes.length);
    const gaps = attemptTimes.slice(1).map((at, index) => at - (attemptTimes[index] ?? 0));
    expect(gaps.slice(0, 5)).toEqual([2, 4, 8, 16, 32].map((s) => s * SECOND));
    expect(Math.max(...gaps)).toBe(MAX_RETRY_MS);
    expect(attemptTimes.at(-1)).toBe(GIVE_UP_AFTER_MS);
    process.stdout.write(
      `[mail worker ${engine}] gave up after ${attemptTimes.length} attempts over 24 h\n`,
    );

    // Failed is final: later passes leave it alone.
    now = new Date(T0.getTime() + 2 * GIVE_UP_AFTER_MS);
    expect(await mail.runOnce()).toBe(0);
  });

  it("tries a crashed sender's claimed mail again once its lease has run out", async () => {
    const { database: db } = await database(engine);
    const { mailer, state } = fakeMailer();
    state.refusing = false;
    let now = T0;
    const mail = worker({
      database: db,
      mailer,
      log: () => undefined,
      now: () => now,
      leaseMs: 60 * SECOND,
    });
    await mail.queue(db.db, message("You're enrolled"));
    // Another worker claims it and dies before sending.
    expect(await claimDueMail(db.db, engine, T0, { limit: 10, leaseMs: 60 * SECOND })).toHaveLength(
      1,
    );

    now = new Date(T0.getTime() + 59 * SECOND);
    expect(await mail.runOnce()).toBe(0);
    now = new Date(T0.getTime() + 60 * SECOND);
    expect(await mail.runOnce()).toBe(1);
    const [row] = await rows(db);
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    expect(state.sent).toHaveLength(1);
  });

  it('keeps no mail from a transaction that rolled back', async () => {
    const { database: db } = await database(engine);
    const { mailer, state } = fakeMailer();
    state.refusing = false;
    const mail = worker({ database: db, mailer, log: () => undefined });
    await expect(
      db.db.transaction().execute(async (trx) => {
        await mail.queue(trx, message('Never sent'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await rows(db)).toEqual([]);
    expect(await mail.runOnce()).toBe(0);
    expect(state.sent).toEqual([]);
  });

  it('sends newly queued mail at once when notified, without waiting for its poll', async () => {
    const { database: db } = await database(engine);
    const { mailer, state } = fakeMailer();
    state.refusing = false;
    const mail = worker({ database: db, mailer, log: () => undefined, pollIntervalMs: 60_000 });
    mail.start();
    // Its first pass finds nothing; then it sleeps for a minute unless told.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await mail.queue(db.db, message('Contact form: Hello'));
    mail.notify();
    await expect.poll(() => state.sent.length, { timeout: 5000 }).toBe(1);
    await mail.stop();
    expect((await rows(db))[0]?.status).toBe('sent');
  });
});

describe.skipIf(!TEST_DATABASE_URL)('two mail workers on one PostgreSQL database', () => {
  it('send each mail exactly once', async () => {
    const { database: first, databaseUrl, dataDir } = await database('postgres');
    const second = openDatabase({ databaseUrl, dataDir, onIdleError: () => undefined });
    cleanups.push(() => second.close());
    const capture: SmtpCapture = await startSmtpCapture();
    cleanups.push(() => capture.close());
    const sentBy = [0, 0];
    const workers = [first, second].map((db, index) => {
      const smtp = createMailer({
        smtpUrl: capture.url,
        from: 'Shikhon Academy <no-reply@shikhon.test>',
        dataDir,
        log: () => undefined,
      });
      const counting: Mailer = {
        async send(mail) {
          await smtp.send(mail);
          sentBy[index] = (sentBy[index] ?? 0) + 1;
        },
        close: () => smtp.close(),
      };
      return worker({
        database: db,
        mailer: counting,
        log: () => undefined,
        pollIntervalMs: 20,
        batchSize: 4,
      });
    });

    const COUNT = 60;
    for (let index = 0; index < COUNT; index++) {
      await first.db.transaction().execute(async (trx) => {
        const outbox = workers[index % 2];
        if (outbox) await outbox.queue(trx, message(`Mail ${index}`));
      });
    }
    for (const each of workers) each.start();
    await expect
      .poll(async () => (await rows(first)).filter((row) => row.status === 'sent').length, {
        timeout: 30_000,
        interval: 100,
      })
      .toBe(COUNT);
    // Time for a second delivery of anything to show up.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const subjects = capture.messages.map((mail) => mail.subject);
    expect(subjects).toHaveLength(COUNT);
    expect(new Set(subjects).size).toBe(COUNT);
    expect((await rows(first)).every((row) => row.attempts === 1)).toBe(true);
    process.stdout.write(
      `[mail worker postgres] two workers sent ${sentBy.join(' + ')} of ${COUNT} mails\n`,
    );
  }, 60_000);
});
