import { Hono } from 'hono';
import { checkEnrollment } from '../../../shared/schemas/order';
import type { Auth } from '../../auth';
import type { Database } from '../../db/database';
import { apiError } from '../../http/errors';
import { jsonInput } from '../../http/json-input';
import { noStore } from '../../http/no-store';
import { requireUser, type SignedInEnv } from '../../http/session';
import type { CourseCatalogue } from '../../learning/enrolments';
import { enrollInFreeCourse, listEnrollments } from '../../learning/enrolments';

export interface EnrollmentsDependencies {
  auth: Auth;
  database: Database;
  catalogue: CourseCatalogue;
}

// A body that is not JSON names no course; the service refuses it.
const enrollmentInput = jsonInput(checkEnrollment, { maxBytes: 1024, what: 'request' });

/** /api/enrollments: the learner's courses; POST starts a free one. */
export function enrollmentsRoutes(deps: EnrollmentsDependencies) {
  const { db } = deps.database;
  return new Hono<SignedInEnv>()
    .use('*', requireUser(deps.auth, deps.database), noStore)
    .get('/', async (c) => c.json(await listEnrollments(db, deps.catalogue, c.var.user.id)))
    .post('/', enrollmentInput, async (c) => {
      const { courseId } = c.var.input;
      const result = await enrollInFreeCourse(db, deps.catalogue, c.var.user.id, courseId);
      if (!result.ok) return apiError(c, result.status, result.code, result.message, result.fields);
      return c.json(result.value, 201);
    });
}
