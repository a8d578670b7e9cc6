import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  failingAnswers,
  oneWrongAnswers,
  rightAnswers,
  testLab,
  testLearningContent,
} from '../../../../tests/helpers/learning-content';
import { insertUser, type TestUser } from '../../../../tests/helpers/service-database';
import {
  announceSkippedEngines,
  createTestDatabase,
  ENGINES,
  type TestDatabase,
} from '../../../../tests/helpers/test-databases';
import { findCourse } from '../../../shared/catalogue/courses';
import { QUIZ_WAITS_SECONDS, type QuizAttemptInput } from '../../../shared/schemas/learn';
import type { ServiceResult } from '../../services/result';
import { LEARN_MESSAGES, type LearnDependencies } from './learn-access';
import { completeLesson, getLesson, getOutline } from './player.service';
import { listProgress } from './progress.service';
import { getQuizState, submitQuizAttempt, type QuizWait } from './quizzes.service';

announceSkippedEngines();

const COURSE = 'docker-fundamentals';
const T0 = new Date('2026-11-24T10:00:00.000Z');
const later = (seconds: number) => new Date(T0.valueOf() + seconds * 1000);

function value<T>(result: ServiceResult<T> | QuizWait): T {
  if (!result.ok) throw new Error(`refused: ${result.status} ${result.code} ${result.message}`);
  return result.value;
}

function refusal<T>(result: ServiceResult<T> | QuizWait) {
  if (result.ok) throw new Error('expected a refusal');
  return result;
}

