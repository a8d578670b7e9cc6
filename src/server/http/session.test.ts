import { afterEach, describe, expect, it } from 'vitest';
import { TestClient } from '../../../tests/helpers/http-client';
import { signedInLearner, type SignedInLearner } from '../../../tests/helpers/signed-in-learner';
import { ENGINES, announceSkippedEngines } from '../../../tests/helpers/test-databases';
import { startTestServer, type TestServer } from '../../../tests/helpers/test-server';
import { verifiedToken } from './session';

announceSkippedEngines();

describe('session cookie', () => {
  it('accepts only a token signed with the secret', async () => {
    const { makeSignature } = await import('better-auth/crypto');
    const signed = `tok123.${await makeSignature('tok123', 'secret-one')}`;
    expect(verifiedToken(signed, 'secret-one')).toBe('tok123');
    expect(verifiedToken(signed, 'secret-two')).toBeNull();
    expect(verifiedToken(`tok124${signed.slice(6)}`, 'secret-one')).toBeNull();
    expect(verifiedToken('tok123', 'secret-one')).toBeNull();
  });
});

describe.each(ENGINES)('signed-in requests (%s)', (engine) => {
  let server: TestServer | undefined;
  afterEach(async () => server?.close());

  async function learnerClient(): Promise<{ client: TestClient; learner: SignedInLearner }> {
    server = await startTestServer(engine);
    const learner = await signedInLearner(server);
    return { client: learner.client, learner };
  }

  async function sessionRow(userId: string) {
    if (!server) throw new Error('no server');
    return server.testDb.database.db
      .selectFrom('session' as never)
      .select(['expiresAt' as never])
      .where('userId' as never, '=', userId as never)
      .executeTakeFirst() as Promise<{ expiresAt: string | Date } | undefined>;
  }

  async function setExpiry(userId: string, expiresAt: Date) {
    if (!server) throw new Error('no server');
    const value = engine === 'sqlite' ? expiresAt.toISOString() : expiresAt;
    await server.testDb.database.db
      .updateTable('session' as never)
      .set({ expiresAt: value } as never)
      .where('userId' as never, '=', userId as never)
      .execute();
  }

  it('renews a session past its daily renewal age and keeps the learner signed in', async () => {
    const { client, learner } = await learnerClient();
    // Created two days ago with a 30-day life: due for renewal.
    const twoDaysOld = new Date(Date.now() + 28 * 24 * 3600 * 1000);
    await setExpiry(learner.userId, twoDaysOld);
    expect((await client.get('/api/profile')).status).toBe(200);
    const renewed = await sessionRow(learner.userId);
    expect(new Date(renewed?.expiresAt ?? 0).valueOf()).toBeGreaterThan(
      Date.now() + 29 * 24 * 3600 * 1000,
    );
  });

  it('refuses an expired session and removes it', async () => {
    const { client, learner } = await learnerClient();
    await setExpiry(learner.userId, new Date(Date.now() - 1000));
    expect((await client.get('/api/profile')).status).toBe(401);
    expect(await sessionRow(learner.userId)).toBeUndefined();
  });

  it('reads the first session cookie of the name, as better-auth does', async () => {
    const { learner } = await learnerClient();
    if (!server) throw new Error('no server');
    const { base } = server;
    const send = (cookie: string) => fetch(`${base}/api/profile`, { headers: { cookie } });
    const valid = `${learner.cookieName}=${learner.cookieValue}`;
    const junk = `${learner.cookieName}=junk`;
    expect((await send(`a=1; ${valid}; ${junk}`)).status).toBe(200);
    expect((await send(`a=1; ${junk}; ${valid}`)).status).toBe(401);
  });

  it('refuses a cookie whose token was changed', async () => {
    const { learner } = await learnerClient();
    if (!server) throw new Error('no server');
    const forged = new TestClient(server.base);
    // Another first character: 'x' alone would leave a token that starts with 'x' unchanged.
    const first = learner.cookieValue.startsWith('x') ? 'y' : 'x';
    const forgedValue = `${first}${learner.cookieValue.slice(1)}`;
    expect(forgedValue).not.toBe(learner.cookieValue);
    forged.setCookie(learner.cookieName, forgedValue);
    expect((await forged.get('/api/profile')).status).toBe(401);
  });
});
