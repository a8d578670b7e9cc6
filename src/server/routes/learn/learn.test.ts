import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient, type HttpResponse } from '../../../../tests/helpers/http-client';
import {
  failingAnswers,
  oneWrongAnswers,
  rightAnswers,
} from '../../../../tests/helpers/learning-content';
import { enrolIn, signedInLearner } from '../../../../tests/helpers/signed-in-learner';
import { ENGINES } from '../../../../tests/helpers/test-databases';
import { startTestServer, type TestServer } from '../../../../tests/helpers/test-server';
import type {
  CompletionResult,
  CourseOutline,
  CourseProgress,
  LessonBody,
  QuizAttemptInput,
  QuizAttemptResult,
  QuizState,
} from '../../../shared/schemas/learn';
import { grantStaff } from '../../staff/staff.service';

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

const COURSE = 'docker-fundamentals';
const LEARN = `/api/learn/${COURSE}`;
const QUIZ = `${LEARN}/quizzes/docker-1-quiz/attempts`;

function expectError(response: HttpResponse, status: number, code: string) {
  expect(response.status, response.text).toBe(status);
  expect(response.headers['cache-control']).toBe('no-store');
  const body = response.json<ErrorBody>();
  expect(Object.keys(body)).toEqual(['error']);
  expect(body.error.code).toBe(code);
  expect(typeof body.error.message).toBe('string');
  return body.error;
}

function expectOk<T>(response: HttpResponse, status = 200): T {
  expect(response.status, response.text).toBe(status);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json<T>();
}

