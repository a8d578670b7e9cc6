import { CheckoutView } from '../../features/checkout/checkout-view';
import { CourseNotFound } from '../../features/courses/course-not-found';
import { findCourse } from '../../../shared/catalogue/courses';
import { formatTaka } from '../../../shared/format/format';
import { COURSE_NOT_FOUND_META } from '../course-not-found-meta';
import type { PageModule, PageProps } from '../page';

function CheckoutPage({ route }: PageProps) {
  const course = findCourse(route.id);
  return course ? <CheckoutView course={course} /> : <CourseNotFound />;
}

export const page: PageModule = {
  Page: CheckoutPage,
  meta: (route) => {
    const course = findCourse(route.id);
    if (!course) {
      return { ...COURSE_NOT_FOUND_META, noindex: true };
    }
    return {
      title: `Checkout: ${course.title}`,
      description: `Pay ${formatTaka(course.priceBDT)} for ${course.title} by bKash or Nagad and submit the Transaction ID for verification.`,
      // A personal step, not a page to find through search.
      noindex: true,
    };
  },
};
