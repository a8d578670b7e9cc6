import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passes, type FakeLabDriver } from '../../../../tests/helpers/fake-lab-driver';
import { startFakeLabServer } from '../../../../tests/helpers/fake-lab-server';
import type { HttpResponse } from '../../../../tests/helpers/http-client';
import { FIRST_LAB, testLabContent, verifyScript } from '../../../../tests/helpers/lab-content';
import { labLearner, type LabLearner } from '../../../../tests/helpers/lab-learners';
import { rightAnswers } from '../../../../tests/helpers/learning-content';
import { ENGINES } from '../../../../tests/helpers/test-databases';
import type { TestServer } from '../../../../tests/helpers/test-server';
import type { AchievementsView } from '../../../shared/schemas/achievements';
import type { LabCheckResult, LabSessionView } from '../../../shared/schemas/labs';
import { withdrawCourseXp } from '../../learning/xp/ledger';
import { repairXp } from '../../learning/xp/xp-repair';

const DOCKER = 'docker-fundamentals';
const lesson = (id: string) => `/api/learn/${DOCKER}/lessons/${id}/complete`;
const quiz = (id: string) => `/api/learn/${DOCKER}/quizzes/${id}/attempts`;

function ok<T>(response: HttpResponse, status = 200): T {
  expect(response.status, response.text).toBe(status);
  return response.json<T>();
}

/**
 * Decision 020: a finished item's progress row and its XP are written together or not at all,
 * and what a crash left half-written before that (a progress row without its award, totals short
 * of the awards) is repaired at start-up.
 */
