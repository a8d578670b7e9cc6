/**
 * What to learn after a finished course (next-course.ts): it reads every learning path and its
 * words (~8 KB on a Bangla page), so the dashboard loads it with the learner's data, and only
 * when the course to pick up is finished, not with the page.
 */
export { nextCourseAfter } from '../../../shared/catalogue/next-course';
