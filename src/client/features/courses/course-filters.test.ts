import { describe, expect, it } from 'vitest';
import { courses } from '../../../shared/catalogue/courses';
import { COURSE_CATEGORIES, type Course } from '../../../shared/catalogue/types';
import {
  categorySlug,
  filterCourses,
  hasActiveFilters,
  matchCountLabel,
  NO_FILTERS,
  parseFilters,
  serializeFilters,
  type CourseFilters,
} from './course-filters';

function course(overrides: Partial<Course> = {}): Course {
  return {
    id: 'sample',
    title: 'Sample Course',
    description: 'A sample description.',
    icon: '📦',
    level: 'Beginner',
    hours: 10,
    lessons: 20,
    labs: 5,
    enrolled: 10,
    priceBDT: 1000,
    category: 'DevOps',
    instructor: 'Someone',
    ...overrides,
  };
}

const filters = (overrides: Partial<CourseFilters>): CourseFilters => ({
  ...NO_FILTERS,
  ...overrides,
});

const ids = (list: readonly Course[]) => list.map((item) => item.id);

describe('filterCourses', () => {
  it('returns every course when no filter is set', () => {
    expect(filterCourses(courses, NO_FILTERS)).toHaveLength(9);
  });

  it('searches title and description case-insensitively', () => {
    const list = [
      course({ id: 'a', title: 'Docker Basics' }),
      course({ id: 'b', description: 'Uses DOCKER compose' }),
      course({ id: 'c' }),
    ];
    expect(ids(filterCourses(list, filters({ q: 'dOcKeR' })))).toEqual(['a', 'b']);
  });

  it('ignores surrounding whitespace and treats a blank search as none', () => {
    expect(ids(filterCourses(courses, filters({ q: '  kubernetes  ' })))).toContain(
      'kubernetes-mastery',
    );
    expect(filterCourses(courses, filters({ q: '   ' }))).toHaveLength(9);
  });

  it('matches substrings inside words', () => {
    expect(ids(filterCourses(courses, filters({ q: 'terra' })))).toEqual([
      'terraform-infrastructure',
    ]);
  });

  it('finds nothing for an unknown term', () => {
    expect(filterCourses(courses, filters({ q: 'cobol mainframe' }))).toEqual([]);
  });

  it('filters by level', () => {
    const advanced = filterCourses(courses, filters({ level: 'Advanced' }));
    expect(ids(advanced)).toEqual(['azure-devops-engineer']);
    const beginner = filterCourses(courses, filters({ level: 'Beginner' }));
    expect(beginner.every((item) => item.level === 'Beginner')).toBe(true);
    expect(beginner.length).toBeGreaterThan(1);
  });

  it('filters by category', () => {
    expect(ids(filterCourses(courses, filters({ category: 'Cloud Computing' })))).toEqual([
      'aws-cloud-practitioner',
      'google-cloud-platform',
    ]);
  });

  it("'free' matches only a price of 0 and 'paid' everything else", () => {
    const list = [course({ id: 'free', priceBDT: 0 }), course({ id: 'paid', priceBDT: 4900 })];
    expect(ids(filterCourses(list, filters({ price: 'free' })))).toEqual(['free']);
    expect(ids(filterCourses(list, filters({ price: 'paid' })))).toEqual(['paid']);
    expect(filterCourses(courses, filters({ price: 'paid' }))).toHaveLength(9);
    expect(filterCourses(courses, filters({ price: 'free' }))).toEqual([]);
  });

  it('combines all filters', () => {
    const result = filterCourses(
      courses,
      filters({ q: 'cloud', level: 'Beginner', category: 'Cloud Computing', price: 'paid' }),
    );
    expect(ids(result)).toEqual(['aws-cloud-practitioner', 'google-cloud-platform']);
    expect(filterCourses(courses, filters({ q: 'docker', category: 'Cloud Computing' }))).toEqual(
      [],
    );
  });

  it('keeps catalogue order and does not change its input', () => {
    const copy = [...courses];
    const result = filterCourses(courses, filters({ level: 'Intermediate' }));
    expect(ids(result)).toEqual(ids(courses).filter((id) => result.some((item) => item.id === id)));
    expect(courses).toEqual(copy);
  });
});

describe('parseFilters', () => {
  it('reads all four parameters', () => {
    expect(
      parseFilters('?q=docker&level=beginner&category=infrastructure-as-code&price=free'),
    ).toEqual({
      q: 'docker',
      level: 'Beginner',
      category: 'Infrastructure as Code',
      price: 'free',
    });
  });

  it('returns no filters for an empty query string', () => {
    expect(parseFilters('')).toEqual(NO_FILTERS);
    expect(parseFilters('?')).toEqual(NO_FILTERS);
  });

  it('accepts values in any case and categories by name', () => {
    expect(parseFilters('level=ADVANCED&category=Cloud%20Computing&price=Paid')).toEqual({
      q: '',
      level: 'Advanced',
      category: 'Cloud Computing',
      price: 'paid',
    });
  });

  it('ignores invalid values and unknown parameters', () => {
    expect(parseFilters('?level=expert&category=cooking&price=cheap&sort=name')).toEqual(
      NO_FILTERS,
    );
  });

  it('keeps the search text as typed (spaces between words survive)', () => {
    expect(parseFilters('?q=docker+').q).toBe('docker ');
    expect(parseFilters('?q=ci%2Fcd%20%26%20more').q).toBe('ci/cd & more');
  });
});

describe('serializeFilters', () => {
  it('is empty without filters', () => {
    expect(serializeFilters(NO_FILTERS)).toBe('');
  });

  it('writes readable values', () => {
    expect(
      serializeFilters({
        q: 'cloud',
        level: 'Intermediate',
        category: 'Container Orchestration',
        price: 'paid',
      }),
    ).toBe('?q=cloud&level=intermediate&category=container-orchestration&price=paid');
  });

  it('round-trips through parseFilters for every category and awkward search text', () => {
    for (const category of COURSE_CATEGORIES) {
      const value: CourseFilters = { q: 'a&b=c ?#', level: 'Advanced', category, price: 'free' };
      expect(parseFilters(serializeFilters(value))).toEqual(value);
    }
  });
});

describe('helpers', () => {
  it('slugs categories', () => {
    expect(categorySlug('Infrastructure as Code')).toBe('infrastructure-as-code');
    expect(categorySlug('DevOps')).toBe('devops');
  });

  it('knows when any filter is active', () => {
    expect(hasActiveFilters(NO_FILTERS)).toBe(false);
    expect(hasActiveFilters(filters({ q: '  ' }))).toBe(false);
    expect(hasActiveFilters(filters({ q: 'x' }))).toBe(true);
    expect(hasActiveFilters(filters({ price: 'free' }))).toBe(true);
  });

  it('labels the match count', () => {
    expect(matchCountLabel(0)).toBe('Showing 0 courses');
    expect(matchCountLabel(1)).toBe('Showing 1 course');
    expect(matchCountLabel(9)).toBe('Showing 9 courses');
  });
});
