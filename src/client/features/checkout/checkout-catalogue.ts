import { findCourse } from '../../../shared/catalogue/courses';
import { findProgrammeFacts } from '../../../shared/catalogue/programme-facts';
import { courseCheckoutItem, programmeCheckoutItem, type CheckoutItem } from './checkout-item';

/**
 * What /checkout/{id} sells: a course, or a lab programme (their ids never overlap). Read while
 * prerendering only: the page carries the answer in its HTML, so the browser never loads the
 * catalogues for it (the checkout is the page closest to the first-view JavaScript budget).
 */
export function checkoutItemFor(id: string): CheckoutItem | undefined {
  const course = findCourse(id);
  if (course) return courseCheckoutItem(course);
  const programme = findProgrammeFacts(id);
  return programme ? programmeCheckoutItem(programme) : undefined;
}
