import { makeSignature } from 'better-auth/crypto';
import { randomBytes } from 'node:crypto';
import { createAuth } from '../../src/server/auth';
import type { Config } from '../../src/server/config';
import type { Database } from '../../src/server/db/database';
import type { MailOutbox } from '../../src/server/mail/outbox';

export interface SeededLearner {
  userId: string;
  email: string;
  /** The session cookie as a `Cookie` header value: `name=signed-token`. */
  cookie: string;
  cookieName: string;
  cookieValue: string;
}

const noMail: MailOutbox = {
  queue: () => Promise.reject(new Error('seeding sends no mail')),
  notify: () => undefined,
};

/**
 * Verified learners with a live session each, written through better-auth's own adapter (so the
 * rows are exactly what sign-up and sign-in write) and a session cookie signed with the server's
 * secret. For load and fault tests that need hundreds of signed-in learners: signing each up
 * through the API would spend most of the run hashing passwords and hit the sign-up rate limit.
 *
 * `config` must be the server's (same DATA_DIR or AUTH_SECRET, same NODE_ENV), so that the secret
 * and the cookie's name match what the server expects.
 */
export async function seedLearners(options: {
  config: Config;
  database: Database;
  count: number;
  /** Seeds this many at once (each is two inserts). */
  concurrency?: number;
}): Promise<SeededLearner[]> {
  const auth = createAuth({ config: options.config, database: options.database, outbox: noMail });
  const context = await auth.$context;
  const cookieName = context.authCookies.sessionToken.name;
  const run = randomBytes(4).toString('hex');
  const learners: SeededLearner[] = new Array<SeededLearner>(options.count);
  let next = 0;
  const worker = async () => {
    while (next < options.count) {
      const index = next++;
      const email = `learner-${run}-${index}@example.com`;
      const user = await context.internalAdapter.createUser(
        { name: `Learner ${index}`, email, emailVerified: true },
        { method: 'admin' },
      );
      const session = await context.internalAdapter.createSession(user.id, false);
      const cookieValue = encodeURIComponent(
        `${session.token}.${await makeSignature(session.token, context.secret)}`,
      );
      learners[index] = {
        userId: user.id,
        email,
        cookie: `${cookieName}=${cookieValue}`,
        cookieName,
        cookieValue,
      };
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 8 }, worker));
  return learners;
}
