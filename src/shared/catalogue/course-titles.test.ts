import { describe, expect, it } from 'vitest';
import { COURSE_TITLES, courseTitle } from './course-titles';
import { courses } from './courses';

describe('course titles', () => {
  it('names every course as the catalogue does, and nothing else', () => {
    expect(COURSE_TITLES).toEqual(
      Object.fromEntries(courses.map((course) => [course.id, course.title])),
    );
  });

  it('has no title for an id that is no course', () => {
    expect(courseTitle('docker-fundamentals')).toBe('Docker Fundamentals');
    expect(courseTitle('nope')).toBeUndefined();
    expect(courseTitle('toString')).toBeUndefined();
  });
});
