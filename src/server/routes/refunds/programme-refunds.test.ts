import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeLabDriver, passes } from '../../../../tests/helpers/fake-lab-driver';
import type { HttpResponse } from '../../../../tests/helpers/http-client';
import { testLabContentWith, verifyScript } from '../../../../tests/helpers/lab-content';
import { labLearner, type LabLearner } from '../../../../tests/helpers/lab-learners';
import { insertPaidOrder, newTransactionId } from '../../../../tests/helpers/orders';
import { ENGINES } from '../../../../tests/helpers/test-databases';
import { startTestServer, type TestServer } from '../../../../tests/helpers/test-server';
import type { AchievementsView } from '../../../shared/schemas/achievements';
import type { LabCheckResult, LabSessionView } from '../../../shared/schemas/labs';
import type { RefundRequestView } from '../../../shared/schemas/refund';
import { findProgramme } from '../../../shared/catalogue/programmes';
import { grantStaff } from '../../staff/staff.service';

const COURSE = 'docker-fundamentals';
const PROGRAMME = 'docker-hands-on-labs';
/** Docker Fundamentals' first lab (module docker-1): free to any learner; in the programme. */
const FREE_LAB = 'docker-images-tags-and-inspect';
/** A lab of module docker-2: opened by the course or by the programme. */
const PAID_LAB = 'docker-run-and-manage-containers';

function ok<T>(response: HttpResponse, status = 200): T {
  expect(response.status, response.text).toBe(status);
  return response.json<T>();
}

/**
 * A lab's XP is recorded under its course, so a lab programme's refund that took XP back by the
 * programme's id took nothing; it withdraws the XP of the labs it closed (decision 030).
 */
describe.each(ENGINES)('refund of a lab programme on %s', (engine) => {
  let server: TestServer;
  let driver: FakeLabDriver;
  let staff: LabLearner;

  beforeAll(async () => {
    const programme = findProgramme(PROGRAMME);
    expect(programme?.labIds).toEqual(expect.arrayContaining([FREE_LAB, PAID_LAB]));
    driver = new FakeLabDriver();
    server = await startTestServer(
      engine,
      {},
      {
        content: testLabContentWith([
          { id: FREE_LAB, moduleId: 'docker-1' },
          { id: PAID_LAB, moduleId: 'docker-2' },
        ]),
        labs: { driver },
      },
    );
    staff = await labLearner(server);
    await grantStaff(server.testDb.database.db, staff.email);
  });
  afterAll(async () => {
    await server.close();
  });

  /** A learner who bought the programme (and the given courses). */
  async function buyer(courses: string[] = []) {
    const who = await labLearner(server, courses);
    const orderId = await insertPaidOrder(server.testDb.database.db, {
      userId: who.userId,
      courseId: PROGRAMME,
      courseTitle: 'Docker Hands-on Labs',
    });
    return { ...who, orderId };
  }

  async function passLab(who: LabLearner, labId: string) {
    const session = ok<LabSessionView>(await who.client.post(`/api/labs/${labId}/sessions`), 201);
    let result: LabCheckResult | undefined;
    for (const step of [1, 2, 3]) {
      driver.scripts.set(verifyScript(labId, step), passes);
      result = ok<LabCheckResult>(
        await who.client.post(`/api/labs/sessions/${session.id}/steps/${step}/check`),
      );
    }
    expect(result?.labPassed).toBe(true);
    ok(await who.client.request('DELETE', `/api/labs/sessions/${session.id}`));
  }

  async function refund(who: { client: LabLearner['client']; orderId: string }) {
    const request = ok<RefundRequestView>(
      await who.client.post('/api/refunds', { orderId: who.orderId }),
      201,
    );
    ok(
      await staff.client.post(`/api/admin/refunds/${request.id}/approve`, {
        refundTransactionId: newTransactionId(),
      }),
    );
  }

  const xpOf = async (who: LabLearner) =>
    ok<AchievementsView>(await who.client.get('/api/me/achievements')).xp;

  it('withdraws the XP of the labs the programme opened, and keeps that of labs still open', async () => {
    // Only the programme opened this lab: its XP goes with the refund.
    const programmeOnly = await buyer();
    await passLab(programmeOnly, PAID_LAB);
    expect(await xpOf(programmeOnly)).toBe(50);
    await refund(programmeOnly);
    expect(await xpOf(programmeOnly)).toBe(0);
    const { db } = server.testDb.database;
    const awards = await db
      .selectFrom('xp_awards')
      .select('item_id')
      .where('user_id', '=', programmeOnly.userId)
      .execute();
    expect(awards).toEqual([]);
    const withdrawn = await db
      .selectFrom('xp_withdrawals')
      .select(['course_id', 'item_id', 'points'])
      .where('user_id', '=', programmeOnly.userId)
      .execute();
    expect(withdrawn).toEqual([{ course_id: COURSE, item_id: PAID_LAB, points: 50 }]);

    // The learner also owns the lab's course: the lab is still theirs, and so is its XP.
    const courseToo = await buyer([COURSE]);
    await passLab(courseToo, PAID_LAB);
    await refund(courseToo);
    expect(await xpOf(courseToo)).toBe(50);

    // A course's first lab is free to anyone: a refund closes nothing there.
    const freeLab = await buyer();
    await passLab(freeLab, FREE_LAB);
    await refund(freeLab);
    expect(await xpOf(freeLab)).toBe(50);
  }, 20_000);
});
