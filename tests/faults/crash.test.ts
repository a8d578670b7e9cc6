import { randomBytes, randomInt } from 'node:crypto';
import http from 'node:http';
import { sql } from 'kysely';
import { describe, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { courses, findCourse } from '../../src/shared/catalogue/courses';
import type { Order, PaymentMethod } from '../../src/shared/schemas/order';
import { startBuiltServer, type BuiltServer } from '../helpers/built-server';
import { answerJson, sendOrder, type Outcome } from '../helpers/fault-http';
import { seedLearners, type SeededLearner } from '../helpers/seed-learners';
import { announceSkippedEngines, ENGINES } from '../helpers/test-databases';
import { createCrashStore } from '../helpers/crash-store';

/**
 * A crash: the server is killed with SIGKILL while learners are submitting payments,
 * restarted, and the run goes on. Whatever was answered 201 must be there exactly once; whatever
 * got no answer may or may not have been saved, but never half-saved.
 */

announceSkippedEngines();

const ROUNDS = 3;
const ORDERS_PER_ROUND = 1000;
/** Requests in flight at once: enough that a kill always catches some mid-way. */
const CONCURRENCY = 24;
const PAID_COURSES = courses.filter((course) => course.priceBDT > 0);
/** A learner may hold one pending order per course, so each round needs this many learners. */
const LEARNERS_PER_ROUND = Math.ceil(ORDERS_PER_ROUND / PAID_COURSES.length);
/** Fixed, so the seeded session cookies stay valid across restarts. */
const AUTH_SECRET = randomBytes(32).toString('base64url');

interface Job {
  round: number;
  learner: SeededLearner;
  courseId: string;
  paymentMethod: PaymentMethod;
  mobileNumber: string;
  transactionId: string;
  /** The first attempt's outcome, and whether it was sent after the restart. */
  first?: Outcome;
  sentAfterRestart?: boolean;
  /** The same order sent again (same transaction ID) when the first got no answer. */
  retry?: Outcome;
}

interface Round {
  killedAfterAnswers: number;
  inFlightAtKill: number;
  restartMs: number;
}

function jobsForRound(round: number, learners: SeededLearner[], tag: string): Job[] {
  const jobs: Job[] = [];
  for (let index = 0; index < ORDERS_PER_ROUND; index++) {
    const learner = learners[round * LEARNERS_PER_ROUND + (index % LEARNERS_PER_ROUND)];
    const course = PAID_COURSES[Math.floor(index / LEARNERS_PER_ROUND)];
    if (!learner || !course) throw new Error(`no learner or course for order ${index}`);
    jobs.push({
      round,
      learner,
      courseId: course.id,
      paymentMethod: index % 2 === 0 ? 'bkash' : 'nagad',
      mobileNumber: `017${String(randomInt(0, 100_000_000)).padStart(8, '0')}`,
      // 10 letters and digits, unique across the whole run.
      transactionId: `${tag}${round}${String(index).padStart(4, '0')}`,
    });
  }
  return jobs;
}

function submit(base: string, agent: http.Agent, job: Job): Promise<Outcome> {
  return sendOrder(base, agent, job.learner.cookie, {
    courseId: job.courseId,
    paymentMethod: job.paymentMethod,
    mobileNumber: job.mobileNumber,
    transactionId: job.transactionId,
  });
}

/**
 * Submits the round's orders, CONCURRENCY at a time; after `killAfter` answers the server is
 * SIGKILLed (requests in flight lose their answer), restarted, and the rest are sent. Orders that
 * got no answer are then sent once more, as a learner pressing Submit again would.
 */
async function runRound(server: BuiltServer, jobs: Job[], killAfter: number): Promise<Round> {
  const newAgent = () => new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  let agent = newAgent();
  let answered = 0;
  let inFlight = 0;
  let down: Promise<void> | undefined;
  let restarted = false;
  const round: Round = { killedAfterAnswers: -1, inFlightAtKill: 0, restartMs: 0 };

  const crash = async () => {
    const started = Date.now();
    const exit = await server.kill('SIGKILL');
    if (exit.signal !== 'SIGKILL') throw new Error(`server had already exited: ${exit.code}`);
    agent.destroy();
    agent = newAgent();
    await server.restart();
    round.restartMs = Date.now() - started;
    restarted = true;
  };

  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++];
      if (!job) break;
      if (down) await down;
      job.sentAfterRestart = restarted;
      inFlight++;
      job.first = await submit(server.url, agent, job);
      inFlight--;
      if (job.first.kind === 'answer') {
        answered++;
        if (answered === killAfter && !down) {
          round.killedAfterAnswers = answered;
          round.inFlightAtKill = inFlight;
          down = crash();
        }
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  if (down) await down;

  const unanswered = jobs.filter((job) => job.first?.kind === 'no-answer');
  let nextRetry = 0;
  const retryWorker = async () => {
    while (nextRetry < unanswered.length) {
      const job = unanswered[nextRetry++];
      if (job) job.retry = await submit(server.url, agent, job);
    }
  };
  await Promise.all(Array.from({ length: 8 }, retryWorker));
  agent.destroy();
  return round;
}

function describeOutcome(outcome: Outcome | undefined): string {
  if (!outcome) return 'not sent';
  return outcome.kind === 'answer' ? `${outcome.status} ${outcome.text}` : outcome.error;
}

describe(`SIGKILL while 1,000 orders are submitted, ${ROUNDS} rounds`, () => {
  // The engines run side by side: each is one server process and mostly waits on it.
  it.concurrent.for(ENGINES)(
    '%s: every answered order is there exactly once, nothing is half-written',
    async (engine, { expect }) => {
      const store = await createCrashStore(engine);
      let server: BuiltServer | undefined;
      try {
        // A learner's unanswered orders are sent again: more than the 10 an hour of the default.
        const env = { ...store.env, AUTH_SECRET, ORDERS_PER_HOUR: '1000' };
        const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: store.dataDir, ...env });
        let started = Date.now();
        const learners = await store.withDatabase((database) =>
          seedLearners({ config, database, count: ROUNDS * LEARNERS_PER_ROUND }),
        );
        const seedMs = Date.now() - started;
        started = Date.now();
        server = await startBuiltServer(env, { dataDir: store.dataDir });
        console.log(
          `crash ${engine}: seeded ${learners.length} learners in ${seedMs} ms, server up in ${Date.now() - started} ms`,
        );

        const tag = randomBytes(4).toString('hex').toUpperCase().slice(0, 5);
        const allJobs: Job[] = [];
        for (let round = 0; round < ROUNDS; round++) {
          const jobs = jobsForRound(round, learners, tag);
          allJobs.push(...jobs);
          const killAfter = randomInt(50, 901);
          const roundStarted = Date.now();
          const report = await runRound(server, jobs, killAfter);
          const roundMs = Date.now() - roundStarted;

          const created = jobs.filter(
            (job) => job.first?.kind === 'answer' && job.first.status === 201,
          );
          const unanswered = jobs.filter((job) => job.first?.kind === 'no-answer');
          const retriedCreated = unanswered.filter(
            (job) => job.retry?.kind === 'answer' && job.retry.status === 201,
          );
          const afterRestart = jobs.filter((job) => job.sentAfterRestart);
          console.log(
            `crash ${engine} round ${round + 1}: killed after ${report.killedAfterAnswers} answers ` +
              `(${report.inFlightAtKill} in flight), back in ${report.restartMs} ms; ` +
              `${jobs.length} sent, ${created.length} × 201, ${unanswered.length} unanswered ` +
              `(${unanswered.length - retriedCreated.length} had been saved: retry said duplicate; ` +
              `${retriedCreated.length} had not: retry 201); ${afterRestart.length} sent after the restart; ` +
              `round took ${roundMs} ms`,
          );

          // The kill happened mid-run and the run went on against the restarted server.
          expect(report.killedAfterAnswers).toBe(killAfter);
          expect(afterRestart.length).toBeGreaterThan(0);
          // Every request that was answered, before the crash or after it, was accepted: a crash
          // must not make the server refuse (or fail) later orders.
          const refused = jobs.filter(
            (job) => job.first?.kind === 'answer' && job.first.status !== 201,
          );
          expect(refused.map((job) => describeOutcome(job.first))).toEqual([]);
          for (const job of afterRestart) expect(describeOutcome(job.first)).toMatch(/^201 /);
          // Sending an unanswered order again tells which it was: saved (the transaction ID is
          // taken) or not (now created). Nothing else.
          for (const job of unanswered) {
            const retry = job.retry;
            const body = answerJson<{ error?: { code?: string } }>(
              retry ?? { kind: 'no-answer', error: '' },
            );
            const verdict =
              retry?.kind === 'answer' && retry.status === 201
                ? 'created'
                : retry?.kind === 'answer' &&
                    retry.status === 409 &&
                    body?.error?.code === 'duplicate_transaction'
                  ? 'was saved'
                  : describeOutcome(retry);
            expect(verdict, `retry of ${job.transactionId}`).toMatch(/^(created|was saved)$/);
          }
        }

        await server.stop();
        expect(server.output()).not.toContain('Unhandled error');
        expect(server.output()).toContain('Closed cleanly');
        server = undefined;

        await store.withDatabase(async (database) => {
          const { db } = database;
          if (engine === 'sqlite') {
            const integrity = await sql<{
              integrity_check: string;
            }>`pragma integrity_check`.execute(db);
            expect(integrity.rows.map((row) => row.integrity_check)).toEqual(['ok']);
          }
          const rows = await db.selectFrom('orders').selectAll().execute();
          const users = new Set(
            (await db.selectFrom('user').select('id').execute()).map((row) => row.id),
          );
          const sent = new Map(allJobs.map((job) => [job.transactionId, job]));

          // Nothing half-written: every row is one we sent, whole and as sent.
          const perTransaction = new Map<string, number>();
          for (const row of rows) {
            perTransaction.set(
              row.transaction_id,
              (perTransaction.get(row.transaction_id) ?? 0) + 1,
            );
            const job = sent.get(row.transaction_id);
            expect(job, `row ${row.id} has a transaction ID we never sent`).toBeDefined();
            if (!job) continue;
            const course = findCourse(row.course_id);
            expect(row).toMatchObject({
              user_id: job.learner.userId,
              course_id: job.courseId,
              course_title: course?.title,
              payment_method: job.paymentMethod,
              mobile_number: job.mobileNumber,
              payment_status: 'pending',
              reviewed_by: null,
              reviewed_at: null,
              review_note: null,
            });
            expect(Number(row.amount)).toBe(course?.priceBDT);
            expect(users.has(row.user_id)).toBe(true);
            expect(Number.isNaN(Date.parse(row.created_at))).toBe(false);
          }
          expect([...perTransaction.values()].filter((count) => count !== 1)).toEqual([]);

          // Every 201 is there exactly once, under the id the server answered with.
          const byId = new Map(rows.map((row) => [row.id, row]));
          let answered201 = 0;
          for (const job of allJobs) {
            const answer = job.first?.kind === 'answer' ? job.first : job.retry;
            if (answer?.kind !== 'answer' || answer.status !== 201) continue;
            answered201++;
            const order = answerJson<Order>(answer);
            expect(order, `201 body for ${job.transactionId}`).toMatchObject({
              courseId: job.courseId,
              amount: findCourse(job.courseId)?.priceBDT,
              transactionId: job.transactionId,
              paymentStatus: 'pending',
            });
            const row = order ? byId.get(order.id) : undefined;
            expect(row?.transaction_id, `row of order ${order?.id}`).toBe(job.transactionId);
          }
          // Nearly all were answered 201 the first time or on the retry.
          expect(answered201).toBeGreaterThan(0.9 * allJobs.length);
          // Each order ended up answered 201 once, or saved before the crash: so all are there.
          expect(rows.length).toBe(allJobs.length);

          // Payments never enrol by themselves: no enrolment appeared, let alone one without an order.
          const enrollments = await db.selectFrom('enrollments').select('id').execute();
          expect(enrollments).toEqual([]);
        });
      } finally {
        await server?.stop();
        await store.cleanup();
      }
    },
  );
});
