import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { migrateToLatest, openDatabase, type Database } from '../../src/server/db/database';
import { grantStaff } from '../../src/server/staff/staff.service';
import type { Order } from '../../src/shared/schemas/order';
import { startBuiltServer, type BuiltServer } from '../helpers/built-server';
import { TestClient } from '../helpers/http-client';
import { submitOrder } from '../helpers/orders';
import { seedLearners, type SeededLearner } from '../helpers/seed-learners';
import { startSmtpCapture, type SmtpCapture } from '../helpers/smtp-capture';

/**
 * Decision 010: the mail that tells a learner their payment was verified was sent after the
 * review's transaction, from the request; a crash in between (or a mail server that was down)
 * lost it for good. Now it is in the outbox when the review commits. The built server is
 * SIGKILLed after staff verified an order (200) while SMTP refuses connections, so the mail is
 * still waiting; after a restart, with SMTP back, it arrives exactly once.
 */

const SUBJECT = "You're enrolled in Docker Fundamentals";
/** The receipt of the order, queued when it was submitted, also while SMTP refuses. */
const RECEIPT = 'We received your payment details for Docker Fundamentals';

/** Opens the server's SQLite file only for `work`, so the server alone holds it when killed. */
async function withDatabase<T>(dataDir: string, work: (database: Database) => Promise<T>) {
  const database = openDatabase({ databaseUrl: undefined, dataDir });
  try {
    await migrateToLatest(database);
    return await work(database);
  } finally {
    await database.close();
  }
}

function outboxRows(dataDir: string, recipient: string) {
  return withDatabase(dataDir, (database) =>
    database.db
      .selectFrom('mail_outbox')
      .select(['status', 'attempts', 'subject'])
      .where('recipient', '=', recipient)
      .execute(),
  );
}

function clientOf(server: BuiltServer, learner: SeededLearner): TestClient {
  const client = new TestClient(server.url);
  client.setCookie(learner.cookieName, learner.cookieValue);
  return client;
}

describe('SIGKILL between an order verification and its mail (built server, SQLite)', () => {
  let server: BuiltServer | undefined;
  let smtp: SmtpCapture | undefined;
  let dataDir: string | undefined;
  afterEach(async () => {
    await server?.stop();
    await smtp?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('delivers the order-verified mail exactly once after the restart', async () => {
    smtp = await startSmtpCapture();
    await smtp.stop();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shikhon-mail-crash-'));
    dataDir = dir;
    const env = { AUTH_SECRET: randomBytes(32).toString('base64url'), SMTP_URL: smtp.url };
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, ...env });
    const [staff, learner] = await withDatabase(dir, async (database) => {
      const seeded = await seedLearners({ config, database, count: 2 });
      if (seeded[0]) await grantStaff(database.db, seeded[0].email);
      return seeded;
    });
    if (!staff || !learner) throw new Error('no learners seeded');

    server = await startBuiltServer(env, { dataDir: dir, keepDataDir: true });
    const order = await submitOrder(clientOf(server, learner), 'docker-fundamentals');
    expect(order.status).toBe(201);
    const verified = await clientOf(server, staff).post(
      `/api/admin/orders/${order.json<Order>().id}/verify`,
      {},
    );
    expect(verified.status).toBe(200);

    // The worker has tried and been refused: the mail waits for its next attempt.
    const verifiedMail = async () =>
      (await outboxRows(dir, learner.email)).find((row) => row.subject === SUBJECT);
    // Queued is not enough: the receipt is queued first, so wait for an attempt at this mail,
    // and for the moment between two attempts (killed during one, the row would stay 'sending'
    // for its 5-minute lease: another test's subject).
    await expect
      .poll(
        async () => {
          const row = await verifiedMail();
          return (row?.attempts ?? 0) >= 1 && row?.status === 'pending';
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    const exit = await server.kill('SIGKILL');
    expect(exit.signal).toBe('SIGKILL');
    expect(smtp.messages).toHaveLength(0);
    const waiting = await verifiedMail();
    expect(waiting?.status).toBe('pending');
    expect(waiting?.attempts).toBeGreaterThanOrEqual(1);

    await server.restart();
    await smtp.resume();
    const mail = await smtp.waitFor((m) => m.subject === SUBJECT, 30_000);
    expect(mail.to).toEqual([learner.email]);
    await smtp.waitFor((m) => m.subject === RECEIPT, 30_000);
    // Longer than a poll and a retry: a second copy would have shown up.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(smtp.messages.map((m) => `${m.to.join(',')} | ${m.subject}`).sort()).toEqual([
      `${learner.email} | ${RECEIPT}`,
      `${learner.email} | ${SUBJECT}`,
    ]);

    await server.stop();
    expect(server.output()).not.toContain('Unhandled');
    expect(server.output()).toContain('Closed cleanly');
    server = undefined;
    const rows = await outboxRows(dir, learner.email);
    expect(rows.map((row) => `${row.status} | ${row.subject}`).sort()).toEqual([
      `sent | ${RECEIPT}`,
      `sent | ${SUBJECT}`,
    ]);
    process.stdout.write(
      `[mail crash] killed with the mail pending after ${waiting?.attempts ?? 0} refused attempt(s); delivered once after the restart\n`,
    );
  });
});
