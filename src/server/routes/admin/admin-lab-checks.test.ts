import { afterEach, describe, expect, it } from 'vitest';
import { signUpVerifyAndSignIn } from '../../../../tests/helpers/accounts';
import { TestClient } from '../../../../tests/helpers/http-client';
import { FIRST_LAB, SECOND_LAB, testLabContent } from '../../../../tests/helpers/lab-content';
import { expectStaffOnly } from '../../../../tests/helpers/staff-only';
import { ENGINES } from '../../../../tests/helpers/test-databases';
import { startTestServer, type TestServer } from '../../../../tests/helpers/test-server';
import type { AdminLabCheckPage } from '../../../shared/schemas/admin-lab-checks';

const STAFF = 'staff@example.com';

describe.each(ENGINES)('/api/admin/lab-checks on %s', (engine) => {
  let server: TestServer;
  afterEach(async () => {
    await server.close();
  });

  async function setUp() {
    server = await startTestServer(engine, { ADMIN_EMAILS: STAFF }, { content: testLabContent() });
    const staff = await signUpVerifyAndSignIn(server, STAFF);
    const rafi = await signUpVerifyAndSignIn(server, 'rafi@example.com');
    const mitu = await signUpVerifyAndSignIn(server, 'mitu.k@example.com');
    return { staff, rafi, mitu };
  }

  const db = () => server.testDb.database.db;

  async function userId(email: string): Promise<string> {
    const row = await db()
      .selectFrom('user')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** A session of `labId` for `email`, with one check per entry of `checks` (minutes after 08:00). */
  async function seedSession(
    email: string,
    labId: string,
    checks: { step: number; passed: boolean; minute: number; hints?: string[] }[],
  ) {
    const user = await userId(email);
    const sessionId = `s-${labId}-${user}`;
    await db()
      .insertInto('lab_sessions')
      .values({
        id: sessionId,
        user_id: user,
        lab_id: labId,
        course_id: 'docker-fundamentals',
        status: 'ended',
        created_at: '2026-11-20T08:00:00.000Z',
        started_at: '2026-11-20T08:00:01.000Z',
        expires_at: '2026-11-20T08:45:01.000Z',
        extended: 0,
        ended_at: '2026-11-20T08:40:00.000Z',
        end_reason: 'ended',
      })
      .execute();
    for (const [index, check] of checks.entries()) {
      const at = new Date(Date.UTC(2026, 10, 20, 8, check.minute)).toISOString();
      await db()
        .insertInto('lab_checks')
        .values({
          id: `c-${sessionId}-${index}`,
          session_id: sessionId,
          user_id: user,
          lab_id: labId,
          step: check.step,
          passed: check.passed ? 1 : 0,
          checked_at: at,
          hints: JSON.stringify(check.hints ?? []),
          duration_ms: 120,
        })
        .execute();
    }
    return sessionId;
  }

  it('is for staff only: 401 signed out, 403 for a learner', async () => {
    const { rafi } = await setUp();
    await seedSession('rafi@example.com', FIRST_LAB, [{ step: 1, passed: true, minute: 1 }]);
    const anonymous = new TestClient(server.base);
    expect((await anonymous.get('/api/admin/lab-checks')).status).toBe(401);
    expectStaffOnly(await rafi.get('/api/admin/lab-checks'), '/api/admin/lab-checks');
    expectStaffOnly(
      await rafi.get('/api/admin/lab-checks?verdict=failed&q=rafi'),
      '/api/admin/lab-checks?verdict=failed&q=rafi',
    );
  });

  it('lists checks newest first with learner, lab, step and verdict; filters and searches', async () => {
    const { staff } = await setUp();
    const rafiSession = await seedSession('rafi@example.com', FIRST_LAB, [
      { step: 1, passed: false, minute: 2, hints: ['HINT: no container named web is running.'] },
      { step: 1, passed: true, minute: 5 },
    ]);
    await seedSession('mitu.k@example.com', SECOND_LAB, [{ step: 3, passed: false, minute: 9 }]);

    const all = await staff.get('/api/admin/lab-checks');
    expect(all.status).toBe(200);
    expect(all.headers['cache-control']).toBe('no-store');
    const page = all.json<AdminLabCheckPage>();
    expect(page.hasMore).toBe(false);
    expect(page.checks.map((c) => [c.learnerEmail, c.labTitle, c.step, c.verdict])).toEqual([
      ['mitu.k@example.com', 'Volumes and networks', 3, 'failed'],
      ['rafi@example.com', 'First containers', 1, 'passed'],
      ['rafi@example.com', 'First containers', 1, 'failed'],
    ]);
    expect(page.checks[2]).toMatchObject({
      checkedAt: '2026-11-20T08:02:00.000Z',
      stepTitle: 'Step 1 of First containers',
      hints: ['HINT: no container named web is running.'],
      labId: FIRST_LAB,
      sessionId: rafiSession,
      learnerEmail: 'rafi@example.com',
    });
    expect(page.checks[2]?.learnerName).toBeTruthy();

    const list = async (query: string) =>
      (await staff.get(`/api/admin/lab-checks${query}`))
        .json<AdminLabCheckPage>()
        .checks.map((c) => `${c.learnerEmail} ${c.labId} ${c.verdict}`);
    expect(await list('?verdict=failed')).toEqual([
      `mitu.k@example.com ${SECOND_LAB} failed`,
      `rafi@example.com ${FIRST_LAB} failed`,
    ]);
    expect(await list('?verdict=passed')).toEqual([`rafi@example.com ${FIRST_LAB} passed`]);
    // By email (any case), by lab title and by lab id.
    expect(await list('?q=RAFI@')).toEqual([
      `rafi@example.com ${FIRST_LAB} passed`,
      `rafi@example.com ${FIRST_LAB} failed`,
    ]);
    expect(await list('?q=volumes%20and')).toEqual([`mitu.k@example.com ${SECOND_LAB} failed`]);
    expect(await list(`?q=${FIRST_LAB}&verdict=passed`)).toEqual([
      `rafi@example.com ${FIRST_LAB} passed`,
    ]);
    // LIKE's wildcards are taken literally; unknown filters mean any.
    expect(await list('?q=%25')).toEqual([]);
    expect(await list('?verdict=maybe&page=zero')).toHaveLength(3);
  });

  it('pages through many checks, 50 at a time', async () => {
    const { staff } = await setUp();
    await seedSession(
      'rafi@example.com',
      FIRST_LAB,
      Array.from({ length: 55 }, (_, index) => ({
        step: 1,
        passed: index % 2 === 0,
        minute: index,
      })),
    );
    const first = (await staff.get('/api/admin/lab-checks')).json<AdminLabCheckPage>();
    expect(first.checks).toHaveLength(50);
    expect(first.hasMore).toBe(true);
    expect(first.checks[0]?.checkedAt).toBe('2026-11-20T08:54:00.000Z');
    const second = (await staff.get('/api/admin/lab-checks?page=2')).json<AdminLabCheckPage>();
    expect(second).toMatchObject({ page: 2, hasMore: false });
    expect(second.checks.map((c) => c.checkedAt)).toEqual([
      '2026-11-20T08:04:00.000Z',
      '2026-11-20T08:03:00.000Z',
      '2026-11-20T08:02:00.000Z',
      '2026-11-20T08:01:00.000Z',
      '2026-11-20T08:00:00.000Z',
    ]);
    const beyond = (await staff.get('/api/admin/lab-checks?page=9')).json<AdminLabCheckPage>();
    expect(beyond).toEqual({ checks: [], page: 9, hasMore: false });
  });

  it('keeps a page small when checks stored before the cap hold hundreds of hints', async () => {
    const { staff } = await setUp();
    const hints = Array.from({ length: 200 }, (_, i) => `HINT: ${i} ${'x'.repeat(60)}`);
    await seedSession(
      'rafi@example.com',
      FIRST_LAB,
      Array.from({ length: 51 }, (_, index) => ({ step: 1, passed: false, minute: index, hints })),
    );
    const response = await staff.get('/api/admin/lab-checks');
    expect(response.status).toBe(200);
    // 51 rows of 14 KB each are stored (700 KB a page before the cap); the page sends 50 checks
    // of five short hints.
    expect(response.text.length).toBeLessThan(100_000);
    const page = response.json<AdminLabCheckPage>();
    expect(page).toMatchObject({ page: 1, hasMore: true });
    expect(page.checks).toHaveLength(50);
    expect(page.checks.every((check) => check.hints.length === 5)).toBe(true);
    expect(page.checks[0]?.hints).toEqual(hints.slice(0, 5));
  });
});
