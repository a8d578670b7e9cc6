import { afterEach, describe, expect, it } from 'vitest';
import { seedLearners } from '../helpers/seed-learners';
import { TestClient } from '../helpers/http-client';
import { ENGINES, announceSkippedEngines } from '../helpers/test-databases';
import { startTestServer, type TestServer } from '../helpers/test-server';

announceSkippedEngines();

describe.each(ENGINES)('seeded learners (%s)', (engine) => {
  let server: TestServer | undefined;
  afterEach(async () => server?.close());

  it('are signed in: the server accepts their cookie and knows who they are', async () => {
    server = await startTestServer(engine);
    const learners = await seedLearners({
      config: server.config,
      database: server.testDb.database,
      count: 3,
    });
    for (const learner of learners) {
      const client = new TestClient(server.base);
      client.setCookie(learner.cookieName, learner.cookieValue);
      const me = await client.get('/api/profile');
      expect(me.status).toBe(200);
      expect(me.json<{ email: string }>().email).toBe(learner.email);
    }
    const [first] = learners;
    if (!first) throw new Error('no learner seeded');
    const stranger = new TestClient(server.base);
    // Another first character: 'x' alone would leave a token that starts with 'x' unchanged.
    const firstCharacter = first.cookieValue.startsWith('x') ? 'y' : 'x';
    const forgedValue = `${firstCharacter}${first.cookieValue.slice(1)}`;
    expect(forgedValue).not.toBe(first.cookieValue);
    stranger.setCookie(first.cookieName, forgedValue);
    expect((await stranger.get('/api/profile')).status).toBe(401);
  });
});
