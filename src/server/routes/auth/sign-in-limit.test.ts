import { afterEach, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, signUpVerifyAndSignIn } from '../../../../tests/helpers/accounts';
import { TestClient, type HttpResponse } from '../../../../tests/helpers/http-client';
import { requestResetToken } from '../../../../tests/helpers/password-reset';
import { ENGINES, announceSkippedEngines } from '../../../../tests/helpers/test-databases';
import { startTestServer, type TestServer } from '../../../../tests/helpers/test-server';
import type { ApiErrorBody } from '../../http/errors';
import { KNOWN_BROWSER_COOKIE } from '../../rate-limit/known-browser';

announceSkippedEngines();

const NEW_PASSWORD = 'Padma-Bridge-2025';

/** A client at its own loopback address (127.0.0.2 and up): its own bucket in better-auth's limiter. */
const from = (server: TestServer, host: number) =>
  new TestClient(server.base, { localAddress: `127.0.0.${host}` });

/** A 429 as every refusal: the API's error shape and a standard Retry-After in whole seconds. */
function expectRefusedFor(response: HttpResponse, maxSeconds: number) {
  expect(response.status).toBe(429);
  expect(response.json<ApiErrorBody>().error.code).toBe('rate_limited');
  const retryAfter = String(response.headers['retry-after']);
  expect(retryAfter).toMatch(/^\d+$/);
  expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
  expect(Number(retryAfter)).toBeLessThanOrEqual(maxSeconds);
}

/** Wrong passwords for `email`, one from each of `hosts`; the statuses in order. */
async function guess(server: TestServer, email: string, hosts: number[]) {
  const statuses: number[] = [];
  let last: HttpResponse | undefined;
  for (const host of hosts) {
    last = await from(server, host).post('/api/auth/sign-in/email', {
      email,
      password: `guess-${host}`,
    });
    statuses.push(last.status);
  }
  return { statuses, last };
}

const hosts = (first: number, count: number) =>
  Array.from({ length: count }, (_, index) => first + index);

/** The address the session of `client` belongs to, or null when it has none. */
async function signedInAs(client: TestClient): Promise<string | null> {
  const me = await client.get('/api/me');
  return me.json<{ user: { email: string } | null }>().user?.email ?? null;
}

/** The value of the known-browser cookie `client` holds. */
function knownBrowserCookie(client: TestClient): string {
  const pair = client
    .cookieHeader()
    .split('; ')
    .find((cookie) => cookie.startsWith(`${KNOWN_BROWSER_COOKIE}=`));
  if (!pair) throw new Error('no known-browser cookie');
  return pair.slice(KNOWN_BROWSER_COOKIE.length + 1);
}

