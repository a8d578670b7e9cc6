import { CheckoutView } from '../../features/checkout/checkout-view';
import { CourseNotFound } from '../../features/courses/course-not-found';
import { findCourse } from '../../../shared/catalogue/courses';
import { formatTaka } from '../../../shared/format/format';
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
      return {
        title: 'Course not found',
        description: 'This course does not exist. Browse all Shikhon Academy courses instead.',
        status: 404,
        noindex: true,
      };
    }
    return {
      title: `Checkout: ${course.title}`,
      description: `Pay ${formatTaka(course.priceBDT)} for ${course.title} by bKash or Nagad and submit the Transaction ID for verification.`,
      // A personal step, not a page to find through search.
      noindex: true,
    };
  },
};
