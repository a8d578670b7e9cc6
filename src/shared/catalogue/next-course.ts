import { courses } from './courses';
import { pathCourses } from './path-courses';
import { learningPaths } from './paths';
import type { Course, LearningPath } from './types';

/** What to learn after a course: a course, and the learning path it continues (if any). */
export interface NextCourse {
  course: Course;
  path: LearningPath | null;
}

/**
 * The course to suggest once `courseId` is finished. The learner's path first: of the paths
 * that hold the course, the one with most of the learner's courses in it, and its first course
 * the learner has not finished (in the path's order, after this one, then before it). Otherwise
 * the catalogue's next course the learner has not finished. Null when nothing is left.
 */
export function nextCourseAfter(
  courseId: string,
  learner: { owned: ReadonlySet<string>; finished: ReadonlySet<string> },
): NextCourse | null {
  const open = (course: Course) => course.id !== courseId && !learner.finished.has(course.id);
  const candidates = learningPaths
    .map((path) => ({ path, taught: pathCourses(path).taught }))
    .filter(({ taught }) => taught.some((course) => course.id === courseId))
    .map(({ path, taught }) => ({
      path,
      taught,
      mine: taught.filter((course) => learner.owned.has(course.id)).length,
    }))
    // Most of the learner's courses first; the catalogue's order of paths breaks ties.
    .sort((a, b) => b.mine - a.mine);
  for (const { path, taught } of candidates) {
    const at = taught.findIndex((course) => course.id === courseId);
    const next = [...taught.slice(at + 1), ...taught.slice(0, at)].find(open);
    if (next) return { course: next, path };
  }
  const at = courses.findIndex((course) => course.id === courseId);
  const next = [...courses.slice(at + 1), ...courses.slice(0, Math.max(at, 0))].find(open);
  return next ? { course: next, path: null } : null;
}
