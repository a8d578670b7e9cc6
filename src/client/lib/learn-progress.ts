import { useEffect, useState } from 'react';
import type { CourseProgress } from '../../shared/schemas/learn';
import { apiRequest } from './api-client';
import { useSession } from './session';

// One GET /api/learn per page, however many cards ask for it.
let loading: Promise<CourseProgress[]> | undefined;

/** Forgets the answer (tests load several learners in one page). */
export function forgetLearnProgress() {
  loading = undefined;
}

/** GET /api/learn, asked once per page; an empty list when it fails (progress is a bonus). */
export function loadLearnProgress(): Promise<CourseProgress[]> {
  loading ??= apiRequest<CourseProgress[]>('/api/learn').then((result) => {
    if (result.ok) return result.data;
    loading = undefined;
    return [];
  });
  return loading;
}

/**
 * The learner's progress in the courses they own, after hydration; undefined while unknown and
 * for anyone who owns nothing, so visitors cause no request.
 */
export function useLearnProgress(): CourseProgress[] | undefined {
  const owns = (useSession().courses?.enrolled.length ?? 0) > 0;
  const [progress, setProgress] = useState<CourseProgress[]>();
  useEffect(() => {
    if (!owns) return;
    let current = true;
    void loadLearnProgress().then((list) => current && setProgress(list));
    return () => {
      current = false;
    };
  }, [owns]);
  return owns ? progress : undefined;
}

/** A course's whole percent from that list, if the learner owns it. */
export const percentOf = (list: readonly CourseProgress[] | undefined, courseId: string) =>
  list?.find((course) => course.courseId === courseId)?.percent;
