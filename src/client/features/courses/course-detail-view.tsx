import { useMemo } from 'react';
import type { Course, CurriculumModule } from '../../../shared/catalogue/types';
import { HydrationBoundary } from '../../components/hydration-boundary';
import { hydratedLater } from '../../components/server-only';
import { CourseContentTabs } from './course-content-tabs';
import { similarCourses } from './course-detail';
import { CourseHero } from './course-hero';
import { CourseSideCard } from './course-side-card';

// Below the fold, with the course cards' code: hydrated once its chunk is in, after the first view.
const SimilarCourses = hydratedLater(
  async () => (await import('./similar-courses.lazy')).SimilarCourses,
);

/**
 * /course/{id}: hero, tabs beside a sticky enrolment card, similar courses. On phones the card
 * comes first (price and 'Enroll Now' before the long tab content), as on lab pages.
 */
export function CourseDetailView({
  course,
  all,
  modules,
  outcomes,
}: {
  course: Course;
  all: readonly Course[];
  modules: readonly CurriculumModule[];
  outcomes: readonly string[];
}) {
  // The same array on every render: a new one would reach the part still waiting for its code
  // (hydratedLater is memoised) and replace its server HTML with nothing.
  const similar = useMemo(() => similarCourses(course, all), [course, all]);
  return (
    <>
      <HydrationBoundary>
        <CourseHero course={course} />
      </HydrationBoundary>
      <div className="mx-auto grid max-w-7xl items-start gap-8 px-4 py-10 sm:px-6 sm:py-12 lg:grid-cols-3 lg:gap-10">
        <div className="lg:sticky lg:top-24 lg:col-start-3 lg:row-start-1">
          <HydrationBoundary>
            <CourseSideCard course={course} />
          </HydrationBoundary>
        </div>
        <div className="min-w-0 lg:col-span-2 lg:col-start-1 lg:row-start-1">
          <HydrationBoundary>
            <CourseContentTabs course={course} modules={modules} outcomes={outcomes} />
          </HydrationBoundary>
        </div>
      </div>
      <HydrationBoundary>
        <SimilarCourses category={course.category} courses={similar} />
      </HydrationBoundary>
    </>
  );
}
