import { flashToast, toast } from '../../components/ui/toast-store';
import { whenSessionKnown, type SessionState } from '../auth/session';

export const AUTH_REQUIRED_TOAST = {
  title: 'Authentication required',
  description: 'Please sign in to start this course.',
  variant: 'destructive',
} as const;

/** What a course card's button (and 'Enroll Now') does, as spec section 2 describes. */
export function startCourse(
  session: SessionState,
  course: { id?: string; priceBDT: number },
  navigate: (href: string) => void = (href) => window.location.assign(href),
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
  if (course.id && course.priceBDT > 0) {
    navigate(`/checkout/${course.id}`);
  } else if (course.id) {
    navigate(`/course/${course.id}`);
  } else {
    toast({ title: 'Course started!' });
  }
}

export function courseButtonLabel(course: { priceBDT: number }, progress?: number): string {
  if (progress !== undefined) return 'Continue';
  return course.priceBDT === 0 ? 'Start Course' : 'Buy Now';
}