describe.each(ENGINES)('XP and progress kept together on %s', (engine) => {
  let server: TestServer;
  let driver: FakeLabDriver;
  const db = () => server.testDb.database.db;

  beforeAll(async () => ({ server, driver } = await startFakeLabServer(engine)));
  afterAll(() => server.close());

  const xpOf = async (who: LabLearner) =>
    ok<AchievementsView>(await who.client.get('/api/me/achievements')).xp;
  const progressOf = (who: LabLearner) =>
    db()
      .selectFrom('learning_progress')
      .select(['item_id', 'kind'])
      .where('user_id', '=', who.userId)
      .orderBy('item_id')
      .execute();

  /** From now on every XP award fails in the database (until the returned function is called). */
  async function refuseAwards(): Promise<() => Promise<void>> {
    if (engine === 'sqlite') {
      await sql`create trigger xp_refused before insert on xp_awards
        begin select raise(abort, 'XP refused by the test'); end`.execute(db());
      return async () => void (await sql`drop trigger xp_refused`.execute(db()));
    }
    await sql`create or replace function xp_refused() returns trigger language plpgsql as
      $$ begin raise exception 'XP refused by the test'; end $$`.execute(db());
    await sql`create trigger xp_refused before insert on xp_awards
      for each row execute function xp_refused()`.execute(db());
    return async () => void (await sql`drop trigger xp_refused on xp_awards`.execute(db()));
  }

  it('keeps no finished lesson whose XP could not be written, so finishing it again earns it', async () => {
    const who = await labLearner(server, [DOCKER]);
    const allow = await refuseAwards();
    try {
      expect((await who.client.post(lesson('docker-1-1'))).status).toBe(500);
    } finally {
      await allow();
    }
    expect(await progressOf(who)).toEqual([]);
    expect(await xpOf(who)).toBe(0);

    ok(await who.client.post(lesson('docker-1-1')));
    expect(await progressOf(who)).toEqual([{ item_id: 'docker-1-1', kind: 'lesson' }]);
    expect(await xpOf(who)).toBe(10);
  });

  it('keeps no passed lab whose XP could not be written, so the next check passes it with its XP', async () => {
    const who = await labLearner(server);
    const session = ok<LabSessionView>(
      await who.client.post(`/api/labs/${FIRST_LAB}/sessions`),
      201,
    );
    driver.scripts.set(verifyScript(FIRST_LAB, 1), passes);
    driver.scripts.set(verifyScript(FIRST_LAB, 2), passes);
    const check = (step: number) =>
      who.client.post(`/api/labs/sessions/${session.id}/steps/${step}/check`);
    ok<LabCheckResult>(await check(1));
    const allow = await refuseAwards();
    try {
      expect((await check(2)).status).toBe(500);
    } finally {
      await allow();
    }
    expect(await progressOf(who)).toEqual([]);
    expect(await xpOf(who)).toBe(0);

    expect(ok<LabCheckResult>(await check(2)).labPassed).toBe(true);
    expect(await progressOf(who)).toEqual([{ item_id: FIRST_LAB, kind: 'lab' }]);
    expect(await xpOf(who)).toBe(50);
    await who.client.request('DELETE', `/api/labs/sessions/${session.id}`);
  });

  it('repairs at start-up what a crash left: items without XP, totals short of the awards; once', async () => {
    // A: a lesson whose progress row was written and whose XP was not (a crash between them).
    const unpaid = await labLearner(server, [DOCKER]);
    ok(await unpaid.client.post(lesson('docker-1-1')));
    const finishedAt = '2025-01-09T08:00:00.000Z'; // a Thursday in Dhaka: the week of 2025-01-04
    await db()
      .insertInto('learning_progress')
      .values({
        user_id: unpaid.userId,
        course_id: DOCKER,
        item_id: 'docker-1-2',
        kind: 'lesson',
        finished_at: finishedAt,
      })
      .execute();
    // … and a quiz passed first time whose award was lost with its totals; a failed attempt
    // after the pass (allowed) does not make it a second try.
    ok(
      await unpaid.client.post(quiz('docker-1-quiz'), { version: 1, answers: rightAnswers() }),
      201,
    );
    await db()
      .deleteFrom('xp_awards')
      .where('user_id', '=', unpaid.userId)
      .where('item_id', '=', 'docker-1-quiz')
      .execute();
    await db()
      .updateTable('xp_totals')
      .set({ xp: 10 })
      .where('user_id', '=', unpaid.userId)
      .execute();
    await sql`update xp_weeks set xp = xp - 30 where user_id = ${unpaid.userId}`.execute(db());
    // A failed retake stored after the pass (the server took them until decision 028): copied
    // from the pass as attempt 2, graded as failed.
    const passed = await db()
      .selectFrom('quiz_attempts')
      .selectAll()
      .where('user_id', '=', unpaid.userId)
      .where('quiz_id', '=', 'docker-1-quiz')
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('quiz_attempts')
      .values({
        ...passed,
        id: `${passed.id}-retake`,
        attempt_number: 2,
        correct: 0,
        score: 0,
        passed: 0,
        created_at: new Date(Date.parse(passed.created_at) + 60_000).toISOString(),
      })
      .execute();
    expect(await xpOf(unpaid)).toBe(10);

    // B: two lessons awarded, the totals written for only one of them.
    const short = await labLearner(server, [DOCKER]);
    ok(await short.client.post(lesson('docker-1-1')));
    ok(await short.client.post(lesson('docker-1-2')));
    await db()
      .updateTable('xp_totals')
      .set({ xp: 10 })
      .where('user_id', '=', short.userId)
      .execute();
    await db()
      .updateTable('xp_weeks')
      .set({ xp: 10 })
      .where('user_id', '=', short.userId)
      .execute();
    expect(await xpOf(short)).toBe(10);

    // C: a refunded course: the progress rows stay without XP, and must stay so.
    const refunded = await labLearner(server, [DOCKER]);
    ok(await refunded.client.post(lesson('docker-1-1')));
    await db()
      .transaction()
      .execute((trx) =>
        withdrawCourseXp(trx, { userId: refunded.userId, courseId: DOCKER, now: new Date() }),
      );
    expect(await xpOf(refunded)).toBe(0);

    expect(await repairXp(db(), testLabContent())).toEqual({
      awarded: 2,
      learnersResynced: 1,
    });
    expect(await xpOf(unpaid)).toBe(10 + 10 + 30);
    const awards = await db()
      .selectFrom('xp_awards')
      .select(['item_id', 'points', 'week_start'])
      .where('user_id', '=', unpaid.userId)
      .orderBy('item_id')
      .execute();
    expect(awards.map((row) => [row.item_id, row.points])).toEqual([
      ['docker-1-1', 10],
      ['docker-1-2', 10],
      ['docker-1-quiz', 30],
    ]);
    // Filed in the week the lesson was finished, as a completion then would have.
    expect(awards[1]?.week_start).toBe('2025-01-04');
    const lateWeek = await db()
      .selectFrom('xp_weeks')
      .select('xp')
      .where('user_id', '=', unpaid.userId)
      .where('week_start', '=', '2025-01-04')
      .executeTakeFirst();
    expect(lateWeek?.xp).toBe(10);

    expect(await xpOf(short)).toBe(20);
    const shortWeeks = await db()
      .selectFrom('xp_weeks')
      .select('xp')
      .where('user_id', '=', short.userId)
      .execute();
    expect(shortWeeks.map((row) => row.xp)).toEqual([20]);

    expect(await xpOf(refunded)).toBe(0);
    expect(await progressOf(refunded)).toEqual([{ item_id: 'docker-1-1', kind: 'lesson' }]);

    // A second start finds nothing to do.
    expect(await repairXp(db(), testLabContent())).toEqual({ awarded: 0, learnersResynced: 0 });
    expect(await xpOf(unpaid)).toBe(50);
    expect(await xpOf(short)).toBe(20);
  });
});
