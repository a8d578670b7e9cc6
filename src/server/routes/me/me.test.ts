import { afterEach, describe, expect, it } from 'vitest';
import { TestClient } from '../../../../tests/helpers/http-client';
import { ENGINES } from '../../../../tests/helpers/test-databases';
import { signUpVerifyAndSignIn } from '../../../../tests/helpers/accounts';
import { startTestServer, type TestServer } from '../../../../tests/helpers/test-server';

describe.each(ENGINES)('GET /api/me on %s', (engine) => {
  let server: TestServer;
  afterEach(async () => {
    await server.close();
  });

  it('answers { user: null } when signed out', async () => {
    server = await startTestServer(engine);
    const response = await new TestClient(server.base).get('/api/me');
    expect(response.status).toBe(200);
    expect(response.json()).toEqual({ user: null });
  });

  it('names the signed-in user and marks ADMIN_EMAILS as staff', async () => {
    server = await startTestServer(engine, { ADMIN_EMAILS: 'boss@example.com' });
    const learner = await signUpVerifyAndSignIn(server, 'learner@example.com');
    const boss = await signUpVerifyAndSignIn(server, 'Boss@Example.com');
    expect((await learner.get('/api/me')).json()).toMatchObject({
      user: { email: 'learner@example.com', isStaff: false },
    });
    expect((await boss.get('/api/me')).json()).toMatchObject({ user: { isStaff: true } });
  });
});
