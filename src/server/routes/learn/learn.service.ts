import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { CompiledCourse, LearningContent } from '../../content/content-types';
import type { DatabaseSchema, QuizAttemptsTable } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import type { SessionUser } from '../../http/session';
import { failure, success, type ServiceResult } from '../../services/result';
import { isStaff } from '../../staff/staff.service';
import {
  countFinished,
  courseItems,
  coursePercent,
  finishedIds,
  finishItem,
  finishItemWithin,
  finishNews,
} from '../../learning/progress';
import { isEnrolled, type CourseCatalogue } from '../../learning/enrolments';
import {
  QUIZ_MARKED_ATTEMPTS,
  QUIZ_PASSED_MESSAGE,
  quizWaitAfter,
  quizWaitMessage,
  type CompletionResult,
  type CourseOutline,
  type CourseProgress,
  type ItemKind,
  type LessonBody,
  type QuizAttemptInput,
  type QuizAttemptResult,
  type QuizAttemptSummary,
  type QuizState,
} from '../../../shared/schemas/learn';
import {
  findItem as findCourseItem,
  itemId,
  itemKey,
  itemMinutes,
  itemTitle,
  labsOfCourse,
  percentOf,
  previewLessonId,
  progressKey,
} from '../../content/course-items';
import { gradeQuiz, questionReview, questionView } from './quiz-grading';

export interface LearnDependencies {
  db: Kysely<DatabaseSchema>;
  content: LearningContent;
  /** Course titles for the outline. */
  catalogue: CourseCatalogue;
  adminEmails: readonly string[];
}

/** The session user: every read and write is keyed by their id, never by anything sent. */
export type Learner = Pick<SessionUser, 'id' | 'email'>;

export const LEARN_MESSAGES = {
  signIn: 'Please sign in first.',
  notEnrolled: 'Enrol in this course to open its lessons and quizzes.',
  noCourse: 'There is no such course.',
  noLessonsYet: 'This course has no lessons yet.',
  noLesson: 'There is no such lesson in this course.',
  noQuiz: 'There is no such quiz in this course.',
  quizChanged: 'This quiz has changed since you opened it: reload it to see the new questions.',
} as const;

/** A refused attempt inside the wait after a failed one; the route sends Retry-After. */
export interface QuizWait {
  ok: false;
  status: 429;
  code: 'quiz_wait';
  message: string;
  retryAfterSeconds: number;
}

type AttemptRow = Selectable<QuizAttemptsTable>;

function unknownCourse<T>(deps: LearnDependencies, courseId: string): ServiceResult<T> {
  const message = deps.catalogue.findCourse(courseId)
    ? LEARN_MESSAGES.noLessonsYet
    : LEARN_MESSAGES.noCourse;
  return failure(404, 'not_found', message);
}

/**
 * 403 `not_enrolled` unless the learner may learn the course: enrolled in it, or staff (who
 * check every course's content); null when they may.
 */
async function refuseOutsider(
  deps: LearnDependencies,
  learner: Learner,
  courseId: string,
): Promise<ServiceResult<never> | null> {
  const allowed =
    (await isEnrolled(deps.db, learner.id, courseId)) ||
    (await isStaff(deps.db, deps.adminEmails, learner.email));
  return allowed ? null : failure(403, 'not_enrolled', LEARN_MESSAGES.notEnrolled);
}

function findItem(deps: LearnDependencies, course: CompiledCourse, kind: ItemKind, id: string) {
  return findCourseItem(course, labsOfCourse(deps.content, course.courseId), kind, id);
}

/** How long a remembered opening of the same item stands before it is written again. */
const POSITION_FRESH_MS = 60_000;

async function recordPosition(
  deps: LearnDependencies,
  userId: string,
  courseId: string,
  itemId: string,
  now: Date,
) {
  const stored = await deps.db
    .selectFrom('learning_positions')
    .select(['item_id', 'opened_at'])
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .executeTakeFirst();
  await writePosition(deps, { userId, courseId, itemId, now }, stored);
}

