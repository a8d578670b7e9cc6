import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient, type HttpResponse } from '../../../../tests/helpers/http-client';
import { enrolIn, signedInLearner } from '../../../../tests/helpers/signed-in-learner';
import { ENGINES } from '../../../../tests/helpers/test-databases';
import { startTestServer, type TestServer } from '../../../../tests/helpers/test-server';
import {
  LEADERBOARD_NAME_IS_HANDLE,
  type AchievementsView,
  type LeaderboardSettingsView,
  type LeaderboardView,
} from '../../../shared/schemas/achievements';

const DOCKER = 'docker-fundamentals';
const lesson = (id: string) => `/api/learn/${DOCKER}/lessons/${id}/complete`;

function ok<T>(response: HttpResponse, status = 200): T {
  expect(response.status, response.text).toBe(status);
  return response.json<T>();
}

describe.each(ENGINES)('leaderboard names on %s', (engine) => {
  let server: TestServer;
  // Server time, moved on past the boards' one-minute cache before each read.
  let now = new Date('2026-11-25T06:00:00Z');

  beforeAll(async () => {
    server = await startTestServer(engine, {}, { now: () => now });
  });
  afterAll(async () => {
    await server.close();
  });

  interface Learner {
    client: TestClient;
    userId: string;
    email: string;
    /** The email's local part: what accounts made before sign-up asked for a name were named. */
    handle: string;
  }

  /** A learner enrolled in Docker Fundamentals whose account name is `name`, or their handle. */
  async function learner(name?: string): Promise<Learner> {
    const { client, userId, email } = await signedInLearner(server);
    const handle = email.split('@')[0] ?? email;
    const { db } = server.testDb.database;
    await db
      .updateTable('user')
      .set({ name: name ?? handle })
      .where('id', '=', userId)
      .execute();
    await enrolIn(server.testDb.database, userId, [DOCKER]);
    return { client, userId, email, handle };
  }

  const finishLesson = async (who: Learner, id = 'docker-1-1') =>
    ok(await who.client.post(lesson(id)));

  /** The board's raw answer, read after the cache's minute. */
  async function boardAnswer(client: TestClient, which: 'week' | 'all') {
    now = new Date(now.getTime() + 61_000);
    const response = await client.get(`/api/leaderboard?board=${which}`);
    expect(response.status, response.text).toBe(200);
    return { text: response.text, view: response.json<LeaderboardView>() };
  }

  const namesOn = (view: LeaderboardView) => view.rows.map((row) => row.displayName);

  it('never shows an email handle on the signed-out board or in its API', async () => {
    const plain = await learner();
    const shouting = await learner();
    await server.testDb.database.db
      .updateTable('user')
      .set({ name: ` ${shouting.handle.toUpperCase()} ` })
      .where('id', '=', shouting.userId)
      .execute();
    // Saved the handle the old leaderboard form offered as its default name.
    const saved = await learner();
    const named = await learner('Tanvir Rahman');
    for (const who of [plain, shouting, saved, named]) await finishLesson(who);
    await server.testDb.database.db
      .updateTable('xp_totals')
      .set({ display_name: saved.handle, listed: 1 })
      .where('user_id', '=', saved.userId)
      .execute();

    const anonymous = new TestClient(server.base);
    for (const which of ['week', 'all'] as const) {
      const { text, view } = await boardAnswer(anonymous, which);
      expect(view.me).toBeNull();
      expect(namesOn(view)).toContain('Tanvir R.');
      for (const who of [plain, shouting, saved]) {
        expect(text.toLowerCase()).not.toContain(who.handle.toLowerCase());
      }
      // Every seeded learner's address starts 'learner-': no row anywhere is a handle.
      expect(namesOn(view).filter((name) => name.toLowerCase().includes('learner-'))).toEqual([]);
    }
  });

  it('shows a named learner as first name and last initial, from the profile or the account', async () => {
    const fromAccount = await learner('Nusrat Jahan Mitu');
    const fromProfile = await learner();
    ok(await fromProfile.client.request('PUT', '/api/profile', { name: 'Farhana Akter' }));
    await finishLesson(fromAccount);
    await finishLesson(fromProfile);
    const { view } = await boardAnswer(new TestClient(server.base), 'week');
    expect(namesOn(view)).toEqual(expect.arrayContaining(['Nusrat M.', 'Farhana A.']));
    const own = await boardAnswer(fromProfile.client, 'all');
    expect(own.view.me).toMatchObject({
      hidden: false,
      needsName: false,
      row: { displayName: 'Farhana A.', you: true },
    });
  });

  it('hides a learner with no name of their own and asks them for one, until they give it', async () => {
    const who = await learner();
    await finishLesson(who);
    const anonymous = new TestClient(server.base);
    for (const which of ['week', 'all'] as const) {
      expect((await boardAnswer(anonymous, which)).text).not.toContain(who.handle);
      const own = await boardAnswer(who.client, which);
      expect(own.view.me).toEqual({ hidden: true, needsName: true, row: null });
      expect(own.view.rows.some((row) => row.you)).toBe(false);
    }
    expect(ok<AchievementsView>(await who.client.get('/api/me/achievements'))).toMatchObject({
      xp: 10,
      leaderboardNeedsName: true,
    });
    expect(
      ok<LeaderboardSettingsView>(await who.client.get('/api/me/leaderboard-settings')),
    ).toEqual({ displayName: '', listed: true, needsName: true });

    // Their handle is not a name, however it is written.
    for (const displayName of [who.handle, who.handle.toUpperCase()]) {
      const refused = await who.client.request('PUT', '/api/me/leaderboard-settings', {
        displayName,
        listed: true,
      });
      expect(refused.status, refused.text).toBe(400);
      expect(refused.json<{ error: { fields: unknown } }>().error.fields).toEqual({
        displayName: LEADERBOARD_NAME_IS_HANDLE,
      });
    }
    expect((await boardAnswer(anonymous, 'all')).text).not.toContain(who.handle);

    // A full name on the account (better-auth's update-user) puts them on the board.
    ok(await who.client.post('/api/auth/update-user', { name: 'Sadia Islam' }));
    const after = await boardAnswer(anonymous, 'all');
    expect(namesOn(after.view)).toContain('Sadia I.');
    expect(
      ok<AchievementsView>(await who.client.get('/api/me/achievements')).leaderboardNeedsName,
    ).toBe(false);
    // Back to the handle: off the board again.
    ok(await who.client.post('/api/auth/update-user', { name: who.handle }));
    expect(namesOn((await boardAnswer(anonymous, 'all')).view)).not.toContain('Sadia I.');
  });

  it('lists a learner at once under a leaderboard name they choose', async () => {
    const who = await learner();
    await finishLesson(who);
    const saved = ok<LeaderboardSettingsView>(
      await who.client.request('PUT', '/api/me/leaderboard-settings', {
        displayName: 'Quiet Coder',
        listed: true,
      }),
    );
    expect(saved).toEqual({ displayName: 'Quiet Coder', listed: true, needsName: false });
    // The save clears this instance's cache: the board shows them without waiting the minute.
    const view = ok<LeaderboardView>(await who.client.get('/api/leaderboard?board=week'));
    expect(view.rows.find((row) => row.you)?.displayName).toBe('Quiet Coder');
  });
});
