import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Enrollment } from '../../../shared/schemas/order';
import type { DatabaseSchema } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import { failure, success, type ServiceResult } from '../../services/result';
import type { CourseCatalogue } from '../orders/orders.service';

/** The learner's courses, newest first, titled from the catalogue. */
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
  return rows.map((row) => ({
    courseId: row.course_id,
    courseTitle: catalogue.findCourse(row.course_id)?.title ?? row.course_id,
    enrolledAt: row.created_at,
    orderId: row.order_id,
  }));
}

/** 'Start Course' on a free course: enrols at once (PRODUCT.md section 3). Paid ones need an order. */
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
  return success({ courseId: course.id, courseTitle: course.title, enrolledAt, orderId: null });
}
