import { expect } from 'vitest';
import type { TestClient } from './http-client';
import { firstLink } from './smtp-capture';
import type { TestServer } from './test-server';

/**
 * Asks for a password reset for `email` as `client` and follows the link in the mail it gets:
 * the landing answer (a redirect to the reset page) and the token that redirect carries.
 */
export async function requestResetToken(server: TestServer, client: TestClient, email: string) {
  const asked = await client.post('/api/auth/request-password-reset', {
    email,
    redirectTo: '/reset-password',
  });
  expect(asked.status).toBe(200);
  const mail = await server.mail.waitFor(
    (m) => m.to.includes(email) && m.subject === 'Reset your Shikhon Academy password',
  );
  const link = new URL(firstLink(mail.text));
  const landing = await client.get(link.pathname + link.search);
  const token = new URL(String(landing.headers.location), server.base).searchParams.get('token');
  return { landing, token };
}
