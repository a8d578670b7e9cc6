import { Hono } from 'hono';
import { createCache } from '../../../shared/cache';
import { checkQuizAttempt, type LessonBody } from '../../../shared/schemas/learn';
import type { Auth } from '../../auth';
import type { LearningContent } from '../../content/content-types';
import type { Database } from '../../db/database';
import { apiError } from '../../http/errors';
import { jsonInput } from '../../http/json-input';
import { noStore } from '../../http/no-store';
import { requireUser, sessionUser, type SignedInEnv } from '../../http/session';
import type { CourseCatalogue } from '../../learning/enrolments';
import type { LearnDependencies } from './learn-access';
import { completeLesson, getLesson, getOutline } from './player.service';
import { listProgress } from './progress.service';
import { getQuizState, submitQuizAttempt } from './quizzes.service';

export interface LearnRoutesDependencies {
  auth: Auth;
  database: Database;
  content: LearningContent;
  catalogue: CourseCatalogue;
  adminEmails: readonly string[];
  /** The site's origin: a certificate a finished item earns is mailed with its links. */
  publicUrl?: string;
  /** Server time (tests move it); the clock otherwise. */
  now?: () => Date;
}

// A quiz is a few dozen short answers; typed ones are at most 500 characters each.
const attemptInput = jsonInput(checkQuizAttempt, {
  maxBytes: 32 * 1024,
  what: 'quiz attempt',
  notJson: 'Send your quiz answers as JSON.',
  nul: 'Answers cannot contain the NUL character.',
});

/**
 * /api/learn: the course player. Every answer is personal (never cached) and keyed by the
 * session's user; only the preview lesson is answered to a signed-out caller.
 */
export function learnRoutes(deps: LearnRoutesDependencies) {
  const service: LearnDependencies = {
    db: deps.database.db,
    content: deps.content,
    catalogue: deps.catalogue,
    adminEmails: deps.adminEmails,
    ...(deps.publicUrl ? { publicUrl: deps.publicUrl } : {}),
  };
  const signedIn = requireUser(deps.auth, deps.database);
  // Each lesson's answer as JSON, finished or not: the same text for every learner, its body
  // most of it, so it is serialised once per lesson instead of once per request.
  const lessonJson = createCache<string, string>();
  const serialised = (lesson: LessonBody) =>
    lessonJson.get(`${lesson.courseId}\u0000${lesson.id}\u0000${String(lesson.finished)}`, () =>
      JSON.stringify(lesson),
    );
  return new Hono<SignedInEnv>()
    .use('*', noStore)
    .get('/', signedIn, async (c) => c.json(await listProgress(service, c.var.user.id)))
    .get('/:courseId', signedIn, async (c) => {
      const result = await getOutline(service, c.var.user, c.req.param('courseId'));
      if (!result.ok) return apiError(c, result.status, result.code, result.message);
      return c.json(result.value);
    })
    .get('/:courseId/lessons/:lessonId', async (c) => {
      const user = await sessionUser(deps.auth, deps.database, c);
      const { courseId, lessonId } = c.req.param();
      const result = await getLesson(service, user, courseId, lessonId);
      if (!result.ok) return apiError(c, result.status, result.code, result.message);
      return c.body(serialised(result.value), 200, { 'Content-Type': 'application/json' });
    })
    .post('/:courseId/lessons/:lessonId/complete', signedIn, async (c) => {
      const { courseId, lessonId } = c.req.param();
      const result = await completeLesson(service, c.var.user, courseId, lessonId, deps.now?.());
      if (!result.ok) return apiError(c, result.status, result.code, result.message);
      return c.json(result.value);
    })
    .get('/:courseId/quizzes/:quizId/attempts', signedIn, async (c) => {
      const { courseId, quizId } = c.req.param();
      const result = await getQuizState(service, c.var.user, courseId, quizId, deps.now?.());
      if (!result.ok) return apiError(c, result.status, result.code, result.message);
      return c.json(result.value);
    })
    .post('/:courseId/quizzes/:quizId/attempts', signedIn, attemptInput, async (c) => {
      const { courseId, quizId } = c.req.param();
      const result = await submitQuizAttempt(
        service,
        c.var.user,
        courseId,
        quizId,
        c.var.input,
        deps.now?.(),
      );
      if (!result.ok) {
        if ('retryAfterSeconds' in result) {
          c.header('Retry-After', String(result.retryAfterSeconds));
        }
        return apiError(c, result.status, result.code, result.message);
      }
      return c.json(result.value, 201);
    });
}
