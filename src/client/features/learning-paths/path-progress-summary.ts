import type { Course } from '../../../shared/catalogue/types';
import type { CourseProgress } from '../../../shared/schemas/learn';
import { percentOf } from '../../lib/learn-progress';
import { learningPathsCopy } from './learning-paths.copy';

export interface PathProgressSummary {
  /** The mean of the courses' whole percents, a course not owned counting as 0. */
  overall: number;
  /** Courses with every item finished (100%, which only all items round to). */
  finished: number;
  /** The path's taught courses, each with the learner's percent (0 where not owned). */
  courses: readonly { course: Course; percent: number }[];
}

/**
 * A learner's progress over a path's taught courses (pathCourses), for the path page and the
 * paths list alike; undefined while progress is unknown and for a learner who owns none of them.
 */
export function summarisePathProgress(
  courses: readonly Course[],
  progress: readonly CourseProgress[] | undefined,
): PathProgressSummary | undefined {
  const percents = courses.map((course) => percentOf(progress, course.id));
  if (!percents.some((percent) => percent !== undefined)) return undefined;
  const rows = courses.map((course, index) => ({ course, percent: percents[index] ?? 0 }));
  const total = rows.reduce((sum, row) => sum + row.percent, 0);
  return {
    overall: Math.floor(total / rows.length),
    finished: rows.filter((row) => row.percent === 100).length,
    courses: rows,
  };
}

/** '2 of 4 courses finished'. */
export function finishedText(summary: PathProgressSummary): string {
  return learningPathsCopy.progress.finishedOf(summary.finished, summary.courses.length);
}