/**
 * Remembers the opening unless `stored` already says so: a reload or a second tab re-opens the
 * same item, which needs no write (on SQLite every write waits for the one before) unless the
 * stored time is a minute old, as "most recent" reads it.
 */
async function writePosition(
  deps: LearnDependencies,
  {
    userId,
    courseId,
    itemId,
    now,
  }: { userId: string; courseId: string; itemId: string; now: Date },
  stored: { item_id: string | null; opened_at: string | null } | undefined,
) {
  if (
    stored?.item_id === itemId &&
    stored.opened_at !== null &&
    now.getTime() - Date.parse(stored.opened_at) < POSITION_FRESH_MS
  ) {
    return;
  }
  const openedAt = now.toISOString();
  await deps.db
    .insertInto('learning_positions')
    .values({ user_id: userId, course_id: courseId, item_id: itemId, opened_at: openedAt })
    .onConflict((conflict) =>
      conflict
        .columns(['user_id', 'course_id'])
        .doUpdateSet({ item_id: itemId, opened_at: openedAt }),
    )
    .execute();
}

/** GET /api/learn/{courseId}: the course's items with the learner's progress. */
export async function getOutline(
  deps: LearnDependencies,
  learner: Learner,
  courseId: string,
): Promise<ServiceResult<CourseOutline>> {
  const course = deps.content.courses.get(courseId);
  if (!course) return unknownCourse(deps, courseId);
  const refused = await refuseOutsider(deps, learner, courseId);
  if (refused) return refused;
  const [finished, position] = await Promise.all([
    finishedIds(deps, learner.id, courseId),
    deps.db
      .selectFrom('learning_positions')
      .select('item_id')
      .where('user_id', '=', learner.id)
      .where('course_id', '=', courseId)
      .executeTakeFirst(),
  ]);
  const items = courseItems(deps, course);
  const preview = previewLessonId(course);
  const done = countFinished(items, finished);
  const next = items.find((item) => !finished.has(itemKey(item)));
  const last = items.find((item) => itemId(item) === position?.item_id);
  return success({
    courseId,
    title: deps.catalogue.findCourse(courseId)?.title ?? courseId,
    modules: course.modules.map((module) => ({
      id: module.id,
      title: module.title,
      items: items
        .filter((item) => item.module === module)
        .map((item) => ({
          kind: item.kind,
          id: itemId(item),
          title: itemTitle(item),
          minutes: itemMinutes(item),
          finished: finished.has(itemKey(item)),
          preview: item.kind === 'lesson' && itemId(item) === preview,
        })),
    })),
    finished: done,
    total: items.length,
    percent: percentOf(done, items.length),
    lastItemId: last ? itemId(last) : null,
    nextItemId: next ? itemId(next) : null,
  });
}

/**
 * GET /api/learn/{courseId}/lessons/{lessonId}. The preview lesson is answered to anyone (signed
 * out: `learner` null); any other to enrolled learners and staff. Opening one is remembered.
 */
