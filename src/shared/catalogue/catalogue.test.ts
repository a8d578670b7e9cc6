import { describe, it, expect } from 'vitest';
import { COURSE_CATEGORIES, PROGRAMME_TECHNOLOGIES } from './types';
import { courses, findCourse, HOME_COURSE_IDS } from './courses';
import { curricula, curriculumFor, outcomesFor } from './curricula';
import { programmes, findProgramme } from './programmes';
import { mentors } from './mentors';
import { positions, careerBenefits } from './careers';
import { EXPECTED_COURSE_IDS } from '../../../tests/helpers/course-ids';

const EXPECTED_IDS = EXPECTED_COURSE_IDS;

/** The published prices, in taka (docs/product-rules.md, Business constants). */
const EXPECTED_PRICES: Record<string, number> = {
  'docker-fundamentals': 1000,
  'kubernetes-mastery': 4900,
  'aws-cloud-practitioner': 3900,
  'azure-devops-engineer': 6900,
  'terraform-infrastructure': 5500,
  'linux-system-administration': 1000,
  'jenkins-ci-cd': 4500,
  'ansible-automation': 4200,
  'google-cloud-platform': 4100,
};

/**
 * The home page's catalogue table, as published; hours and lessons are what each course's content
 * adds up to (src/server/content/compile/catalogue-figures.test.ts checks them), labs what its
 * curriculum lists (course-figures.test.ts).
 */
const HOME_TABLE = [
  {
    id: 'docker-fundamentals',
    title: 'Docker Fundamentals',
    level: 'Beginner',
    hours: 16,
    lessons: 24,
    enrolled: 42,
    priceBDT: 1000,
    popular: true,
  },
  {
    id: 'kubernetes-mastery',
    title: 'Kubernetes Mastery',
    level: 'Intermediate',
    hours: 18,
    lessons: 28,
    enrolled: 28,
    priceBDT: 4900,
    popular: false,
  },
  {
    id: 'aws-cloud-practitioner',
    title: 'AWS Cloud Practitioner',
    level: 'Beginner',
    hours: 14,
    lessons: 28,
    enrolled: 35,
    priceBDT: 3900,
    popular: false,
  },
  {
    id: 'azure-devops-engineer',
    title: 'Azure DevOps Engineer',
    level: 'Advanced',
    hours: 16,
    lessons: 28,
    enrolled: 17,
    priceBDT: 6900,
    popular: false,
  },
  {
    id: 'terraform-infrastructure',
    title: 'Terraform Infrastructure',
    level: 'Intermediate',
    hours: 13,
    lessons: 26,
    enrolled: 23,
    priceBDT: 5500,
    popular: false,
  },
  {
    id: 'linux-system-administration',
    title: 'Linux System Administration',
    level: 'Beginner',
    hours: 24,
    lessons: 28,
    enrolled: 45,
    priceBDT: 1000,
    popular: true,
  },
];

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

