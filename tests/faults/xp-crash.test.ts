import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import http from 'node:http';
import { describe, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import type { CourseOutline } from '../../src/shared/schemas/learn';
import { startBuiltServer, type BuiltServer } from '../helpers/built-server';
import { answerJson, send, type Outcome } from '../helpers/fault-http';
import { seedLearners, type SeededLearner } from '../helpers/seed-learners';
import { announceSkippedEngines, ENGINES } from '../helpers/test-databases';
import { createCrashStore } from '../helpers/crash-store';

/**
 * Finishing an item writes its progress row and its XP award (with badges and totals) in one
 * transaction, and the start-up repair awards what a crash, or a server from before that
 * transaction, left without its award. Here the server is SIGKILLed while learners finish
 * lessons, and restarted; and one progress row is written without its award while the server is
 * down, as a crash between the two writes of an older server would leave it. After the run,
 * every finished item has exactly its award, every learner's totals are the sum of their
 * awards, and the stray row was awarded at start-up, badge included.
 */

announceSkippedEngines();

const COURSE = 'docker-fundamentals';
const LEARNERS = 24;
const CONCURRENCY = 16;
/** Fixed, so the seeded session cookies stay valid across the restart. */
const AUTH_SECRET = randomBytes(32).toString('base64url');

interface Job {
  learner: SeededLearner;
  lessonId: string;
  outcome?: Outcome;
}

function complete(server: BuiltServer, agent: http.Agent, job: Job): Promise<Outcome> {
  return send({
    base: server.url,
    agent,
    method: 'POST',
    path: `/api/learn/${COURSE}/lessons/${job.lessonId}/complete`,
    headers: { cookie: job.learner.cookie, origin: server.url },
  });
}

/** Sends every job, CONCURRENCY at a time; after `killAfter` answers, SIGKILL and restart. */
async function finishLessons(
  server: BuiltServer,
  jobs: Job[],
  killAfter: number,
  whileDown: () => Promise<void>,
): Promise<void> {
  let agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  let answered = 0;
  let down: Promise<void> | undefined;
  const crash = async () => {
    const exit = await server.kill('SIGKILL');
    if (exit.signal !== 'SIGKILL') throw new Error(`server had already exited: ${exit.code}`);
    agent.destroy();
    agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
    await whileDown();
    await server.restart();
  };
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++];
      if (!job) break;
      if (down) await down;
      job.outcome = await complete(server, agent, job);
      if (job.outcome.kind === 'answer' && ++answered === killAfter) down = crash();
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  if (down) await down;
  // What got no answer is sent again, as a learner pressing the button again would.
  for (const job of jobs.filter((candidate) => candidate.outcome?.kind !== 'answer')) {
    job.outcome = await complete(server, agent, job);
  }
  agent.destroy();
}

describe('SIGKILL while learners finish lessons, and a progress row left without its award', () => {
  it.concurrent.for(ENGINES)(
    '%s: every finished item has its XP and badges, totals match the awards',
    async (engine, { expect }) => {
      const store = await createCrashStore(engine);
      let server: BuiltServer | undefined;
      try {
        const env = { ...store.env, AUTH_SECRET };
        const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: store.dataDir, ...env });
        const learners = await store.withDatabase(async (database) => {
          const seeded = await seedLearners({ config, database, count: LEARNERS + 1 });
          // Owning the course is the starting point here, however it was bought.
          await database.db
            .insertInto('enrollments')
            .values(
              seeded.map((learner) => ({
                id: randomUUID(),
                user_id: learner.userId,
                course_id: COURSE,
                order_id: null,
                created_at: new Date().toISOString(),
              })),
            )
            .execute();
          return seeded;
        });
        const [straggler, ...finishers] = learners;
        if (!straggler) throw new Error('no learners seeded');
        server = await startBuiltServer(env, { dataDir: store.dataDir });
        const running = server;

        const outline = answerJson<CourseOutline>(
          await send({
            base: running.url,
            method: 'GET',
            path: `/api/learn/${COURSE}`,
            headers: { cookie: straggler.cookie },
          }),
        );
        const lessons = (outline?.modules ?? [])
          .flatMap((module) => module.items)
          .filter((item) => item.kind === 'lesson')
          .map((item) => item.id);
        expect(lessons.length).toBeGreaterThan(5);
        const strayLesson = lessons[0] ?? '';

        const jobs: Job[] = finishers.flatMap((learner) =>
          lessons.map((lessonId): Job => ({ learner, lessonId })),
        );
        // Shuffled, so the kill lands among many learners' writes.
        for (let index = jobs.length - 1; index > 0; index--) {
          const other = randomInt(0, index + 1);
          [jobs[index], jobs[other]] = [jobs[other] as Job, jobs[index] as Job];
        }
        const killAfter = randomInt(Math.floor(jobs.length / 5), Math.floor(jobs.length / 2));
        await finishLessons(running, jobs, killAfter, () =>
          // The first of the two writes, without the second: what an older server's crash left.
          store.withDatabase((database) =>
            database.db
              .insertInto('learning_progress')
              .values({
                user_id: straggler.userId,
                course_id: COURSE,
                item_id: strayLesson,
                kind: 'lesson',
                finished_at: new Date().toISOString(),
              })
              .execute()
              .then(() => undefined),
          ),
        );

        const failed = jobs.filter(
          (job) => job.outcome?.kind !== 'answer' || job.outcome.status !== 200,
        );
        expect(failed.map((job) => job.outcome)).toEqual([]);
        expect(running.output()).toContain('Repaired XP: 1 finished items awarded, 0 learners');
        await running.stop();
        expect(running.output()).not.toContain('Unhandled error');
        server = undefined;

        await store.withDatabase(async ({ db }) => {
          const progress = await db.selectFrom('learning_progress').selectAll().execute();
          const awards = await db.selectFrom('xp_awards').selectAll().execute();
          const key = (row: { user_id: string; kind: string; item_id: string }) =>
            `${row.user_id} ${row.kind} ${row.item_id}`;
          // Every lesson of every learner finished once, plus the straggler's one.
          expect(progress).toHaveLength(jobs.length + 1);
          expect(awards.map(key).sort()).toEqual(progress.map(key).sort());
          expect(awards.every((award) => award.points > 0)).toBe(true);

          const sums = new Map<string, number>();
          for (const award of awards)
            sums.set(award.user_id, (sums.get(award.user_id) ?? 0) + award.points);
          const totals = await db.selectFrom('xp_totals').select(['user_id', 'xp']).execute();
          expect(new Map(totals.map((row) => [row.user_id, Number(row.xp)]))).toEqual(sums);

          const firstLesson = await db
            .selectFrom('badges_earned')
            .select('user_id')
            .where('badge_id', '=', 'first-lesson')
            .execute();
          expect(firstLesson.map((row) => row.user_id).sort()).toEqual(
            learners.map((learner) => learner.userId).sort(),
          );
        });
      } finally {
        await server?.stop();
        await store.cleanup();
      }
    },
  );
});
