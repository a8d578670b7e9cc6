import type { Kysely } from 'kysely';
import { cached } from '../../../shared/cache';
import type { Course } from '../../../shared/catalogue/types';
import type { EnrolmentCounts } from '../../../shared/schemas/enrolment-counts';
import type { DatabaseSchema } from '../../db/schema';

/** How long one count of the enrolments answers every caller: the figure is allowed to lag. */
export const ENROLMENT_COUNTS_LIFETIME_MS = 60_000;

/** Rows in `enrollments` per course id. */
export async function countEnrolments(db: Kysely<DatabaseSchema>): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('enrollments')
    .select(['course_id', (eb) => eb.fn.countAll().as('count')])
    .groupBy('course_id')
    .execute();
  // PostgreSQL answers count(*) as a bigint string, SQLite as a number.
  return new Map(rows.map((row) => [row.course_id, Number(row.count)]));
}

/** Each catalogue course's typed figure plus its real enrolments; other courses are left out. */
export function enrolledCounts(
  courses: readonly Course[],
  enrolments: ReadonlyMap<string, number>,
): EnrolmentCounts {
  const counts: Record<string, number> = {};
  for (const course of courses)
    counts[course.id] = course.enrolled + (enrolments.get(course.id) ?? 0);
  return { counts };
}

export interface EnrolmentCountsDependencies {
  db: Kysely<DatabaseSchema>;
  courses: readonly Course[];
  /** Milliseconds, as Date.now; tests move it on. */
  now?: () => number;
}

/** The enrolled figures, counted at most once a minute in this process. */
export function enrolmentCountsService(deps: EnrolmentCountsDependencies) {
  // Calls during a load share it, so a burst of page views costs one query; a failed load is
  // not kept.
  return cached(async () => enrolledCounts(deps.courses, await countEnrolments(deps.db)), {
    lifetimeMs: ENROLMENT_COUNTS_LIFETIME_MS,
    now: deps.now,
  });
}
