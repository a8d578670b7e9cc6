import type { Kysely } from 'kysely';
import type { CompiledCourse, LearningContent } from '../../content/content-types';
import type { DatabaseSchema } from '../../db/schema';
import type { SessionUser } from '../../http/session';
import { failure, success, type ServiceResult } from '../../services/result';
import type { CourseCatalogue } from '../../learning/enrolments';
import { courseAccess, mayOpen } from '../../learning/course-access';
import type { ItemKind } from '../../../shared/schemas/learn';
import { findItem as findCourseItem, labsOfCourse } from '../../content/course-items';

export interface LearnDependencies {
  db: Kysely<DatabaseSchema>;
  content: LearningContent;
  /** Course titles for the outline. */
  catalogue: CourseCatalogue;
  adminEmails: readonly string[];
  /** The site's origin: a certificate a finished item earns is mailed with its links. */
  publicUrl?: string;
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

export function unknownCourse<T>(deps: LearnDependencies, courseId: string): ServiceResult<T> {
  const message = deps.catalogue.findCourse(courseId)
    ? LEARN_MESSAGES.noLessonsYet
    : LEARN_MESSAGES.noCourse;
  return failure(404, 'not_found', message);
}

/**
 * 403 `not_enrolled` unless the learner may learn the course (`courseAccess`: enrolled in it,
 * or staff, who check every course's content); null when they may. `known` is ownership the
 * caller already read.
 */
export async function refuseOutsider(
  deps: LearnDependencies,
  learner: Learner,
  courseId: string,
  known: { enrolled?: boolean } = {},
): Promise<ServiceResult<never> | null> {
  const access = await courseAccess(deps, learner, { kind: 'course', courseId }, known);
  return mayOpen(access) ? null : failure(403, 'not_enrolled', LEARN_MESSAGES.notEnrolled);
}

export function findItem(
  deps: LearnDependencies,
  course: CompiledCourse,
  kind: ItemKind,
  id: string,
) {
  return findCourseItem(course, labsOfCourse(deps.content, course.courseId), kind, id);
}

/**
 * The course and the item a learner acts on, in the order every action checks them: 404 for an
 * unknown course, 404 with `missing` when `find` finds no item, then 403 unless they may learn it.
 */
export async function openCourseItem<T>(
  deps: LearnDependencies,
  learner: Learner,
  courseId: string,
  find: (course: CompiledCourse) => T | null | undefined,
  missing: string,
): Promise<ServiceResult<{ course: CompiledCourse; item: T }>> {
  const course = deps.content.courses.get(courseId);
  if (!course) return unknownCourse(deps, courseId);
  const item = find(course);
  if (!item) return failure(404, 'not_found', missing);
  const refused = await refuseOutsider(deps, learner, courseId);
  return refused ?? success({ course, item });
}
