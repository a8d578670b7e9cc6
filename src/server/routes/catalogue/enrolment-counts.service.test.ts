import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { insertUser } from '../../../../tests/helpers/service-database';
import {
  announceSkippedEngines,
  createTestDatabase,
  ENGINES,
  type TestDatabase,
} from '../../../../tests/helpers/test-databases';
import { findCourse } from '../../../shared/catalogue/courses';
import type { Course } from '../../../shared/catalogue/types';
import type { Database } from '../../db/database';
import { ENROLMENT_COUNTS_LIFETIME_MS, enrolmentCountsService } from './enrolment-counts.service';

announceSkippedEngines();

function course(id: string): Course {
  const found = findCourse(id);
  if (!found) throw new Error(`missing course ${id}`);
  return found;
}
const docker = course('docker-fundamentals');
const kubernetes = course('kubernetes-mastery');

async function enrol(database: Database, courseId: string) {
  const user = await insertUser(database);
  await database.db
    .insertInto('enrollments')
    .values({
      id: randomUUID(),
      user_id: user.id,
      course_id: courseId,
      order_id: null,
      created_at: new Date().toISOString(),
    })
    .execute();
}

describe.each(ENGINES)('the enrolled counts on %s', (engine) => {
  let testDb: TestDatabase | undefined;
  afterEach(async () => {
    await testDb?.cleanup();
    testDb = undefined;
  });

  it('adds real enrolments to the catalogue figure, fresh once the minute is over', async () => {
    testDb = await createTestDatabase(engine);
    const { database } = testDb;
    await enrol(database, docker.id);
    await enrol(database, docker.id);
    await enrol(database, 'retired-course');
    let at = 1_000_000;
    const counts = enrolmentCountsService({
      db: database.db,
      courses: [docker, kubernetes],
      now: () => at,
    });

    expect(await counts()).toEqual({
      counts: { [docker.id]: docker.enrolled + 2, [kubernetes.id]: kubernetes.enrolled },
    });

    await enrol(database, kubernetes.id);
    at += ENROLMENT_COUNTS_LIFETIME_MS - 1;
    expect((await counts()).counts[kubernetes.id]).toBe(kubernetes.enrolled);
    at += 1;
    const fresh = await counts();
    expect(fresh.counts[kubernetes.id]).toBe(kubernetes.enrolled + 1);
    expect(fresh.counts).not.toHaveProperty('retired-course');
  });

  it('asks the database once for many calls within the minute', async () => {
    testDb = await createTestDatabase(engine);
    const { database } = testDb;
    let queries = 0;
    const counted = database.db.withPlugin({
      transformQuery: (args) => {
        queries += 1;
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    const counts = enrolmentCountsService({ db: counted, courses: [docker], now: () => 0 });
    const answers = await Promise.all(Array.from({ length: 10 }, () => counts()));
    await counts();
    expect(new Set(answers).size).toBe(1);
    expect(queries).toBe(1);
  });
});
