import { afterEach, describe, expect, it } from 'vitest';
import { signUpVerifyAndSignIn } from '../../../../tests/helpers/accounts';
import { TestClient } from '../../../../tests/helpers/http-client';
import { ENGINES, announceSkippedEngines } from '../../../../tests/helpers/test-databases';
import { startTestServer, type TestServer } from '../../../../tests/helpers/test-server';
import { expectStaffOnly } from '../../../../tests/helpers/staff-only';
import type { MailQueueOverview, OutboxMail } from '../../../shared/schemas/mail';
import { verificationEmail } from '../../mail/templates';
import { insertMail } from '../../mail/outbox';

announceSkippedEngines();

interface ErrorBody {
  error: { code: string; message: string };
}

const STAFF = 'staff@example.com';
const DAY_MS = 24 * 60 * 60_000;

/** A mail whose 24 hours of attempts all failed, as the worker leaves it. */
async function failedMail(server: TestServer, to: string, name: string): Promise<string> {
  const { db } = server.testDb.database;
  const queuedAt = new Date(Date.now() - DAY_MS - 60_000);
  const id = await insertMail(
    db,
    { to, ...verificationEmail({ name, url: `${server.base}/api/auth/verify-email?token=x` }) },
    queuedAt,
  );
  await db
    .updateTable('mail_outbox')
    .set({
      status: 'failed',
      attempts: 105,
      next_attempt_at: new Date(queuedAt.getTime() + DAY_MS).toISOString(),
      last_error: 'connect ECONNREFUSED 127.0.0.1:25',
    })
    .where('id', '=', id)
    .execute();
  return id;
}

describe.each(ENGINES)('/api/admin/mail on %s', (engine) => {
  let server: TestServer;
  afterEach(async () => {
    await server.close();
  });

  it(
    'is for staff only: 401 signed out, 403 for a learner, and nothing is re-queued',
    { timeout: 30_000 },
    async () => {
      server = await startTestServer(engine, { ADMIN_EMAILS: STAFF });
      const learner = await signUpVerifyAndSignIn(server, 'rafi@example.com');
      const id = await failedMail(server, 'mitu@example.com', 'Mitu');
      const anonymous = new TestClient(server.base);
      expect((await anonymous.get('/api/admin/mail')).status).toBe(401);
      expect((await anonymous.post(`/api/admin/mail/${id}/resend`, {})).status).toBe(401);
      for (const [method, path] of [
        ['GET', '/api/admin/mail'],
        ['POST', `/api/admin/mail/${id}/resend`],
      ] as const) {
        const response = await learner.request(method, path, method === 'POST' ? {} : undefined);
        expectStaffOnly(response, path);
      }
      const row = await server.testDb.database.db
        .selectFrom('mail_outbox')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('failed');
    },
  );

  it(
    'lists failed mail with the last error, and Resend sends it once',
    { timeout: 30_000 },
    async () => {
      server = await startTestServer(engine, { ADMIN_EMAILS: STAFF });
      const staff = await signUpVerifyAndSignIn(server, STAFF);
      const older = await failedMail(server, 'mitu@example.com', 'Mitu');
      const newer = await failedMail(server, 'karim@example.com', 'Karim');

      const overview = await staff.get('/api/admin/mail');
      expect(overview.status).toBe(200);
      expect(overview.headers['cache-control']).toBe('no-store');
      const body = overview.json<MailQueueOverview>();
      expect(body.counts).toEqual({ pending: 0, sending: 0, failed: 2, sentLastDay: 1 });
      expect(body.oldestPendingAt).toBeNull();
      expect(body.failed.map((mail) => mail.id).sort()).toEqual([older, newer].sort());
      expect(body.failed.find((mail) => mail.id === older)).toMatchObject({
        recipient: 'mitu@example.com',
        subject: 'Verify your email for Shikhon Academy',
        status: 'failed',
        attempts: 105,
        lastError: 'connect ECONNREFUSED 127.0.0.1:25',
        sentAt: null,
      });
      // No body: its links act for the recipient.
      expect(JSON.stringify(body)).not.toContain('token=');

      const resent = await staff.post(`/api/admin/mail/${older}/resend`, {});
      expect(resent.status).toBe(200);
      expect(resent.json<OutboxMail>()).toMatchObject({
        id: older,
        status: 'pending',
        attempts: 0,
      });
      const mail = await server.mail.waitFor((m) => m.to.includes('mitu@example.com'), 10_000);
      expect(mail.subject).toBe('Verify your email for Shikhon Academy');

      const again = await staff.post(`/api/admin/mail/${older}/resend`, {});
      expect(again.status).toBe(409);
      expect(again.json<ErrorBody>().error.code).toBe('mail_not_failed');
      expect((await staff.post('/api/admin/mail/no-such-mail/resend', {})).status).toBe(404);
      expect((await staff.post('/api/admin/mail/a%00b/resend', {})).status).toBe(404);

      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(server.mail.messages.filter((m) => m.to.includes('mitu@example.com'))).toHaveLength(1);
      const after = (await staff.get('/api/admin/mail')).json<MailQueueOverview>();
      expect(after.counts).toMatchObject({ failed: 1, sentLastDay: 2 });
      expect(after.failed.map((each) => each.id)).toEqual([newer]);
    },
  );
});
