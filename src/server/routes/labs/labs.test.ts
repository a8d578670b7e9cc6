import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fails, FakeLabDriver, passes } from '../../../../tests/helpers/fake-lab-driver';
import { startFakeLabServer } from '../../../../tests/helpers/fake-lab-server';
import { TestClient, type HttpResponse } from '../../../../tests/helpers/http-client';
import {
  FIRST_LAB,
  SECOND_LAB,
  SETUP_LAB,
  testLabContent,
  verifyScript,
} from '../../../../tests/helpers/lab-content';
import { labLearner, type LabLearner } from '../../../../tests/helpers/lab-learners';
import { insertPaidOrder, newTransactionId } from '../../../../tests/helpers/orders';
import { ENGINES } from '../../../../tests/helpers/test-databases';
import { startTestServer, type TestServer } from '../../../../tests/helpers/test-server';
import type {
  LabCheckResult,
  LabFacts,
  LabFinishResult,
  LabSessionView,
} from '../../../shared/schemas/labs';
import { grantStaff } from '../../staff/staff.service';

const COURSE = 'docker-fundamentals';
const MINUTE = 60_000;

function expectError(response: HttpResponse, status: number, code: string): string {
  expect(response.status, response.text).toBe(status);
  expect(response.headers['cache-control']).toBe('no-store');
  const body = response.json<{ error: { code: string; message: string } }>();
  expect(body.error.code).toBe(code);
  return body.error.message;
}

function expectOk<T>(response: HttpResponse, status = 200): T {
  expect(response.status, response.text).toBe(status);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json<T>();
}

const start = (learner: LabLearner, labId: string) =>
  learner.client.post(`/api/labs/${labId}/sessions`);
const check = (learner: LabLearner, sessionId: string, step: number) =>
  learner.client.post(`/api/labs/sessions/${sessionId}/steps/${step}/check`);
const end = (learner: LabLearner, sessionId: string) =>
  learner.client.request('DELETE', `/api/labs/sessions/${sessionId}`);
const finish = (learner: LabLearner, sessionId: string) =>
  learner.client.post(`/api/labs/sessions/${sessionId}/finish`);

