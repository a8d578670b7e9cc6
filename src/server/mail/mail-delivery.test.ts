import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { signUpVerifyAndSignIn, TEST_PASSWORD } from '../../../tests/helpers/accounts';
import { TestClient, type HttpResponse } from '../../../tests/helpers/http-client';
import { submitOrder } from '../../../tests/helpers/orders';
import { firstLink, type CapturedMail } from '../../../tests/helpers/smtp-capture';
import { ENGINES, announceSkippedEngines } from '../../../tests/helpers/test-databases';
import { startTestServer, type TestServer } from '../../../tests/helpers/test-server';
import type { Order } from '../../shared/schemas/order';

announceSkippedEngines();

/**
 * Decision 010: mail was sent inside requests, so a mail server that was down lost the mail
 * for good (or failed the request), and one that stalled held every request for 30 s. Now every
 * mail is written to the outbox with the change that causes it and sent by the server's worker.
 */

const STAFF = 'staff@example.com';
const LEARNER = 'rafi@example.com';
const NEWCOMER = 'mitu@example.com';
const SUPPORT = 'help@shikhon.test';
/** Far above what any of these requests takes without SMTP in the way, far below 30 s. */
const QUICK_MS = 5_000;

const CONTACT = {
  firstName: 'Nusrat',
  lastName: 'Jahan',
  email: 'nusrat@example.com',
  subject: 'Team enrolment',
  message: 'Can ten engineers from our company join Kubernetes Mastery together?',
  website: '',
};

const APPLICATION = {
  positionId: 'frontend-engineer',
  name: 'Rafi Islam',
  email: 'applicant@example.com',
  phone: '+880 1712-345678',
  cvUrl: 'https://example.com/rafi-cv.pdf',
  message: '',
  website: '',
};

/**
 * The mails the requests below cause, each to arrive exactly once, and where a reply to each
 * goes: to the person who wrote in for staff's copies, otherwise to SUPPORT_EMAIL (learner mail
 * says "reply to this email"; MAIL_FROM may be an address nobody reads).
 */
const EXPECTED: { to: string; subject: string; replyTo: string }[] = [
  { to: NEWCOMER, subject: 'Verify your email for Shikhon Academy', replyTo: SUPPORT }, // sign-up
  { to: NEWCOMER, subject: 'Verify your email for Shikhon Academy', replyTo: SUPPORT }, // again
  { to: LEARNER, subject: 'Reset your Shikhon Academy password', replyTo: SUPPORT },
  { to: SUPPORT, subject: 'Contact form: Team enrolment', replyTo: CONTACT.email },
  {
    to: SUPPORT,
    subject: 'Application: Frontend Engineer from Rafi Islam',
    replyTo: APPLICATION.email,
  },
  {
    to: 'applicant@example.com',
    subject: 'We received your application for Frontend Engineer',
    replyTo: SUPPORT,
  },
  { to: LEARNER, subject: "You're enrolled in Docker Fundamentals", replyTo: SUPPORT },
];

const key = (mail: { to: string; subject: string }) => `${mail.to} | ${mail.subject}`;
const keyOf = (mail: CapturedMail) => key({ to: mail.to.join(','), subject: mail.subject });

function countKeys(keys: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const each of keys) counts[each] = (counts[each] ?? 0) + 1;
  return counts;
}

async function timed(
  timings: string[],
  label: string,
  call: () => Promise<HttpResponse>,
): Promise<HttpResponse> {
  const started = Date.now();
  const response = await call();
  const ms = Date.now() - started;
  timings.push(`${label}: ${response.status} in ${ms} ms`);
  expect(ms, `${label} took ${ms} ms`).toBeLessThan(QUICK_MS);
  return response;
}

/** Every request that causes a mail, as a visitor, a learner and staff make them. */
async function causeEveryMail(
  server: TestServer,
  timings: string[],
  staff: TestClient,
  order: Order,
) {
  const anonymous = new TestClient(server.base, { localAddress: '127.0.0.31' });
  const signUp = await timed(timings, 'sign-up', () =>
    anonymous.post('/api/auth/sign-up/email', {
      name: 'Mitu',
      email: NEWCOMER,
      password: TEST_PASSWORD,
      callbackURL: '/',
    }),
  );
  expect(signUp.status).toBe(200);
  // Answered 500 with an empty body while SMTP was down.
  const resend = await timed(timings, 'send-verification-email', () =>
    anonymous.post('/api/auth/send-verification-email', { email: NEWCOMER, callbackURL: '/' }),
  );
  expect(resend.status).toBe(200);
  expect(resend.json()).toEqual({ status: true });
  const reset = await timed(timings, 'request-password-reset', () =>
    anonymous.post('/api/auth/request-password-reset', {
      email: LEARNER,
      redirectTo: '/reset-password',
    }),
  );
  expect(reset.status).toBe(200);
  const contact = await timed(timings, 'contact', () => anonymous.post('/api/contact', CONTACT));
  expect(contact.status).toBe(201);
  const application = await timed(timings, 'application', () =>
    anonymous.post('/api/careers/applications', APPLICATION),
  );
  expect(application.status).toBe(201);
  const verify = await timed(timings, 'staff verify', () =>
    staff.post(`/api/admin/orders/${order.id}/verify`, {}),
  );
  expect(verify.status).toBe(200);
}

