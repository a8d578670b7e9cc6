import { HOME_COURSE_IDS, findCourse } from '../../../shared/catalogue/courses';
import type { Course } from '../../../shared/catalogue/types';
import { ButtonLink } from '../../components/ui/button';
import { ArrowRightIcon } from '../../components/ui/icons';
import { CourseCard } from '../../components/course-card';
import { SectionHeading } from './section-heading';
import { localePath } from '../../i18n/locale-path';
import { homeCopy } from './home.copy';

const copy = homeCopy.courses;

const homeCourses: Course[] = HOME_COURSE_IDS.flatMap((id) => {
  const course = findCourse(id);
  return course ? [course] : [];
});

export function HomeCourses() {
  return (
    <section aria-labelledby="home-courses-title" className="py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="home-courses-title"
          eyebrow={copy.eyebrow}
          title={copy.title}
          lead={copy.lead}
        />
        <ul className="mt-12 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {homeCourses.map((course) => (
            <li key={course.id}>
              <CourseCard course={course} />
            </li>
          ))}
        </ul>
        <div className="mt-10 flex justify-center">
          <ButtonLink href={localePath('/courses')} variant="outline" size="lg">
            {copy.viewAll}
            <ArrowRightIcon />
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
