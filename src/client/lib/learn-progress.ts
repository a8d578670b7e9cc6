import { useState } from 'react';
import { cached } from '../../shared/cache';
import type { CourseProgress } from '../../shared/schemas/learn';
import { apiRequest } from './api-client';
import { useSession } from './session';
import { useApiLoad } from './use-api-load';

// One GET /api/learn per page, however many cards ask for it; a failure is not kept.
const learnProgress = cached(() => apiRequest<CourseProgress[]>('/api/learn'), {
  keep: (result) => result.ok,
});

/** Forgets the answer (tests load several learners in one page). */
export function forgetLearnProgress() {
  learnProgress.forget();
}

/** GET /api/learn, asked once per page; an empty list when it fails (progress is a bonus). */
export function loadLearnProgress(): Promise<CourseProgress[]> {
  return learnProgress().then((result) => (result.ok ? result.data : []));
}

/**
 * The learner's progress in the courses they own, after hydration; undefined while unknown and
 * for anyone who owns nothing, so visitors cause no request.
 */
export function useLearnProgress(): CourseProgress[] | undefined {
  const owns = (useSession().courses?.enrolled.length ?? 0) > 0;
  const [progress, setProgress] = useState<CourseProgress[]>();
  useApiLoad(owns ? 'progress' : null, loadLearnProgress, setProgress);
  return owns ? progress : undefined;
}

/** A course's whole percent from that list, if the learner owns it. */
export const percentOf = (list: readonly CourseProgress[] | undefined, courseId: string) =>
  list?.find((course) => course.courseId === courseId)?.percent;
