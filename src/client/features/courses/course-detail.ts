import type { Course, CurriculumModule } from '../../../shared/catalogue/types';

/** Related courses: at most 3 (docs/product-rules.md, Business constants). */
export const MAX_SIMILAR_COURSES = 3;

/** The fixed rating shown on every course page (docs/product-rules.md). */
export const COURSE_RATING = { stars: 5, score: '4.8', reviews: 324 } as const;

/** Up to three other courses of the same category, in catalogue order. */
export function similarCourses<T extends Course>(course: Course, all: readonly T[]): T[] {
  return all
    .filter((other) => other.category === course.category && other.id !== course.id)
    .slice(0, MAX_SIMILAR_COURSES);
}

/** Total minutes of a curriculum module's lessons. */
export function moduleMinutes(module: Pick<CurriculumModule, 'lessons'>): number {
  return module.lessons.reduce((total, lesson) => total + lesson.minutes, 0);
}

/**
 * The course player's item ids: the n-th lesson (from 1, in curriculum order) of module
 * `docker-1` is `docker-1-n`, the module's quiz `docker-1-quiz`.
 */
export function lessonItemId(moduleId: string, index: number): string {
  return `${moduleId}-${index + 1}`;
}

export function quizItemId(moduleId: string): string {
  return `${moduleId}-quiz`;
}

/** Where the player opens an item of a course. */
export function playerHref(courseId: string, itemId: string): string {
  return `/learn/${courseId}/${itemId}`;
}

export const COURSE_TABS = ['overview', 'curriculum', 'labs'] as const;
export type CourseTab = (typeof COURSE_TABS)[number];

/** The tab named by `?tab=` ('Preview Course' links to `?tab=curriculum`); overview otherwise. */
export function parseTab(search: string): CourseTab {
  const wanted = new URLSearchParams(search).get('tab')?.toLowerCase();
  return COURSE_TABS.find((tab) => tab === wanted) ?? 'overview';
}

/** The query string with `tab` set (removed for the default overview), other parameters kept. */
export function withTab(search: string, tab: CourseTab): string {
  const params = new URLSearchParams(search);
  if (tab === 'overview') params.delete('tab');
  else params.set('tab', tab);
  const query = params.toString();
  return query ? `?${query}` : '';
}
