import { afterEach, describe, expect, it } from 'vitest';
import { TestClient } from '../../../../tests/helpers/http-client';
import { firstLink } from '../../../../tests/helpers/smtp-capture';
import { ENGINES, announceSkippedEngines } from '../../../../tests/helpers/test-databases';
import { startTestServer, type TestServer } from '../../../../tests/helpers/test-server';

announceSkippedEngines();

const PASSWORD = 'Tangail-Saree-2024';
let emailCounter = 0;
const newEmail = () => `newcomer${Date.now()}${(emailCounter += 1)}@example.com`;

interface SessionBody {
  user: { email: string; emailVerified: boolean } | null;
}

/**
 * A newcomer's `npm start`: no PUBLIC_URL, the server on 127.0.0.1. The session cookie belongs to
 * the host it was set on, so the mailed links must open the host the server listens on (not
 * `localhost`, where the learner would have no session), and a browser on `localhost` must still
 * be able to sign in.
 */
describe.each(ENGINES)('links without PUBLIC_URL on %s', (engine) => {
  let server: TestServer;
  afterEach(async () => {
    await server.close();
  });

  it('mails a verification link to the listening host, which signs the learner in there', async () => {
    server = await startTestServer(engine, {}, { defaultPublicUrl: true });
    expect(server.base).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(server.config.publicUrl).toBe(server.base);
    const browser = new TestClient(server.base);
    const email = newEmail();
    const signUp = await browser.post('/api/auth/sign-up/email', {
      name: 'Nusrat',
      email,
      password: PASSWORD,
      callbackURL: '/',
    });
    expect(signUp.status).toBe(200);

    const mail = await server.mail.waitFor((m) => m.to.includes(email));
    const link = new URL(firstLink(mail.text));
    expect(link.origin).toBe(server.base);
    expect(link.pathname).toBe('/api/auth/verify-email');

    // The browser follows the link as mailed: the same host, so the session is where it is used.
    const verified = await browser.get(link.pathname + link.search);
    expect(verified.status).toBe(302);
    expect(verified.headers.location).toBe('/');
    const session = await browser.get('/api/auth/get-session');
    expect(session.json<SessionBody>().user).toMatchObject({ email, emailVerified: true });
  });

  it('still lets a browser on localhost sign in and keep its session', async () => {
    server = await startTestServer(engine, {}, { defaultPublicUrl: true });
    const email = newEmail();
    const first = new TestClient(server.base);
    await first.post('/api/auth/sign-up/email', { name: 'Tanvir', email, password: PASSWORD });
    const mail = await server.mail.waitFor((m) => m.to.includes(email));
    const link = new URL(firstLink(mail.text));
    await first.get(link.pathname + link.search);

    const port = new URL(server.base).port;
    const onLocalhost = { host: `localhost:${port}` };
    const browser = new TestClient(server.base, { origin: `http://localhost:${port}` });
    const signIn = await browser.post(
      '/api/auth/sign-in/email',
      { email, password: PASSWORD },
      onLocalhost,
    );
    expect(signIn.status).toBe(200);
    const session = await browser.get('/api/auth/get-session', onLocalhost);
    expect(session.json<SessionBody>().user).toMatchObject({ email });

    // An origin that is neither the public URL nor a loopback of this port is refused.
    const stranger = new TestClient(server.base, { origin: 'http://evil.example' });
    const refused = await stranger.post('/api/auth/sign-in/email', { email, password: PASSWORD });
    expect(refused.status).toBe(403);
  });
});
