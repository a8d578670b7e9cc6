import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerifyAndSignIn, TEST_PASSWORD } from '../../../../tests/helpers/accounts';
import { startFakeGoogle, type FakeGoogle } from '../../../../tests/helpers/fake-google';
import { TestClient, type HttpResponse } from '../../../../tests/helpers/http-client';
import { ENGINES, announceSkippedEngines } from '../../../../tests/helpers/test-databases';
import { startTestServer, type TestServer } from '../../../../tests/helpers/test-server';
import { guardGoogleAccountRow } from '../../auth';
import type { ApiErrorBody } from '../../http/errors';

announceSkippedEngines();

let counter = 0;
const unique = () => `${Date.now()}${(counter += 1)}`;

/** What the /auth page sends (docs/product-rules.md, Accounts and Toasts). */
const START_BODY = {
  provider: 'google',
  callbackURL: '/',
  errorCallbackURL: '/auth?from=google',
};

interface MeBody {
  user: { id: string; email: string; name: string };
}

/** The signed-in user as GET /api/me reports it, or null when signed out. */
async function signedInUser(client: TestClient): Promise<MeBody['user'] | null> {
  const me = await client.get('/api/me');
  expect(me.status).toBe(200);
  return me.json<{ user: MeBody['user'] | null }>().user;
}

