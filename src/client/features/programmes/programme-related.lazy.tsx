import { findCourse } from '../../../shared/catalogue/courses';
import type { Course } from '../../../shared/catalogue/types';
import { CardGrid, CourseCard } from '../../components/course-card';
import { programmeDetailCopy as copy } from './programme-detail.copy';

/** 'Related courses' at the foot of a programme's page, as course cards (hydrated later). */
export function ProgrammeRelatedCourses({ courseIds }: { courseIds: readonly string[] }) {
  const related = courseIds
    .map((id) => findCourse(id))
    .filter((course): course is Course => course !== undefined);
  if (related.length === 0) return null;
  return (
    <section
      aria-labelledby="lab-related-heading"
      className="border-t border-slate-200 bg-slate-50"
    >
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:py-12">
        <h2 id="lab-related-heading" className="text-2xl font-bold text-slate-900">
          {copy.relatedCourses}
        </h2>
        <p className="mt-1 text-slate-700">{copy.relatedLead}</p>
        <CardGrid
          items={related}
          itemKey={(course) => course.id}
          renderItem={(course) => <CourseCard course={course} />}
        />
      </div>
    </section>
  );
}