describe.each(ENGINES)('/api/learn on %s', (engine) => {
  let server: TestServer;
  let staff: TestClient;
  const emails = new Map<TestClient, string>();

  beforeAll(async () => {
    server = await startTestServer(engine);
    staff = await learner([]);
    await grantStaff(server.testDb.database.db, emails.get(staff) ?? '');
  });
  afterAll(async () => {
    await server.close();
  });

  /**
   * A new signed-in learner, enrolled in the given courses. Seeded, not signed up: a dozen
   * sign-ups from one address would meet the sign-up limit.
   */
  async function learner(courses: string[] = [COURSE]): Promise<TestClient> {
    const { client, userId, email } = await signedInLearner(server);
    emails.set(client, email);
    await enrolIn(server.testDb.database, userId, courses);
    return client;
  }

  const attempt = (client: TestClient, answers: QuizAttemptInput['answers'], version = 1) =>
    client.post(QUIZ, { version, answers });

  it('answers a signed-out caller 401, but the preview lesson to anyone', async () => {
    const anonymous = new TestClient(server.base);
    for (const path of [
      '/api/learn',
      LEARN,
      `${LEARN}/lessons/docker-1-2`,
      QUIZ,
      '/api/learn/no-such-course',
    ]) {
      expectError(await anonymous.get(path), 401, 'unauthenticated');
    }
    expectError(
      await anonymous.post(`${LEARN}/lessons/docker-1-1/complete`),
      401,
      'unauthenticated',
    );
    expectError(await attempt(anonymous, rightAnswers()), 401, 'unauthenticated');

    const preview = expectOk<LessonBody>(await anonymous.get(`${LEARN}/lessons/docker-1-1`));
    expect(preview).toMatchObject({
      id: 'docker-1-1',
      moduleId: 'docker-1',
      html: '<h2>Lesson 1.1</h2><p>Body of docker-1-1.</p>',
      finished: false,
      previous: null,
      next: { kind: 'lesson', id: 'docker-1-2' },
    });
    expectError(await anonymous.get('/api/learn/no-such-course/lessons/x-1-1'), 404, 'not_found');
  });

  it('refuses a learner not enrolled with 403 not_enrolled, preview aside', async () => {
    const outsider = await learner([]);
    const refused = expectError(await outsider.get(LEARN), 403, 'not_enrolled');
    expect(refused.message).toContain('Enrol in this course');
    expectError(await outsider.get(`${LEARN}/lessons/docker-1-2`), 403, 'not_enrolled');
    expectError(await outsider.get(QUIZ), 403, 'not_enrolled');
    expectError(await attempt(outsider, rightAnswers()), 403, 'not_enrolled');
    expectOk<LessonBody>(await outsider.get(`${LEARN}/lessons/docker-1-1`));
    // Reading the preview is open; recording progress on it needs enrolment.
    expectError(await outsider.post(`${LEARN}/lessons/docker-1-1/complete`), 403, 'not_enrolled');
    expect(expectOk<CourseProgress[]>(await outsider.get('/api/learn'))).toEqual([]);
  });

  it('answers 404 for unknown courses, lessons and quizzes', async () => {
    const client = await learner();
    expectError(await client.get('/api/learn/no-such-course'), 404, 'not_found');
    const noLessons = expectError(await client.get('/api/learn/jenkins-ci-cd'), 404, 'not_found');
    expect(noLessons.message).toBe('This course has no lessons yet.');
    expectError(await client.get(`${LEARN}/lessons/docker-7-1`), 404, 'not_found');
    expectError(await client.get(`${LEARN}/lessons/docker-1-quiz`), 404, 'not_found');
    expectError(await client.post(`${LEARN}/lessons/docker-7-1/complete`), 404, 'not_found');
    expectError(await client.get(`${LEARN}/quizzes/docker-1-1/attempts`), 404, 'not_found');
    expectError(await client.get(`${LEARN}/nothing`), 404, 'not_found');
  });

  it('lets staff open every course, lesson and quiz', async () => {
    expect(expectOk<CourseOutline>(await staff.get('/api/learn/kubernetes-mastery')).total).toBe(6);
    const lesson = expectOk<LessonBody>(await staff.get(`${LEARN}/lessons/docker-2-2`));
    expect(lesson.next).toEqual({
      kind: 'quiz',
      id: 'docker-2-quiz',
      title: 'Quiz: module docker-2',
    });
    expect(expectOk<QuizState>(await staff.get(QUIZ)).questions).toHaveLength(4);
  });

  it('shows progress at 0 %, partial and 100 %, and remembers the last lesson opened', async () => {
    const client = await learner();
    let outline = expectOk<CourseOutline>(await client.get(LEARN));
    expect(outline).toMatchObject({
      title: 'Docker Fundamentals',
      finished: 0,
      total: 6,
      percent: 0,
      lastItemId: null,
      nextItemId: 'docker-1-1',
    });

    expectOk<LessonBody>(await client.get(`${LEARN}/lessons/docker-1-2`));
    const done = expectOk<CompletionResult>(
      await client.post(`${LEARN}/lessons/docker-1-1/complete`),
    );
    expect(done).toEqual({
      itemId: 'docker-1-1',
      finished: true,
      percent: 16,
      xpGained: 10,
      badges: ['first-lesson'],
      certificateId: null,
    });
    outline = expectOk<CourseOutline>(await client.get(LEARN));
    expect(outline).toMatchObject({
      finished: 1,
      percent: 16,
      lastItemId: 'docker-1-2',
      nextItemId: 'docker-1-2',
    });

    for (const id of ['docker-1-2', 'docker-2-1', 'docker-2-2']) {
      expectOk<CompletionResult>(await client.post(`${LEARN}/lessons/${id}/complete`));
    }
    expect(expectOk<QuizAttemptResult>(await attempt(client, rightAnswers()), 201).percent).toBe(
      83,
    );
    const last = await client.post(`${LEARN}/quizzes/docker-2-quiz/attempts`, {
      version: 1,
      answers: oneWrongAnswers(),
    });
    expect(expectOk<QuizAttemptResult>(last, 201).percent).toBe(100);
    outline = expectOk<CourseOutline>(await client.get(LEARN));
    expect(outline).toMatchObject({ finished: 6, percent: 100, nextItemId: null });

    const [summary] = expectOk<CourseProgress[]>(await client.get('/api/learn'));
    expect(summary).toMatchObject({
      courseId: COURSE,
      percent: 100,
      finished: 6,
      total: 6,
      nextItemId: null,
    });
    expect(Date.parse(summary?.lastActivityAt ?? '')).toBeGreaterThan(Date.now() - 60_000);

    // Another learner's progress is theirs alone.
    const fresh = await learner();
    expect(expectOk<CourseOutline>(await fresh.get(LEARN)).percent).toBe(0);
  });

  it('records a lesson once under 10 simultaneous completions', async () => {
    const client = await learner();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => client.post(`${LEARN}/lessons/docker-1-2/complete`)),
    );
    // Every answer says the lesson is finished; only the one that finished it names its XP.
    const answers = responses.map((response) => expectOk<CompletionResult>(response));
    for (const answer of answers) {
      expect(answer).toMatchObject({ itemId: 'docker-1-2', finished: true, percent: 16 });
    }
    expect(answers.filter((answer) => answer.xpGained === 10)).toHaveLength(1);
    expect(answers.filter((answer) => answer.xpGained === undefined)).toHaveLength(9);
    const rows = await server.testDb.database.db
      .selectFrom('learning_progress')
      .select('item_id')
      .where('item_id', '=', 'docker-1-2')
      .innerJoin('user', 'user.id', 'learning_progress.user_id')
      .where('user.email', '=', emails.get(client) ?? '')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('keeps the answers from the browser until a pass', async () => {
    const client = await learner();
    const before = await client.get(QUIZ);
    const state = expectOk<QuizState>(before);
    expect(state).toMatchObject({ passed: false, attempts: [], retryAfterSeconds: 0, version: 1 });
    for (const secret of [
      '"answer"',
      '"answers"',
      '"accept"',
      '"explanationHtml"',
      '"answerHtml"',
    ]) {
      expect(before.text).not.toContain(secret);
    }

    const failed = await attempt(client, failingAnswers());
    const result = expectOk<QuizAttemptResult>(failed, 201);
    expect(result.attempt).toMatchObject({ score: 50, passed: false, wrong: ['q2', 'q3'] });
    expect(result.review).toBeUndefined();
    for (const secret of ['"answer"', '"accept"', '"explanationHtml"', '"answerHtml"']) {
      expect(failed.text).not.toContain(secret);
    }
    const afterFail = await client.get(QUIZ);
    expect(afterFail.text).not.toContain('explanationHtml');
    expect(expectOk<QuizState>(afterFail).attempts.map((a) => a.wrong)).toEqual([['q2', 'q3']]);
  });

  it('refuses a new attempt for 60 s after a failure, with 429 and Retry-After', async () => {
    const client = await learner();
    expectOk<QuizAttemptResult>(await attempt(client, failingAnswers()), 201);
    const refused = await attempt(client, rightAnswers());
    const error = expectError(refused, 429, 'quiz_wait');
    const seconds = Number(refused.headers['retry-after']);
    expect(seconds).toBeGreaterThan(50);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(error.message).toBe(
      `You can try this quiz again in ${seconds === 60 ? '1 minute' : `${seconds} seconds`}.`,
    );
    const state = expectOk<QuizState>(await client.get(QUIZ));
    expect(state.retryAfterSeconds).toBeGreaterThan(50);
    expect(state.attempts).toHaveLength(1);
  });

  it('accepts at most one of several simultaneous attempts', async () => {
    const client = await learner();
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => attempt(client, failingAnswers())),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 429, 429, 429, 429]);
    expect(expectOk<QuizState>(await client.get(QUIZ)).attempts).toHaveLength(1);
  });

  it('counts a passed quiz once and shows the review after a pass', async () => {
    const client = await learner();
    const first = expectOk<QuizAttemptResult>(await attempt(client, oneWrongAnswers()), 201);
    expect(first.attempt).toMatchObject({ score: 75, passed: true, wrong: ['q2'] });
    expect(first.percent).toBe(16);
    expect(first.review?.map((q) => q.answerHtml)).toEqual([
      '<code>docker ps</code>',
      'containerd; CRI-O',
      '<code>docker run</code>',
      'A file system and settings',
    ]);
    // A pass ends the attempts: another is refused and stores nothing.
    expectError(await attempt(client, rightAnswers()), 409, 'quiz_passed');
    const state = expectOk<QuizState>(await client.get(QUIZ));
    expect(state.passed).toBe(true);
    expect(state.attempts.map((a) => a.score)).toEqual([75]);
    expect(state.questions.every((q) => 'explanationHtml' in q)).toBe(true);
    expect(expectOk<CourseOutline>(await client.get(LEARN)).finished).toBe(1);
  });

  it('answers 409 for an old quiz version and 400 for a malformed attempt', async () => {
    const client = await learner();
    const changed = expectError(await attempt(client, rightAnswers(), 0), 409, 'quiz_changed');
    expect(changed.message).toContain('reload');
    expectError(await client.post(QUIZ, { answers: {} }), 400, 'invalid_input');
    expectError(
      await client.post(QUIZ, { version: 1, answers: { q1: true } }),
      400,
      'invalid_input',
    );
    expectError(await client.post(QUIZ, [1, 2]), 400, 'invalid_input');
    expect(expectOk<QuizState>(await client.get(QUIZ)).attempts).toEqual([]);
  });
});
