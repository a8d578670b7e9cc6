import { describe, expect, it } from 'vitest';
import { BADGES, pathBadgeId } from '../achievements/badges';
import { findCourse } from './courses';
import { pathDetails } from './path-details';
import { courseCount, isPathFinished, pathCourses, roadmapCards } from './path-courses';
import { findPath, learningPaths } from './paths';
import type { LearningPath, PathDetail } from './types';

/** A path as a test needs it: two taught courses and one the academy does not teach. */
function examplePath(overrides: Partial<LearningPath> = {}): LearningPath {
  return {
    id: 'example',
    kind: 'role',
    title: 'Example',
    emoji: '🧪',
    duration: '1 month',
    description: 'An example path.',
    skills: ['One', 'Two', 'Three', 'Four'],
    courseIds: ['linux-system-administration', 'docker-fundamentals'],
    notTaught: [{ id: 'example-networking', title: 'Networking in Depth' }],
    ...overrides,
  };
}

describe('every learning path', () => {
  it.each(learningPaths.map((path) => [path.id, path] as const))(
    '%s names only catalogue courses, or courses marked not taught',
    (_id, path) => {
      for (const courseId of path.courseIds) {
        expect(findCourse(courseId), `${path.id} -> ${courseId}`).toBeDefined();
      }
      // A course the academy starts teaching must move to courseIds, not stay "not taught".
      for (const course of path.notTaught ?? []) {
        expect(findCourse(course.id), `${path.id} -> ${course.id}`).toBeUndefined();
        expect(course.title.length, course.id).toBeGreaterThan(0);
      }
      const named = [...path.courseIds, ...(path.notTaught ?? []).map((course) => course.id)];
      expect(new Set(named).size, path.id).toBe(named.length);
      expect(pathCourses(path).taught.map((course) => course.id)).toEqual(path.courseIds);
      expect(pathCourses(path).taught.length, path.id).toBeGreaterThan(0);
    },
  );

  it('has a badge whose rule counts the same courses as the path', () => {
    for (const path of learningPaths) {
      const badge = BADGES.find((candidate) => candidate.id === pathBadgeId(path.id));
      const { taught } = pathCourses(path);
      expect(badge?.rule).toBe(
        `Finish all ${courseCount(taught.length)} of the ${path.title} learning path.`,
      );
      const finished = new Set(taught.map((course) => course.id));
      expect(isPathFinished(path, finished), path.id).toBe(true);
      for (const course of taught) {
        const allBut = new Set([...finished].filter((id) => id !== course.id));
        expect(isPathFinished(path, allBut), `${path.id} without ${course.id}`).toBe(false);
      }
    }
  });
});

describe('every roadmap', () => {
  it.each(Object.entries(pathDetails))(
    "%s shows a card for each of the path's courses and no others",
    (id, detail) => {
      const path = findPath(id);
      if (!path) throw new Error(`no path ${id}`);
      const { all, taught } = pathCourses(path);
      const cards = roadmapCards(path, detail);
      // The hero's count and the progress are `taught`: the roadmap's taught cards must match.
      expect(cards.filter((card) => card.course.taught)).toHaveLength(taught.length);
      expect(cards.map((card) => card.course.id)).toEqual(all.map((course) => course.id));
      // A placement for a course the path does not name would be a card nobody counts.
      const placed = detail.cardPlacements.map((place) => place.courseId);
      expect(new Set(placed).size).toBe(placed.length);
      expect([...placed].sort()).toEqual(all.map((course) => course.id).sort());
    },
  );
});

describe('pathCourses', () => {
  it('lists taught courses in order, then those not taught, and counts only the taught', () => {
    const courses = pathCourses(examplePath());
    expect(courses.all.map((course) => [course.id, course.taught])).toEqual([
      ['linux-system-administration', true],
      ['docker-fundamentals', true],
      ['example-networking', false],
    ]);
    expect(courses.taught.map((course) => course.title)).toEqual([
      'Linux System Administration',
      'Docker Fundamentals',
    ]);
    expect(courses.notTaught).toEqual([{ id: 'example-networking', title: 'Networking in Depth' }]);
  });

  it('leaves out an id that is no catalogue course', () => {
    const path = examplePath({ courseIds: ['docker-fundamentals', 'no-such-course'] });
    expect(pathCourses(path).taught.map((course) => course.id)).toEqual(['docker-fundamentals']);
  });

  it('counts in words', () => {
    expect(courseCount(1)).toBe('1 course');
    expect(courseCount(4)).toBe('4 courses');
  });
});

describe('isPathFinished', () => {
  it('needs every taught course and none of those not taught', () => {
    const path = examplePath();
    expect(isPathFinished(path, new Set(['linux-system-administration']))).toBe(false);
    expect(
      isPathFinished(path, new Set(['linux-system-administration', 'docker-fundamentals'])),
    ).toBe(true);
  });

  it('is never true for a path no course teaches', () => {
    expect(isPathFinished(examplePath({ courseIds: [] }), new Set(['docker-fundamentals']))).toBe(
      false,
    );
  });
});

describe('roadmapCards', () => {
  const detail: PathDetail = {
    pathId: 'example',
    title: 'Example',
    description: 'An example roadmap.',
    prerequisites: ['Nothing'],
    steps: [],
    cardPlacements: [
      { courseId: 'example-networking', x: 88, y: 75 },
      { courseId: 'docker-fundamentals', x: 12, y: 75, thumbnail: '📦' },
      { courseId: 'linux-system-administration', x: 12, y: 25 },
    ],
  };

  it("places the path's courses in the path's order, with their own or the course's picture", () => {
    const cards = roadmapCards(examplePath(), detail);
    expect(cards.map((card) => [card.course.id, card.x, card.y, card.thumbnail])).toEqual([
      ['linux-system-administration', 12, 25, '🐧'],
      ['docker-fundamentals', 12, 75, '📦'],
      ['example-networking', 88, 75, '🚧'],
    ]);
  });

  it('shows no card for a placement the path does not name', () => {
    const cards = roadmapCards(examplePath({ notTaught: [] }), detail);
    expect(cards.map((card) => card.course.id)).toEqual([
      'linux-system-administration',
      'docker-fundamentals',
    ]);
  });
});
