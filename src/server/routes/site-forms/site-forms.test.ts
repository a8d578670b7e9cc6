import { afterEach, describe, expect, it } from 'vitest';
import { signUpVerifyAndSignIn } from '../../../../tests/helpers/accounts';
import { TestClient } from '../../../../tests/helpers/http-client';
import { firstLink } from '../../../../tests/helpers/smtp-capture';
import { ENGINES } from '../../../../tests/helpers/test-databases';
import { startTestServer, type TestServer } from '../../../../tests/helpers/test-server';
import type { ContactMessage } from '../../../shared/schemas/contact';
import type { JobApplication } from '../../../shared/schemas/job-application';
import { hitRateLimit } from '../../rate-limit/rate-limit.service';

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

const SUPPORT = 'help@shikhon.test';
const STAFF = 'staff@example.com';

const CONTACT = {
  firstName: 'Nusrat',
  lastName: 'Jahan',
  email: 'nusrat@example.com',
  subject: 'Team enrolment',
  message: 'Can ten engineers from our company join Kubernetes Mastery together?\nThanks!',
  website: '',
};

const APPLICATION = {
  positionId: 'frontend-engineer',
  name: 'Rafi Islam',
  email: 'rafi@example.com',
  phone: '+880 1712-345678',
  cvUrl: 'https://example.com/rafi-cv.pdf',
  message: 'I have built accessible React apps for three years.',
  website: '',
};

/** Each public client posts from its own loopback address (own rate-limit bucket). */
let nextAddress = 20;
function visitor(server: TestServer) {
  return new TestClient(server.base, { localAddress: `127.0.0.${nextAddress++}` });
}

