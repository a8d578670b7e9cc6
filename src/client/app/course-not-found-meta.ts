import type { PageMeta } from './page';

/** What a course page answers for an unknown course id, wherever the id appears in the path. */
export const COURSE_NOT_FOUND_META: PageMeta = {
  title: 'Course not found',
  description: 'This course does not exist. Browse all Shikhon Academy courses instead.',
  status: 404,
};
