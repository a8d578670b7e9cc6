import type { ComponentType } from 'react';
import { CheckoutView } from '../../features/checkout/checkout-view';
import { findCourse } from '../../../shared/catalogue/courses';
import { formatTaka } from '../../../shared/format/format';
import type { PageModule, PageProps } from '../page';

/**
 * Loaded by `prepare` only for an unknown id: the checkout is the page closest to the first-view
 * JavaScript budget, and a buyer never sees this view.
 */
let CourseNotFound: ComponentType | undefined;

function CheckoutPage({ route }: PageProps) {
  const course = findCourse(route.id);
  if (course) return <CheckoutView course={course} />;
  return CourseNotFound ? <CourseNotFound /> : null;
}

export const page: PageModule = {
  Page: CheckoutPage,
  prepare: async (route) => {
    if (findCourse(route.id)) return;
    CourseNotFound = (await import('../../features/courses/course-not-found')).CourseNotFound;
  },
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