export async function getLesson(
  deps: LearnDependencies,
  learner: Learner | null,
  courseId: string,
  lessonId: string,
  now: Date = new Date(),
): Promise<ServiceResult<LessonBody>> {
  const course = deps.content.courses.get(courseId);
  if (!course) return unknownCourse(deps, courseId);
  const found = findItem(deps, course, 'lesson', lessonId);
  if (!found || found.item.kind !== 'lesson')
    return failure(404, 'not_found', LEARN_MESSAGES.noLesson);
  const preview = lessonId === previewLessonId(course);
  if (!preview && !learner) return failure(401, 'unauthenticated', LEARN_MESSAGES.signIn);
  let finished = false;
  if (learner) {
    // One round trip for what the answer needs: enrolment, this lesson finished, where the
    // learner last was (the most read answer of a course, decision 029).
    const mine = (table: 'enrollments' | 'learning_progress' | 'learning_positions') =>
      deps.db
        .selectFrom(table)
        .where(`${table}.user_id`, '=', learner.id)
        .where(`${table}.course_id`, '=', courseId);
    const state = await deps.db
      .selectNoFrom([
        mine('enrollments').select('enrollments.id').limit(1).as('enrolment'),
        mine('learning_progress')
          .select('learning_progress.item_id')
          .where('learning_progress.item_id', '=', lessonId)
          .where('learning_progress.kind', '=', 'lesson')
          .limit(1)
          .as('finished'),
        mine('learning_positions').select('learning_positions.item_id').as('item_id'),
        mine('learning_positions').select('learning_positions.opened_at').as('opened_at'),
      ])
      .executeTakeFirstOrThrow();
    if (
      !preview &&
      state.enrolment === null &&
      !(await isStaff(deps.db, deps.adminEmails, learner.email))
    ) {
      return failure(403, 'not_enrolled', LEARN_MESSAGES.notEnrolled);
    }
    finished = state.finished !== null;
    await writePosition(deps, { userId: learner.id, courseId, itemId: lessonId, now }, state);
  }
  const { lesson, module } = found.item;
  return success({
    courseId,
    moduleId: module.id,
    id: lesson.id,
    title: lesson.title,
    minutes: lesson.minutes,
    summary: lesson.summary,
    html: lesson.html,
    finished,
    previous: found.previous,
    next: found.next,
  });
}

/** POST .../lessons/{lessonId}/complete: idempotent; the preview lesson too needs enrolment. */
export async function completeLesson(
  deps: LearnDependencies,
  learner: Learner,
  courseId: string,
  lessonId: string,
  now: Date = new Date(),
): Promise<ServiceResult<CompletionResult>> {
  const course = deps.content.courses.get(courseId);
  if (!course) return unknownCourse(deps, courseId);
  if (!findItem(deps, course, 'lesson', lessonId)) {
    return failure(404, 'not_found', LEARN_MESSAGES.noLesson);
  }
  const refused = await refuseOutsider(deps, learner, courseId);
  if (refused) return refused;
  const outcome = await finishItem(deps, {
    userId: learner.id,
    courseId,
    itemId: lessonId,
    kind: 'lesson',
    now,
  });
  return success({
    itemId: lessonId,
    finished: true,
    percent: await coursePercent(deps, learner.id, course),
    ...finishNews(outcome),
  });
}

function parseIds(json: string): string[] {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
}

/**
 * An attempt as the learner sees it. A failed attempt after the first QUIZ_MARKED_ATTEMPTS gives
 * its score only: naming the wrong questions on every attempt let a script that knew only the
 * option counts pass by elimination (decision 028). The ids stay stored.
 */
function attemptSummary(row: AttemptRow): QuizAttemptSummary {
  const marked = Boolean(row.passed) || row.attempt_number <= QUIZ_MARKED_ATTEMPTS;
  return {
    id: row.id,
    createdAt: row.created_at,
    score: row.score,
    correct: row.correct,
    total: row.total,
    passed: Boolean(row.passed),
    wrong: marked ? parseIds(row.wrong) : null,
  };
}

type LastAttempt = Pick<AttemptRow, 'attempt_number' | 'passed' | 'created_at'>;

/**
 * Seconds until the next attempt may start: the wait runs only after a failed attempt, and
 * grows with the failures (QUIZ_WAITS_SECONDS). Attempts are numbered from 1 and none follows
 * a pass, so the last one's number is the count of failures.
 */
function waitSeconds(last: LastAttempt | undefined, now: Date) {
  if (!last || last.passed) return 0;
  const wait = quizWaitAfter(last.attempt_number);
  const left = wait * 1000 - (now.valueOf() - Date.parse(last.created_at));
  return left > 0 ? Math.min(wait, Math.ceil(left / 1000)) : 0;
}

function findQuiz(deps: LearnDependencies, course: CompiledCourse, quizId: string) {
  const found = findItem(deps, course, 'quiz', quizId);
  return found && found.item.kind === 'quiz' ? { ...found, quiz: found.item.quiz } : null;
}