// Each test makes a dozen or more password checks (scrypt): slow on a busy machine.
describe.each(ENGINES)('sign-in attempts per account on %s', { timeout: 60_000 }, (engine) => {
  let server: TestServer;
  afterEach(async () => {
    await server.close();
  });

  it('refuses the 11th attempt in 15 minutes on one account, whatever the client address', async () => {
    server = await startTestServer(engine);
    const email = 'owner@example.com';
    await signUpVerifyAndSignIn(server, email, { localAddress: '127.0.0.100' });
    // Twelve addresses, one guess each: better-auth's per-address limit (3 in 10 s) never trips.
    const { statuses, last } = await guess(server, email, hosts(2, 12));
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429, 429]);
    if (!last) throw new Error('no answer');
    expectRefusedFor(last, 15 * 60);
    expect(last.json<ApiErrorBody>().error.message).toMatch(
      /^Too many sign-in attempts for this account\. Please try again in 1[45] minutes, sign in from a browser you have signed in with before, or choose “Forgot password\?”/,
    );
    // The limit holds for the right password too (or guessing would go on), in any letter case,
    // from a browser that never signed in to the account.
    const owner = await from(server, 101).post('/api/auth/sign-in/email', {
      email: ' OWNER@example.com ',
      password: TEST_PASSWORD,
    });
    expect(owner.status).toBe(429);

    // Other accounts, even from the guessing addresses, are not affected.
    const other = 'neighbour@example.com';
    await signUpVerifyAndSignIn(server, other, { localAddress: '127.0.0.102' });
    const neighbour = await from(server, 2).post('/api/auth/sign-in/email', {
      email: other,
      password: TEST_PASSWORD,
    });
    expect(neighbour.status).toBe(200);
  });

  it('lets the owner sign in from a browser they signed in with before while strangers keep guessing', async () => {
    server = await startTestServer(engine);
    const email = 'attacked@example.com';
    const owner = await signUpVerifyAndSignIn(server, email, { localAddress: '127.0.0.100' });
    const mallory = await signUpVerifyAndSignIn(server, 'mallory@example.com', {
      localAddress: '127.0.0.150',
    });
    await owner.post('/api/auth/sign-out', {});
    expect(await signedInAs(owner)).toBeNull();

    // Strangers guess from twelve addresses: after ten, every browser new to the account waits.
    expect((await guess(server, email, hosts(2, 12))).statuses).toEqual([
      ...Array<number>(10).fill(401),
      429,
      429,
    ]);

    // The owner's own browser, on another network now, signs in during the attack.
    const ownerElsewhere = owner.copy({ localAddress: '127.0.0.101' });
    const signIn = await ownerElsewhere.post('/api/auth/sign-in/email', {
      email,
      password: TEST_PASSWORD,
    });
    expect(signIn.status, signIn.text).toBe(200);
    expect(await signedInAs(ownerElsewhere)).toBe(email);

    // The owner's success gives the strangers no new tries, whatever they hold:
    // a fresh browser, an account of their own, or a doctored copy of the owner's cookie.
    expect((await guess(server, email, hosts(20, 3))).statuses).toEqual([429, 429, 429]);
    const fromMallory = await mallory.post('/api/auth/sign-in/email', {
      email,
      password: 'guess-from-mallory',
    });
    expect(fromMallory.status).toBe(429);
    const cookie = knownBrowserCookie(owner);
    const doctored = from(server, 151);
    doctored.setCookie(
      KNOWN_BROWSER_COOKIE,
      `${cookie.slice(0, -1)}${cookie.endsWith('A') ? 'B' : 'A'}`,
    );
    expect(
      (await doctored.post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD })).status,
    ).toBe(429);
    const stolenTag = from(server, 152);
    const [, ownerTag = ''] = cookie.split('.');
    const [malloryId = '', , malloryMac = ''] = knownBrowserCookie(mallory).split('.');
    stolenTag.setCookie(KNOWN_BROWSER_COOKIE, `${malloryId}.${ownerTag}.${malloryMac}`);
    expect(
      (await stolenTag.post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD })).status,
    ).toBe(429);

    // And the owner can do it again while the attack goes on.
    await ownerElsewhere.post('/api/auth/sign-out', {});
    const again = await owner
      .copy({ localAddress: '127.0.0.102' })
      .post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD });
    expect(again.status).toBe(200);
  });

  it('gives each browser that signed in before its own allowance: its guesses lock only itself', async () => {
    server = await startTestServer(engine);
    const email = 'two-devices@example.com';
    const laptop = await signUpVerifyAndSignIn(server, email, { localAddress: '127.0.0.100' });
    const phone = new TestClient(server.base, { localAddress: '127.0.0.101' });
    expect(
      (await phone.post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD })).status,
    ).toBe(200);

    // Eleven wrong passwords from the laptop (on different networks, past the per-address limit).
    const statuses: number[] = [];
    let last: HttpResponse | undefined;
    for (const host of hosts(2, 11)) {
      last = await laptop
        .copy({ localAddress: `127.0.0.${host}` })
        .post('/api/auth/sign-in/email', { email, password: `mistyped-${host}` });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
    if (!last) throw new Error('no answer');
    expectRefusedFor(last, 15 * 60);
    expect(last.json<ApiErrorBody>().error.message).toMatch(
      /^Too many sign-in attempts for this account from this browser\. Please try again in 1[45] minutes, or choose “Forgot password\?” to set a new password\.$/,
    );
    // That browser waits even with the right password (so it cannot go on guessing)…
    const laptopAgain = laptop.copy({ localAddress: '127.0.0.30' });
    expect(
      (await laptopAgain.post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD }))
        .status,
    ).toBe(429);
    // …while the owner's other browser, and a new one, still sign in.
    const phoneAgain = phone.copy({ localAddress: '127.0.0.31' });
    expect(
      (await phoneAgain.post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD })).status,
    ).toBe(200);
    expect(
      (await from(server, 32).post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD }))
        .status,
    ).toBe(200);

    // A password reset frees the locked browser at once.
    const { token } = await requestResetToken(server, phoneAgain, email);
    expect(
      (await phoneAgain.post('/api/auth/reset-password', { token, newPassword: NEW_PASSWORD }))
        .status,
    ).toBe(200);
    const afterReset = await laptop
      .copy({ localAddress: '127.0.0.33' })
      .post('/api/auth/sign-in/email', { email, password: NEW_PASSWORD });
    expect(afterReset.status, afterReset.text).toBe(200);
  });

  it('counts attempts on an address without an account the same way, so a 429 names nobody', async () => {
    server = await startTestServer(engine);
    const { statuses } = await guess(server, 'nobody@example.com', hosts(2, 11));
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
  });

  it('a successful sign-in forgets the earlier wrong guesses', async () => {
    server = await startTestServer(engine);
    const email = 'forgetful@example.com';
    await signUpVerifyAndSignIn(server, email, { localAddress: '127.0.0.100' });
    await guess(server, email, hosts(2, 9));
    const owner = await from(server, 101).post('/api/auth/sign-in/email', {
      email,
      password: TEST_PASSWORD,
    });
    expect(owner.status).toBe(200);
    const { statuses } = await guess(server, email, hosts(20, 10));
    expect(statuses).toEqual(Array<number>(10).fill(401));
  });

  it('never keeps the owner from resetting the password, and the new one signs in at once', async () => {
    server = await startTestServer(engine);
    const email = 'locked-out@example.com';
    await signUpVerifyAndSignIn(server, email, { localAddress: '127.0.0.100' });
    await guess(server, email, hosts(2, 11));

    const owner = from(server, 101);
    expect(
      (await owner.post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD })).status,
    ).toBe(429);
    const { token } = await requestResetToken(server, owner, email);
    // The reset refuses a weak password by the account's own address, like sign-up does.
    const weak = await owner.post('/api/auth/reset-password', {
      token,
      newPassword: 'locked-out-2025',
    });
    expect(weak.status).toBe(400);
    expect(weak.json<ApiErrorBody>().error.message).toContain('It contains your email address.');
    const reset = await owner.post('/api/auth/reset-password', {
      token,
      newPassword: NEW_PASSWORD,
    });
    expect(reset.status).toBe(200);

    const signIn = await owner.post('/api/auth/sign-in/email', { email, password: NEW_PASSWORD });
    expect(signIn.status).toBe(200);
  });
});

