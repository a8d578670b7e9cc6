import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  announceSkippedEngines,
  createTestDatabase,
  ENGINES,
  type TestDatabase,
} from '../../../../tests/helpers/test-databases';
import type { MailStatus } from '../../../shared/schemas/mail';
import { insertMail } from '../../mail/outbox';
import { mailQueueOverview, resendMail } from './admin-mail.service';

announceSkippedEngines();

const NOW = new Date('2026-11-22T12:00:00.000Z');
const hoursBefore = (hours: number) => new Date(NOW.getTime() - hours * 60 * 60_000);

describe.each(ENGINES)('admin-mail.service (%s)', (engine) => {
  let testDb: TestDatabase;

  beforeEach(async () => {
    testDb = await createTestDatabase(engine);
  });
  afterEach(async () => {
    await testDb.cleanup();
  });

  /** A mail queued at `queuedAt`, then moved to `status` as the worker would. */
  async function mail(status: MailStatus, queuedAt: Date, sentAt: Date | null = null) {
    const id = await insertMail(
      testDb.database.db,
      {
        to: 'nusrat@example.com',
        subject: `A ${status} mail`,
        text: 'Hello',
        html: '<p>Hello</p>',
      },
      queuedAt,
    );
    await testDb.database.db
      .updateTable('mail_outbox')
      .set({
        status,
        attempts: status === 'pending' ? 0 : 3,
        last_error: status === 'failed' ? '550 mailbox unavailable' : null,
        sent_at: sentAt?.toISOString() ?? null,
      })
      .where('id', '=', id)
      .execute();
    return id;
  }

  it('counts the queue, names the oldest waiting mail and lists failed ones', async () => {
    await mail('pending', hoursBefore(3));
    await mail('pending', hoursBefore(1));
    await mail('sending', hoursBefore(5));
    const failedOld = await mail('failed', hoursBefore(30));
    const failedNew = await mail('failed', hoursBefore(26));
    await mail('sent', hoursBefore(2), hoursBefore(2));
    await mail('sent', hoursBefore(30), hoursBefore(25));

    const overview = await mailQueueOverview(testDb.database.db, NOW);
    expect(overview.counts).toEqual({ pending: 2, sending: 1, failed: 2, sentLastDay: 1 });
    expect(overview.oldestPendingAt).toBe(hoursBefore(5).toISOString());
    expect(overview.failed.map((row) => row.id)).toEqual([failedNew, failedOld]);
    expect(overview.failed[0]).toMatchObject({
      recipient: 'nusrat@example.com',
      subject: 'A failed mail',
      status: 'failed',
      attempts: 3,
      lastError: '550 mailbox unavailable',
      sentAt: null,
    });
  });

  it('reports an empty queue as zeros', async () => {
    expect(await mailQueueOverview(testDb.database.db, NOW)).toEqual({
      counts: { pending: 0, sending: 0, failed: 0, sentLastDay: 0 },
      oldestPendingAt: null,
      failed: [],
    });
  });

  it('puts a failed mail back in the queue, from now, once', async () => {
    const id = await mail('failed', hoursBefore(30));
    const result = await resendMail(testDb.database.db, id, NOW);
    expect(result).toMatchObject({
      ok: true,
      value: { id, status: 'pending', attempts: 0, nextAttemptAt: NOW.toISOString() },
    });
    const row = await testDb.database.db
      .selectFrom('mail_outbox')
      .select(['status', 'attempts', 'queued_at', 'next_attempt_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      status: 'pending',
      attempts: 0,
      queued_at: NOW.toISOString(),
      next_attempt_at: NOW.toISOString(),
    });
    expect(await resendMail(testDb.database.db, id, NOW)).toEqual({
      ok: false,
      status: 409,
      code: 'mail_not_failed',
      message: 'This mail is already waiting to be sent.',
    });
  });

  it('leaves a sent mail alone, and answers 404 for an unknown id or one holding NUL', async () => {
    const sent = await mail('sent', hoursBefore(2), hoursBefore(1));
    expect(await resendMail(testDb.database.db, sent, NOW)).toMatchObject({
      ok: false,
      status: 409,
      message: 'This mail has already been sent.',
    });
    const failed = await mail('failed', hoursBefore(30));
    for (const id of ['no-such-mail', `${failed}\u0000`]) {
      expect(await resendMail(testDb.database.db, id, NOW)).toEqual({
        ok: false,
        status: 404,
        code: 'not_found',
        message: 'There is no such mail.',
      });
    }
    const statuses = await testDb.database.db
      .selectFrom('mail_outbox')
      .select('status')
      .orderBy('status')
      .execute();
    expect(statuses.map((row) => row.status)).toEqual(['failed', 'sent']);
  });
});
