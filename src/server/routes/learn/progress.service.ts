import { countFinished, courseItems } from '../../learning/progress';
import { enrolledProductIds } from '../../learning/enrolments';
import type { CourseProgress } from '../../../shared/schemas/learn';
import { itemId, itemKey, percentOf, progressKey } from '../../content/course-items';
import type { LearnDependencies } from './learn-access';

/** GET /api/learn: the learner's progress in each course they own, newest enrolment first. */
export async function listProgress(
  deps: LearnDependencies,
  userId: string,
): Promise<CourseProgress[]> {
  const [enrolments, progress, positions, attempts] = await Promise.all([
    enrolledProductIds(deps.db, userId),
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

  return enrolments.map((courseId) => {
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
