import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { signUpVerifyAndSignIn } from '../../../tests/helpers/accounts';
import { announceSkippedEngines, ENGINES } from '../../../tests/helpers/test-databases';
import { startTestServer, type TestServer } from '../../../tests/helpers/test-server';

/**
 * better-auth catches some database failures itself and answered 500 in its own shape; they are
 * answered like every other failure: 503 for a lost database, else a logged 500, in the API's
 * error shape.
 */

announceSkippedEngines();

describe.each(ENGINES)('better-auth failing on %s', (engine) => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('answers in the API error shape: 500 for a fault, 503 for a lost database', async () => {
    server = await startTestServer(engine);
    const learner = await signUpVerifyAndSignIn(server, 'nusrat@example.com');
    const { db } = server.testDb.database;
    // get-session catches the failed session lookup and answers its own 500 ("Failed to get
    // session"); the rate limiter before it still works.
    await sql`alter table session rename to session_gone`.execute(db);
    const broken = await learner.get('/api/auth/get-session');
    expect(broken.status, broken.text).toBe(500);
    expect(broken.json()).toEqual({
      error: { code: 'internal_error', message: 'Something went wrong on our side.' },
    });
    expect(server.logs.join('\n')).toContain('Failed to get session');

    if (engine === 'postgres') {
      // The same lookup meeting a connection that the server ends (57P01).
      await sql
        .raw(
          `create function session_lost() returns setof session_gone language plpgsql as $$
           begin raise exception 'terminating connection due to administrator command'
             using errcode = 'admin_shutdown'; end $$;
           create view session as select * from session_lost();`,
        )
        .execute(db);
      const lost = await learner.get('/api/auth/get-session');
      expect(lost.status, lost.text).toBe(503);
      expect(lost.json()).toMatchObject({ error: { code: 'database_unavailable' } });
    }
  });
});
