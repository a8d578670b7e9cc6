import { ButtonLink } from '../../components/ui/button';
import type { Course, CourseCategory } from '../../../shared/catalogue/types';
import { CourseCard } from '../../components/course-card';
import { localePath } from '../../i18n/locale-path';
import { coursePanelsCopy } from './course-panels.copy';
import { courseTermsCopy as terms } from './course-terms.copy';

/** 'Similar Courses in {category}'; renders nothing when the category has no other course. */
export function SimilarCourses({
  category,
  courses,
}: {
  category: CourseCategory;
  courses: readonly Course[];
}) {
  if (courses.length === 0) return null;
  const copy = coursePanelsCopy.similar;
  return (
    <section aria-labelledby="similar-heading" className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="similar-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {copy.title(terms.categories[category])}
          </h2>
          <ButtonLink href={localePath('/courses')} variant="outline">
            {copy.viewAll}
          </ButtonLink>
        </div>
        <ul role="list" className="mt-8 grid gap-x-6 gap-y-8 sm:grid-cols-2 lg:grid-cols-3">
          {courses.map((course) => (
            <li key={course.id}>
              <CourseCard course={course} headingLevel={3} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