describe.each(ENGINES)('/api/labs on %s', (engine) => {
  let server: TestServer;
  let driver: FakeLabDriver;

  beforeAll(async () => ({ server, driver } = await startFakeLabServer(engine)));
  afterAll(() => server.close());

  describe('who may open a lab', () => {
    it('tells a signed-out visitor the facts without the steps, and refuses to start', async () => {
      const anonymous = new TestClient(server.base);
      const facts = expectOk<LabFacts>(await anonymous.get(`/api/labs/${FIRST_LAB}`));
      expect(facts).toMatchObject({
        id: FIRST_LAB,
        title: 'First containers',
        courseId: COURSE,
        courseTitle: 'Docker Fundamentals',
        access: 'signed-out',
        session: null,
        passed: false,
        finishHtml: null,
        unavailableReason: null,
      });
      expect(facts.steps.map((step) => step.title)).toEqual([
        'Step 1 of First containers',
        'Step 2 of First containers',
      ]);
      expect(facts.steps.every((step) => step.html === null)).toBe(true);
      expectError(await anonymous.post(`/api/labs/${FIRST_LAB}/sessions`), 401, 'unauthenticated');
      expectError(await anonymous.get(`/api/labs/no-such-lab`), 404, 'not_found');
    });

    it('opens the first lab of a course to any learner, the others to enrolled learners', async () => {
      const outsider = await labLearner(server);
      const first = expectOk<LabFacts>(await outsider.client.get(`/api/labs/${FIRST_LAB}`));
      expect(first.access).toBe('free');
      expect(first.steps[0]?.html).toBe('<p>Do step 1</p>');
      // What comes after it in the course, for the "Lab passed" next step.
      expect(first.next).toEqual({
        kind: 'quiz',
        id: 'docker-1-quiz',
        title: 'Quiz: module docker-1',
      });
      const second = expectOk<LabFacts>(await outsider.client.get(`/api/labs/${SECOND_LAB}`));
      expect(second.access).toBe('no-access');
      expect(second.steps[0]?.html).toBeNull();
      expectError(await start(outsider, SECOND_LAB), 403, 'lab_no_access');

      const enrolled = await labLearner(server, [COURSE]);
      const facts = expectOk<LabFacts>(await enrolled.client.get(`/api/labs/${SECOND_LAB}`));
      expect(facts.access).toBe('enrolled');
      const session = expectOk<LabSessionView>(await start(enrolled, SECOND_LAB), 201);
      await end(enrolled, session.id);

      const staff = await labLearner(server);
      await grantStaff(server.testDb.database.db, staff.email);
      const staffFacts = expectOk<LabFacts>(await staff.client.get(`/api/labs/${SECOND_LAB}`));
      expect(staffFacts.access).toBe('staff');
    });
  });

  describe('a session', () => {
    it('starts live for 45 minutes, once per learner, and names the live lab when another is asked for', async () => {
      const learner = await labLearner(server, [COURSE]);
      const before = Date.now();
      const session = expectOk<LabSessionView>(await start(learner, FIRST_LAB), 201);
      expect(session).toMatchObject({ labId: FIRST_LAB, status: 'live', extended: false });
      expect(session.stepsPassed).toEqual([]);
      const expires = Date.parse(session.expiresAt ?? '');
      expect(expires - before).toBeGreaterThanOrEqual(45 * MINUTE - 1000);
      expect(expires - before).toBeLessThanOrEqual(45 * MINUTE + 5000);
      expect(driver.sandboxes.get(session.id)).toMatchObject({
        labId: FIRST_LAB,
        userId: learner.userId,
        hosts: [{ name: 'lab', image: 'linux' }],
      });
      // The driver's own limit outlasts an extended session, so the server's timer decides.
      expect(driver.sandboxes.get(session.id)?.ttlSeconds).toBeGreaterThan(60 * 60);

      const again = expectOk<LabSessionView>(await start(learner, FIRST_LAB), 200);
      expect(again.id).toBe(session.id);
      const message = expectError(await start(learner, SECOND_LAB), 409, 'lab_session_live');
      expect(message).toContain('First containers');
      const other = expectOk<LabFacts>(await learner.client.get(`/api/labs/${SECOND_LAB}`));
      expect(other.session).toMatchObject({ id: session.id, labId: FIRST_LAB, status: 'live' });
      await end(learner, session.id);
    });

    it('lets only one of two simultaneous starts through', async () => {
      const learner = await labLearner(server, [COURSE]);
      const answers = await Promise.all([start(learner, FIRST_LAB), start(learner, SECOND_LAB)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
      const open = await server.testDb.database.db
        .selectFrom('lab_sessions')
        .select('id')
        .where('user_id', '=', learner.userId)
        .where('status', '<>', 'ended')
        .execute();
      expect(open).toHaveLength(1);
      await end(learner, open[0]?.id ?? '');
    });

    it('extends once by 15 minutes; a second extension is refused', async () => {
      const learner = await labLearner(server);
      const session = expectOk<LabSessionView>(await start(learner, FIRST_LAB), 201);
      const path = `/api/labs/sessions/${session.id}/extend`;
      const extended = expectOk<LabSessionView>(await learner.client.post(path));
      expect(extended.extended).toBe(true);
      expect(Date.parse(extended.expiresAt ?? '') - Date.parse(session.expiresAt ?? '')).toBe(
        15 * MINUTE,
      );
      const message = expectError(await learner.client.post(path), 409, 'lab_extend_used');
      expect(message).toMatch(/already extended once/);
      await end(learner, session.id);
    });

    it('ends: the sandbox is removed, checks are refused, and a new session may start', async () => {
      const learner = await labLearner(server);
      const session = expectOk<LabSessionView>(await start(learner, FIRST_LAB), 201);
      const ended = expectOk<LabSessionView>(await end(learner, session.id));
      expect(ended).toMatchObject({ status: 'ended', endReason: 'ended', expiresAt: null });
      expect(driver.destroyed).toContain(session.id);
      expectOk<LabSessionView>(await end(learner, session.id));
      expectError(await check(learner, session.id, 1), 409, 'lab_session_ended');
      const next = expectOk<LabSessionView>(await start(learner, FIRST_LAB), 201);
      expect(next.id).not.toBe(session.id);
      await end(learner, next.id);
    });

    it('ends by itself when its time is up', async () => {
      const learner = await labLearner(server);
      const session = expectOk<LabSessionView>(await start(learner, FIRST_LAB), 201);
      await server.testDb.database.db
        .updateTable('lab_sessions')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('id', '=', session.id)
        .execute();
      const after = expectOk<LabSessionView>(
        await learner.client.get(`/api/labs/sessions/${session.id}`),
      );
      expect(after).toMatchObject({ status: 'ended', endReason: 'expired' });
      expect(driver.destroyed).toContain(session.id);
    });

    it('may be started 20 times an hour; the next start waits', async () => {
      const learner = await labLearner(server);
      for (let index = 0; index < 20; index += 1) {
        const session = expectOk<LabSessionView>(await start(learner, FIRST_LAB), 201);
        // Coming back to the open session is not a new start.
        expectOk<LabSessionView>(await start(learner, FIRST_LAB), 200);
        await end(learner, session.id);
      }
      const refused = await start(learner, FIRST_LAB);
      const message = expectError(refused, 429, 'rate_limited');
      expect(message).toMatch(/try again in \d+ minutes?/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('tells the sweep which sandboxes to keep', async () => {
      const learner = await labLearner(server);
      const session = expectOk<LabSessionView>(await start(learner, FIRST_LAB), 201);
      const labs = server.labs;
      if (!labs) throw new Error('no lab service');
      expect(await labs.isLive(session.id)).toBe(true);
      // Sandboxes that no lab session made (the lab test suite's) are left to their own expiry.
      expect(await labs.isLive('t-timing-1')).toBe(true);
      await end(learner, session.id);
      expect(await labs.isLive(session.id)).toBe(false);
      expect(await labs.isLive('00000000-0000-4000-8000-000000000000')).toBe(false);
    });

    it('is ended by the timer when its time is up, without anyone asking', async () => {
      const learner = await labLearner(server);
      const session = expectOk<LabSessionView>(await start(learner, FIRST_LAB), 201);
      const { db } = server.testDb.database;
      await db
        .updateTable('lab_sessions')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('id', '=', session.id)
        .execute();
      await server.labs?.tick();
      const row = await db
        .selectFrom('lab_sessions')
        .select(['status', 'end_reason'])
        .where('id', '=', session.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 'ended', end_reason: 'expired' });
      expect(driver.destroyed).toContain(session.id);
    });

    it('is ended by the timer when its machine has gone (shut down from inside), and says so', async () => {
      const stopped = await labLearner(server);
      const working = await labLearner(server);
      const gone = expectOk<LabSessionView>(await start(stopped, FIRST_LAB), 201);
      const kept = expectOk<LabSessionView>(await start(working, FIRST_LAB), 201);
      // What `poweroff` inside does: the sandbox is gone, nobody told the academy.
      driver.sandboxes.delete(gone.id);
      await server.labs?.tick();
      const after = expectOk<LabSessionView>(
        await stopped.client.get(`/api/labs/sessions/${gone.id}`),
      );
      expect(after).toMatchObject({ status: 'ended', endReason: 'removed' });
      expectError(await check(stopped, gone.id, 1), 409, 'lab_session_ended');
      const other = expectOk<LabSessionView>(
        await working.client.get(`/api/labs/sessions/${kept.id}`),
      );
      expect(other.status).toBe('live');
      await end(working, kept.id);
    });

    it("runs the lab's setup script on the first host before the session is live", async () => {
      const learner = await labLearner(server, [COURSE]);
      // Unscripted, the fake's setup exits 1: the session fails and says so.
      const failed = expectOk<LabSessionView>(await start(learner, SETUP_LAB), 201);
      expect(failed).toMatchObject({ status: 'ended', endReason: 'failed' });
      expect(driver.destroyed).toContain(failed.id);

      driver.scripts.set(`setup ${SETUP_LAB}`, passes);
      const session = expectOk<LabSessionView>(await start(learner, SETUP_LAB), 201);
      expect(session.status).toBe('live');
      expect(driver.execs.filter((exec) => exec.sessionId === session.id)).toEqual([
        { sessionId: session.id, host: 'lab', script: `setup ${SETUP_LAB}` },
      ]);
      await end(learner, session.id);
    });

    it("is private: another learner's session is not found", async () => {
      const owner = await labLearner(server);
      const other = await labLearner(server);
      const session = expectOk<LabSessionView>(await start(owner, FIRST_LAB), 201);
      expectError(await other.client.get(`/api/labs/sessions/${session.id}`), 404, 'not_found');
      expectError(await end(other, session.id), 404, 'not_found');
      expectError(await check(other, session.id, 1), 404, 'not_found');
      expectOk<LabSessionView>(await owner.client.get(`/api/labs/sessions/${session.id}`));
      await end(owner, session.id);
    });
  });

  describe('checks', () => {
    it('show only HINT lines, record every check, and pass the lab once into the course progress', async () => {
      const learner = await labLearner(server);
      const session = expectOk<LabSessionView>(await start(learner, FIRST_LAB), 201);
      driver.scripts.set(
        verifyScript(FIRST_LAB, 1),
        fails(
          'checking /srv/data\nHINT: /srv/data does not exist yet.\nroot:x:0:0 secret',
          'HINT: make it a folder.\nstack trace',
        ),
      );
      const failed = expectOk<LabCheckResult>(await check(learner, session.id, 1));
      expect(failed).toEqual({
        step: 1,
        passed: false,
        hints: ['/srv/data does not exist yet.', 'make it a folder.'],
        stepsPassed: [],
        labPassed: false,
        finalRun: null,
      });

      driver.scripts.set(verifyScript(FIRST_LAB, 1), passes);
      const first = expectOk<LabCheckResult>(await check(learner, session.id, 1));
      expect(first).toMatchObject({ passed: true, hints: [], stepsPassed: [1], labPassed: false });

      driver.scripts.set(verifyScript(FIRST_LAB, 2), passes);
      const second = expectOk<LabCheckResult>(await check(learner, session.id, 2));
      expect(second).toMatchObject({ passed: true, stepsPassed: [1, 2], labPassed: true });
      expectOk<LabCheckResult>(await check(learner, session.id, 2));

      const { db } = server.testDb.database;
      const progress = await db
        .selectFrom('learning_progress')
        .selectAll()
        .where('user_id', '=', learner.userId)
        .execute();
      expect(progress).toMatchObject([{ course_id: COURSE, item_id: FIRST_LAB, kind: 'lab' }]);
      const checks = await db
        .selectFrom('lab_checks')
        .select(['step', 'passed', 'hints', 'lab_id'])
        .where('session_id', '=', session.id)
        .orderBy('checked_at')
        .execute();
      // Each pass of the last step also ran the final run (steps 1 and 2 again): rows alike.
      // Rows stored in the same millisecond have no order, so they are counted.
      expect(checks.map((row) => [Number(row.step), Number(row.passed)])[0]).toEqual([1, 0]);
      const tally = (step: number, passed: number) =>
        checks.filter((row) => Number(row.step) === step && Number(row.passed) === passed).length;
      expect([tally(1, 0), tally(1, 1), tally(2, 0), tally(2, 1)]).toEqual([1, 3, 0, 4]);
      expect(JSON.parse(checks[0]?.hints ?? '[]')).toEqual(failed.hints);

      const facts = expectOk<LabFacts>(await learner.client.get(`/api/labs/${FIRST_LAB}`));
      expect(facts.passed).toBe(true);
      expect(facts.finishHtml).toBe('<p>Well done: First containers</p>');
      await end(learner, session.id);
    });

    it('pass the lab only when a final run passes every step on the sandbox as it is now', async () => {
      const learner = await labLearner(server);
      const session = expectOk<LabSessionView>(await start(learner, FIRST_LAB), 201);
      const { db } = server.testDb.database;
      const progress = () =>
        db
          .selectFrom('learning_progress')
          .select('item_id')
          .where('user_id', '=', learner.userId)
          .execute();
      // Step 1 passes and is undone; step 2 passes: every step has passed once.
      driver.scripts.set(verifyScript(FIRST_LAB, 1), passes);
      expectOk<LabCheckResult>(await check(learner, session.id, 1));
      driver.scripts.set(verifyScript(FIRST_LAB, 1), fails('HINT: /srv/data is gone.'));
      driver.scripts.set(verifyScript(FIRST_LAB, 2), passes);
      const last = expectOk<LabCheckResult>(await check(learner, session.id, 2));
      const undone = {
        passed: false,
        failedStep: 1,
        hints: ['/srv/data is gone.'],
        message:
          'Step 1 no longer passes on your sandbox as it is now. Fix it and press Finish lab again.',
      };
      expect(last).toMatchObject({ passed: true, stepsPassed: [1, 2], labPassed: false });
      expect(last.finalRun).toEqual(undone);
      expect(last.xpGained).toBeUndefined();
      expect(await progress()).toEqual([]);

      const refused = expectOk<LabFinishResult>(await finish(learner, session.id));
      expect(refused).toEqual({ stepsPassed: [1, 2], labPassed: false, finalRun: undone });
      expect(await progress()).toEqual([]);
      const view = expectOk<LabSessionView>(
        await learner.client.get(`/api/labs/sessions/${session.id}`),
      );
      expect(view).toMatchObject({ stepsPassed: [1, 2], labPassed: false });

      driver.scripts.set(verifyScript(FIRST_LAB, 1), passes);
      const passed = expectOk<LabFinishResult>(await finish(learner, session.id));
      expect(passed).toMatchObject({
        labPassed: true,
        finalRun: { passed: true, failedStep: null, hints: [] },
      });
      expect(passed.xpGained).toBeGreaterThan(0);
      expect(await progress()).toEqual([{ item_id: FIRST_LAB }]);

      // Finishing again passes again, and gives nothing twice.
      const again = expectOk<LabFinishResult>(await finish(learner, session.id));
      expect(again.labPassed).toBe(true);
      expect(again.xpGained).toBeUndefined();
      expect(await progress()).toHaveLength(1);
      await end(learner, session.id);
    });

    it("finish names a step never passed, counts as one check, and refuses another learner's session", async () => {
      const learner = await labLearner(server);
      const other = await labLearner(server);
      const session = expectOk<LabSessionView>(await start(learner, FIRST_LAB), 201);
      const { db } = server.testDb.database;
      const counted = async () =>
        Number(
          (
            await db
              .selectFrom('rate_limits')
              .select('count')
              .where('key', '=', `lab-check:${learner.userId}`)
              .executeTakeFirst()
          )?.count ?? 0,
        );
      driver.scripts.set(verifyScript(FIRST_LAB, 1), passes);
      driver.scripts.set(verifyScript(FIRST_LAB, 2), fails('HINT: nothing on port 8080.'));
      const before = await counted();
      const early = expectOk<LabFinishResult>(await finish(learner, session.id));
      expect(early).toEqual({
        stepsPassed: [1],
        labPassed: false,
        finalRun: {
          passed: false,
          failedStep: 2,
          hints: ['nothing on port 8080.'],
          message:
            'Finish lab checks every step again: pass each step first. Step 2 does not pass yet.',
        },
      });
      // Two steps ran, counted as one check.
      expect(await counted()).toBe(before + 1);

      expectError(await finish(other, session.id), 404, 'not_found');
      await end(learner, session.id);
      expectError(await finish(learner, session.id), 409, 'lab_session_ended');
    });

    it('run one at a time per session, on the host the step names, and refuse a step the lab lacks', async () => {
      const learner = await labLearner(server);
      const session = expectOk<LabSessionView>(await start(learner, FIRST_LAB), 201);
      let release: () => void = () => undefined;
      driver.scripts.set(
        verifyScript(FIRST_LAB, 2),
        () =>
          new Promise((done) => {
            release = () => done(fails('HINT: not yet'));
          }),
      );
      const slow = check(learner, session.id, 2);
      await waitFor(() => driver.execs.some((exec) => exec.sessionId === session.id));
      expectError(await check(learner, session.id, 2), 429, 'lab_check_running');
      release();
      expect(expectOk<LabCheckResult>(await slow).hints).toEqual(['not yet']);
      expect(driver.execs.find((exec) => exec.sessionId === session.id)?.host).toBe('lab');
      driver.scripts.set(verifyScript(FIRST_LAB, 1), {
        exitCode: 124,
        stdout: 'HINT: still looking',
        stderr: '',
        timedOut: true,
      });
      const timedOut = expectOk<LabCheckResult>(await check(learner, session.id, 1));
      expect(timedOut.passed).toBe(false);
      expect(timedOut.hints).toEqual([
        'still looking',
        'The check took longer than 20 seconds and was stopped.',
      ]);
      expectError(await check(learner, session.id, 3), 404, 'not_found');
      expectError(await check(learner, session.id, 0), 404, 'not_found');
      await end(learner, session.id);
    });
  });

  describe('a refund', () => {
    /** A learner who paid for the course (a verified order and its enrolment). */
    async function paidLearner() {
      const learner = await labLearner(server);
      const orderId = await insertPaidOrder(server.testDb.database.db, {
        userId: learner.userId,
        courseId: COURSE,
        courseTitle: 'Docker Fundamentals',
      });
      return { learner, orderId };
    }

    it("closes the learner's open session of the refunded course when staff approve it", async () => {
      const staff = await labLearner(server);
      await grantStaff(server.testDb.database.db, staff.email);
      const { learner, orderId } = await paidLearner();
      const session = expectOk<LabSessionView>(await start(learner, SECOND_LAB), 201);
      expect(session.status).toBe('live');
      const requested = expectOk<{ id: string }>(
        await learner.client.post('/api/refunds', { orderId }),
        201,
      );
      expect(
        (
          await staff.client.post(`/api/admin/refunds/${requested.id}/approve`, {
            refundTransactionId: newTransactionId(),
          })
        ).status,
      ).toBe(200);

      const after = expectOk<LabSessionView>(
        await learner.client.get(`/api/labs/sessions/${session.id}`),
      );
      expect(after).toMatchObject({ status: 'ended', endReason: 'no-access' });
      expect(driver.destroyed).toContain(session.id);
      expect(driver.sandboxes.has(session.id)).toBe(false);
      expectError(await check(learner, session.id, 1), 409, 'lab_session_ended');
    });

    it('keeps a free first lab open through a refund', async () => {
      const staff = await labLearner(server);
      await grantStaff(server.testDb.database.db, staff.email);
      const { learner, orderId } = await paidLearner();
      const session = expectOk<LabSessionView>(await start(learner, FIRST_LAB), 201);
      const requested = expectOk<{ id: string }>(
        await learner.client.post('/api/refunds', { orderId }),
        201,
      );
      await staff.client.post(`/api/admin/refunds/${requested.id}/approve`, {
        refundTransactionId: newTransactionId(),
      });
      const after = expectOk<LabSessionView>(
        await learner.client.get(`/api/labs/sessions/${session.id}`),
      );
      expect(after.status).toBe('live');
      await end(learner, session.id);
    });

    it('refuses a check, and closes the session, once access to its lab has ended', async () => {
      const { learner } = await paidLearner();
      const session = expectOk<LabSessionView>(await start(learner, SECOND_LAB), 201);
      // Access ends without the approval's own clean-up (e.g. approved on an older instance).
      await server.testDb.database.db
        .deleteFrom('enrollments')
        .where('user_id', '=', learner.userId)
        .execute();
      driver.scripts.set(verifyScript(SECOND_LAB, 1), passes);
      const message = expectError(await check(learner, session.id, 1), 403, 'lab_no_access');
      expect(message).toBe(
        'Your access to this course has ended (it was refunded), so this lab session was closed.',
      );
      const after = expectOk<LabSessionView>(
        await learner.client.get(`/api/labs/sessions/${session.id}`),
      );
      expect(after).toMatchObject({ status: 'ended', endReason: 'no-access' });
      const progress = await server.testDb.database.db
        .selectFrom('lab_checks')
        .select('id')
        .where('session_id', '=', session.id)
        .execute();
      expect(progress).toEqual([]);
    });
  });
});

describe.each(ENGINES)('lab queue and availability on %s', (engine) => {
  it('queues learners over LAB_MAX_SANDBOXES and starts them in order as room frees', async () => {
    const driver = new FakeLabDriver();
    const server = await startTestServer(
      engine,
      {},
      { content: testLabContent(), labs: { driver, maxSandboxes: 1 } },
    );
    try {
      const [a, b, c] = await Promise.all([1, 2, 3].map(() => labLearner(server)));
      if (!a || !b || !c) throw new Error('no learners');
      const first = expectOk<LabSessionView>(await start(a, FIRST_LAB), 201);
      expect(first.status).toBe('live');
      const second = expectOk<LabSessionView>(await start(b, FIRST_LAB), 201);
      expect(second).toMatchObject({ status: 'queued', queuePosition: 1, expiresAt: null });
      const third = expectOk<LabSessionView>(await start(c, FIRST_LAB), 201);
      expect(third).toMatchObject({ status: 'queued', queuePosition: 2 });
      const facts = expectOk<LabFacts>(await c.client.get(`/api/labs/${FIRST_LAB}`));
      expect(facts.session?.queuePosition).toBe(2);
      expect(driver.sandboxes.size).toBe(1);

      await end(a, first.id);
      await server.labs?.settled();
      const moved = expectOk<LabSessionView>(await b.client.get(`/api/labs/sessions/${second.id}`));
      expect(moved.status).toBe('live');
      const waiting = expectOk<LabSessionView>(
        await c.client.get(`/api/labs/sessions/${third.id}`),
      );
      expect(waiting).toMatchObject({ status: 'queued', queuePosition: 1 });

      // Leaving the queue frees the place too.
      await end(c, third.id);
      expect(driver.destroyed).not.toContain(third.id);
    } finally {
      await server.close();
    }
  });

  it('keeps most machines for paying learners: with the free share full, a paying learner starts and a free lab queues', async () => {
    const driver = new FakeLabDriver();
    // Four machines, a quarter of them for free labs: one.
    const server = await startTestServer(
      engine,
      {},
      { content: testLabContent(), labs: { driver, maxSandboxes: 4, freeSharePercent: 25 } },
    );
    try {
      const { db } = server.testDb.database;
      const view = async (learner: LabLearner, id: string) =>
        expectOk<LabSessionView>(await learner.client.get(`/api/labs/sessions/${id}`));
      const [freeA, freeB] = await Promise.all([labLearner(server), labLearner(server)]);
      const [paidC, paidD, paidE, paidF] = await Promise.all(
        [1, 2, 3, 4].map(() => labLearner(server, [COURSE])),
      );
      if (!freeA || !freeB || !paidC || !paidD || !paidE || !paidF) throw new Error('no learners');

      const a = expectOk<LabSessionView>(await start(freeA, FIRST_LAB), 201);
      expect(a.status).toBe('live');
      // Three machines are idle, but the one for free labs is taken.
      const b = expectOk<LabSessionView>(await start(freeB, FIRST_LAB), 201);
      expect(b).toMatchObject({ status: 'queued', queuePosition: 1, waitingFor: 'free-machine' });
      // A paying learner, even on the same free lab, starts at once.
      const c = expectOk<LabSessionView>(await start(paidC, FIRST_LAB), 201);
      expect(c).toMatchObject({ status: 'live', waitingFor: null });
      const freeFlags = await db
        .selectFrom('lab_sessions')
        .select(['id', 'free'])
        .where('id', 'in', [a.id, b.id, c.id])
        .execute();
      expect(new Map(freeFlags.map((row) => [row.id, Number(row.free)]))).toEqual(
        new Map([
          [a.id, 1],
          [b.id, 1],
          [c.id, 0],
        ]),
      );

      // Every machine in use: a paying learner who comes later is ahead of the free one.
      for (const learner of [paidD, paidE]) {
        expect(expectOk<LabSessionView>(await start(learner, SECOND_LAB), 201).status).toBe('live');
      }
      const f = expectOk<LabSessionView>(await start(paidF, SECOND_LAB), 201);
      expect(f).toMatchObject({ status: 'queued', queuePosition: 1, waitingFor: 'machine' });
      expect(await view(freeB, b.id)).toMatchObject({ status: 'queued', queuePosition: 2 });

      // A paid machine frees: the paying learner starts, not the older free session.
      await end(paidC, c.id);
      await server.labs?.settled();
      expect((await view(paidF, f.id)).status).toBe('live');
      expect(await view(freeB, b.id)).toMatchObject({
        status: 'queued',
        queuePosition: 1,
        waitingFor: 'free-machine',
      });
      expect(driver.sandboxes.has(b.id)).toBe(false);

      // The free machine frees: the free session starts.
      await end(freeA, a.id);
      await server.labs?.settled();
      expect((await view(freeB, b.id)).status).toBe('live');
      expect(driver.sandboxes.size).toBe(4);
    } finally {
      await server.close();
    }
  });

  it('says why labs are unavailable and starts nothing', async () => {
    const driver = new FakeLabDriver();
    driver.reason = 'Labs are unavailable on this server: podman is not installed.';
    const server = await startTestServer(
      engine,
      {},
      { content: testLabContent(), labs: { driver } },
    );
    try {
      const learner = await labLearner(server);
      const facts = expectOk<LabFacts>(await learner.client.get(`/api/labs/${FIRST_LAB}`));
      expect(facts.unavailableReason).toBe(driver.reason);
      const message = expectError(await start(learner, FIRST_LAB), 503, 'labs_unavailable');
      expect(message).toBe(driver.reason);
      expect(driver.sandboxes.size).toBe(0);
      // Asking the real driver runs podman: page views share one answer for a while.
      await Promise.all(
        Array.from({ length: 10 }, () => learner.client.get(`/api/labs/${FIRST_LAB}`)),
      );
      expect(driver.availabilityAsked).toBe(1);
    } finally {
      await server.close();
    }
  });

  it('ends a session whose sandbox could not be made, and says so', async () => {
    const driver = new FakeLabDriver();
    driver.createError = new Error('image missing');
    const server = await startTestServer(
      engine,
      {},
      { content: testLabContent(), labs: { driver } },
    );
    try {
      const learner = await labLearner(server);
      const session = expectOk<LabSessionView>(await start(learner, FIRST_LAB), 201);
      expect(session).toMatchObject({ status: 'ended', endReason: 'failed' });
      expect(server.logs.join('\n')).toContain('image missing');
      expectOk<LabSessionView>(await start(learner, FIRST_LAB), 201);
    } finally {
      await server.close();
    }
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 2000) {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((done) => setTimeout(done, 10));
  }
}
