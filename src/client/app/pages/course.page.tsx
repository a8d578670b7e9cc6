import { CourseDetailView } from '../../features/courses/course-detail-view';
import { CourseNotFound } from '../../features/courses/course-not-found';
import { courses, findCourse } from '../../../shared/catalogue/courses';
import { loadCurriculum } from '../../../shared/catalogue/curriculum-loader';
import type { CurriculumModule } from '../../../shared/catalogue/types';
import type { PageModule, PageProps } from '../page';

/** Filled by `prepare`: only this course's curriculum is loaded. */
const curricula = new Map<string, readonly CurriculumModule[]>();

function CoursePage({ route }: PageProps) {
  const course = findCourse(route.id);
  return course ? (
    <CourseDetailView course={course} all={courses} modules={curricula.get(course.id) ?? []} />
  ) : (
    <CourseNotFound />
  );
}

export const page: PageModule = {
  Page: CoursePage,
  prepare: async (route) => {
    if (findCourse(route.id)) curricula.set(route.id, await loadCurriculum(route.id));
  },
  meta: (route) => {
    const course = findCourse(route.id);
    if (!course) {
      return {
        title: 'Course not found',
        description: 'This course does not exist. Browse all Shikhon Academy courses instead.',
        status: 404,
      };
    }
    return { title: course.title, description: course.description };
  },
};
