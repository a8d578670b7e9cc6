import type { Kysely } from 'kysely';
import { cached } from '../../../shared/cache';
import type { Course } from '../../../shared/catalogue/types';
import type { EnrolmentCounts } from '../../../shared/schemas/enrolment-counts';
import type { DatabaseSchema } from '../../db/schema';
import { countEnrolments } from '../../learning/enrolments';

/** How long one count of the enrolments answers every caller: the figure is allowed to lag. */
export const ENROLMENT_COUNTS_LIFETIME_MS = 60_000;

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
