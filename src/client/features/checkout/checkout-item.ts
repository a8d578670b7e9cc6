import type { Course } from '../../../shared/catalogue/types';
import type { ProgrammeFacts } from '../../../shared/catalogue/programme-facts';
import { checkoutCopy } from './checkout.copy';

/** What checkout sells: a course or a lab programme, with what its summary and links need. */
export interface CheckoutItem {
  id: string;
  title: string;
  priceBDT: number;
  icon: string;
  kind: 'course' | 'programme';
  /** Its page, for "Back to …" and "Go to …". */
  href: string;
  /** The summary's facts, e.g. "12 lessons · 20 hours". */
  facts: string;
  /** False for a programme in preparation: the page says so instead of taking a payment. */
  onSale: boolean;
}

export function courseCheckoutItem(course: Course): CheckoutItem {
  return {
    id: course.id,
    title: course.title,
    priceBDT: course.priceBDT,
    icon: course.icon,
    kind: 'course',
    href: `/course/${course.id}`,
    facts: checkoutCopy.item.courseFacts(course.lessons, course.hours),
    onSale: true,
  };
}

export function programmeCheckoutItem(programme: ProgrammeFacts): CheckoutItem {
  return {
    id: programme.slug,
    title: programme.title,
    priceBDT: Number(programme.price),
    icon: programme.image,
    kind: 'programme',
    href: `/labs/${programme.slug}`,
    facts: programme.onSale
      ? checkoutCopy.item.programmeFacts(programme.hours)
      : checkoutCopy.item.inPreparation,
    onSale: programme.onSale,
  };
}
