import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient, type HttpResponse } from '../../../../tests/helpers/http-client';
import { failingAnswers, rightAnswers } from '../../../../tests/helpers/learning-content';
import { seedLearners } from '../../../../tests/helpers/seed-learners';
import { enrolIn, signedInLearner } from '../../../../tests/helpers/signed-in-learner';
import { ENGINES } from '../../../../tests/helpers/test-databases';
import { startTestServer, type TestServer } from '../../../../tests/helpers/test-server';
import type {
  AchievementsView,
  LeaderboardSettingsView,
  LeaderboardView,
} from '../../../shared/schemas/achievements';
import { withdrawCourseXp } from '../../learning/xp/ledger';

const DOCKER = 'docker-fundamentals';
const KUBE = 'kubernetes-mastery';
const lesson = (course: string, id: string) => `/api/learn/${course}/lessons/${id}/complete`;
const quiz = (course: string, id: string) => `/api/learn/${course}/quizzes/${id}/attempts`;
const DOCKER_ITEMS = {
  lessons: ['docker-1-1', 'docker-1-2', 'docker-2-1', 'docker-2-2'],
  quizzes: ['docker-1-quiz', 'docker-2-quiz'],
};

function ok<T>(response: HttpResponse, status = 200): T {
  expect(response.status, response.text).toBe(status);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json<T>();
}

/** A moment given as Asia/Dhaka wall time ('2026-11-27T23:59'), UTC+6 all year. */
function dhaka(wallTime: string): Date {
  return new Date(`${wallTime}:00+06:00`);
}

