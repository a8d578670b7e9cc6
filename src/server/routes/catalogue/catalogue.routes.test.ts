import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { insertUser } from '../../../../tests/helpers/service-database';
import { announceSkippedEngines, ENGINES } from '../../../../tests/helpers/test-databases';
import { startTestServer, type TestServer } from '../../../../tests/helpers/test-server';
import { courses } from '../../../shared/catalogue/courses';
import type { EnrolmentCounts } from '../../../shared/schemas/enrolment-counts';

announceSkippedEngines();

describe.each(ENGINES)('GET /api/catalogue/enrolments (%s)', (engine) => {
  let server: TestServer | undefined;
  afterEach(async () => server?.close());

  it('answers every catalogue course, publicly, kept for a minute', async () => {
    server = await startTestServer(engine);
    const { database } = server.testDb;
    const user = await insertUser(database);
    await database.db
      .insertInto('enrollments')
      .values({
        id: randomUUID(),
        user_id: user.id,
        course_id: 'docker-fundamentals',
        order_id: null,
        created_at: new Date().toISOString(),
      })
      .execute();

    const response = await fetch(`${server.base}/api/catalogue/enrolments`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    const body = (await response.json()) as EnrolmentCounts;
    expect(Object.keys(body.counts).sort()).toEqual(courses.map((c) => c.id).sort());
    for (const course of courses) {
      const real = course.id === 'docker-fundamentals' ? 1 : 0;
      expect(body.counts[course.id]).toBe(course.enrolled + real);
    }

    // Within the minute the server answers from what it counted.
    await database.db.deleteFrom('enrollments').execute();
    const again = (await (
      await fetch(`${server.base}/api/catalogue/enrolments`)
    ).json()) as EnrolmentCounts;
    expect(again).toEqual(body);
  });
});
