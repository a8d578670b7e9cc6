import * as z from 'zod/mini';
import { waitInWords } from '../format/format';
import { checkWith } from './check';

/**
 * The course player's API: what GET /api/learn/... answers and what a quiz attempt sends. A
 * course is modules of items; an item is a lesson, a lab or the module's quiz. Item ids are
 * stable and readable: lesson `docker-1-3` is the third lesson of module `docker-1`,
 * `docker-1-quiz` that module's quiz, and a lab is named by its own id (it runs on its own page,
 * /labs/{labId}/session).
 */

// In a module of their own so the browser can read them without loading zod.
export {
  QUIZ_MARKED_ATTEMPTS,
  QUIZ_PASS_PERCENT,
  QUIZ_WAITS_SECONDS,
  quizWaitAfter,
} from './quiz-rules';

export type ItemKind = 'lesson' | 'lab' | 'quiz';

export interface OutlineItem {
  kind: ItemKind;
  id: string;
  title: string;
  /** Reading time for a lesson; a lab's or a quiz's estimate. */
  minutes: number;
  finished: boolean;
  /** The course's free preview lesson: open to everyone. */
  preview: boolean;
}

export interface OutlineModule {
  id: string;
  title: string;
  items: OutlineItem[];
}

/** GET /api/learn/{courseId}: the outline with the caller's progress. */
export interface CourseOutline {
  courseId: string;
  title: string;
  modules: OutlineModule[];
  finished: number;
  total: number;
  /** Whole percent, finished over total, rounded down (100 only when all are finished). */
  percent: number;
  /** The item the learner opened last, if any. */
  lastItemId: string | null;
  /** The first unfinished item in course order (null when every item is finished). */
  nextItemId: string | null;
}

export interface ItemLink {
  kind: ItemKind;
  id: string;
  title: string;
}

/** GET /api/learn/{courseId}/lessons/{lessonId}. */
export interface LessonBody {
  courseId: string;
  moduleId: string;
  id: string;
  title: string;
  minutes: number;
  summary: string;
  /** Compiled at build time from the lesson's Markdown, code already highlighted. */
  html: string;
  finished: boolean;
  previous: ItemLink | null;
  next: ItemLink | null;
}

/** POST .../lessons/{lessonId}/complete: idempotent. */
/** What finishing an item just gave the learner (absent when it was finished before). */
export interface FinishNews {
  /** XP this finish awarded (0 when the item had given its XP before). */
  xpGained?: number;
  /** Badges earned by this finish, by id. */
  badges?: string[];
  /** The course's certificate, when this finish completed the course and it was issued now. */
  certificateId?: string | null;
}

export interface CompletionResult extends FinishNews {
  itemId: string;
  finished: true;
  percent: number;
}

export type QuestionKind = 'single' | 'multiple' | 'typed';

/** A question as the browser sees it before a pass: no answers. */
export interface QuizQuestionView {
  id: string;
  kind: QuestionKind;
  /** Inline HTML (code spans) compiled at build time. */
  promptHtml: string;
  /** Inline HTML per option; empty for typed questions. */
  optionsHtml: string[];
}

/** Shown only once the learner has passed: the right answers and why. */
export interface QuizQuestionReview extends QuizQuestionView {
  answerHtml: string;
  explanationHtml: string;
}

export interface QuizAttemptSummary {
  id: string;
  /** ISO time. */
  createdAt: string;
  score: number;
  correct: number;
  total: number;
  passed: boolean;
  /**
   * Ids of the questions answered wrongly (never the right answers); null for a failed attempt
   * after the first QUIZ_MARKED_ATTEMPTS, which gives its score only.
   */
  wrong: string[] | null;
}

/** GET /api/learn/{courseId}/quizzes/{quizId}/attempts. */
export interface QuizState {
  courseId: string;
  moduleId: string;
  id: string;
  title: string;
  version: number;
  questions: QuizQuestionView[] | QuizQuestionReview[];
  attempts: QuizAttemptSummary[];
  passed: boolean;
  /** Seconds until another attempt may start (0 when it may start now). */
  retryAfterSeconds: number;
  previous: ItemLink | null;
  next: ItemLink | null;
}

/** POST .../attempts answers this (201), with the course's new percentage. */
export interface QuizAttemptResult extends FinishNews {
  attempt: QuizAttemptSummary;
  percent: number;
  /** Seconds until another attempt may start (0 after a pass, which ends the attempts). */
  retryAfterSeconds: number;
  /** Present once passed: the questions with their answers. */
  review?: QuizQuestionReview[];
}

/** GET /api/learn: one per course the learner owns, newest enrolment first. */
export interface CourseProgress {
  courseId: string;
  /** Whole percent, as in the outline (0 for a course with no lessons yet). */
  percent: number;
  finished: number;
  total: number;
  /** ISO time of the learner's last lesson opened, item finished or quiz attempt; null if none. */
  lastActivityAt: string | null;
  nextItemId: string | null;
}

/** The refusal of a quiz attempt inside the wait after a failed one (429 `quiz_wait`). */
export function quizWaitMessage(seconds: number): string {
  return `You can try this quiz again in ${waitInWords(seconds)}.`;
}

/** The refusal of an attempt at a quiz the learner has passed (409 `quiz_passed`). */
export const QUIZ_PASSED_MESSAGE =
  'You have passed this quiz, so it takes no more attempts: its review shows every answer with its explanation.';

/** One answer: an option index, several option indexes, or typed text. */
const answerValue = z.union([
  z.number().check(z.int(), z.minimum(0), z.maximum(20)),
  z.array(z.number().check(z.int(), z.minimum(0), z.maximum(20))).check(z.maxLength(20)),
  z.string().check(z.maxLength(500)),
]);

const attemptSchema = z.object({
  version: z.number({ error: 'Send the quiz version you answered.' }).check(z.int()),
  answers: z.record(z.string().check(z.maxLength(40)), answerValue, {
    error: 'Send your answers as an object of question id to answer.',
  }),
});

export type QuizAttemptInput = z.output<typeof attemptSchema>;

export const checkQuizAttempt = checkWith(attemptSchema, {
  notObject: 'Send your quiz answers as a JSON object.',
  invalid: 'Some answers need correcting.',
});

/** Typed answers are compared after collapsing whitespace and ignoring case. */
export function normaliseTypedAnswer(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}