async function attemptRows(
  db: Kysely<DatabaseSchema>,
  userId: string,
  courseId: string,
  quizId: string,
) {
  return db
    .selectFrom('quiz_attempts')
    .selectAll()
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .where('quiz_id', '=', quizId)
    .orderBy('attempt_number', 'desc')
    .execute();
}

/**
 * GET .../quizzes/{quizId}/attempts: the questions (their answers only once the learner has
 * passed), the learner's attempts newest first, and how long until the next may start.
 */
export async function getQuizState(
  deps: LearnDependencies,
  learner: Learner,
  courseId: string,
  quizId: string,
  now: Date = new Date(),
): Promise<ServiceResult<QuizState>> {
  const course = deps.content.courses.get(courseId);
  if (!course) return unknownCourse(deps, courseId);
  const found = findQuiz(deps, course, quizId);
  if (!found) return failure(404, 'not_found', LEARN_MESSAGES.noQuiz);
  const refused = await refuseOutsider(deps, learner, courseId);
  if (refused) return refused;
  const rows = await attemptRows(deps.db, learner.id, courseId, quizId);
  await recordPosition(deps, learner.id, courseId, quizId, now);
  const { quiz } = found;
  const passed = rows.some((row) => row.passed);
  return success({
    courseId,
    moduleId: quiz.moduleId,
    id: quiz.id,
    title: quiz.title,
    version: quiz.version,
    questions: passed ? quiz.questions.map(questionReview) : quiz.questions.map(questionView),
    attempts: rows.map(attemptSummary),
    passed,
    // A pass ends the attempts, whatever was stored after it before decision 028.
    retryAfterSeconds: passed ? 0 : waitSeconds(rows[0], now),
    previous: found.previous,
    next: found.next,
  });
}

// Simultaneous attempts collide on the attempt number; the loser reads again and is then
// refused (by the winner's pass or its wait), or numbered after the winner. A few rounds are
// plenty.
const ATTEMPT_ROUNDS = 5;

/**
 * POST .../quizzes/{quizId}/attempts: graded here, every attempt stored. A pass finishes the
 * quiz item (once) and ends the attempts: later ones are refused (409 `quiz_passed`) and cost
 * nothing. After a failed attempt the next is refused for a wait that grows with the failures.
 */
