import type { Course, Programme } from './types';

/**
 * What a learner can buy at checkout: a course, or a lab programme (a bundle of real labs, from
 * the programme catalogue). Both are sold, verified and owned the same way: an order and an
 * enrolment keyed by the product's id (a course id or a programme's slug; catalogue.test.ts keeps
 * the two sets apart).
 */
export interface Product {
  id: string;
  title: string;
  priceBDT: number;
  kind: 'course' | 'programme';
  /** False for a programme in preparation (no labs yet): nobody can buy it. */
  onSale: boolean;
}

export function courseProduct(course: Pick<Course, 'id' | 'title' | 'priceBDT'>): Product {
  return {
    id: course.id,
    title: course.title,
    priceBDT: course.priceBDT,
    kind: 'course',
    onSale: true,
  };
}

export function programmeProduct(
  programme: Pick<Programme, 'slug' | 'title' | 'price' | 'onSale'>,
): Product {
  return {
    id: programme.slug,
    title: programme.title,
    priceBDT: Number(programme.price),
    kind: 'programme',
    onSale: programme.onSale,
  };
}
