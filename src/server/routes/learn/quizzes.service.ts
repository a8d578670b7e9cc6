import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { CompiledCourse, CompiledQuiz } from '../../content/content-types';
import type { DatabaseSchema, QuizAttemptsTable } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import { failure, success, type ServiceResult } from '../../services/result';
import { coursePercent, finishItemWithin, finishNews } from '../../learning/progress';
import {
  QUIZ_MARKED_ATTEMPTS,
  QUIZ_PASSED_MESSAGE,
  quizWaitAfter,
  quizWaitMessage,
  type QuizAttemptInput,
  type QuizAttemptResult,
  type QuizAttemptSummary,
  type QuizState,
} from '../../../shared/schemas/learn';
import {
  findItem,
  LEARN_MESSAGES,
  openCourseItem,
  type LearnDependencies,
  type Learner,
} from './learn-access';
import { recordPosition } from './positions';
import { gradeQuiz, questionReview, questionView, type Grade } from './quiz-grading';

/** A refused attempt inside the wait after a failed one; the route sends Retry-After. */
export interface QuizWait {
  ok: false;
  status: 429;
  code: 'quiz_wait';
  message: string;
  retryAfterSeconds: number;
}

type AttemptRow = Selectable<QuizAttemptsTable>;

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

/** The quiz a learner acts on, once the course, the quiz and their enrolment all check out. */
function openQuiz(deps: LearnDependencies, learner: Learner, courseId: string, quizId: string) {
  const find = (course: CompiledCourse) => findQuiz(deps, course, quizId);
  return openCourseItem(deps, learner, courseId, find, LEARN_MESSAGES.noQuiz);
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
  const opened = await openQuiz(deps, learner, courseId, quizId);
  if (!opened.ok) return opened;
  const { item: found } = opened.value;
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

/**
 * One attempt inside its transaction: refused after a pass or inside the wait, else stored (and,
 * on a pass, the quiz item finished within the same transaction).
 */
async function storeAttempt(
  trx: Kysely<DatabaseSchema>,
  deps: LearnDependencies,
  {
    learner,
    courseId,
    quizId,
    quiz,
    grade,
    now,
  }: {
    learner: Learner;
    courseId: string;
    quizId: string;
    quiz: CompiledQuiz;
    grade: Grade;
    now: Date;
  },
) {
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
  const opened = await openQuiz(deps, learner, courseId, quizId);
  if (!opened.ok) return opened;
  const { course, item: found } = opened.value;
  const { quiz } = found;
  if (input.version !== quiz.version) {
    return failure(409, 'quiz_changed', LEARN_MESSAGES.quizChanged);
  }
  const grade = gradeQuiz(quiz, input.answers);
  for (let round = 1; ; round += 1) {
    try {
      const outcome = await deps.db
        .transaction()
        .execute((trx) => storeAttempt(trx, deps, { learner, courseId, quizId, quiz, grade, now }));
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
