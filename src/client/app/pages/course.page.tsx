import type { ComponentType } from 'react';
import { CourseDetailView } from '../../features/courses/course-detail-view';
import { courseTermsCopy as terms } from '../../features/courses/course-terms.copy';
import { courses, findCourse } from '../../../shared/catalogue/courses';
import { loadCourseCurriculum, type Curriculum } from '../../../shared/catalogue/curriculum-loader';
import type { PageModule, PageProps } from '../page';
import { entityTitle } from '../../i18n/entity-title.copy';

/** Filled by `prepare`: only this course's curriculum (modules and outcomes) is loaded. */
const curricula = new Map<string, Curriculum>();
/** Loaded by `prepare` for an unknown id only: a course's page never needs it. */
let CourseNotFound: ComponentType | undefined;

function CoursePage({ route }: PageProps) {
  const course = findCourse(route.id);
  return course ? (
    <CourseDetailView
      course={course}
      all={courses}
      modules={curricula.get(course.id)?.modules ?? []}
      outcomes={curricula.get(course.id)?.outcomes ?? []}
    />
  ) : CourseNotFound ? (
    <CourseNotFound />
  ) : null;
}

export const page: PageModule = {
  Page: CoursePage,
  prepare: async (route) => {
    if (!findCourse(route.id)) {
      CourseNotFound = (await import('../../features/courses/course-not-found')).CourseNotFound;
      return;
    }
    curricula.set(route.id, await loadCourseCurriculum(route.id));
  },
  meta: (route) => {
    const course = findCourse(route.id);
    if (!course) {
      return {
        title: terms.notFound.title,
        description: terms.notFound.description,
        status: 404,
      };
    }
    return { title: entityTitle.course(course.title), description: course.description };
  },
};
