import { failure, success, type ServiceResult } from '../../services/result';
import {
  countFinished,
  courseItems,
  coursePercent,
  finishedIds,
  finishItem,
  finishNews,
} from '../../learning/progress';
import type { CompletionResult, CourseOutline, LessonBody } from '../../../shared/schemas/learn';
import {
  itemId,
  itemKey,
  itemMinutes,
  itemTitle,
  percentOf,
  previewLessonId,
} from '../../content/course-items';
import {
  findItem,
  LEARN_MESSAGES,
  openCourseItem,
  refuseOutsider,
  unknownCourse,
  type LearnDependencies,
  type Learner,
} from './learn-access';
import { writePosition } from './positions';
import { enrolmentOf } from '../../learning/enrolments';

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
    const mine = (table: 'learning_progress' | 'learning_positions') =>
      deps.db
        .selectFrom(table)
        .where(`${table}.user_id`, '=', learner.id)
        .where(`${table}.course_id`, '=', courseId);
    const state = await deps.db
      .selectNoFrom([
        enrolmentOf(deps.db, learner.id, courseId).as('enrolment'),
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
    if (!preview) {
      const refused = await refuseOutsider(deps, learner, courseId, {
        enrolled: state.enrolment !== null,
      });
      if (refused) return refused;
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
  const opened = await openCourseItem(
    deps,
    learner,
    courseId,
    (course) => findItem(deps, course, 'lesson', lessonId),
    LEARN_MESSAGES.noLesson,
  );
  if (!opened.ok) return opened;
  const { course } = opened.value;
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