describe.each(ENGINES)('achievements and leaderboard on %s', (engine) => {
  let server: TestServer;
  // Server time, moved by each test (the server reads it on every request).
  let now = dhaka('2026-11-25T12:00');

  beforeAll(async () => {
    server = await startTestServer(engine, {}, { now: () => now });
  });
  afterAll(async () => {
    await server.close();
  });

  interface Learner {
    client: TestClient;
    userId: string;
    name: string;
  }

  /** A new signed-in learner with a unique account name, enrolled in the given courses. */
  async function learner(courses: string[] = [DOCKER]): Promise<Learner> {
    const { client, userId } = await signedInLearner(server);
    const { db } = server.testDb.database;
    const tag = randomUUID().slice(0, 6);
    const name = `Nadia${tag} Rahman`;
    await db.updateTable('user').set({ name }).where('id', '=', userId).execute();
    await enrolIn(server.testDb.database, userId, courses);
    return { client, userId, name };
  }

  const pass = async (who: Learner, course: string, quizId: string) =>
    ok(await who.client.post(quiz(course, quizId), { version: 1, answers: rightAnswers() }), 201);
  const fail = async (who: Learner, course: string, quizId: string) =>
    ok(await who.client.post(quiz(course, quizId), { version: 1, answers: failingAnswers() }), 201);

  const achievements = async (who: Learner) =>
    ok<AchievementsView>(await who.client.get('/api/me/achievements'));
  const earned = (view: AchievementsView) =>
    view.badges.filter((badge) => badge.earnedAt !== null).map((badge) => badge.id);

  /** A board read after the cache's minute, so it shows what was just written. */
  async function board(client: TestClient, which: 'week' | 'all'): Promise<LeaderboardView> {
    now = new Date(now.getTime() + 61_000);
    return ok<LeaderboardView>(await client.get(`/api/leaderboard?board=${which}`));
  }

  it('awards a lesson XP once under 10 simultaneous completions, and a learning day', async () => {
    now = dhaka('2026-11-25T12:00');
    const who = await learner();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => who.client.post(lesson(DOCKER, 'docker-1-1'))),
    );
    for (const answer of answers) expect(answer.status, answer.text).toBe(200);
    const view = await achievements(who);
    expect(view.xp).toBe(10);
    expect(view.level).toBe(1);
    expect(view.toNext).toBe(490);
    expect(view.streakDays).toBe(1);
    expect(earned(view)).toEqual(['first-lesson']);
    const { db } = server.testDb.database;
    const rows = await db
      .selectFrom('xp_awards')
      .selectAll()
      .where('user_id', '=', who.userId)
      .execute();
    expect(rows).toHaveLength(1);
    // Completing it again later gives nothing more.
    ok(await who.client.post(lesson(DOCKER, 'docker-1-1')));
    expect((await achievements(who)).xp).toBe(10);
  });

  it('gives 30 XP and a badge for a first-try quiz pass, 20 after a failed attempt', async () => {
    now = dhaka('2026-11-25T13:00');
    const first = await learner();
    await pass(first, DOCKER, 'docker-1-quiz');
    const firstView = await achievements(first);
    expect(firstView.xp).toBe(30);
    expect(earned(firstView)).toContain('first-try-quiz');

    const second = await learner();
    await fail(second, DOCKER, 'docker-1-quiz');
    expect((await achievements(second)).xp).toBe(0);
    now = new Date(now.getTime() + 61_000);
    await pass(second, DOCKER, 'docker-1-quiz');
    const secondView = await achievements(second);
    expect(secondView.xp).toBe(20);
    expect(earned(secondView)).not.toContain('first-try-quiz');

    // Ten simultaneous passing attempts of a fresh learner: one stored pass, XP once.
    const racer = await learner();
    await Promise.all(
      Array.from({ length: 10 }, () =>
        racer.client.post(quiz(DOCKER, 'docker-2-quiz'), { version: 1, answers: rightAnswers() }),
      ),
    );
    expect((await achievements(racer)).xp).toBe(30);
  });

  it('counts a streak by Asia/Dhaka days across midnight, and gives the 7-day badge', async () => {
    const who = await learner([DOCKER, KUBE]);
    now = dhaka('2026-11-01T23:59');
    ok(await who.client.post(lesson(DOCKER, 'docker-1-1')));
    // 00:01 in Dhaka is still the evening before in UTC: a new day all the same.
    now = dhaka('2026-11-02T00:01');
    expect(now.toISOString()).toBe('2026-11-01T18:01:00.000Z');
    ok(await who.client.post(lesson(DOCKER, 'docker-1-2')));
    expect((await achievements(who)).streakDays).toBe(2);
    // Another item the same Dhaka day adds no day.
    now = dhaka('2026-11-02T23:00');
    ok(await who.client.post(lesson(DOCKER, 'docker-2-1')));
    expect((await achievements(who)).streakDays).toBe(2);

    const more = [
      'docker-2-2',
      'kubernetes-1-1',
      'kubernetes-1-2',
      'kubernetes-2-1',
      'kubernetes-2-2',
    ];
    for (const [index, id] of more.entries()) {
      now = dhaka(`2026-11-0${index + 3}T20:00`);
      const course = id.startsWith('kubernetes') ? KUBE : DOCKER;
      ok(await who.client.post(lesson(course, id)));
      const view = await achievements(who);
      expect(view.streakDays).toBe(index + 3);
      if (index + 3 < 7) expect(earned(view)).not.toContain('streak-7');
    }
    expect(earned(await achievements(who))).toContain('streak-7');
    // Still shown the next day (today may yet be learned), gone the day after.
    now = dhaka('2026-11-08T10:00');
    expect((await achievements(who)).streakDays).toBe(7);
    now = dhaka('2026-11-09T10:00');
    expect((await achievements(who)).streakDays).toBe(0);
  });

  it('splits weeks at Saturday 00:00 Asia/Dhaka', async () => {
    const who = await learner();
    const watcher = new TestClient(server.base);
    now = dhaka('2026-11-27T23:58'); // Friday (the board is read a minute later: 23:59)
    ok(await who.client.post(lesson(DOCKER, 'docker-1-1')));
    const friday = await board(watcher, 'week');
    expect(friday.weekStart).toBe('2026-11-21');
    expect(friday.rows.some((row) => row.displayName === displayOf(who))).toBe(true);

    now = dhaka('2026-11-28T00:00'); // Saturday: a new week, nobody on it yet
    const saturday = await board(watcher, 'week');
    expect(saturday.weekStart).toBe('2026-11-28');
    expect(saturday.rows.some((row) => row.displayName === displayOf(who))).toBe(false);
    const mine = ok<LeaderboardView>(await who.client.get('/api/leaderboard?board=week'));
    expect(mine.me).toEqual({ hidden: false, needsName: false, row: null });

    ok(await who.client.post(lesson(DOCKER, 'docker-1-2')));
    const later = await board(who.client, 'week');
    const row = later.rows.find((candidate) => candidate.displayName === displayOf(who));
    expect(row).toMatchObject({ xp: 10, you: true });
    expect(later.me?.row).toMatchObject({ xp: 10, you: true, rank: row?.rank });
    // All time holds both weeks.
    const all = await board(who.client, 'all');
    expect(all.me?.row?.xp).toBe(20);
  });

  /** "Nadia1a2b3c R.": first name and last initial. */
  function displayOf(who: Learner) {
    return `${who.name.split(' ')[0]} R.`;
  }

  it('never lists a learner who opted out, on either board', async () => {
    now = dhaka('2026-11-25T15:00');
    const shy = await learner();
    const settings = ok<LeaderboardSettingsView>(
      await shy.client.get('/api/me/leaderboard-settings'),
    );
    expect(settings).toEqual({ displayName: displayOf(shy), listed: true, needsName: false });
    ok(
      await shy.client.request('PUT', '/api/me/leaderboard-settings', {
        displayName: 'Quiet Learner',
        listed: false,
      }),
    );
    // Points earned after opting out, and a top score: still never listed.
    for (const id of DOCKER_ITEMS.lessons) ok(await shy.client.post(lesson(DOCKER, id)));
    const anonymous = new TestClient(server.base);
    for (const which of ['week', 'all'] as const) {
      const view = await board(anonymous, which);
      expect(view.me).toBeNull();
      const names = view.rows.map((row) => row.displayName);
      expect(names).not.toContain('Quiet Learner');
      expect(names).not.toContain(displayOf(shy));
      const own = ok<LeaderboardView>(await shy.client.get(`/api/leaderboard?board=${which}`));
      expect(own.me).toEqual({ hidden: true, needsName: false, row: null });
      expect(own.rows.some((row) => row.you)).toBe(false);
    }

    // Opting back in lists them under the chosen name at once.
    ok(
      await shy.client.request('PUT', '/api/me/leaderboard-settings', {
        displayName: 'Quiet Learner',
        listed: true,
      }),
    );
    const back = ok<LeaderboardView>(await anonymous.get('/api/leaderboard?board=all'));
    expect(back.rows.map((row) => row.displayName)).toContain('Quiet Learner');
  });

  it('gives a learner below the top 50 their own place: this week on the weekly board, all time on the other', async () => {
    now = dhaka('2026-11-25T16:00');
    const week = '2026-11-21';
    // 50 others far ahead on both boards.
    const others = await seedLearners({
      config: server.config,
      database: server.testDb.database,
      count: 50,
    });
    const { db } = server.testDb.database;
    const at = now.toISOString();
    await db
      .insertInto('xp_totals')
      .values(others.map((other) => ({ user_id: other.userId, xp: 100_000, updated_at: at })))
      .execute();
    await db
      .insertInto('xp_weeks')
      .values(others.map((other) => ({ user_id: other.userId, week_start: week, xp: 100_000 })))
      .execute();
    const who = await learner();
    ok(await who.client.post(lesson(DOCKER, 'docker-1-1')));
    // 90 XP from earlier weeks: all time 100, this week 10.
    await db
      .updateTable('xp_totals')
      .set((eb) => ({ xp: eb('xp', '+', 90) }))
      .where('user_id', '=', who.userId)
      .execute();

    const weekly = await board(who.client, 'week');
    expect(weekly.rows.some((row) => row.you)).toBe(false);
    expect(weekly.me?.hidden).toBe(false);
    expect(weekly.me?.row).toMatchObject({ xp: 10, you: true, displayName: displayOf(who) });
    expect(weekly.me?.row?.rank).toBeGreaterThan(50);
    const allTime = await board(who.client, 'all');
    expect(allTime.rows.some((row) => row.you)).toBe(false);
    expect(allTime.me?.row).toMatchObject({ xp: 100, you: true, displayName: displayOf(who) });
    expect(allTime.me?.row?.rank).toBeGreaterThan(50);
    await db
      .deleteFrom('xp_weeks')
      .where(
        'user_id',
        'in',
        others.map((other) => other.userId),
      )
      .execute();
    await db
      .deleteFrom('xp_totals')
      .where(
        'user_id',
        'in',
        others.map((other) => other.userId),
      )
      .execute();
  });

  it('checks the leaderboard name with the shared schema', async () => {
    const who = await learner();
    for (const displayName of ['A', 'x'.repeat(41), '<b>Hi</b>', '']) {
      const refused = await who.client.request('PUT', '/api/me/leaderboard-settings', {
        displayName,
        listed: true,
      });
      expect(refused.status, displayName).toBe(400);
    }
    const saved = ok<LeaderboardSettingsView>(
      await who.client.request('PUT', '/api/me/leaderboard-settings', {
        displayName: '  Rahim   Uddin ',
        listed: true,
      }),
    );
    expect(saved.displayName).toBe('Rahim Uddin');
  });

  it('answers signed-out callers: the board yes, their achievements no', async () => {
    const anonymous = new TestClient(server.base);
    expect((await anonymous.get('/api/me/achievements')).status).toBe(401);
    expect((await anonymous.get('/api/me/leaderboard-settings')).status).toBe(401);
    expect((await anonymous.get('/api/leaderboard?board=month')).status).toBe(400);
    const view = ok<LeaderboardView>(await anonymous.get('/api/leaderboard'));
    expect(view.board).toBe('week');
    expect(view.me).toBeNull();
    // GET /api/me still answers signed-out callers.
    expect((await anonymous.get('/api/me')).json()).toEqual({ user: null });
  });

  it('awards module and course badges, and withdraws a course on refund', async () => {
    now = dhaka('2026-11-25T16:00');
    const who = await learner();
    ok(await who.client.post(lesson(DOCKER, 'docker-1-1')));
    ok(await who.client.post(lesson(DOCKER, 'docker-1-2')));
    expect(earned(await achievements(who))).not.toContain('module-finished');
    await pass(who, DOCKER, 'docker-1-quiz');
    expect(earned(await achievements(who))).toContain('module-finished');
    ok(await who.client.post(lesson(DOCKER, 'docker-2-1')));
    ok(await who.client.post(lesson(DOCKER, 'docker-2-2')));
    await pass(who, DOCKER, 'docker-2-quiz');
    const view = await achievements(who);
    expect(view.xp).toBe(4 * 10 + 2 * 30);
    expect(earned(view)).toEqual(
      expect.arrayContaining([
        'first-lesson',
        'first-try-quiz',
        'module-finished',
        'course-finished',
      ]),
    );
    expect(earned(view)).not.toContain('three-courses');

    const { db } = server.testDb.database;
    const withdrawn = await db
      .transaction()
      .execute((trx) => withdrawCourseXp(trx, { userId: who.userId, courseId: DOCKER, now }));
    expect(withdrawn).toBe(100);
    const after = await achievements(who);
    expect(after.xp).toBe(0);
    expect(earned(after)).toContain('course-finished');
    const week = await board(who.client, 'week');
    expect(week.me).toEqual({ hidden: false, needsName: false, row: null });
  });
});