describe.each(ENGINES)('Retry-After on every 429 on %s', { timeout: 60_000 }, (engine) => {
  let server: TestServer;
  afterEach(async () => {
    await server.close();
  });

  it("comes with better-auth's own per-address limits, with the wait in the message", async () => {
    server = await startTestServer(engine);
    const client = from(server, 2);
    let signIn: HttpResponse | undefined;
    for (let attempt = 0; attempt < 4; attempt += 1) {
      signIn = await client.post('/api/auth/sign-in/email', {
        email: `someone-${attempt}@example.com`,
        password: 'not-the-password',
      });
    }
    if (!signIn) throw new Error('no answer');
    expectRefusedFor(signIn, 10);
    expect(signIn.json<ApiErrorBody>().error.message).toMatch(
      /^Too many attempts\. Please wait (?:1 second|\d+ seconds) and try again\.$/,
    );

    let reset: HttpResponse | undefined;
    for (let attempt = 0; attempt < 4; attempt += 1) {
      reset = await client.post('/api/auth/request-password-reset', {
        email: 'someone@example.com',
        redirectTo: '/reset-password',
      });
    }
    if (!reset) throw new Error('no answer');
    expectRefusedFor(reset, 60);

    let signUp: HttpResponse | undefined;
    for (let attempt = 0; attempt < 6; attempt += 1) {
      signUp = await client.post('/api/auth/sign-up/email', {
        name: 'Someone',
        email: `new-${attempt}@example.com`,
        password: TEST_PASSWORD,
      });
    }
    if (!signUp) throw new Error('no answer');
    expectRefusedFor(signUp, 60);
  });
});
