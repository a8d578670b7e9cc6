import type { LearningContent } from '../content/content-types';
import { courseItems, itemKey, labsOfCourse, type CourseItem } from '../content/course-items';

/**
 * A course's items in the order a learner meets them (each module's lessons, labs, quiz): the
 * one list that percent, the course and module badges and the certificate are measured against.
 * Empty for a course without content.
 */
export function itemsOfCourse(content: LearningContent, courseId: string): CourseItem[] {
  const course = content.courses.get(courseId);
  return course ? courseItems(course, labsOfCourse(content, courseId)) : [];
}

/**
 * The one definition of "course finished": the course has items and every one of them is among
 * the learner's finished items (`finished` holds progress keys, kind:id). An item the content
 * later dropped does not count, and one it added must be finished too.
 */
export function isCourseFinished(
  content: LearningContent,
  courseId: string,
  finished: ReadonlySet<string>,
): boolean {
  const items = itemsOfCourse(content, courseId);
  return items.length > 0 && items.every((item) => finished.has(itemKey(item)));
}
