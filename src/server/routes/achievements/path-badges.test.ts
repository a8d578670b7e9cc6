import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpResponse, TestClient } from '../../../../tests/helpers/http-client';
import { rightAnswers, testLearningContent } from '../../../../tests/helpers/learning-content';
import { enrolIn, signedInLearner } from '../../../../tests/helpers/signed-in-learner';
import { ENGINES } from '../../../../tests/helpers/test-databases';
import { startTestServer, type TestServer } from '../../../../tests/helpers/test-server';
import { pathBadgeId } from '../../../shared/achievements/badges';
import { pathCourses } from '../../../shared/catalogue/path-courses';
import { learningPaths } from '../../../shared/catalogue/paths';
import type { AchievementsView } from '../../../shared/schemas/achievements';
import type { CourseProgress } from '../../../shared/schemas/learn';

const DOCKER = 'docker-fundamentals';
const KUBE = 'kubernetes-mastery';
const LINUX = 'linux-system-administration';

function ok<T>(response: HttpResponse, status = 200): T {
  expect(response.status, response.text).toBe(status);
  return response.json<T>();
}

/** Every item of a test course (learning-content.ts): 2 modules of 2 lessons and a quiz. */
async function finishCourse(client: TestClient, courseId: string) {
  const prefix = courseId.split('-')[0] ?? courseId;
  for (const module of [1, 2]) {
    for (const lesson of [1, 2]) {
      ok(
        await client.post(`/api/learn/${courseId}/lessons/${prefix}-${module}-${lesson}/complete`),
      );
    }
    ok(
      await client.post(`/api/learn/${courseId}/quizzes/${prefix}-${module}-quiz/attempts`, {
        version: 1,
        answers: rightAnswers(),
      }),
      201,
    );
  }
}

describe.each(ENGINES)('learning path badges on %s', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(
      engine,
      {},
      { content: testLearningContent([DOCKER, KUBE, LINUX]) },
    );
  });
  afterAll(async () => {
    await server.close();
  });

  const pathBadges = async (client: TestClient) => {
    const view = ok<AchievementsView>(await client.get('/api/me/achievements'));
    return view.badges
      .filter((badge) => badge.id.startsWith('path-') && badge.earnedAt !== null)
      .map((badge) => badge.id)
      .sort();
  };

  it('awards a path badge once every course the path counts is finished, as progress shows', async () => {
    const { client, userId } = await signedInLearner(server);
    await enrolIn(server.testDb.database, userId, [DOCKER, KUBE, LINUX]);

    await finishCourse(client, DOCKER);
    // Every path with Docker also names another course.
    expect(await pathBadges(client)).toEqual([]);

    await finishCourse(client, KUBE);
    expect(await pathBadges(client)).toEqual([
      'path-ckad',
      'path-docker',
      'path-kcna',
      'path-kubernetes',
    ]);

    await finishCourse(client, LINUX);
    const earned = await pathBadges(client);
    // Kubernetes Administrator counts Linux, Docker and Kubernetes: its roadmap shows no more.
    expect(earned).toEqual([
      'path-cka',
      'path-ckad',
      'path-cks',
      'path-docker',
      'path-kcna',
      'path-kubernetes',
      'path-kubernetes-administrator',
      'path-kubestronaut',
    ]);

    // The path pages count a course finished at 100% of GET /api/learn: a path's badge is
    // earned exactly when every course the page counts is finished there.
    const progress = ok<CourseProgress[]>(await client.get('/api/learn'));
    const finished = new Set(progress.filter((c) => c.percent === 100).map((c) => c.courseId));
    expect([...finished].sort()).toEqual([DOCKER, KUBE, LINUX]);
    const finishedPaths = learningPaths
      .filter((path) => pathCourses(path).taught.every((course) => finished.has(course.id)))
      .map((path) => pathBadgeId(path.id))
      .sort();
    expect(earned).toEqual(finishedPaths);
  });

  it('states each path badge rule with the course count its path page shows', async () => {
    const { client } = await signedInLearner(server);
    const view = ok<AchievementsView>(await client.get('/api/me/achievements'));
    const rule = (pathId: string) =>
      view.badges.find((badge) => badge.id === pathBadgeId(pathId))?.rule;
    expect(rule('system-administrator')).toBe(
      'Finish all 3 courses of the System Administrator learning path.',
    );
    expect(rule('kubernetes-administrator')).toBe(
      'Finish all 3 courses of the Kubernetes Administrator learning path.',
    );
    expect(rule('it-foundations')).toBe(
      'Finish all 2 courses of the IT Foundations learning path.',
    );
  });
});