export async function submitQuizAttempt(
  deps: LearnDependencies,
  learner: Learner,
  courseId: string,
  quizId: string,
  input: QuizAttemptInput,
  now: Date = new Date(),
): Promise<ServiceResult<QuizAttemptResult> | QuizWait> {
  const course = deps.content.courses.get(courseId);
  if (!course) return unknownCourse(deps, courseId);
  const found = findQuiz(deps, course, quizId);
  if (!found) return failure(404, 'not_found', LEARN_MESSAGES.noQuiz);
  const refused = await refuseOutsider(deps, learner, courseId);
  if (refused) return refused;
  const { quiz } = found;
  if (input.version !== quiz.version) {
    return failure(409, 'quiz_changed', LEARN_MESSAGES.quizChanged);
  }
  const grade = gradeQuiz(quiz, input.answers);
  for (let round = 1; ; round += 1) {
    try {
      const outcome = await deps.db.transaction().execute(async (trx) => {
        const mine = trx
          .selectFrom('quiz_attempts')
          .select(['attempt_number', 'passed', 'created_at'])
          .where('user_id', '=', learner.id)
          .where('course_id', '=', courseId)
          .where('quiz_id', '=', quizId);
        // The last attempt first: an attempt stored after this read takes the number this one
        // would, so it collides below; the pass read after it then sees every earlier pass. Any
        // pass, not only the last attempt's: before decision 028 retakes after a pass were stored.
        const last = await mine.orderBy('attempt_number', 'desc').limit(1).executeTakeFirst();
        const pass = await mine.where('passed', '=', 1).limit(1).executeTakeFirst();
        if (pass) return { stored: false as const, passed: true as const };
        const wait = waitSeconds(last, now);
        if (wait > 0) return { stored: false as const, passed: false as const, wait };
        const row: AttemptRow = {
          id: randomUUID(),
          user_id: learner.id,
          course_id: courseId,
          quiz_id: quizId,
          attempt_number: (last?.attempt_number ?? 0) + 1,
          quiz_version: quiz.version,
          questions: JSON.stringify(quiz.questions.map((question) => question.id)),
          answers: JSON.stringify(grade.answers),
          wrong: JSON.stringify(grade.wrong),
          correct: grade.correct,
          total: grade.total,
          score: grade.score,
          passed: grade.passed ? 1 : 0,
          created_at: now.toISOString(),
        };
        await trx.insertInto('quiz_attempts').values(row).execute();
        const finish = grade.passed
          ? await finishItemWithin(trx, deps, {
              userId: learner.id,
              courseId,
              itemId: quizId,
              kind: 'quiz',
              now,
            })
          : null;
        return { stored: true as const, row, finish };
      });
      if (!outcome.stored && outcome.passed) {
        return failure(409, 'quiz_passed', QUIZ_PASSED_MESSAGE);
      }
      if (!outcome.stored) {
        return {
          ok: false,
          status: 429,
          code: 'quiz_wait',
          message: quizWaitMessage(outcome.wait),
          retryAfterSeconds: outcome.wait,
        };
      }
      const finished = outcome.finish ? await outcome.finish.afterCommit() : null;
      const result: QuizAttemptResult = {
        attempt: attemptSummary(outcome.row),
        percent: await coursePercent(deps, learner.id, course),
        retryAfterSeconds: waitSeconds(outcome.row, now),
        ...finishNews(finished),
      };
      // Only a pass is stored after none before it: the review comes with this attempt's pass.
      if (grade.passed) result.review = quiz.questions.map(questionReview);
      return success(result);
    } catch (error) {
      if (!isUniqueViolation(error) || round >= ATTEMPT_ROUNDS) throw error;
    }
  }
}

/** GET /api/learn: the learner's progress in each course they own, newest enrolment first. */
export async function listProgress(
  deps: LearnDependencies,
  userId: string,
): Promise<CourseProgress[]> {
  const [enrolments, progress, positions, attempts] = await Promise.all([
    deps.db
      .selectFrom('enrollments')
      .select('course_id')
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute(),
    deps.db
      .selectFrom('learning_progress')
      .select(['course_id', 'item_id', 'kind', 'finished_at'])
      .where('user_id', '=', userId)
      .execute(),
    deps.db
      .selectFrom('learning_positions')
      .select(['course_id', 'opened_at'])
      .where('user_id', '=', userId)
      .execute(),
    deps.db
      .selectFrom('quiz_attempts')
      .select(['course_id', (eb) => eb.fn.max('created_at').as('last_at')])
      .where('user_id', '=', userId)
      .groupBy('course_id')
      .execute(),
  ]);
  const latest = new Map<string, string>();
  const touch = (courseId: string, at: string | null) => {
    const seen = latest.get(courseId);
    if (at && (!seen || at > seen)) latest.set(courseId, at);
  };
  for (const row of progress) touch(row.course_id, row.finished_at);
  for (const row of positions) touch(row.course_id, row.opened_at);
  for (const row of attempts) touch(row.course_id, row.last_at);

  return enrolments.map(({ course_id: courseId }) => {
    const course = deps.content.courses.get(courseId);
    const items = course ? courseItems(deps, course) : [];
    const finished = new Set(
      progress
        .filter((row) => row.course_id === courseId)
        .map((row) => progressKey(row.kind, row.item_id)),
    );
    const done = countFinished(items, finished);
    const next = items.find((item) => !finished.has(itemKey(item)));
    return {
      courseId,
      percent: percentOf(done, items.length),
      finished: done,
      total: items.length,
      lastActivityAt: latest.get(courseId) ?? null,
      nextItemId: next ? itemId(next) : null,
    };
  });
}
