import { describe, expect, it } from 'vitest';
import { courses } from './courses';
import { nextCourseAfter } from './next-course';
import { pathCourses } from './path-courses';
import { learningPaths } from './paths';

const none = new Set<string>();

describe('the next course after a finished one', () => {
  it("follows the path that holds most of the learner's courses", () => {
    const path = learningPaths.find((each) => each.id === 'system-administrator');
    if (!path) throw new Error('no System Administrator path');
    const [first, second, third] = pathCourses(path).taught;
    if (!first || !second || !third) throw new Error('the path has fewer than 3 courses');
    const owned = new Set([first.id, second.id, third.id]);
    const next = nextCourseAfter(first.id, { owned, finished: new Set([first.id]) });
    expect(next?.course.id).toBe(second.id);
    expect(next?.path?.id).toBe('system-administrator');
    // Finished ones are skipped, and the path wraps round to what is left.
    const last = nextCourseAfter(third.id, { owned, finished: new Set([third.id, first.id]) });
    expect(last?.course.id).toBe(second.id);
  });

  it('falls back to the catalogue when every course of its paths is finished', () => {
    const course = courses[0];
    if (!course) throw new Error('no courses');
    const inPaths = new Set(
      learningPaths
        .filter((path) => pathCourses(path).taught.some((each) => each.id === course.id))
        .flatMap((path) => pathCourses(path).taught.map((each) => each.id)),
    );
    const next = nextCourseAfter(course.id, { owned: none, finished: inPaths });
    expect(next?.path).toBe(null);
    expect(next && inPaths.has(next.course.id)).toBe(false);
  });

  it('suggests nothing once every course is finished', () => {
    const all = new Set(courses.map((course) => course.id));
    expect(nextCourseAfter('docker-fundamentals', { owned: all, finished: all })).toBe(null);
  });
});
