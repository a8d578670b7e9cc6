import type { TestClient } from './http-client';
import { enrolIn, signedInLearner } from './signed-in-learner';
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
  const { client, userId, email, cookie } = await signedInLearner(server);
  await enrolIn(server.testDb.database, userId, courses);
  return { client, userId, email, cookie };
}
