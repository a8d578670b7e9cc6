import { Hono } from 'hono';
import type { Auth } from '../../auth';
import type { Database } from '../../db/database';
import { jsonBodyLimit } from '../../http/body-limit';
import { apiError } from '../../http/errors';
import { readJsonBody } from '../../http/json-body';
import { noStore } from '../../http/no-store';
import { requireUser, type SignedInEnv } from '../../http/session';
import type { CourseCatalogue } from './enrollments.service';
import { enrollInFreeCourse, listEnrollments } from './enrollments.service';

export interface EnrollmentsDependencies {
  auth: Auth;
  database: Database;
  catalogue: CourseCatalogue;
}

/** /api/enrollments: the learner's courses; POST starts a free one. */
export function enrollmentsRoutes(deps: EnrollmentsDependencies) {
  const { db } = deps.database;
  return new Hono<SignedInEnv>()
    .use('*', requireUser(deps.auth, deps.database), noStore)
    .get('/', async (c) => c.json(await listEnrollments(db, deps.catalogue, c.var.user.id)))
    .post('/', jsonBodyLimit(1024, 'request'), async (c) => {
      const read = await readJsonBody(c);
      const courseId =
        read.ok && typeof read.body === 'object' && read.body !== null && 'courseId' in read.body
          ? read.body.courseId
          : undefined;
      const result = await enrollInFreeCourse(db, deps.catalogue, c.var.user.id, courseId);
      if (!result.ok) return apiError(c, result.status, result.code, result.message, result.fields);
      return c.json(result.value, 201);
    });
}
