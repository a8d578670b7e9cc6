import { flashToast, toast } from '../components/ui/toast-store';
import { apiRequest } from './api-client';
import type { Enrollment } from '../../shared/schemas/order';
import {
  courseAccess,
  forgetSession,
  refreshSession,
  whenSessionKnown,
  type CourseAccess,
  type SessionState,
} from './session';
import { localePath } from '../i18n/locale-path';
import { libCopy } from './lib.copy';

const copy = libCopy.course;

export const AUTH_REQUIRED_TOAST = { ...copy.authRequired, variant: 'destructive' } as const;

const assign = (href: string) => window.location.assign(localePath(href));

/**
 * What a course card's button (and 'Enroll Now') does, as docs/product-rules.md describes, plus
 * what the learner already has: an owned course opens, a waiting payment shows its status.
 */
export function startCourse(
  session: SessionState,
  course: { id: string; priceBDT: number },
  navigate: (href: string) => void = assign,
) {
  if (session.status === 'loading') {
    // Clicked before the session was read: decide once it is known.
    void whenSessionKnown().then((known) => startCourse(known, course, navigate));
    return;
  }
  if (session.status !== 'signed-in') {
    flashToast(AUTH_REQUIRED_TOAST);
    navigate('/auth');
    return;
  }
  const access = courseAccess(session, course.id);
  if (access === 'enrolled') {
    // The player opens the learner's next unfinished item.
    navigate(`/learn/${course.id}`);
  } else if (access === 'pending' || course.priceBDT > 0) {
    navigate(`/checkout/${course.id}`);
  } else {
    void enrolInFreeCourse(course.id, navigate);
  }
}

/**
 * 'Start Course' on a free course: POST /api/enrollments. 201 and 409 (already enrolled) both
 * mean the learner owns it; the session is read again so every card says 'Continue'.
 */
export async function enrolInFreeCourse(
  courseId: string,
  navigate: (href: string) => void = assign,
): Promise<void> {
  const result = await apiRequest<Enrollment>('/api/enrollments', {
    method: 'POST',
    body: { courseId },
  });
  if (result.ok || (result.status === 409 && result.code === 'already_enrolled')) {
    // The course page is loaded next: the toast is shown there.
    flashToast({ title: copy.started });
    await refreshSession();
    navigate(`/course/${courseId}`);
    return;
  }
  if (result.status === 401) {
    forgetSession();
    flashToast(AUTH_REQUIRED_TOAST);
    navigate('/auth');
    return;
  }
  toast({
    title: copy.startFailed,
    description: result.message,
    variant: 'destructive',
  });
}

export function courseButtonLabel(
  course: { priceBDT: number },
  progress?: number,
  access: CourseAccess = 'none',
): string {
  if (access === 'enrolled' || progress !== undefined) return copy.continue;
  if (access === 'pending') return copy.paymentPending;
  return course.priceBDT === 0 ? copy.start : copy.buy;
}
