import { describe, expect, it } from 'vitest';
import { courses, findCourse } from '../../../shared/catalogue/courses';
import { curriculumFor, outcomes, outcomesFor } from '../../../shared/catalogue/curricula';
import type { Course } from '../../../shared/catalogue/types';
import { moduleMinutes, parseTab, similarCourses, withTab } from './course-detail';

function course(id: string, category: Course['category']): Course {
  return {
    id,
    title: id,
    description: '',
    icon: '📦',
    level: 'Beginner',
    hours: 1,
    lessons: 1,
    labs: 1,
    enrolled: 1,
    priceBDT: 100,
    category,
    instructor: 'x',
  };
}

function mustFind(id: string): Course {
  const found = findCourse(id);
  if (!found) throw new Error(`missing course ${id}`);
  return found;
}

describe('similarCourses', () => {
  it('lists other courses of the same category', () => {
    const aws = mustFind('aws-cloud-practitioner');
    expect(similarCourses(aws, courses).map((item) => item.id)).toEqual(['google-cloud-platform']);
  });

  it('excludes the course itself and other categories', () => {
    const azure = mustFind('azure-devops-engineer');
    const result = similarCourses(azure, courses);
    expect(result.map((item) => item.id)).toEqual(['jenkins-ci-cd']);
  });

  it('is empty when the category has no other course', () => {
    expect(similarCourses(mustFind('docker-fundamentals'), courses)).toEqual([]);
  });

  it('returns at most three, in catalogue order', () => {
    const list = ['a', 'b', 'c', 'd', 'e'].map((id) => course(id, 'DevOps'));
    expect(similarCourses(course('c', 'DevOps'), list).map((item) => item.id)).toEqual([
      'a',
      'b',
      'd',
    ]);
  });
});

describe('moduleMinutes', () => {
  it('adds up lesson minutes', () => {
    expect(
      moduleMinutes({
        lessons: [
          { title: 'a', minutes: 22 },
          { title: 'b', minutes: 18 },
          { title: 'c', minutes: 25 },
        ],
      }),
    ).toBe(65);
  });

  it('is 0 for a module without lessons', () => {
    expect(moduleMinutes({ lessons: [] })).toBe(0);
  });

  it('matches the first Docker module', () => {
    const [first] = curriculumFor('docker-fundamentals');
    expect(first && moduleMinutes(first)).toBe(22 + 18 + 25 + 28 + 32 + 20);
  });
});

describe('course outcomes', () => {
  it.each(courses.map((course) => course.id))('%s has six short, distinct bullets', (id) => {
    const items = outcomesFor(id);
    expect(items).toHaveLength(6);
    expect(new Set(items).size).toBe(6);
    for (const item of items) {
      expect(item.length).toBeLessThanOrEqual(90);
      // One sentence starting with a capitalised verb, no closing full stop.
      expect(item).toMatch(/^[A-Z][a-z]+[ ,]/);
      expect(item).not.toMatch(/[.!?]$/);
    }
  });

  it('has outcomes for exactly the courses with a curriculum, none shared between courses', () => {
    expect(Object.keys(outcomes).sort()).toEqual(courses.map((course) => course.id).sort());
    const all = Object.values(outcomes).flat();
    expect(new Set(all).size).toBe(all.length);
    expect(outcomesFor('nope')).toEqual([]);
  });
});

describe('tabs in the address', () => {
  it('reads a known tab and falls back to overview', () => {
    expect(parseTab('?tab=curriculum')).toBe('curriculum');
    expect(parseTab('?tab=LABS')).toBe('labs');
    expect(parseTab('?tab=reviews')).toBe('overview');
    expect(parseTab('')).toBe('overview');
  });

  it('writes the tab, drops it for overview and keeps other parameters', () => {
    expect(withTab('', 'curriculum')).toBe('?tab=curriculum');
    expect(withTab('?tab=labs', 'overview')).toBe('');
    expect(withTab('?ref=mail&tab=labs', 'curriculum')).toBe('?ref=mail&tab=curriculum');
  });
});