describe.each(ENGINES)('Google sign-in over HTTP on %s', (engine) => {
  let google: FakeGoogle;
  let server: TestServer | undefined;
  beforeAll(async () => {
    google = await startFakeGoogle();
  });
  afterAll(async () => {
    await google.close();
  });
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  async function startWithGoogle(): Promise<TestServer> {
    server = await startTestServer(engine, google.env);
    return server;
  }

  /**
   * The browser's journey: ask our server where to go, visit the provider (which signs in the
   * current identity and redirects back), then visit our callback with the cookies kept.
   */
  async function signInWithGoogle(s: TestServer, client: TestClient): Promise<HttpResponse> {
    const start = await client.post('/api/auth/sign-in/social', START_BODY);
    expect(start.status, start.text).toBe(200);
    const { url, redirect } = start.json<{ url: string; redirect: boolean }>();
    expect(redirect).toBe(true);
    const authorize = new URL(url);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${google.issuer}/authorize`);
    expect(authorize.searchParams.get('client_id')).toBe(google.env.GOOGLE_CLIENT_ID);
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${s.base}/api/auth/callback/google`);
    expect(authorize.searchParams.get('scope')).toBe('openid email profile');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('code_challenge')).toBeTruthy();
    expect(authorize.searchParams.get('nonce')).toBeTruthy();

    const atGoogle = await new TestClient(google.issuer, { origin: null }).get(
      authorize.pathname + authorize.search,
    );
    expect(atGoogle.status).toBe(302);
    const back = new URL(String(atGoogle.headers.location));
    expect(`${back.origin}${back.pathname}`).toBe(`${s.base}/api/auth/callback/google`);
    expect(back.searchParams.get('code')).toBeTruthy();
    expect(back.searchParams.get('state')).toBe(authorize.searchParams.get('state'));
    return client.get(back.pathname + back.search);
  }

  async function usersWithEmail(s: TestServer, email: string) {
    const { rows } = await sql<{ id: string; emailVerified: unknown; name: string }>`
      select "id", "emailVerified", "name" from "user" where "email" = ${email}
    `.execute(s.testDb.database.db);
    return rows.map((row) => ({ ...row, emailVerified: Boolean(row.emailVerified) }));
  }

  async function accountsOf(s: TestServer, userId: string) {
    const { rows } = await sql<{ providerId: string; accountId: string }>`
      select "providerId", "accountId" from "account" where "userId" = ${userId}
      order by "providerId"
    `.execute(s.testDb.database.db);
    return rows;
  }

  it('signs a new learner up and in with a verified Google email, and in again later', async () => {
    const s = await startWithGoogle();
    const email = `google${unique()}@example.com`;
    const sub = `google-sub-${unique()}`;
    google.signInAs({ sub, email, email_verified: true, name: 'Nusrat Jahan' });

    const browser = new TestClient(s.base);
    const callback = await signInWithGoogle(s, browser);
    expect(callback.status).toBe(302);
    expect(callback.headers.location).toBe('/');
    expect(String(callback.headers['set-cookie'])).toMatch(/session_token=.*HttpOnly/i);
    const me = await browser.get('/api/me');
    expect(me.status).toBe(200);
    expect(me.json<MeBody>().user).toMatchObject({ email, name: 'Nusrat Jahan' });

    const [user, ...others] = await usersWithEmail(s, email);
    expect(others).toEqual([]);
    expect(user?.emailVerified).toBe(true);
    expect(user?.id).toBe(me.json<MeBody>().user.id);
    expect(await accountsOf(s, me.json<MeBody>().user.id)).toEqual([
      { providerId: 'google', accountId: sub },
    ]);

    // Another browser, the same Google identity: the same account, no second row.
    const again = new TestClient(s.base);
    expect((await signInWithGoogle(s, again)).headers.location).toBe('/');
    expect((await again.get('/api/me')).json<MeBody>().user.id).toBe(me.json<MeBody>().user.id);
    expect(await usersWithEmail(s, email)).toHaveLength(1);
    expect(await accountsOf(s, me.json<MeBody>().user.id)).toHaveLength(1);
  });

  it('links Google to an existing verified email account: same user, one user row', async () => {
    const s = await startWithGoogle();
    const email = `linked${unique()}@example.com`;
    const owner = await signUpVerifyAndSignIn(s, email);
    const ownerId = (await owner.get('/api/me')).json<MeBody>().user.id;
    const sub = `google-sub-${unique()}`;
    google.signInAs({ sub, email, email_verified: true, name: 'Someone Else' });

    const browser = new TestClient(s.base);
    const callback = await signInWithGoogle(s, browser);
    expect(callback.status).toBe(302);
    expect(callback.headers.location).toBe('/');
    const me = (await browser.get('/api/me')).json<MeBody>().user;
    expect(me).toMatchObject({ id: ownerId, email });
    // Linking does not take the Google profile over the learner's own name.
    expect(me.name).toBe(email.split('@')[0]);
    expect(await usersWithEmail(s, email)).toHaveLength(1);
    expect(await accountsOf(s, ownerId)).toEqual([
      { providerId: 'credential', accountId: ownerId },
      { providerId: 'google', accountId: sub },
    ]);
    // The password still works too.
    const withPassword = await new TestClient(s.base).post('/api/auth/sign-in/email', {
      email,
      password: TEST_PASSWORD,
    });
    expect(withPassword.status).toBe(200);
  });

  it('does not link Google to an unverified account: no session, back to /auth with an error', async () => {
    const s = await startWithGoogle();
    const email = `unverified${unique()}@example.com`;
    const signUp = await new TestClient(s.base).post('/api/auth/sign-up/email', {
      name: 'Squatter',
      email,
      password: TEST_PASSWORD,
    });
    expect(signUp.status).toBe(200);
    const [squatter] = await usersWithEmail(s, email);
    expect(squatter?.emailVerified).toBe(false);
    google.signInAs({ sub: `google-sub-${unique()}`, email, email_verified: true, name: 'Owner' });

    const browser = new TestClient(s.base);
    const callback = await signInWithGoogle(s, browser);
    expect(callback.status).toBe(302);
    const to = new URL(String(callback.headers.location), s.base);
    expect(to.pathname).toBe('/auth');
    expect(to.searchParams.get('from')).toBe('google');
    expect(to.searchParams.getAll('error')).toEqual(['account_not_linked']);
    expect(String(callback.headers['set-cookie'] ?? '')).not.toMatch(/session_token=[^;]+/);
    expect(await signedInUser(browser)).toBeNull();
    expect((await browser.get('/api/auth/get-session')).text).toBe('null');

    const after = await usersWithEmail(s, email);
    expect(after).toEqual([{ ...squatter, emailVerified: false }]);
    expect(await accountsOf(s, squatter?.id ?? '')).toEqual([
      { providerId: 'credential', accountId: squatter?.id },
    ]);
  });

  it('does not link when Google itself does not vouch for the email', async () => {
    const s = await startWithGoogle();
    const email = `vouch${unique()}@example.com`;
    const owner = await signUpVerifyAndSignIn(s, email);
    const ownerId = (await owner.get('/api/me')).json<MeBody>().user.id;
    google.signInAs({ sub: `google-sub-${unique()}`, email, email_verified: false, name: 'X' });

    const browser = new TestClient(s.base);
    const callback = await signInWithGoogle(s, browser);
    const to = new URL(String(callback.headers.location), s.base);
    expect(to.pathname).toBe('/auth');
    expect(to.searchParams.get('from')).toBe('google');
    expect(to.searchParams.getAll('error')).toEqual(['account_not_linked']);
    expect(await signedInUser(browser)).toBeNull();
    expect((await accountsOf(s, ownerId)).map((a) => a.providerId)).toEqual(['credential']);
  });

  it('creates a new account Google did not verify as unverified, mails a link, no session yet', async () => {
    const s = await startWithGoogle();
    const email = `newunverified${unique()}@example.com`;
    google.signInAs({ sub: `google-sub-${unique()}`, email, email_verified: false, name: 'Rafi' });

    const browser = new TestClient(s.base);
    const callback = await signInWithGoogle(s, browser);
    const to = new URL(String(callback.headers.location), s.base);
    expect(to.pathname).toBe('/auth');
    expect(to.searchParams.get('from')).toBe('google');
    expect(to.searchParams.getAll('error')).toEqual(['email_not_verified']);
    expect(await signedInUser(browser)).toBeNull();
    const [user] = await usersWithEmail(s, email);
    expect(user?.emailVerified).toBe(false);
    expect((await accountsOf(s, user?.id ?? '')).map((a) => a.providerId)).toEqual(['google']);
    const mail = await s.mail.waitFor((m) => m.to.includes(email));
    expect(mail.subject).toBe('Verify your email for Shikhon Academy');
  });

  it('refuses a Google callback whose state this browser did not start', async () => {
    const s = await startWithGoogle();
    google.signInAs({
      sub: `google-sub-${unique()}`,
      email: `state${unique()}@example.com`,
      email_verified: true,
      name: 'Mita',
    });
    const victim = new TestClient(s.base);
    const start = await victim.post('/api/auth/sign-in/social', START_BODY);
    const authorize = new URL(start.json<{ url: string }>().url);
    const atGoogle = await new TestClient(google.issuer, { origin: null }).get(
      authorize.pathname + authorize.search,
    );
    const back = new URL(String(atGoogle.headers.location));
    // Another browser (without the state cookie) presents the code.
    const attacker = new TestClient(s.base);
    const callback = await attacker.get(back.pathname + back.search);
    expect(callback.status).toBe(302);
    expect(String(callback.headers.location)).toMatch(/error=/);
    expect(await signedInUser(attacker)).toBeNull();
  });

  it('answers /sign-in/social, and 404 for a provider we do not have', async () => {
    const s = await startWithGoogle();
    const client = new TestClient(s.base);
    const social = await client.post('/api/auth/sign-in/social', {
      provider: 'google',
      callbackURL: '/',
    });
    expect(social.status).toBe(200);
    expect(social.json<{ url: string }>().url.startsWith(`${google.issuer}/authorize?`)).toBe(true);
    const other = await client.post('/api/auth/sign-in/social', { provider: 'github' });
    expect(other.status).toBe(404);
    expect(other.json<ApiErrorBody>().error.code).toBe('provider_not_found');
    // No open redirect: the callback URLs must be ours. (Another address: better-auth allows
    // 3 sign-in attempts per 10 s per client.)
    const elsewhere = new TestClient(s.base, { localAddress: '127.0.0.2' });
    for (const key of ['callbackURL', 'errorCallbackURL']) {
      const offsite = await elsewhere.post('/api/auth/sign-in/social', {
        ...START_BODY,
        [key]: 'https://evil.example/',
      });
      expect(offsite.status, key).toBe(403);
    }
    const foreign = await new TestClient(s.base, { origin: 'https://evil.example' }).post(
      '/api/auth/sign-in/social',
      START_BODY,
    );
    expect(foreign.status).toBe(403);
  });

  it('guards every Google account row: never onto an existing unverified account', async () => {
    const s = await startWithGoogle();
    const context = { context: await s.auth.$context };
    const email = `guard${unique()}@example.com`;
    await new TestClient(s.base).post('/api/auth/sign-up/email', {
      name: 'Guard',
      email,
      password: TEST_PASSWORD,
    });
    const [unverified] = await usersWithEmail(s, email);
    const userId = unverified?.id ?? '';
    const row = { userId, providerId: 'google' };
    // Unverified with a password account: refused.
    expect(await guardGoogleAccountRow(row, context)).toBe(false);
    // Other providers are not this guard's business.
    expect(await guardGoogleAccountRow({ userId, providerId: 'credential' }, context)).toBe(
      undefined,
    );
    // No endpoint context (not a request): refused rather than guessed.
    expect(await guardGoogleAccountRow(row, null)).toBe(false);
    // Unknown user: refused.
    expect(await guardGoogleAccountRow({ userId: 'nobody', providerId: 'google' }, context)).toBe(
      false,
    );
    // Once verified, linking is allowed.
    await context.context.internalAdapter.updateUser(userId, { emailVerified: true });
    expect(await guardGoogleAccountRow(row, context)).toBe(undefined);
    // A user Google has just created (no account rows yet) may be unverified.
    const fresh = await context.context.internalAdapter.createUser(
      { email: `fresh${unique()}@example.com`, name: 'Fresh', emailVerified: false },
      { method: 'oauth', oauth: { providerId: 'google' } },
    );
    expect(await guardGoogleAccountRow({ userId: fresh.id, providerId: 'google' }, context)).toBe(
      undefined,
    );
  });
});

describe.each(ENGINES)('Google sign-in not configured on %s', (engine) => {
  let server: TestServer;
  afterAll(async () => {
    await server.close();
  });

  it('answers 400 google_not_configured in the API error shape', async () => {
    server = await startTestServer(engine);
    expect(server.config.google).toBeUndefined();
    const client = new TestClient(server.base);
    const expected = {
      error: {
        code: 'google_not_configured',
        message: 'Google sign-in is not configured on this server.',
      },
    };
    const social = await client.post('/api/auth/sign-in/social', START_BODY);
    expect(social.status).toBe(400);
    expect(social.headers['content-type']).toMatch(/application\/json/);
    expect(social.json()).toEqual(expected);
    // Other better-auth routes are untouched.
    const signIn = await client.post('/api/auth/sign-in/email', {
      email: 'nobody@example.com',
      password: TEST_PASSWORD,
    });
    expect(signIn.status).toBe(401);
    // The callback has no provider to finish with.
    const callback = await client.get('/api/auth/callback/google?code=x&state=y');
    expect(callback.status).toBe(302);
    expect(await signedInUser(client)).toBeNull();
  });
});
