import { CourseNotFound } from '../../features/courses/course-not-found';
import { CourseLandingView } from '../../features/courses/course-landing-view';
import { findLandingPage } from '../../features/courses/landing-pages';
import { courseTermsCopy as terms } from '../../features/courses/course-terms.copy';
import { findCourse } from '../../../shared/catalogue/courses';
import type { PageModule, PageProps } from '../page';

function resolve(topic: string) {
  const landing = findLandingPage(topic);
  const course = landing ? findCourse(landing.courseId) : undefined;
  return landing && course ? { landing, course } : undefined;
}

function CourseLandingPage({ route }: PageProps) {
  const found = resolve(route.id);
  return found ? (
    <CourseLandingView landing={found.landing} course={found.course} />
  ) : (
    <CourseNotFound />
  );
}

export const page: PageModule = {
  Page: CourseLandingPage,
  meta: (route) => {
    const found = resolve(route.id);
    if (!found) {
      return {
        title: terms.notFound.title,
        description: terms.notFound.landingDescription,
        status: 404,
      };
    }
    return { title: found.landing.metaTitle, description: found.landing.description };
  },
};
