import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fails, type FakeLabDriver } from '../../../../tests/helpers/fake-lab-driver';
import { startFakeLabServer } from '../../../../tests/helpers/fake-lab-server';
import type { HttpResponse } from '../../../../tests/helpers/http-client';
import { FIRST_LAB, verifyScript } from '../../../../tests/helpers/lab-content';
import { labLearner, type LabLearner } from '../../../../tests/helpers/lab-learners';
import { ENGINES } from '../../../../tests/helpers/test-databases';
import type { TestServer } from '../../../../tests/helpers/test-server';
import type { LabCheckResult, LabSessionView } from '../../../shared/schemas/labs';

/**
 * A learner cannot grow the database without bound through lab checks. A failed check keeps a
 * few short hints, and checks are counted (in the database) per learner.
 */

const utf8Bytes = (text: string) => Buffer.byteLength(text, 'utf8');

function expectOk<T>(response: HttpResponse, status = 200): T {
  expect(response.status, response.text).toBe(status);
  return response.json<T>();
}

describe.each(ENGINES)('lab check limits on %s', (engine) => {
  let server: TestServer;
  let driver: FakeLabDriver;

  beforeAll(async () => ({ server, driver } = await startFakeLabServer(engine)));
  afterAll(() => server.close());

  const start = async (learner: LabLearner) =>
    expectOk<LabSessionView>(await learner.client.post(`/api/labs/${FIRST_LAB}/sessions`), 201);
  const check = (learner: LabLearner, sessionId: string, step = 1) =>
    learner.client.post(`/api/labs/sessions/${sessionId}/steps/${step}/check`);
  const end = (learner: LabLearner, sessionId: string) =>
    learner.client.request('DELETE', `/api/labs/sessions/${sessionId}`);

  async function storedChecks(sessionId: string) {
    return server.testDb.database.db
      .selectFrom('lab_checks')
      .select(['hints'])
      .where('session_id', '=', sessionId)
      .execute();
  }

  it('keeps five hints of at most 300 bytes from a check that prints thousands', async () => {
    const learner = await labLearner(server);
    const session = await start(learner);
    // A doctored tool: 5,000 HINT lines (over 500 KB), one of them 100 KB long, in Bengali.
    const long = 'ক'.repeat(100_000 / 3);
    const lines = [
      `HINT: ${long}`,
      ...Array.from({ length: 5_000 }, (_, i) => `HINT: ${i} ${'x'.repeat(100)}`),
    ];
    driver.scripts.set(verifyScript(FIRST_LAB, 1), fails(lines.join('\n'), lines.join('\n')));

    const result = expectOk<LabCheckResult>(await check(learner, session.id));
    expect(result.passed).toBe(false);
    expect(result.hints).toHaveLength(5);
    expect(result.hints.slice(1)).toEqual([0, 1, 2, 3].map((i) => `${i} ${'x'.repeat(100)}`));
    const [cut] = result.hints;
    expect(utf8Bytes(cut ?? '')).toBeLessThanOrEqual(300);
    expect(cut).toMatch(/^ক+…$/);

    const [row] = await storedChecks(session.id);
    expect(JSON.parse(row?.hints ?? '')).toEqual(result.hints);
    expect(utf8Bytes(row?.hints ?? '')).toBeLessThan(2_000);

    // A check that times out says so, within the same five.
    driver.scripts.set(verifyScript(FIRST_LAB, 1), {
      ...fails(lines.join('\n')),
      exitCode: 124,
      timedOut: true,
    });
    const timedOut = expectOk<LabCheckResult>(await check(learner, session.id));
    expect(timedOut.hints).toHaveLength(5);
    expect(timedOut.hints.at(-1)).toBe('The check took longer than 20 seconds and was stopped.');
    await end(learner, session.id);
  });

  it('allows 30 checks in 5 minutes per learner, across sessions, then says how long to wait', async () => {
    const learner = await labLearner(server);
    driver.scripts.set(verifyScript(FIRST_LAB, 2), fails('HINT: not yet'));
    const first = await start(learner);
    for (let index = 0; index < 20; index += 1) {
      expectOk<LabCheckResult>(await check(learner, first.id, 2));
    }
    // A new session does not start the count again.
    await end(learner, first.id);
    const second = await start(learner);
    for (let index = 0; index < 10; index += 1) {
      expectOk<LabCheckResult>(await check(learner, second.id, 2));
    }
    const refused = await check(learner, second.id, 2);
    expect(refused.status, refused.text).toBe(429);
    const seconds = Number(refused.headers['retry-after']);
    expect(seconds).toBeGreaterThan(240);
    expect(seconds).toBeLessThanOrEqual(300);
    const { error } = refused.json<{ error: { code: string; message: string } }>();
    expect(error.code).toBe('rate_limited');
    expect(error.message).toBe(
      `Checked too often (at most 30 checks in 5 minutes): try again in ${Math.ceil(seconds / 60)} minutes.`,
    );
    // Nothing ran and nothing was stored for the refused check.
    expect(await storedChecks(second.id)).toHaveLength(10);
    expect(driver.execs.filter((exec) => exec.sessionId === second.id)).toHaveLength(10);

    // Another learner is not held up.
    const other = await labLearner(server);
    const theirs = await start(other);
    expectOk<LabCheckResult>(await check(other, theirs.id, 2));

    // Once the window is over (moved back here, as time would), checks run again.
    await server.testDb.database.db
      .updateTable('rate_limits')
      .set({ window_start: Date.now() - 5 * 60_000 - 1 })
      .where('key', '=', `lab-check:${learner.userId}`)
      .execute();
    expectOk<LabCheckResult>(await check(learner, second.id, 2));
    await end(learner, second.id);
    await end(other, theirs.id);
  });
});
