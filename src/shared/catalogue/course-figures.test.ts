import { describe, expect, it } from 'vitest';
import { CLOUD_ACCOUNT_COURSES, courseFigures } from './course-figures';
import { courses } from './courses';
import { curricula, curriculumFor } from './curricula';
import type { CurriculumModule } from './types';

const modules: CurriculumModule[] = [
  {
    id: 'demo-1',
    title: 'Basics',
    lessons: [
      { title: 'One', minutes: 20 },
      { title: 'Two', minutes: 25 },
    ],
    labs: [{ id: 'demo-lab', title: 'Try it', minutes: 30 }],
  },
  { id: 'demo-2', title: 'More', lessons: [{ title: 'Three', minutes: 44 }] },
];

describe('courseFigures', () => {
  it('counts lessons and labs and sums their minutes into rounded hours', () => {
    expect(courseFigures(modules)).toEqual({
      modules: 2,
      lessons: 3,
      lessonMinutes: 89,
      labs: 1,
      labMinutes: 30,
      quizMinutes: 0,
      minutes: 119,
      hours: 2,
    });
  });

  it('adds two minutes per quiz question when the count is given', () => {
    expect(courseFigures(modules, { quizQuestions: 13 })).toMatchObject({
      quizMinutes: 26,
      minutes: 145,
      hours: 2,
    });
  });

  it('rounds half an hour up and gives a short course at least one hour', () => {
    expect(
      courseFigures([{ id: 'x', title: 'X', lessons: [{ title: 'A', minutes: 90 }] }]).hours,
    ).toBe(2);
    expect(
      courseFigures([{ id: 'x', title: 'X', lessons: [{ title: 'A', minutes: 20 }] }]).hours,
    ).toBe(1);
    expect(courseFigures([])).toMatchObject({ lessons: 0, minutes: 0, hours: 0 });
  });

  it.each(courses.map((course) => [course.id, course] as const))(
    'gives %s the number of labs its curriculum lists',
    (id, course) => {
      const listed = curriculumFor(id).flatMap((module) => module.labs ?? []);
      expect(course.labs).toBe(listed.length);
      expect(courseFigures(curriculumFor(id)).labs).toBe(listed.length);
    },
  );

  it('gives every built-in course its curriculum lesson count', () => {
    for (const [courseId, course] of Object.entries(curricula)) {
      const figures = courseFigures(course);
      expect(figures.lessons, courseId).toBe(course.flatMap((module) => module.lessons).length);
      expect(figures.hours, courseId).toBeGreaterThan(0);
    }
  });
});

describe('the courses that need a cloud account', () => {
  it('carry the titles the catalogue gives them', () => {
    for (const [id, title] of CLOUD_ACCOUNT_COURSES) {
      expect(courses.find((course) => course.id === id)?.title).toBe(title);
    }
  });
});
