import { useState } from 'react';
import { cached } from '../../shared/cache';
import type { Course } from '../../shared/catalogue/types';
import type { EnrolmentCounts } from '../../shared/schemas/enrolment-counts';
import { useApiLoad } from './use-api-load';

/**
 * One request per page view, however many cards ask; a failure leaves the catalogue figures
 * (and is kept: the figures are a bonus, not worth asking again).
 */
const enrolmentCounts = cached((): Promise<EnrolmentCounts['counts']> =>
  fetch('/api/catalogue/enrolments')
    .then((response) => (response.ok ? (response.json() as Promise<EnrolmentCounts>) : null))
    .then((body) => body?.counts ?? {})
    .catch(() => ({})),
);

/**
 * The course's enrolled figure: the catalogue's while prerendering and hydrating (so the HTML
 * matches and nothing shifts), then the server's live count.
 */
export function useEnrolled(course: Course): number {
  const [counts, setCounts] = useState<EnrolmentCounts['counts'] | null>(null);
  useApiLoad('counts', enrolmentCounts, setCounts);
  return counts?.[course.id] ?? course.enrolled;
}

/** Forgets the answer, for tests that each start a fresh page. */
export function forgetEnrolmentCounts(): void {
  enrolmentCounts.forget();
}
