import { TestClient } from './http-client';
import { firstLink } from './smtp-capture';
import type { TestServer } from './test-server';

export const TEST_PASSWORD = 'Tangail-Saree-2024';

/** A verified, signed-in learner: signs up, follows the mailed link, signs in. */
export async function signUpVerifyAndSignIn(
  server: TestServer,
  email: string,
  options: { localAddress?: string } = {},
): Promise<TestClient> {
  const client = new TestClient(server.base, options);
  const signUp = await client.post('/api/auth/sign-up/email', {
    name: email.split('@')[0],
    email,
    password: TEST_PASSWORD,
    callbackURL: '/',
  });
  if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status} ${signUp.text}`);
  const mail = await server.mail.waitFor((m) => m.to.includes(email.toLowerCase()));
  const link = new URL(firstLink(mail.text));
  await client.get(link.pathname + link.search);
  const signIn = await client.post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD });
  if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status} ${signIn.text}`);
  return client;
}
