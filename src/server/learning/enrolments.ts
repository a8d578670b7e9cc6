import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { findProgramme, programmes } from '../../shared/catalogue/programmes';
import { courseProduct, programmeProduct, type Product } from '../../shared/catalogue/products';
import type { Course } from '../../shared/catalogue/types';
import type { Enrollment, MyCourses } from '../../shared/schemas/order';
import { PRODUCT_MESSAGES } from '../../shared/schemas/product-messages';
import type { DatabaseSchema } from '../db/schema';
import { isUniqueViolation } from '../db/errors';
import { failure, success, type ServiceResult } from '../services/result';

/** Where prices and titles come from: the built-in catalogue (tests may pass their own). */
export interface CourseCatalogue {
  findCourse: (id: string) => Course | undefined;
}

/** A course (from the catalogue given) or a lab programme, by the id orders and enrolments use. */
export function findProduct(catalogue: CourseCatalogue, id: string): Product | undefined {
  const course = catalogue.findCourse(id);
  if (course) return courseProduct(course);
  const programme = findProgramme(id);
  return programme ? programmeProduct(programme) : undefined;
}

/** The lab programmes (programme catalogue slugs) that include a lab: owning one opens the lab. */
export function programmesWithLab(labId: string): string[] {
  return programmes.filter((programme) => programme.labIds.includes(labId)).map((p) => p.slug);
}

/**
 * The enrolment rules, in one place: a learner owns a course once enrolled, and gets there either
 * by starting a free course (at once) or by a paid order that staff verify. A paid course is
 * bought at checkout only while the learner does not own it; a free one is never bought.
 */

export async function isEnrolled(
  db: Kysely<DatabaseSchema>,
  userId: string,
  courseId: string,
): Promise<boolean> {
  return ownsAny(db, userId, [courseId]);
}

/** Whether the learner owns any of these courses or programmes (ids as enrolments hold them). */
export async function ownsAny(
  db: Kysely<DatabaseSchema>,
  userId: string,
  productIds: readonly string[],
): Promise<boolean> {
  if (productIds.length === 0) return false;
  const row = await db
    .selectFrom('enrollments')
    .select('id')
    .where('user_id', '=', userId)
    .where('course_id', 'in', productIds)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The learner's enrolment in a course as a subquery (its id, or null), for a caller that reads
 * it in the same round trip as other facts; `courseAccess` takes the answer as `known.enrolled`.
 */
export function enrolmentOf(db: Kysely<DatabaseSchema>, userId: string, courseId: string) {
  return db
    .selectFrom('enrollments')
    .select('enrollments.id')
    .where('enrollments.user_id', '=', userId)
    .where('enrollments.course_id', '=', courseId)
    .limit(1);
}

/** The ids of what the learner owns, newest enrolment first. */
export async function enrolledProductIds(
  db: Kysely<DatabaseSchema>,
  userId: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('enrollments')
    .select('course_id')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.course_id);
}

/** Enrolments per course or programme id, everyone's. */
export async function countEnrolments(db: Kysely<DatabaseSchema>): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('enrollments')
    .select(['course_id', (eb) => eb.fn.countAll().as('count')])
    .groupBy('course_id')
    .execute();
  // PostgreSQL answers count(*) as a bigint string, SQLite as a number.
  return new Map(rows.map((row) => [row.course_id, Number(row.count)]));
}

/** The course ids a learner owns and those with a payment waiting (for /api/me). */
export async function myCourses(db: Kysely<DatabaseSchema>, userId: string): Promise<MyCourses> {
  const [enrolled, pending] = await Promise.all([
    db.selectFrom('enrollments').select('course_id').where('user_id', '=', userId).execute(),
    db
      .selectFrom('orders')
      .select('course_id')
      .where('user_id', '=', userId)
      .where('payment_status', '=', 'pending')
      .execute(),
  ]);
  return {
    enrolled: enrolled.map((row) => row.course_id),
    pending: pending.map((row) => row.course_id),
  };
}

/** The learner's courses and lab programmes, newest first, titled from the catalogues. */
export async function listEnrollments(
  db: Kysely<DatabaseSchema>,
  catalogue: CourseCatalogue,
  userId: string,
): Promise<Enrollment[]> {
  const rows = await db
    .selectFrom('enrollments')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((row) => {
    const product = findProduct(catalogue, row.course_id);
    return {
      courseId: row.course_id,
      courseTitle: product?.title ?? row.course_id,
      kind: product?.kind ?? 'course',
      enrolledAt: row.created_at,
      orderId: row.order_id,
    };
  });
}

/** 'Start Course' on a free course enrols at once; a paid one needs an order (docs/product-rules.md). */
export async function enrollInFreeCourse(
  db: Kysely<DatabaseSchema>,
  catalogue: CourseCatalogue,
  userId: string,
  courseId: unknown,
  now: Date = new Date(),
): Promise<ServiceResult<Enrollment>> {
  const course = typeof courseId === 'string' ? catalogue.findCourse(courseId) : undefined;
  if (!course) {
    return failure(400, 'invalid_input', 'Choose a course to start.', {
      courseId: 'There is no such course.',
    });
  }
  if (course.priceBDT > 0) {
    return failure(403, 'payment_required', 'This course is paid: buy it at checkout first.');
  }
  const enrolledAt = now.toISOString();
  try {
    await db
      .insertInto('enrollments')
      .values({
        id: randomUUID(),
        user_id: userId,
        course_id: course.id,
        order_id: null,
        created_at: enrolledAt,
      })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error))
      return failure(409, 'already_enrolled', 'You already own this course.');
    throw error;
  }
  return success({
    courseId: course.id,
    courseTitle: course.title,
    kind: 'course',
    enrolledAt,
    orderId: null,
  });
}

/**
 * Whether a learner may pay for a course or programme: only a paid one they do not own yet. (One
 * pending order per product is the database's to decide, when the order is written.)
 */
export async function mayBuyProduct(
  db: Kysely<DatabaseSchema>,
  userId: string,
  product: Product,
): Promise<ServiceResult<Product>> {
  if (!product.onSale) {
    return failure(409, 'not_on_sale', PRODUCT_MESSAGES.notOnSale);
  }
  if (product.priceBDT <= 0) {
    return failure(
      409,
      'free_course',
      'This course is free: start it from its page, no payment needed.',
    );
  }
  if (await isEnrolled(db, userId, product.id)) {
    return failure(
      409,
      'already_enrolled',
      product.kind === 'course'
        ? 'You already own this course.'
        : 'You already own this programme.',
    );
  }
  return success(product);
}

/**
 * A verified order enrols its learner. Call it in the transaction that verifies the order, so
 * the two commit together; a learner who already owns the course keeps the enrolment they have.
 */
export async function enrollForVerifiedOrder(
  db: Kysely<DatabaseSchema>,
  order: { id: string; user_id: string; course_id: string },
  verifiedAt: string,
): Promise<void> {
  await db
    .insertInto('enrollments')
    .values({
      id: randomUUID(),
      user_id: order.user_id,
      course_id: order.course_id,
      order_id: order.id,
      created_at: verifiedAt,
    })
    .onConflict((conflict) => conflict.columns(['user_id', 'course_id']).doNothing())
    .execute();
}
