import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpResponse, TestClient } from '../../../../tests/helpers/http-client';
import {
  failingAnswers,
  rightAnswers,
  testLearningContent,
} from '../../../../tests/helpers/learning-content';
import { labLearner } from '../../../../tests/helpers/lab-learners';
import { ENGINES } from '../../../../tests/helpers/test-databases';
import { startTestServer, type TestServer } from '../../../../tests/helpers/test-server';
import type { CompiledQuestion } from '../../content/content-types';
import type {
  QuizAttemptInput,
  QuizAttemptResult,
  QuizQuestionView,
  QuizState,
} from '../../../shared/schemas/learn';

/**
 * Decision 028: a quiz is not passed by trying answers until the score passes, and attempts
 * after a pass are refused.
 */

const COURSE = 'docker-fundamentals';
const LEARN = `/api/learn/${COURSE}`;
const QUIZ = `${LEARN}/quizzes/docker-1-quiz/attempts`;
/** A quiz shaped like the authored ones: 4 single, 2 multiple, 2 typed questions. */
const FULL_QUIZ = `${LEARN}/quizzes/docker-2-quiz/attempts`;
const HOUR = 3600;
const DAY = 24 * HOUR;

const option = (index: number) => `Option ${index}`;
const single = (id: string, answer: number): CompiledQuestion => ({
  id,
  kind: 'single',
  promptHtml: `Question ${id}`,
  optionsHtml: [0, 1, 2, 3].map(option),
  answer,
  explanationHtml: 'Why.',
});
const multiple = (id: string, answers: number[]): CompiledQuestion => ({
  id,
  kind: 'multiple',
  promptHtml: `Question ${id}`,
  optionsHtml: [0, 1, 2, 3].map(option),
  answers,
  explanationHtml: 'Why.',
});
const typed = (id: string): CompiledQuestion => ({
  id,
  kind: 'typed',
  promptHtml: `Question ${id}`,
  optionsHtml: [],
  accept: ['docker compose up -d'],
  answerHtml: '<code>docker compose up -d</code>',
  explanationHtml: 'Why.',
});

function contentWithFullQuiz() {
  const content = testLearningContent();
  const module = content.courses.get(COURSE)?.modules[1];
  if (!module) throw new Error('no second module');
  module.quiz.questions = [
    single('s1', 2),
    single('s2', 3),
    single('s3', 1),
    single('s4', 0),
    multiple('m1', [0, 2]),
    multiple('m2', [1, 2, 3]),
    typed('t1'),
    typed('t2'),
  ];
  return content;
}

function expectStatus(response: HttpResponse, status: number) {
  expect(response.status, response.text).toBe(status);
  expect(response.headers['cache-control']).toBe('no-store');
}

function expectOk<T>(response: HttpResponse, status = 200): T {
  expectStatus(response, status);
  return response.json<T>();
}

function expectError(response: HttpResponse, status: number, code: string): string {
  expectStatus(response, status);
  const body = response.json<{ error: { code: string; message: string } }>();
  expect(body.error.code).toBe(code);
  return body.error.message;
}

/** Every answer a guesser can form for a question from its kind and option count alone. */
function candidatesOf(question: QuizQuestionView): QuizAttemptInput['answers'][string][] {
  const count = question.optionsHtml.length;
  if (question.kind === 'single') return Array.from({ length: count }, (_, index) => index);
  if (question.kind === 'typed') return ['no idea'];
  const subsets: number[][] = [];
  for (let mask = 1; mask < 2 ** count; mask += 1) {
    subsets.push(Array.from({ length: count }, (_, index) => index).filter((i) => mask & (1 << i)));
  }
  return subsets.sort((a, b) => a.length - b.length);
}

