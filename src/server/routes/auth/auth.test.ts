import { afterEach, describe, expect, it } from 'vitest';
import { TestClient } from '../../../../tests/helpers/http-client';
import { requestResetToken } from '../../../../tests/helpers/password-reset';
import { firstLink } from '../../../../tests/helpers/smtp-capture';
import { ENGINES, announceSkippedEngines } from '../../../../tests/helpers/test-databases';
import { startTestServer, type TestServer } from '../../../../tests/helpers/test-server';
import type { ApiErrorBody } from '../../http/errors';

announceSkippedEngines();

const PASSWORD = 'Tangail-Saree-2024';
let emailCounter = 0;
const newEmail = () => `learner${Date.now()}${(emailCounter += 1)}@example.com`;

interface SessionBody {
  user: { email: string; emailVerified: boolean };
}

describe.each(ENGINES)('accounts over HTTP on %s', (engine) => {
  let server: TestServer;
  afterEach(async () => {
    await server.close();
  });

  async function signUpAndVerify(client: TestClient, email: string) {
    const signUp = await client.post('/api/auth/sign-up/email', {
      name: email.split('@')[0],
      email,
      password: PASSWORD,
      callbackURL: '/',
    });
    expect(signUp.status).toBe(200);
    const mail = await server.mail.waitFor((m) => m.to.includes(email));
    expect(mail.subject).toBe('Verify your email for Shikhon Academy');
    const link = new URL(firstLink(mail.text));
    expect(link.origin).toBe(server.base);
    const verified = await client.get(link.pathname + link.search);
    expect(verified.status).toBe(302);
    return verified;
  }

  it('signs up, receives the verification mail over SMTP, verifies and signs in', async () => {
    server = await startTestServer(engine);
    const client = new TestClient(server.base);
    const email = newEmail();
    await signUpAndVerify(client, email);

    const browser = new TestClient(server.base);
    const signIn = await browser.post('/api/auth/sign-in/email', { email, password: PASSWORD });
    expect(signIn.status).toBe(200);
    const cookie = String(signIn.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const session = await browser.get('/api/auth/get-session');
    expect(session.json<SessionBody>().user).toMatchObject({ email, emailVerified: true });

    const row = await server.testDb.database.db
      .selectFrom('user' as never)
      .select(['email' as never, 'emailVerified' as never])
      .executeTakeFirst();
    expect(row).toMatchObject({ email });
  });

  it('refuses a NUL character in any auth input the same way on both engines', async () => {
    server = await startTestServer(engine);
    const client = new TestClient(server.base);
    const signUp = await client.post('/api/auth/sign-up/email', {
      name: 'Ka\u0000rim',
      email: newEmail(),
      password: PASSWORD,
    });
    expect(signUp.status).toBe(400);
    expect(signUp.json()).toEqual({
      error: {
        code: 'invalid_input',
        message: 'Some fields need correcting.',
        fields: { name: 'Must not contain the NUL character (U+0000).' },
      },
    });
    // PostgreSQL answered 500 to this one before.
    const reset = await client.post('/api/auth/reset-password', {
      token: 'abc\u0000',
      newPassword: PASSWORD,
    });
    expect(reset.status).toBe(400);
    expect(reset.json<ApiErrorBody>().error.fields).toEqual({
      token: 'Must not contain the NUL character (U+0000).',
    });
    const verify = await client.get('/api/auth/verify-email?token=%00');
    expect(verify.status).toBe(400);
    expect(verify.json<ApiErrorBody>().error.code).toBe('invalid_input');
    expect(await server.testDb.database.db.selectFrom('user').select('id').execute()).toEqual([]);
  });

  it("refuses to sign up an address with URL syntax, with the forms' email rule message", async () => {
    server = await startTestServer(engine);
    const client = new TestClient(server.base);
    for (const [email, shown] of [
      ['a@b.co?cc=victim%40x.test&body=phish', '"?"'],
      ['rafi&x@example.com', '"&"'],
      ['rafi/x@example.com', '"/"'],
    ]) {
      const signUp = await client.post('/api/auth/sign-up/email', {
        name: 'Rafi',
        email,
        password: PASSWORD,
      });
      expect(signUp.status, email).toBe(400);
      expect(signUp.json(), email).toEqual({
        error: {
          code: 'invalid_email',
          message: `An email address cannot contain ${shown}. Use only letters, digits and . _ + - ' with one @, like name@example.com.`,
        },
      });
    }
    expect(await server.testDb.database.db.selectFrom('user').select('id').execute()).toEqual([]);
    expect(server.mail.messages).toEqual([]);
  });

  it('answers a deeply nested body with a refusal, not a 500', async () => {
    server = await startTestServer(engine);
    for (const body of [
      `${'['.repeat(8000)}"\u0000"${']'.repeat(8000)}`,
      `${'{"a":'.repeat(2700)}1${'}'.repeat(2700)}`,
    ]) {
      const response = await fetch(`${server.base}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.base },
        body,
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as ApiErrorBody).error.code).toMatch(/^[a-z_]+$/);
    }
  });

  it('refuses an unverified sign-in and says why', async () => {
    server = await startTestServer(engine);
    const client = new TestClient(server.base);
    const email = newEmail();
    await client.post('/api/auth/sign-up/email', { name: 'Rina', email, password: PASSWORD });
    const signIn = await client.post('/api/auth/sign-in/email', { email, password: PASSWORD });
    expect(signIn.status).toBe(403);
    expect(signIn.json()).toEqual({
      error: { code: 'email_not_verified', message: 'Email not verified' },
    });
    expect((await client.get('/api/auth/get-session')).text).toBe('null');
  });

  it('refuses a wrong password without saying which part was wrong', async () => {
    server = await startTestServer(engine);
    const client = new TestClient(server.base);
    const email = newEmail();
    await signUpAndVerify(client, email);
    const wrong = await new TestClient(server.base).post('/api/auth/sign-in/email', {
      email,
      password: 'not-the-password',
    });
    expect(wrong.status).toBe(401);
    expect(wrong.json<ApiErrorBody>().error).toEqual({
      code: 'invalid_email_or_password',
      message: expect.stringMatching(/invalid email or password/i) as string,
    });
  });

  it("resets the password by mail and ends the account's other sessions", async () => {
    server = await startTestServer(engine);
    const email = newEmail();
    await signUpAndVerify(new TestClient(server.base), email);
    const laptop = new TestClient(server.base);
    expect(
      (await laptop.post('/api/auth/sign-in/email', { email, password: PASSWORD })).status,
    ).toBe(200);

    const phone = new TestClient(server.base);
    const { landing, token } = await requestResetToken(server, phone, email);
    expect(landing.status).toBe(302);
    expect(token).toBeTruthy();
    const reset = await phone.post('/api/auth/reset-password', {
      token,
      newPassword: 'Padma-Bridge-2025',
    });
    expect(reset.status).toBe(200);

    expect((await laptop.get('/api/auth/get-session')).text).toBe('null');
    const old = await new TestClient(server.base).post('/api/auth/sign-in/email', {
      email,
      password: PASSWORD,
    });
    expect(old.status).toBe(401);
    const fresh = await new TestClient(server.base).post('/api/auth/sign-in/email', {
      email,
      password: 'Padma-Bridge-2025',
    });
    expect(fresh.status).toBe(200);
  });

  it('signing out makes the old cookie useless', async () => {
    server = await startTestServer(engine);
    const email = newEmail();
    await signUpAndVerify(new TestClient(server.base), email);
    const client = new TestClient(server.base);
    await client.post('/api/auth/sign-in/email', { email, password: PASSWORD });
    const stolen = client.copy();
    expect((await stolen.get('/api/auth/get-session')).json<SessionBody>().user.email).toBe(email);
    expect((await client.post('/api/auth/sign-out', {})).status).toBe(200);
    expect((await stolen.get('/api/auth/get-session')).text).toBe('null');
  });

  it('limits sign-in attempts per client address, not for everybody', async () => {
    server = await startTestServer(engine);
    const email = newEmail();
    await signUpAndVerify(new TestClient(server.base), email);
    const attacker = new TestClient(server.base, { localAddress: '127.0.0.2' });
    const statuses: number[] = [];
    let lastMessage = '';
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const response = await attacker.post('/api/auth/sign-in/email', {
        email,
        password: `wrong-${attempt}`,
      });
      statuses.push(response.status);
      lastMessage = response.json<ApiErrorBody>().error.message;
    }
    expect(lastMessage).toMatch(/^Too many attempts\. Please wait \d+ seconds? and try again\.$/);
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses[3]).toBe(429);
    const learner = new TestClient(server.base, { localAddress: '127.0.0.3' });
    const ok = await learner.post('/api/auth/sign-in/email', { email, password: PASSWORD });
    expect(ok.status).toBe(200);
    // A forged header does not move the attacker into another bucket.
    const forged = await attacker.post(
      '/api/auth/sign-in/email',
      { email, password: PASSWORD },
      { 'x-shikhon-client-address': '10.9.8.7', 'x-forwarded-for': '10.9.8.7' },
    );
    expect(forged.status).toBe(429);
  });

  it('refuses state-changing requests from another origin', async () => {
    server = await startTestServer(engine);
    const foreign = new TestClient(server.base, { origin: 'https://evil.example' });
    const response = await foreign.post('/api/auth/sign-up/email', {
      name: 'x',
      email: newEmail(),
      password: PASSWORD,
    });
    expect(response.status).toBe(403);
    expect(server.mail.messages).toHaveLength(0);
  });

  it('sends the security headers on auth responses', async () => {
    server = await startTestServer(engine);
    const response = await new TestClient(server.base).get('/api/auth/get-session');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});

describe.each(ENGINES)('weak passwords on %s', (engine) => {
  let server: TestServer;
  afterEach(async () => {
    await server.close();
  });

  it('refuses them at sign-up with the reasons, and creates no account', async () => {
    server = await startTestServer(engine);
    const client = new TestClient(server.base);
    const response = await client.post('/api/auth/sign-up/email', {
      name: 'Karim',
      email: 'karim@example.com',
      password: 'karim-2024',
    });
    expect(response.status).toBe(400);
    const { error } = response.json<ApiErrorBody>();
    expect(error.code).toBe('weak_password');
    expect(error.message).toContain('It contains your email address.');
    const common = await client.post('/api/auth/sign-up/email', {
      name: 'Karim',
      email: 'karim@example.com',
      password: 'password123',
    });
    expect(common.json<ApiErrorBody>().error.message).toContain('most common passwords');
    expect(server.mail.messages).toHaveLength(0);
  });
});