describe.each(ENGINES)('learn.service (%s)', (engine) => {
  let testDb: TestDatabase;
  let deps: LearnDependencies;
  let learner: TestUser;
  let other: TestUser;
  let staff: TestUser;

  async function enrol(user: TestUser, courseId = COURSE, at = T0) {
    await deps.db
      .insertInto('enrollments')
      .values({
        id: randomUUID(),
        user_id: user.id,
        course_id: courseId,
        order_id: null,
        created_at: at.toISOString(),
      })
      .execute();
  }

  const attempt = (
    user: TestUser,
    answers: QuizAttemptInput['answers'],
    now: Date,
    quizId = 'docker-1-quiz',
  ) => submitQuizAttempt(deps, user, COURSE, quizId, { version: 1, answers }, now);

  const progressRows = (user: TestUser) =>
    deps.db
      .selectFrom('learning_progress')
      .selectAll()
      .where('user_id', '=', user.id)
      .orderBy('item_id')
      .execute();

  beforeEach(async () => {
    testDb = await createTestDatabase(engine);
    learner = await insertUser(testDb.database, 'Nusrat Jahan');
    other = await insertUser(testDb.database, 'Karim Uddin');
    staff = await insertUser(testDb.database, 'Mitu Staff');
    deps = {
      db: testDb.database.db,
      content: testLearningContent(),
      catalogue: { findCourse },
      adminEmails: [staff.email],
    };
  });
  afterEach(async () => {
    await testDb.cleanup();
  });

  describe('getOutline', () => {
    it('lists each module’s lessons then its quiz, at 0 % for a new learner', async () => {
      await enrol(learner);
      const outline = value(await getOutline(deps, learner, COURSE));
      expect(outline).toMatchObject({
        courseId: COURSE,
        title: 'Docker Fundamentals',
        finished: 0,
        total: 6,
        percent: 0,
        lastItemId: null,
        nextItemId: 'docker-1-1',
      });
      expect(outline.modules.map((m) => [m.id, m.items.map((i) => `${i.kind}:${i.id}`)])).toEqual([
        ['docker-1', ['lesson:docker-1-1', 'lesson:docker-1-2', 'quiz:docker-1-quiz']],
        ['docker-2', ['lesson:docker-2-1', 'lesson:docker-2-2', 'quiz:docker-2-quiz']],
      ]);
      const items = outline.modules.flatMap((m) => m.items);
      expect(items.filter((i) => i.preview).map((i) => i.id)).toEqual(['docker-1-1']);
      expect(items.every((i) => !i.finished)).toBe(true);
      expect(items[0]).toEqual({
        kind: 'lesson',
        id: 'docker-1-1',
        title: 'Lesson 1.1',
        minutes: 6,
        finished: false,
        preview: true,
      });
    });

    it('refuses a learner not enrolled, lets staff in, and answers 404 for unknown courses', async () => {
      expect(refusal(await getOutline(deps, learner, COURSE))).toMatchObject({
        status: 403,
        code: 'not_enrolled',
        message: LEARN_MESSAGES.notEnrolled,
      });
      expect(value(await getOutline(deps, staff, COURSE)).total).toBe(6);
      expect(refusal(await getOutline(deps, learner, 'no-such-course'))).toMatchObject({
        status: 404,
        message: LEARN_MESSAGES.noCourse,
      });
      // In the catalogue, but no content compiled for it.
      expect(refusal(await getOutline(deps, staff, 'aws-cloud-practitioner'))).toMatchObject({
        status: 404,
        message: LEARN_MESSAGES.noLessonsYet,
      });
    });

    it('counts progress at a partial percentage and at 100 %, per learner only', async () => {
      await enrol(learner);
      await enrol(other);
      value(await completeLesson(deps, learner, COURSE, 'docker-1-1', T0));
      value(await completeLesson(deps, learner, COURSE, 'docker-1-2', T0));
      value(await getLesson(deps, learner, COURSE, 'docker-1-2', later(1)));
      let outline = value(await getOutline(deps, learner, COURSE));
      expect(outline).toMatchObject({
        finished: 2,
        percent: 33,
        lastItemId: 'docker-1-2',
        nextItemId: 'docker-1-quiz',
      });
      expect(value(await getOutline(deps, other, COURSE))).toMatchObject({
        finished: 0,
        percent: 0,
        lastItemId: null,
      });

      value(await attempt(learner, rightAnswers(), T0));
      for (const id of ['docker-2-1', 'docker-2-2']) {
        value(await completeLesson(deps, learner, COURSE, id, T0));
      }
      outline = value(await getOutline(deps, learner, COURSE));
      expect(outline).toMatchObject({ finished: 5, percent: 83, nextItemId: 'docker-2-quiz' });
      value(await attempt(learner, oneWrongAnswers(), T0, 'docker-2-quiz'));
      outline = value(await getOutline(deps, learner, COURSE));
      expect(outline).toMatchObject({ finished: 6, total: 6, percent: 100, nextItemId: null });
      expect(outline.modules.flatMap((m) => m.items).every((i) => i.finished)).toBe(true);
    });
  });

  describe('labs as course items', () => {
    const LAB = 'docker-run-a-container';
    beforeEach(() => {
      deps.content = testLearningContent(undefined, {
        labs: [testLab(LAB, COURSE, 'docker-1'), testLab('k8s-lab', 'kubernetes-mastery')],
      });
    });

    const finishLab = (user: TestUser, kind: 'lab' | 'lesson' = 'lab') =>
      deps.db
        .insertInto('learning_progress')
        .values({
          user_id: user.id,
          course_id: COURSE,
          item_id: LAB,
          kind,
          finished_at: T0.toISOString(),
        })
        .execute();

    it('lists a module’s labs after its lessons and before its quiz, with their minutes', async () => {
      await enrol(learner);
      const outline = value(await getOutline(deps, learner, COURSE));
      expect(outline.modules[0]?.items.map((i) => `${i.kind}:${i.id}`)).toEqual([
        'lesson:docker-1-1',
        'lesson:docker-1-2',
        `lab:${LAB}`,
        'quiz:docker-1-quiz',
      ]);
      expect(outline.modules[0]?.items[2]).toEqual({
        kind: 'lab',
        id: LAB,
        title: `Lab ${LAB}`,
        minutes: 20,
        finished: false,
        preview: false,
      });
      expect(outline.total).toBe(7);
      // The last lesson's Next is the lab.
      expect(value(await getLesson(deps, learner, COURSE, 'docker-1-2', T0)).next).toEqual({
        kind: 'lab',
        id: LAB,
        title: `Lab ${LAB}`,
      });
    });

    it('counts a lab as finished only through a lab progress row', async () => {
      await enrol(learner);
      value(await completeLesson(deps, learner, COURSE, 'docker-1-1', T0));
      value(await completeLesson(deps, learner, COURSE, 'docker-1-2', T0));
      expect(value(await getOutline(deps, learner, COURSE))).toMatchObject({
        finished: 2,
        percent: 28,
        nextItemId: LAB,
      });
      // A lesson row that happens to carry the lab's id finishes nothing.
      await finishLab(learner, 'lesson');
      expect(value(await getOutline(deps, learner, COURSE))).toMatchObject({ finished: 2 });
      await deps.db.deleteFrom('learning_progress').where('item_id', '=', LAB).execute();

      await finishLab(learner);
      const outline = value(await getOutline(deps, learner, COURSE));
      expect(outline).toMatchObject({ finished: 3, percent: 42, nextItemId: 'docker-1-quiz' });
      expect(outline.modules[0]?.items.find((i) => i.id === LAB)?.finished).toBe(true);
      expect((await listProgress(deps, learner.id))[0]).toMatchObject({
        courseId: COURSE,
        finished: 3,
        total: 7,
        percent: 42,
      });
    });
  });

  describe('getLesson', () => {
    it('answers the preview lesson to anyone, signed out unfinished and unremembered', async () => {
      const lesson = value(await getLesson(deps, null, COURSE, 'docker-1-1', T0));
      expect(lesson).toEqual({
        courseId: COURSE,
        moduleId: 'docker-1',
        id: 'docker-1-1',
        title: 'Lesson 1.1',
        minutes: 6,
        summary: 'What lesson 1.1 teaches.',
        html: '<h2>Lesson 1.1</h2><p>Body of docker-1-1.</p>',
        finished: false,
        previous: null,
        next: { kind: 'lesson', id: 'docker-1-2', title: 'Lesson 1.2' },
      });
      expect(value(await getLesson(deps, learner, COURSE, 'docker-1-1', T0)).id).toBe('docker-1-1');
      expect(await deps.db.selectFrom('learning_positions').selectAll().execute()).toEqual([
        {
          user_id: learner.id,
          course_id: COURSE,
          item_id: 'docker-1-1',
          opened_at: T0.toISOString(),
        },
      ]);
    });

    it('writes the position again for the same lesson only once it is a minute old', async () => {
      const opened = async () =>
        (await deps.db.selectFrom('learning_positions').select('opened_at').execute()).map(
          (row) => row.opened_at,
        );
      value(await getLesson(deps, learner, COURSE, 'docker-1-1', T0));
      value(await getLesson(deps, learner, COURSE, 'docker-1-1', later(59)));
      expect(await opened()).toEqual([T0.toISOString()]);
      const minuteOn = later(60);
      value(await getLesson(deps, learner, COURSE, 'docker-1-1', minuteOn));
      expect(await opened()).toEqual([minuteOn.toISOString()]);
    });

    it('answers other lessons to enrolled learners and staff only', async () => {
      expect(refusal(await getLesson(deps, null, COURSE, 'docker-1-2'))).toMatchObject({
        status: 401,
        code: 'unauthenticated',
      });
      expect(refusal(await getLesson(deps, learner, COURSE, 'docker-1-2'))).toMatchObject({
        status: 403,
        code: 'not_enrolled',
      });
      const staffLesson = value(await getLesson(deps, staff, COURSE, 'docker-2-1'));
      expect(staffLesson.previous).toEqual({
        kind: 'quiz',
        id: 'docker-1-quiz',
        title: 'Quiz: module docker-1',
      });
      await enrol(learner);
      value(await completeLesson(deps, learner, COURSE, 'docker-2-2'));
      const last = value(await getLesson(deps, learner, COURSE, 'docker-2-2'));
      expect(last).toMatchObject({
        finished: true,
        next: { kind: 'quiz', id: 'docker-2-quiz' },
      });
    });

    it('answers 404 for an unknown course or lesson, and for a quiz id asked as a lesson', async () => {
      await enrol(learner);
      for (const [course, lesson] of [
        ['no-such-course', 'docker-1-1'],
        [COURSE, 'docker-9-9'],
        [COURSE, 'docker-1-quiz'],
      ] as const) {
        expect(refusal(await getLesson(deps, learner, course, lesson)).status).toBe(404);
      }
    });
  });

  describe('completeLesson', () => {
    it('records a lesson once however often it is completed', async () => {
      await enrol(learner);
      const first = value(await completeLesson(deps, learner, COURSE, 'docker-1-2', T0));
      // The first completion says what it gave: the lesson's XP and the first-lesson badge.
      expect(first).toEqual({
        itemId: 'docker-1-2',
        finished: true,
        percent: 16,
        xpGained: 10,
        badges: ['first-lesson'],
        certificateId: null,
      });
      const results = await Promise.all(
        Array.from({ length: 10 }, () => completeLesson(deps, learner, COURSE, 'docker-1-2')),
      );
      // The later ones gave nothing more, and say nothing of it.
      for (const result of results) {
        expect(value(result)).toEqual({ itemId: 'docker-1-2', finished: true, percent: 16 });
      }
      expect(await progressRows(learner)).toEqual([
        {
          user_id: learner.id,
          course_id: COURSE,
          item_id: 'docker-1-2',
          kind: 'lesson',
          finished_at: T0.toISOString(),
        },
      ]);
    });

    it('needs enrolment, the preview lesson included', async () => {
      expect(refusal(await completeLesson(deps, learner, COURSE, 'docker-1-1'))).toMatchObject({
        status: 403,
        code: 'not_enrolled',
      });
      expect(refusal(await completeLesson(deps, learner, COURSE, 'docker-1-quiz')).status).toBe(
        404,
      );
      expect(await progressRows(learner)).toEqual([]);
    });
  });

  describe('quizzes', () => {
    it('hides the answers until a pass, then shows them', async () => {
      await enrol(learner);
      const before = value(await getQuizState(deps, learner, COURSE, 'docker-1-quiz', T0));
      expect(before).toMatchObject({
        moduleId: 'docker-1',
        id: 'docker-1-quiz',
        version: 1,
        attempts: [],
        passed: false,
        retryAfterSeconds: 0,
        previous: { kind: 'lesson', id: 'docker-1-2' },
        next: { kind: 'lesson', id: 'docker-2-1' },
      });
      for (const question of before.questions) {
        expect(Object.keys(question).sort()).toEqual(['id', 'kind', 'optionsHtml', 'promptHtml']);
      }
      value(await attempt(learner, rightAnswers(), T0));
      const after = value(await getQuizState(deps, learner, COURSE, 'docker-1-quiz', T0));
      expect(after.passed).toBe(true);
      expect(after.questions.map((q) => ('answerHtml' in q ? q.answerHtml : null))).toEqual([
        '<code>docker ps</code>',
        'containerd; CRI-O',
        '<code>docker run</code>',
        'A file system and settings',
      ]);
    });

    it('stores a failed attempt with its wrong ids, and refuses another for 60 s', async () => {
      await enrol(learner);
      const failed = value(await attempt(learner, failingAnswers(), T0));
      expect(failed).toEqual({
        attempt: {
          id: expect.any(String),
          createdAt: T0.toISOString(),
          score: 50,
          correct: 2,
          total: 4,
          passed: false,
          wrong: ['q2', 'q3'],
        },
        percent: 0,
        retryAfterSeconds: 60,
      });
      const wait = refusal(await attempt(learner, rightAnswers(), later(20)));
      expect(wait).toEqual({
        ok: false,
        status: 429,
        code: 'quiz_wait',
        message: 'You can try this quiz again in 40 seconds.',
        retryAfterSeconds: 40,
      });
      const state = value(await getQuizState(deps, learner, COURSE, 'docker-1-quiz', later(59.5)));
      expect(state.retryAfterSeconds).toBe(1);
      expect(state.attempts).toEqual([failed.attempt]);
      expect(state.questions.some((q) => 'answerHtml' in q)).toBe(false);

      const passed = value(
        await attempt(learner, oneWrongAnswers(), later(QUIZ_WAITS_SECONDS[0] ?? 60)),
      );
      expect(passed.attempt).toMatchObject({ score: 75, passed: true, wrong: ['q2'] });
      expect(passed.percent).toBe(16);
      expect(passed.review).toHaveLength(4);

      const rows = await deps.db.selectFrom('quiz_attempts').selectAll().execute();
      expect(rows).toHaveLength(2);
      const first = rows.find((row) => row.attempt_number === 1);
      expect(first).toMatchObject({
        user_id: learner.id,
        course_id: COURSE,
        quiz_id: 'docker-1-quiz',
        quiz_version: 1,
        correct: 2,
        total: 4,
        score: 50,
        passed: 0,
      });
      expect(JSON.parse(first?.questions ?? '')).toEqual(['q1', 'q2', 'q3', 'q4']);
      expect(JSON.parse(first?.answers ?? '')).toEqual(failingAnswers());
    });

    it('finishes the quiz item once, and refuses (storing nothing) any attempt after the pass', async () => {
      await enrol(learner);
      value(await attempt(learner, rightAnswers(), T0));
      for (const answers of [rightAnswers(), failingAnswers()]) {
        expect(refusal(await attempt(learner, answers, later(1)))).toMatchObject({
          status: 409,
          code: 'quiz_passed',
        });
      }
      expect(await deps.db.selectFrom('quiz_attempts').select('id').execute()).toHaveLength(1);
      expect(await progressRows(learner)).toEqual([
        {
          user_id: learner.id,
          course_id: COURSE,
          item_id: 'docker-1-quiz',
          kind: 'quiz',
          finished_at: T0.toISOString(),
        },
      ]);
      expect(value(await getOutline(deps, learner, COURSE))).toMatchObject({
        finished: 1,
        percent: 16,
      });
    });

    it('refuses a stale version, unknown quizzes and learners not enrolled', async () => {
      await enrol(learner);
      const stale = await submitQuizAttempt(
        deps,
        learner,
        COURSE,
        'docker-1-quiz',
        { version: 2, answers: rightAnswers() },
        T0,
      );
      expect(refusal(stale)).toMatchObject({ status: 409, code: 'quiz_changed' });
      expect(refusal(await attempt(learner, rightAnswers(), T0, 'docker-1-1')).status).toBe(404);
      expect(refusal(await attempt(other, rightAnswers(), T0))).toMatchObject({
        status: 403,
        code: 'not_enrolled',
      });
      expect(refusal(await getQuizState(deps, other, COURSE, 'docker-1-quiz')).status).toBe(403);
      // Staff may take any quiz.
      expect(value(await attempt(staff, rightAnswers(), T0)).attempt.passed).toBe(true);
      expect(await deps.db.selectFrom('quiz_attempts').select('user_id').execute()).toEqual([
        { user_id: staff.id },
      ]);
    });

    it('accepts one of several simultaneous attempts inside the wait', async () => {
      await enrol(learner);
      // The first attempts of all: one is stored, and being a failure it starts the wait.
      const first = await Promise.all(
        Array.from({ length: 5 }, () => attempt(learner, failingAnswers(), T0)),
      );
      expect(first.filter((r) => r.ok)).toHaveLength(1);
      expect(first.filter((r) => !r.ok).map((r) => refusal(r).status)).toEqual(Array(4).fill(429));
      // After the wait, again only one of the simultaneous attempts is taken.
      const next = await Promise.all(
        Array.from({ length: 5 }, () => attempt(learner, failingAnswers(), later(61))),
      );
      expect(next.filter((r) => r.ok)).toHaveLength(1);
      const rows = await deps.db.selectFrom('quiz_attempts').select('attempt_number').execute();
      expect(rows.map((row) => row.attempt_number).sort()).toEqual([1, 2]);
    });
  });

  describe('listProgress', () => {
    it('gives each owned course its percentage, next item and last activity', async () => {
      await enrol(learner, COURSE, T0);
      await enrol(learner, 'kubernetes-mastery', later(10));
      await enrol(learner, 'aws-cloud-practitioner', later(5));
      await enrol(other, COURSE, T0);
      value(await completeLesson(deps, learner, COURSE, 'docker-1-1', later(100)));
      value(await attempt(learner, failingAnswers(), later(200)));
      value(await getLesson(deps, learner, 'kubernetes-mastery', 'kubernetes-1-2', later(50)));

      expect(await listProgress(deps, learner.id)).toEqual([
        {
          courseId: 'kubernetes-mastery',
          percent: 0,
          finished: 0,
          total: 6,
          lastActivityAt: later(50).toISOString(),
          nextItemId: 'kubernetes-1-1',
        },
        {
          courseId: 'aws-cloud-practitioner',
          percent: 0,
          finished: 0,
          total: 0,
          lastActivityAt: null,
          nextItemId: null,
        },
        {
          courseId: COURSE,
          percent: 16,
          finished: 1,
          total: 6,
          lastActivityAt: later(200).toISOString(),
          nextItemId: 'docker-1-2',
        },
      ]);
      expect(await listProgress(deps, other.id)).toEqual([
        expect.objectContaining({ courseId: COURSE, finished: 0, lastActivityAt: null }),
      ]);
    });
  });
});