describe('courses', () => {
  it('has exactly the nine spec ids, unique and in order', () => {
    const ids = courses.map((c) => c.id);
    expect(ids).toEqual(EXPECTED_IDS);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('prices match the published prices', () => {
    const prices = Object.fromEntries(courses.map((c) => [c.id, c.priceBDT]));
    expect(prices).toEqual(EXPECTED_PRICES);
  });

  it('the first six rows match the home catalogue table', () => {
    const rows = courses.slice(0, 6).map((c) => ({
      id: c.id,
      title: c.title,
      level: c.level,
      hours: c.hours,
      lessons: c.lessons,
      enrolled: c.enrolled,
      priceBDT: c.priceBDT,
      popular: c.isPopular === true,
    }));
    expect(rows).toEqual(HOME_TABLE);
    expect(HOME_COURSE_IDS).toEqual(HOME_TABLE.map((r) => r.id));
  });

  it('only docker and linux are popular', () => {
    expect(courses.filter((c) => c.isPopular === true).map((c) => c.id)).toEqual([
      'docker-fundamentals',
      'linux-system-administration',
    ]);
  });

  it('every category is a known course category', () => {
    const known: readonly string[] = COURSE_CATEGORIES;
    for (const c of courses) expect(known).toContain(c.category);
  });

  it('every course has a title, description, icon and instructor', () => {
    for (const c of courses) {
      expect(c.title.length).toBeGreaterThan(0);
      expect(c.description.length).toBeGreaterThan(0);
      expect(c.icon.length).toBeGreaterThan(0);
      expect(c.instructor.length).toBeGreaterThan(0);
    }
  });

  it('findCourse finds known ids and not unknown ones', () => {
    expect(findCourse('jenkins-ci-cd')?.title).toBe('Jenkins CI/CD');
    expect(findCourse('nope')).toBeUndefined();
  });
});

describe('curricula', () => {
  it('covers exactly the nine course ids', () => {
    expect(Object.keys(curricula).sort()).toEqual([...EXPECTED_IDS].sort());
  });

  it.each(EXPECTED_IDS)('%s has 4 modules of 5-7 lessons of 18-52 minutes', (id) => {
    const modules = curriculumFor(id);
    expect(modules).toHaveLength(4);
    for (const m of modules) {
      expect(m.title.length).toBeGreaterThan(0);
      expect(m.lessons.length).toBeGreaterThanOrEqual(5);
      expect(m.lessons.length).toBeLessThanOrEqual(7);
      for (const lesson of m.lessons) {
        expect(lesson.title.length).toBeGreaterThan(0);
        expect(Number.isInteger(lesson.minutes)).toBe(true);
        expect(lesson.minutes).toBeGreaterThanOrEqual(18);
        expect(lesson.minutes).toBeLessThanOrEqual(52);
      }
    }
  });

  it('module ids are unique', () => {
    const ids = Object.values(curricula).flatMap((mods) => mods.map((m) => m.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('returns an empty curriculum for an unknown id', () => {
    expect(curriculumFor('nope')).toEqual([]);
    expect(curriculumFor('constructor')).toEqual([]);
  });
});

describe('programmes', () => {
  it('has the six listed prices in order', () => {
    expect(programmes.map((p) => p.price)).toEqual([
      '26000',
      '25000',
      '7000',
      '18000',
      '32000',
      '15000',
    ]);
  });

  it('ids and slugs are unique; slugs are kebab-case', () => {
    const ids = programmes.map((p) => p.id);
    const slugs = programmes.map((p) => p.slug);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const s of slugs) expect(s).toMatch(KEBAB);
  });

  it('programme slugs are never course ids: orders and enrolments key both by that id', () => {
    const courseIds = new Set(courses.map((course) => course.id));
    expect(programmes.filter((p) => courseIds.has(p.slug))).toEqual([]);
  });

  it('module titles match the module count; outcomes are 4-6', () => {
    for (const p of programmes) {
      expect(p.moduleTitles).toHaveLength(p.modules);
      expect(p.outcomes.length).toBeGreaterThanOrEqual(4);
      expect(p.outcomes.length).toBeLessThanOrEqual(6);
      expect(p.currency).toBe('BDT');
    }
  });

  it('technologies are known and related courses exist', () => {
    const known: readonly string[] = PROGRAMME_TECHNOLOGIES;
    for (const p of programmes) {
      expect(known).toContain(p.technology);
      for (const id of p.relatedCourseIds) expect(findCourse(id)).toBeDefined();
    }
  });

  it('bundle real labs from the curricula of their related courses, the first one free', () => {
    for (const p of programmes) {
      expect(new Set(p.labIds).size, p.slug).toBe(p.labIds.length);
      const offered = p.relatedCourseIds.flatMap((id) =>
        curriculumFor(id).flatMap((module) => (module.labs ?? []).map((lab) => lab.id)),
      );
      for (const labId of p.labIds) expect(offered, `${p.slug}: ${labId}`).toContain(labId);
      const [first] = p.labIds;
      if (first === undefined) continue;
      // 'Try the first lab free' opens it: it must be the free first lab of its course.
      const firstOfCourses = p.relatedCourseIds.map(
        (id) => curriculumFor(id).flatMap((module) => module.labs ?? [])[0]?.id,
      );
      expect(firstOfCourses, p.slug).toContain(first);
    }
  });

  it('bundle every Docker lab in the Docker programme and every Linux lab in the bootcamp', () => {
    const labsOf = (courseId: string) =>
      curriculumFor(courseId).flatMap((module) => (module.labs ?? []).map((lab) => lab.id));
    const bySlug = (slug: string) => findProgramme(slug)?.labIds ?? [];
    expect(bySlug('docker-hands-on-labs')).toEqual(
      expect.arrayContaining(labsOf('docker-fundamentals')),
    );
    expect(bySlug('devops-engineering-bootcamp')).toEqual(
      expect.arrayContaining(labsOf('linux-system-administration')),
    );
  });

  it('levels are valid when compared case-insensitively', () => {
    for (const p of programmes) {
      expect(['beginner', 'intermediate', 'advanced']).toContain(p.level.toLowerCase());
    }
  });

  it('findProgramme finds by slug', () => {
    const first = programmes[0];
    expect(first).toBeDefined();
    if (first) expect(findProgramme(first.slug)).toBe(first);
    expect(findProgramme('nope')).toBeUndefined();
  });
});

describe('mentors and careers', () => {
  it('has four mentors', () => {
    expect(mentors).toHaveLength(4);
    expect(new Set(mentors.map((m) => m.gradient)).size).toBe(4);
  });

  it('has five positions with unique kebab-case ids', () => {
    expect(positions).toHaveLength(5);
    const ids = positions.map((p) => p.id);
    expect(new Set(ids).size).toBe(5);
    for (const id of ids) expect(id).toMatch(KEBAB);
  });

  it('has six career benefits', () => {
    expect(careerBenefits).toHaveLength(6);
  });
});

describe('loadCurriculum', () => {
  it('loads the same curriculum the catalogue holds, and nothing for unknown ids', async () => {
    const { loadCurriculum } = await import('./curriculum-loader');
    expect(await loadCurriculum('kubernetes-mastery')).toEqual(curriculumFor('kubernetes-mastery'));
    expect(await loadCurriculum('nope')).toEqual([]);
    expect(await loadCurriculum('../types')).toEqual([]);
  });

  it('loads the outcomes of a course along with its modules', async () => {
    const { loadCourseCurriculum } = await import('./curriculum-loader');
    expect(await loadCourseCurriculum('docker-fundamentals')).toEqual({
      modules: curriculumFor('docker-fundamentals'),
      outcomes: outcomesFor('docker-fundamentals'),
    });
    expect(await loadCourseCurriculum('nope')).toEqual({ modules: [], outcomes: [] });
  });
});
