import { catalogueCopy } from './catalogue.copy';
import { findCourse } from './courses';
import type { Course, LearningPath, NotTaughtCourse, PathDetail } from './types';

/** One course a path names: a catalogue course that teaches it, or one not taught here yet. */
export type PathCourse =
  | { taught: true; id: string; title: string; course: Course }
  | { taught: false; id: string; title: string };

export interface PathCourses {
  /** Every course the path names: the taught ones in the path's order, then the others. */
  all: readonly PathCourse[];
  /** The catalogue courses: the path's course count, progress and badge are made of these. */
  taught: readonly Course[];
  notTaught: readonly NotTaughtCourse[];
}

/**
 * The one list a path's hero, roadmap, progress, badge and card all read, so none of them can
 * count differently. An id that is no catalogue course is left out (a test forbids it).
 */
export function pathCourses(path: LearningPath): PathCourses {
  const taught = path.courseIds.flatMap((id) => findCourse(id) ?? []);
  const notTaught = path.notTaught ?? [];
  return {
    all: [
      ...taught.map((course) => ({
        taught: true as const,
        id: course.id,
        title: course.title,
        course,
      })),
      ...notTaught.map((course) => ({
        taught: false as const,
        id: course.id,
        title: course.title,
      })),
    ],
    taught,
    notTaught,
  };
}

/** '1 course', '4 courses'. */
export function courseCount(count: number): string {
  return catalogueCopy.courseCount(count);
}

/** The badge rule: every course the path's academy teaches is finished (there is at least one). */
export function isPathFinished(
  path: LearningPath,
  finishedCourseIds: ReadonlySet<string>,
): boolean {
  const { taught } = pathCourses(path);
  return taught.length > 0 && taught.every((course) => finishedCourseIds.has(course.id));
}

/** A roadmap card: one of the path's courses, where the layout puts it. */
export interface RoadmapCard {
  course: PathCourse;
  /** Percent of the canvas width / height. */
  x: number;
  y: number;
  thumbnail: string;
}

const NOT_TAUGHT_THUMBNAIL = '🚧';

/**
 * The roadmap's course cards: the path's courses in its order, each where the detail places it.
 * A course without a placement is left out (a test requires one for each, and no other).
 */
export function roadmapCards(path: LearningPath, detail: PathDetail): RoadmapCard[] {
  const placements = new Map(detail.cardPlacements.map((place) => [place.courseId, place]));
  return pathCourses(path).all.flatMap((course) => {
    const place = placements.get(course.id);
    if (!place) return [];
    const icon = course.taught ? course.course.icon : NOT_TAUGHT_THUMBNAIL;
    return [{ course, x: place.x, y: place.y, thumbnail: place.thumbnail ?? icon }];
  });
}
