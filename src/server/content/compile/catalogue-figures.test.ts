import { beforeAll, describe, expect, it } from 'vitest';
import { courseFigures } from '../../../shared/catalogue/course-figures';
import { courses } from '../../../shared/catalogue/courses';
import { curriculumFor } from '../../../shared/catalogue/curricula';
import type { CompiledCourse } from '../content-types';
import { compileContentTree } from './compile-content';

/**
 * Pages show a course's lessons and hours from the catalogue, which the browser already has,
 * rather than shipping every curriculum and quiz to it. This keeps those two numbers the ones
 * the real content gives: change a curriculum or a quiz and this fails until the catalogue
 * follows.
 */

let compiled: ReadonlyMap<string, CompiledCourse>;

beforeAll(async () => {
  const result = await compileContentTree();
  compiled = new Map(result.courses.map((course) => [course.courseId, course]));
}, 60_000);

describe("the catalogue's lessons and hours", () => {
  it.each(courses.map((course) => [course.id, course] as const))(
    'are what the content of %s adds up to',
    (id, course) => {
      const content = compiled.get(id);
      expect(content, `${id} compiles`).toBeDefined();
      const quizQuestions = (content?.modules ?? []).reduce(
        (sum, module) => sum + module.quiz.questions.length,
        0,
      );
      const figures = courseFigures(curriculumFor(id), { quizQuestions });
      expect({ lessons: course.lessons, hours: course.hours }).toEqual({
        lessons: figures.lessons,
        hours: figures.hours,
      });
    },
  );
});
