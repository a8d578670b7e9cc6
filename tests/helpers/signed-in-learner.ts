import { randomUUID } from 'node:crypto';
import type { Database } from '../../src/server/db/database';
import { TestClient } from './http-client';
import { seedLearners, type SeededLearner } from './seed-learners';
import type { TestServer } from './test-server';

export interface SignedInLearner extends SeededLearner {
  /** A client that sends the learner's session cookie. */
  client: TestClient;
}

/**
 * A new signed-in learner, seeded rather than signed up: a dozen sign-ups from one address would
 * meet the sign-up limit, and hashing each password slows the run.
 */
export async function signedInLearner(server: TestServer): Promise<SignedInLearner> {
  const [seeded] = await seedLearners({
    config: server.config,
    database: server.testDb.database,
    count: 1,
  });
  if (!seeded) throw new Error('no learner seeded');
  const client = new TestClient(server.base);
  client.setCookie(seeded.cookieName, seeded.cookieValue);
  return { ...seeded, client };
}

/** Enrols the user in each course directly, as a free enrolment (no order). */
export async function enrolIn(
  database: Database,
  userId: string,
  courses: readonly string[],
  createdAt = new Date().toISOString(),
): Promise<void> {
  for (const courseId of courses) {
    await database.db
      .insertInto('enrollments')
      .values({
        id: randomUUID(),
        user_id: userId,
        course_id: courseId,
        order_id: null,
        created_at: createdAt,
      })
      .execute();
  }
}
