import { CourseDetailView } from '../../features/courses/course-detail-view';
import { CourseNotFound } from '../../features/courses/course-not-found';
import { courses, findCourse } from '../../../shared/catalogue/courses';
import type { PageModule, PageProps } from '../page';

function CoursePage({ route }: PageProps) {
  const course = findCourse(route.id);
  return course ? <CourseDetailView course={course} all={courses} /> : <CourseNotFound />;
}

export const page: PageModule = {
  Page: CoursePage,
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