describe.each(ENGINES)('quiz attempts on %s', (engine) => {
  let server: TestServer;
  // Server time, moved by each test (the server reads it on every request).
  let now = new Date('2026-11-25T06:00:00.000Z');
  const advance = (seconds: number) => {
    now = new Date(now.getTime() + seconds * 1000);
  };

  beforeAll(async () => {
    server = await startTestServer(engine, {}, { now: () => now, content: contentWithFullQuiz() });
  });
  afterAll(async () => {
    await server.close();
  });

  /** A new signed-in learner enrolled in the course (seeded, as the lab tests make theirs). */
  const learner = () => labLearner(server, [COURSE]);

  const attempt = (client: TestClient, answers: QuizAttemptInput['answers'], path = QUIZ) =>
    client.post(path, { version: 1, answers });

  /** What a script does after a failed attempt: asks again, and waits as long as it is told. */
  async function waitOut(client: TestClient, path = QUIZ) {
    const refused = await attempt(client, failingAnswers(), path);
    expectError(refused, 429, 'quiz_wait');
    advance(Number(refused.headers['retry-after']));
  }

  const storedAttempts = async (userId: string) =>
    (
      await server.testDb.database.db
        .selectFrom('quiz_attempts')
        .select('attempt_number')
        .where('user_id', '=', userId)
        .execute()
    ).length;

  it('names the wrong questions on the first two failed attempts only, then gives the score', async () => {
    const { client } = await learner();
    const results: QuizAttemptResult[] = [];
    for (let index = 0; index < 3; index += 1) {
      results.push(expectOk<QuizAttemptResult>(await attempt(client, failingAnswers()), 201));
      await waitOut(client);
    }
    expect(results.map((result) => result.attempt.wrong)).toEqual([
      ['q2', 'q3'],
      ['q2', 'q3'],
      null,
    ]);
    expect(results.map((result) => [result.attempt.score, result.attempt.correct])).toEqual([
      [50, 2],
      [50, 2],
      [50, 2],
    ]);
    const state = expectOk<QuizState>(await client.get(QUIZ));
    expect(state.attempts.map((each) => each.wrong)).toEqual([null, ['q2', 'q3'], ['q2', 'q3']]);
  });

  it('waits longer after each failure: 1 minute twice, then 10 minutes, 1 hour and 8 hours', async () => {
    const { client, userId } = await learner();
    const waits: number[] = [];
    const messages: string[] = [];
    for (let index = 0; index < 6; index += 1) {
      const result = expectOk<QuizAttemptResult>(await attempt(client, failingAnswers()), 201);
      waits.push(result.retryAfterSeconds);
      const refused = await attempt(client, rightAnswers());
      messages.push(expectError(refused, 429, 'quiz_wait'));
      expect(Number(refused.headers['retry-after'])).toBe(result.retryAfterSeconds);
      expect(expectOk<QuizState>(await client.get(QUIZ)).retryAfterSeconds).toBe(
        result.retryAfterSeconds,
      );
      advance(result.retryAfterSeconds - 1);
      expectError(await attempt(client, rightAnswers()), 429, 'quiz_wait');
      advance(1);
    }
    expect(waits).toEqual([60, 60, 600, HOUR, 8 * HOUR, 8 * HOUR]);
    expect(messages).toEqual([
      'You can try this quiz again in 1 minute.',
      'You can try this quiz again in 1 minute.',
      'You can try this quiz again in 10 minutes.',
      'You can try this quiz again in 60 minutes.',
      'You can try this quiz again in 8 hours.',
      'You can try this quiz again in 8 hours.',
    ]);
    expect(await storedAttempts(userId)).toBe(6);
    // Once the wait is over, the answers are taken.
    const passed = expectOk<QuizAttemptResult>(await attempt(client, rightAnswers()), 201);
    expect(passed).toMatchObject({ attempt: { passed: true }, retryAfterSeconds: 0 });
  });

  it('refuses attempts after a pass, storing nothing, even simultaneous ones', async () => {
    const { client, userId } = await learner();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => attempt(client, rightAnswers())),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    for (let index = 0; index < 20; index += 1) {
      const message = expectError(await attempt(client, failingAnswers()), 409, 'quiz_passed');
      expect(message).toBe(
        'You have passed this quiz, so it takes no more attempts: its review shows every answer with its explanation.',
      );
    }
    expect(await storedAttempts(userId)).toBe(1);
    const state = expectOk<QuizState>(await client.get(QUIZ));
    expect(state).toMatchObject({ passed: true, retryAfterSeconds: 0 });
    expect(state.attempts).toHaveLength(1);
  });

  it('answers no wait for a quiz passed before retakes were refused, and refuses the next', async () => {
    const { client, userId } = await learner();
    expectOk<QuizAttemptResult>(await attempt(client, rightAnswers()), 201);
    // A failed retake stored after the pass, as attempts were taken until decision 028.
    const { db } = server.testDb.database;
    const pass = await db
      .selectFrom('quiz_attempts')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('quiz_attempts')
      .values({ ...pass, id: randomUUID(), attempt_number: 2, passed: 0, score: 50 })
      .execute();
    const state = expectOk<QuizState>(await client.get(QUIZ));
    expect(state).toMatchObject({ passed: true, retryAfterSeconds: 0 });
    expectError(await attempt(client, rightAnswers()), 409, 'quiz_passed');
  });

  it('keeps a script that knows only the option counts from passing for days', async () => {
    const { client } = await learner();
    const state = expectOk<QuizState>(await client.get(FULL_QUIZ));
    const questions = state.questions.map((question) => ({
      id: question.id,
      candidates: candidatesOf(question),
      next: 0,
      right: false,
      knownWrong: undefined as QuizAttemptInput['answers'][string] | undefined,
    }));
    const started = now.getTime();
    let marked = true;
    let tested: (typeof questions)[number] | undefined;
    let passedAfter: number | null = null;
    for (let round = 0; round < 100 && passedAfter === null; round += 1) {
      const open = questions.filter((q) => !q.right && q.next < q.candidates.length);
      // With marks, every open question tries its next answer at once; with the score only,
      // one question does while the others repeat an answer known to be wrong.
      tested = marked ? undefined : open[0];
      const answers: QuizAttemptInput['answers'] = {};
      for (const question of questions) {
        const current = question.candidates[question.next];
        const value =
          question.right || marked || question === tested ? current : question.knownWrong;
        if (value !== undefined) answers[question.id] = value;
      }
      const result = expectOk<QuizAttemptResult>(await attempt(client, answers, FULL_QUIZ), 201);
      if (result.attempt.passed) {
        passedAfter = (now.getTime() - started) / 1000;
        break;
      }
      const { wrong } = result.attempt;
      const known = questions.filter((q) => q.right).length;
      for (const question of open) {
        const isRight = wrong
          ? !wrong.includes(question.id)
          : question === tested && result.attempt.correct > known;
        if (isRight) question.right = true;
        else if (wrong || question === tested) {
          question.knownWrong = question.candidates[question.next];
          question.next += 1;
        }
      }
      marked = wrong !== null;
      await waitOut(client, FULL_QUIZ);
    }
    // It used to pass in 13 minutes (14 attempts, a minute apart).
    expect(passedAfter).not.toBeNull();
    expect(passedAfter ?? 0).toBeGreaterThan(3 * DAY);
  });
});
