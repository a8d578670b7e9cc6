import { useEffect, useState } from 'react';
import type { Course } from '../../shared/catalogue/types';
import type { EnrolmentCounts } from '../../shared/schemas/enrolment-counts';

let asked: Promise<EnrolmentCounts['counts']> | undefined;

/** One request per page view, however many cards ask; a failure leaves the catalogue figures. */
function enrolmentCounts(): Promise<EnrolmentCounts['counts']> {
  asked ??= fetch('/api/catalogue/enrolments')
    .then((response) => (response.ok ? (response.json() as Promise<EnrolmentCounts>) : null))
    .then((body) => body?.counts ?? {})
    .catch(() => ({}));
  return asked;
}

/**
 * The course's enrolled figure: the catalogue's while prerendering and hydrating (so the HTML
 * matches and nothing shifts), then the server's live count.
 */
export function useEnrolled(course: Course): number {
  const [counts, setCounts] = useState<EnrolmentCounts['counts'] | null>(null);
  useEffect(() => {
    let current = true;
    void enrolmentCounts().then((answer) => {
      if (current) setCounts(answer);
    });
    return () => {
      current = false;
    };
  }, []);
  return counts?.[course.id] ?? course.enrolled;
}

/** Forgets the answer, for tests that each start a fresh page. */
export function forgetEnrolmentCounts(): void {
  asked = undefined;
}
