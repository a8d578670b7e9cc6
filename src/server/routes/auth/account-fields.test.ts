import { afterEach, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, signUpVerifyAndSignIn } from '../../../../tests/helpers/accounts';
import { TestClient } from '../../../../tests/helpers/http-client';
import { ENGINES, announceSkippedEngines } from '../../../../tests/helpers/test-databases';
import { startTestServer, type TestServer } from '../../../../tests/helpers/test-server';
import type { ApiErrorBody } from '../../http/errors';

announceSkippedEngines();

const STRONG = 'Padma-Bridge-2025';

/** The stored user rows' names and pictures, by email. */
async function users(server: TestServer) {
  return server.testDb.database.db.selectFrom('user').select(['email', 'name', 'image']).execute();
}

describe.each(ENGINES)('password change on %s', { timeout: 30_000 }, (engine) => {
  let server: TestServer;
  afterEach(async () => {
    await server.close();
  });

  it('refuses the weak passwords sign-up refuses, with the same message', async () => {
    server = await startTestServer(engine);
    const email = 'rahim@example.com';
    const learner = await signUpVerifyAndSignIn(server, email);
    const signUp = await new TestClient(server.base).post('/api/auth/sign-up/email', {
      name: 'Karim',
      email: 'karim@example.com',
      password: '123456',
    });
    expect(signUp.status).toBe(400);

    const change = await learner.post('/api/auth/change-password', {
      currentPassword: TEST_PASSWORD,
      newPassword: '123456',
    });
    expect(change.status).toBe(400);
    expect(change.json<ApiErrorBody>().error).toEqual(signUp.json<ApiErrorBody>().error);
    expect(change.json<ApiErrorBody>().error.code).toBe('weak_password');
    // The account's own address counts, as at sign-up.
    const ownAddress = await learner.post('/api/auth/change-password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'Rahim-the-great',
    });
    expect(ownAddress.status).toBe(400);
    expect(ownAddress.json<ApiErrorBody>().error.message).toContain(
      'It contains your email address.',
    );

    // Nothing changed: the old password still signs in, and a strong one is accepted.
    const again = await new TestClient(server.base).post('/api/auth/sign-in/email', {
      email,
      password: TEST_PASSWORD,
    });
    expect(again.status).toBe(200);
    const strong = await learner.post('/api/auth/change-password', {
      currentPassword: TEST_PASSWORD,
      newPassword: STRONG,
    });
    expect(strong.status).toBe(200);
  });

  it('leaves a signed-out change to better-auth: 401', async () => {
    server = await startTestServer(engine);
    const response = await new TestClient(server.base).post('/api/auth/change-password', {
      currentPassword: TEST_PASSWORD,
      newPassword: '123456',
    });
    expect(response.status).toBe(401);
  });
});

describe.each(ENGINES)(
  'account names, emails and pictures on %s',
  { timeout: 30_000 },
  (engine) => {
    let server: TestServer;
    afterEach(async () => {
      await server.close();
    });

    it('refuses a name over 100 characters or an email over 254 at sign-up, naming the field', async () => {
      server = await startTestServer(engine);
      const client = new TestClient(server.base);
      const longName = await client.post('/api/auth/sign-up/email', {
        // A name of 15,000 characters (ASCII: the auth routes take 16 KB bodies at most).
        name: 'Karim '.repeat(2_500),
        email: 'long-name@example.com',
        password: STRONG,
      });
      expect(longName.status).toBe(400);
      expect(longName.json()).toEqual({
        error: {
          code: 'invalid_input',
          message: 'Some fields need correcting.',
          fields: { name: 'Name must be at most 100 characters.' },
        },
      });
      const longEmail = await client.post('/api/auth/sign-up/email', {
        name: 'Rina',
        email: `${'a'.repeat(63)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(59)}.com`,
        password: STRONG,
      });
      expect(longEmail.status).toBe(400);
      // The forms' one email rule (src/shared/schemas/email.ts) holds the length too.
      expect(longEmail.json()).toEqual({
        error: { code: 'invalid_email', message: 'Email must be at most 254 characters.' },
      });
      expect(await users(server)).toEqual([]);
      expect(server.mail.messages).toHaveLength(0);

      const longest = await client.post('/api/auth/sign-up/email', {
        name: 'n'.repeat(100),
        email: 'longest-name@example.com',
        password: STRONG,
      });
      expect(longest.status).toBe(200);
      expect((await users(server)).map((user) => user.name)).toEqual(['n'.repeat(100)]);
    });

    it('refuses a name over 100 characters at update-user, and keeps the old one', async () => {
      server = await startTestServer(engine);
      const learner = await signUpVerifyAndSignIn(server, 'nadia@example.com');
      const tooLong = await learner.post('/api/auth/update-user', { name: 'x'.repeat(15_000) });
      expect(tooLong.status).toBe(400);
      expect(tooLong.json<ApiErrorBody>().error).toEqual({
        code: 'invalid_input',
        message: 'Some fields need correcting.',
        fields: { name: 'Name must be at most 100 characters.' },
      });
      expect((await users(server))[0]?.name).toBe('nadia');
      const fine = await learner.post('/api/auth/update-user', { name: 'Nadia Islam' });
      expect(fine.status).toBe(200);
      expect((await users(server))[0]?.name).toBe('Nadia Islam');
    });

    it('stores no picture address a client makes up, at update-user or sign-up', async () => {
      server = await startTestServer(engine);
      const learner = await signUpVerifyAndSignIn(server, 'tania@example.com');
      for (const image of [
        'https://tracker.example/pixel.png',
        'javascript:alert(1)',
        '/media/00000000-0000-4000-8000-000000000000.webp',
        'x'.repeat(10_000),
      ]) {
        const response = await learner.post('/api/auth/update-user', { image });
        expect(response.status, image).toBe(400);
        expect(response.json<ApiErrorBody>().error.fields, image).toEqual({
          image: 'Set your profile picture with Upload Picture on your profile page.',
        });
      }
      expect((await users(server))[0]?.image).toBeNull();
      // No picture (null) and the picture the account already has are fine.
      expect((await learner.post('/api/auth/update-user', { image: null })).status).toBe(200);

      const signUp = await new TestClient(server.base).post('/api/auth/sign-up/email', {
        name: 'Mallory',
        email: 'mallory@example.com',
        password: STRONG,
        image: 'https://tracker.example/pixel.png',
      });
      expect(signUp.status).toBe(400);
      expect(signUp.json<ApiErrorBody>().error.fields).toEqual({
        image: 'Set your profile picture with Upload Picture on your profile page.',
      });
      expect((await users(server)).map((user) => user.email)).toEqual(['tania@example.com']);
    });
  },
);
