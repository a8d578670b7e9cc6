import { randomUUID } from 'node:crypto';
import { TestClient } from './http-client';
import { seedLearners } from './seed-learners';
import type { TestServer } from './test-server';

export interface LabLearner {
  client: TestClient;
  userId: string;
  email: string;
  /** `Cookie` header value, for a WebSocket. */
  cookie: string;
}

/** A new signed-in learner (seeded, not signed up), enrolled in the given courses. */
export async function labLearner(server: TestServer, courses: string[] = []): Promise<LabLearner> {
  const [seeded] = await seedLearners({
    config: server.config,
    database: server.testDb.database,
    count: 1,
  });
  if (!seeded) throw new Error('no learner seeded');
  const client = new TestClient(server.base);
  client.setCookie(seeded.cookieName, seeded.cookieValue);
  for (const courseId of courses) {
    await server.testDb.database.db
      .insertInto('enrollments')
      .values({
        id: randomUUID(),
        user_id: seeded.userId,
        course_id: courseId,
        order_id: null,
        created_at: new Date().toISOString(),
      })
      .execute();
  }
  return { client, userId: seeded.userId, email: seeded.email, cookie: seeded.cookie };
}
