import type { CopyShape } from '../../../shared/i18n/copy';
import type { CourseCategory } from '../../../shared/catalogue/types';

const categories: Record<CourseCategory, string> = {
  Containerization: 'Containerization',
  'Container Orchestration': 'Container Orchestration',
  'Cloud Computing': 'Cloud Computing',
  DevOps: 'DevOps',
  'Infrastructure as Code': 'Infrastructure as Code',
  'System Administration': 'System Administration',
  Automation: 'Automation',
};

/** What the catalogue, course and landing pages say alike: categories, counts, rating, 404. */
export const courseTermsCopy = {
  /** A course category as the page names it, by its catalogue value. */
  categories,
  lessons: (count: number) => `${count} lessons`,
  hours: (count: number) => `${count} hours`,
  coursePrice: 'Course price',
  enrollNow: 'Enroll Now',
  whatYoullLearn: "What you'll learn",
  backToCourses: 'Back to Courses',
  rating: {
    /** Read before the score ('Rated 4.8 out of 5'), by screen readers only. */
    before: 'Rated ',
    score: (score: string) => score,
    after: ' out of 5',
    reviews: (count: number) => `(${count} reviews)`,
  },
  notFound: {
    title: 'Course not found',
    text: "We couldn't find a course at this address. It may have been renamed or removed; the full catalogue is one click away.",
    /** The course page's meta description for an unknown id. */
    description: 'This course does not exist. Browse all Shikhon Academy courses instead.',
    /** The landing page's, for an unknown topic. */
    landingDescription: 'This course does not exist.',
  },
};

export type CourseTermsCopy = CopyShape<typeof courseTermsCopy>;