describe.each(ENGINES)('mail through the outbox on %s', (engine) => {
  let server: TestServer;
  afterEach(async () => {
    await server.close();
  });

  it('answers every request that mails while SMTP refuses, then delivers each mail once', async () => {
    server = await startTestServer(engine, { ADMIN_EMAILS: STAFF, SUPPORT_EMAIL: SUPPORT });
    // Staff and the learner sign up while SMTP still works; everything else happens while it is down.
    const learner = await signUpVerifyAndSignIn(server, LEARNER);
    const order = (await submitOrder(learner, 'docker-fundamentals')).json<Order>();
    // The order's receipt: what was bought, for how much, how, and what happens next.
    const receipt = await server.mail.waitFor(
      (mail) => mail.subject === 'We received your payment details for Docker Fundamentals',
    );
    expect(receipt.to).toEqual([LEARNER]);
    expect(receipt.replyTo).toBe(SUPPORT);
    expect(receipt.text).toContain('Course: Docker Fundamentals');
    expect(receipt.text).toContain(`Amount: ৳${order.amount.toLocaleString('en-US')}`);
    expect(receipt.text).toContain('Payment method: bKash');
    expect(receipt.text).toContain(`Transaction ID: ${order.transactionId}`);
    expect(receipt.text).toContain(
      'Your payment is being verified; you will receive confirmation by email within 24 hours.',
    );
    expect(firstLink(receipt.text)).toBe(`${server.base}/dashboard`);
    const staff = await signUpVerifyAndSignIn(server, STAFF, { localAddress: '127.0.0.32' });
    expect((await staff.get('/api/admin/orders')).status).toBe(200);
    const deliveredBefore = server.mail.messages.length;

    await server.mail.stop();
    const timings: string[] = [];
    await causeEveryMail(server, timings, staff, order);
    process.stdout.write(`[outbox ${engine}] SMTP refusing: ${timings.join('; ')}\n`);
    expect(server.mail.messages).toHaveLength(deliveredBefore);

    await server.mail.resume();
    for (const expected of EXPECTED) {
      const mail = await server.mail.waitFor((each) => keyOf(each) === key(expected), 30_000);
      expect(mail.replyTo, key(expected)).toBe(expected.replyTo);
    }
    // Time for a duplicate to show up: longer than the worker's poll and first retry.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const delivered = server.mail.messages.slice(deliveredBefore).map(keyOf);
    expect(countKeys(delivered)).toEqual(countKeys(EXPECTED.map(key)));

    const rows = await server.testDb.database.db
      .selectFrom('mail_outbox')
      .select(['status', 'sent_at'])
      .execute();
    expect(rows.every((row) => row.status === 'sent' && row.sent_at !== null)).toBe(true);
  }, 90_000);

  it('answers at once while the SMTP server accepts connections but never answers', async () => {
    const stalled = net.createServer(() => {
      // Accept and say nothing: a mail server that hangs.
    });
    const sockets = new Set<net.Socket>();
    stalled.on('connection', (socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => stalled.listen(0, '127.0.0.1', resolve));
    const { port } = stalled.address() as AddressInfo;
    try {
      server = await startTestServer(engine, {
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        SUPPORT_EMAIL: SUPPORT,
      });
      const timings: string[] = [];
      const client = new TestClient(server.base, { localAddress: '127.0.0.33' });
      const signUp = await timed(timings, 'sign-up', () =>
        client.post('/api/auth/sign-up/email', {
          name: 'Mitu',
          email: NEWCOMER,
          password: TEST_PASSWORD,
          callbackURL: '/',
        }),
      );
      expect(signUp.status).toBe(200);
      const contact = await timed(timings, 'contact', () => client.post('/api/contact', CONTACT));
      expect(contact.status).toBe(201);
      process.stdout.write(`[outbox ${engine}] SMTP stalled: ${timings.join('; ')}\n`);
      const queued = await server.testDb.database.db
        .selectFrom('mail_outbox')
        .select(['recipient', 'status'])
        .orderBy('recipient')
        .execute();
      expect(queued.map((row) => row.recipient)).toEqual([SUPPORT, NEWCOMER]);
      expect(queued.every((row) => row.status !== 'sent')).toBe(true);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => stalled.close(resolve));
    }
  }, 60_000);
});