async function count(server: TestServer, table: 'contact_messages' | 'job_applications') {
  const row = await server.testDb.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe.each(ENGINES)('site forms on %s', (engine) => {
  let server: TestServer;
  afterEach(async () => {
    await server.close();
  });

  it('stores a contact message and mails it to SUPPORT_EMAIL, replying to the sender', async () => {
    server = await startTestServer(engine, { SUPPORT_EMAIL: SUPPORT });
    const response = await visitor(server).post('/api/contact', CONTACT);
    expect(response.status).toBe(201);
    expect(response.json()).toEqual({ received: true });

    const rows = await server.testDb.database.db
      .selectFrom('contact_messages')
      .selectAll()
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      first_name: 'Nusrat',
      email: 'nusrat@example.com',
      subject: 'Team enrolment',
      message: CONTACT.message,
      handled_at: null,
    });
    const mail = await server.mail.waitFor((m) => m.to.includes(SUPPORT));
    expect(mail.subject).toBe('Contact form: Team enrolment');
    expect(mail.raw).toMatch(/^Reply-To: nusrat@example\.com\r?$/m);
    expect(mail.text).toContain('Nusrat Jahan <nusrat@example.com> wrote through the contact form');
    expect(mail.text).toContain('Can ten engineers from our company join Kubernetes Mastery');
    expect(firstLink(mail.text)).toBe(`${server.base}/admin/messages`);
  });

  it('answers 400 naming each invalid contact field, and keeps nothing', async () => {
    server = await startTestServer(engine);
    const client = visitor(server);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ firstName: ' ' }, 'firstName', 'Enter your first name.'],
      [{ lastName: undefined }, 'lastName', 'Enter your last name.'],
      [{ email: 'nusrat.example.com' }, 'email', 'Enter a valid email address'],
      [{ subject: 'x'.repeat(201) }, 'subject', 'Subject must be at most 200 characters.'],
      [{ message: 'Hi there' }, 'message', 'at least 10 characters'],
      [{ message: 42 }, 'message', 'Enter your message.'],
      // PostgreSQL cannot store U+0000: refused on both engines, never a 500 (found by fuzzing).
      [{ lastName: 'Ja\u0000han' }, 'lastName', 'NUL character'],
    ];
    for (const [change, field, message] of cases) {
      const response = await client.post('/api/contact', { ...CONTACT, ...change });
      expect(response.status, JSON.stringify(change)).toBe(400);
      const body = response.json<ErrorBody>();
      expect(body.error.code).toBe('invalid_input');
      expect(Object.keys(body.error.fields ?? {})).toEqual([field]);
      expect(body.error.fields?.[field]).toContain(message);
    }
    expect(await count(server, 'contact_messages')).toBe(0);
    expect(server.mail.messages).toHaveLength(0);
  });

  it('refuses an email holding URL syntax on both forms (400 naming the field), keeping nothing', async () => {
    // Each would become a staff Reply link or a Reply-To header with fields or recipients added.
    server = await startTestServer(engine, { SUPPORT_EMAIL: SUPPORT });
    const hostile: [string, string][] = [
      ['a@b.c?cc=victim%40x.test&body=phish', '"?"'],
      ['nusrat@example.com&bcc=x@example.com', '"&"'],
      ['nusrat@example.com,victim@example.com', 'commas'],
      ['nusrat@example.com#x', '"#"'],
      ['nusrat/x@example.com', '"/"'],
      ['nusrat%0a@example.com', '"%"'],
      ['nusrat=x@example.com', '"="'],
      ['"nusrat jahan"@example.com', 'quotation marks (")'],
      ['<nusrat@example.com>', '"<"'],
      ['mailto:nusrat@example.com', '":"'],
      ['nusrat jahan@example.com', 'spaces'],
    ];
    for (const [path, valid] of [
      ['/api/contact', CONTACT],
      ['/api/careers/applications', APPLICATION],
    ] as const) {
      for (const [email, shown] of hostile) {
        const response = await visitor(server).post(path, { ...valid, email });
        expect(response.status, `${path} ${email}`).toBe(400);
        expect(response.json<ErrorBody>().error, `${path} ${email}`).toEqual({
          code: 'invalid_input',
          message: expect.stringMatching(/ fields need correcting\.$/) as string,
          fields: {
            email: `An email address cannot contain ${shown}. Use only letters, digits and . _ + - ' with one @, like name@example.com.`,
          },
        });
      }
    }
    expect(await count(server, 'contact_messages')).toBe(0);
    expect(await count(server, 'job_applications')).toBe(0);
    expect(server.mail.messages).toHaveLength(0);
  });

  it('accepts a filled honeypot silently, storing and mailing nothing', async () => {
    server = await startTestServer(engine, { SUPPORT_EMAIL: SUPPORT });
    const client = visitor(server);
    const contact = await client.post('/api/contact', {
      ...CONTACT,
      website: 'http://cheap.example',
    });
    expect(contact.status).toBe(201);
    expect(contact.json()).toEqual({ received: true });
    const application = await client.post('/api/careers/applications', {
      ...APPLICATION,
      website: 'x',
    });
    expect(application.status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await count(server, 'contact_messages')).toBe(0);
    expect(await count(server, 'job_applications')).toBe(0);
    expect(server.mail.messages).toHaveLength(0);
  });

  it('limits messages per client address (429 with Retry-After), not per site', async () => {
    server = await startTestServer(engine);
    const client = visitor(server);
    for (let index = 0; index < 5; index += 1) {
      expect((await client.post('/api/contact', CONTACT)).status).toBe(201);
    }
    const limited = await client.post('/api/contact', CONTACT);
    expect(limited.status).toBe(429);
    expect(limited.json<ErrorBody>().error).toEqual({
      code: 'rate_limited',
      message: 'Too many messages from your connection. Please try again in 10 minutes.',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(590);
    expect(await count(server, 'contact_messages')).toBe(5);
    // Someone else is not held up by that client.
    expect((await visitor(server).post('/api/contact', CONTACT)).status).toBe(201);
  });

  it('stores an application, mails the team and confirms to the applicant', async () => {
    server = await startTestServer(engine, { SUPPORT_EMAIL: SUPPORT });
    const response = await visitor(server).post('/api/careers/applications', APPLICATION);
    expect(response.status).toBe(201);
    const rows = await server.testDb.database.db
      .selectFrom('job_applications')
      .selectAll()
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      position_id: 'frontend-engineer',
      phone: '01712345678',
      cv_url: 'https://example.com/rafi-cv.pdf',
    });
    const team = await server.mail.waitFor((m) => m.to.includes(SUPPORT));
    expect(team.subject).toBe('Application: Frontend Engineer from Rafi Islam');
    expect(team.raw).toMatch(/^Reply-To: rafi@example\.com\r?$/m);
    expect(team.text).toContain('CV or portfolio: https://example.com/rafi-cv.pdf');
    const confirmation = await server.mail.waitFor((m) => m.to.includes('rafi@example.com'));
    expect(confirmation.subject).toBe('We received your application for Frontend Engineer');
    expect(confirmation.text).toContain('Hi Rafi Islam,');

    const bad = await visitor(server).post('/api/careers/applications', {
      ...APPLICATION,
      positionId: 'chief-everything',
      cvUrl: 'my cv',
      phone: '',
    });
    expect(bad.status).toBe(400);
    expect(bad.json<ErrorBody>().error.fields).toEqual({
      positionId: 'Choose one of the open positions.',
      phone: 'Enter a phone number we can call you on.',
      cvUrl: 'Enter a full link starting with https://, e.g. to your CV or portfolio.',
    });
    // The form's empty placeholder option ("Choose a position…") is refused with its own message.
    const unchosen = await visitor(server).post('/api/careers/applications', {
      ...APPLICATION,
      positionId: '',
    });
    expect(unchosen.status).toBe(400);
    expect(unchosen.json<ErrorBody>().error.fields).toEqual({
      positionId: 'Choose the position you are applying for.',
    });
    const nul = await visitor(server).post('/api/careers/applications', {
      ...APPLICATION,
      message: 'Hello\u0000',
    });
    expect(nul.status).toBe(400);
    expect(nul.json<ErrorBody>().error.fields).toEqual({
      message: 'Must not contain the NUL character (U+0000).',
    });
    expect(await count(server, 'job_applications')).toBe(1);
  });

  it('lets only staff read messages and applications, newest first, and mark them handled', async () => {
    server = await startTestServer(engine, { ADMIN_EMAILS: STAFF });
    const learner = await signUpVerifyAndSignIn(server, 'learner@example.com');
    const staff = await signUpVerifyAndSignIn(server, STAFF);
    const anonymous = new TestClient(server.base);
    await visitor(server).post('/api/contact', { ...CONTACT, subject: 'First' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await visitor(server).post('/api/contact', { ...CONTACT, subject: 'Second' });
    await visitor(server).post('/api/careers/applications', APPLICATION);

    for (const path of ['/api/admin/messages', '/api/admin/applications']) {
      expect((await anonymous.get(path)).status).toBe(401);
      const refused = await learner.get(path);
      expect(refused.status).toBe(403);
      expect(refused.json<ErrorBody>().error.code).toBe('forbidden');
    }
    const messages = (await staff.get('/api/admin/messages')).json<ContactMessage[]>();
    expect(messages.map((message) => message.subject)).toEqual(['Second', 'First']);
    const [newest] = messages;
    const forbiddenMark = await learner.post(`/api/admin/messages/${newest?.id}/handled`, {
      handled: true,
    });
    expect(forbiddenMark.status).toBe(403);

    const handled = await staff.post(`/api/admin/messages/${newest?.id}/handled`, {
      handled: true,
    });
    expect(handled.status).toBe(200);
    expect(handled.json()).toMatchObject({ subject: 'Second', handledByEmail: STAFF });
    const open = (await staff.get('/api/admin/messages?status=open')).json<ContactMessage[]>();
    expect(open.map((message) => message.subject)).toEqual(['First']);
    const done = (await staff.get('/api/admin/messages?status=handled')).json<ContactMessage[]>();
    expect(done.map((message) => message.subject)).toEqual(['Second']);
    const reopened = await staff.post(`/api/admin/messages/${newest?.id}/handled`, {
      handled: false,
    });
    expect(reopened.json()).toMatchObject({ handledAt: null, handledByEmail: null });
    expect(
      (await staff.post(`/api/admin/messages/${newest?.id}/handled`, { handled: 'yes' })).status,
    ).toBe(400);
    expect((await staff.post('/api/admin/messages/nope/handled', {})).status).toBe(404);

    const [application] = (await staff.get('/api/admin/applications')).json<JobApplication[]>();
    expect(application).toMatchObject({
      positionTitle: 'Frontend Engineer',
      name: 'Rafi Islam',
      handledAt: null,
    });
    const marked = await staff.post(`/api/admin/applications/${application?.id}/handled`, {});
    expect(marked.json()).toMatchObject({ handledByEmail: STAFF });
    // An id holding NUL (which PostgreSQL refuses in text) names nothing: 404, not 500.
    for (const path of ['messages', 'applications']) {
      const nul = await staff.post(`/api/admin/${path}/${application?.id}%00/handled`, {});
      expect(nul.status, path).toBe(404);
    }
  });

  it('counts simultaneous hits exactly: 20 at once against a limit of 5 let 5 through', async () => {
    server = await startTestServer(engine);
    const { db } = server.testDb.database;
    const verdicts = await Promise.all(
      Array.from({ length: 20 }, () => hitRateLimit(db, 'burst', { windowMs: 60_000, max: 5 })),
    );
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(5);
    // A new window starts once the old one has passed.
    const later = await hitRateLimit(
      db,
      'burst',
      { windowMs: 60_000, max: 5 },
      Date.now() + 61_000,
    );
    expect(later).toEqual({ allowed: true });
  });
});
