// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts, takeFlashToast } from '../components/ui/toast-store';
import type { SessionState } from './session';
import { courseButtonLabel, enrolInFreeCourse, startCourse } from './start-course';

const learner = (enrolled: string[] = [], pending: string[] = []): SessionState => ({
  status: 'signed-in',
  email: 'nusrat@example.com',
  courses: { enrolled, pending },
});

let navigate: ReturnType<typeof vi.fn<(href: string) => void>>;
let posts: unknown[];
let enrolAnswer: () => Response;

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status });
}

beforeEach(() => {
  navigate = vi.fn<(href: string) => void>();
  posts = [];
  sessionStorage.clear();
  for (const toast of getToasts()) dismissToast(toast.id);
  enrolAnswer = () => json(201, { courseId: 'free-course' });
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      if (url === '/api/enrollments' && init.method === 'POST') {
        posts.push(JSON.parse(String(init.body)));
        return Promise.resolve(enrolAnswer());
      }
      if (url === '/api/me') {
        const courses = { enrolled: ['free-course'], pending: [] };
        return Promise.resolve(
          json(200, { user: { email: 'n@example.com', name: 'N', isStaff: false, courses } }),
        );
      }
      return Promise.resolve(json(404, { error: { code: 'not_found', message: 'Not found' } }));
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('courseButtonLabel', () => {
  it('names what the button does for what the learner has', () => {
    const paid = { priceBDT: 1000 };
    const free = { priceBDT: 0 };
    expect(courseButtonLabel(paid)).toBe('Buy Now');
    expect(courseButtonLabel(free)).toBe('Start Course');
    expect(courseButtonLabel(paid, 40)).toBe('Continue');
    expect(courseButtonLabel(paid, undefined, 'enrolled')).toBe('Continue');
    expect(courseButtonLabel(free, undefined, 'enrolled')).toBe('Continue');
    expect(courseButtonLabel(paid, undefined, 'pending')).toBe('Payment pending');
  });
});

describe('startCourse', () => {
  it('sends a signed-out visitor to /auth with the spec toast', () => {
    startCourse({ status: 'signed-out' }, { id: 'docker-fundamentals', priceBDT: 1000 }, navigate);
    expect(navigate).toHaveBeenCalledWith('/auth');
    expect(takeFlashToast()).toEqual({
      title: 'Authentication required',
      description: 'Please sign in to start this course.',
      variant: 'destructive',
    });
  });

  it('opens an owned course, shows a waiting payment, and sends a buyer to checkout', () => {
    const course = { id: 'docker-fundamentals', priceBDT: 1000 };
    startCourse(learner(['docker-fundamentals']), course, navigate);
    startCourse(learner([], ['docker-fundamentals']), course, navigate);
    startCourse(learner(), course, navigate);
    expect(navigate.mock.calls).toEqual([
      ['/learn/docker-fundamentals'],
      ['/checkout/docker-fundamentals'],
      ['/checkout/docker-fundamentals'],
    ]);
    expect(posts).toEqual([]);
  });

  it('enrols in a free course, then opens it with "Course started!"', async () => {
    await enrolInFreeCourse('free-course', navigate);
    expect(posts).toEqual([{ courseId: 'free-course' }]);
    expect(navigate).toHaveBeenCalledWith('/course/free-course');
    expect(takeFlashToast()).toEqual({ title: 'Course started!' });
  });

  it('treats "already enrolled" as owned', async () => {
    enrolAnswer = () =>
      json(409, { error: { code: 'already_enrolled', message: 'You already own this course.' } });
    await enrolInFreeCourse('free-course', navigate);
    expect(navigate).toHaveBeenCalledWith('/course/free-course');
  });

  it("reports a failure with the server's message and stays", async () => {
    enrolAnswer = () =>
      json(503, { error: { code: 'unavailable', message: 'The database did not answer.' } });
    await enrolInFreeCourse('free-course', navigate);
    expect(navigate).not.toHaveBeenCalled();
    expect(
      getToasts().map(({ title, description, variant }) => ({ title, description, variant })),
    ).toEqual([
      {
        title: 'Could not start the course',
        description: 'The database did not answer.',
        variant: 'destructive',
      },
    ]);
  });
});
