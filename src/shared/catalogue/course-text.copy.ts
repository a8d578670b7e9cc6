import type { CourseId, CourseText, Overrides } from './text-overrides';

/** The courses' English words are the catalogue's own (courses.ts): nothing to lay over them. */
export const COURSE_TEXT: Overrides<CourseId, CourseText> = {};
