import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { Button, ButtonLink } from '../../components/ui/button';
import { findCourse } from '../../../shared/catalogue/courses';
import type { Enrollment, Order } from '../../../shared/schemas/order';
import { whenSessionKnown } from '../../lib/session';
import { CourseCard } from '../../components/course-card';
import { fetchMyEnrollments, fetchMyOrders } from './dashboard-api';
import { MyOrders } from './my-orders';

type Loaded =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; enrollments: Enrollment[]; orders: Order[] };

const signedInNow = async () => (await whenSessionKnown()).status === 'signed-in';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function MyCourses({ enrollments }: { enrollments: readonly Enrollment[] }) {
  if (enrollments.length === 0) {
    return (
      <div className="mt-4 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
        <p className="text-base font-semibold text-slate-900">You do not own a course yet.</p>
        <p className="mt-2 text-sm text-slate-700">
          Pick a course; once its payment is verified it appears here.
        </p>
        <ButtonLink href="/courses" className="mt-5">
          Browse courses
        </ButtonLink>
      </div>
    );
  }
  return (
    <ul role="list" className="mt-6 grid gap-x-6 gap-y-8 sm:grid-cols-2 lg:grid-cols-3">
      {enrollments.map((enrollment) => {
        const course = findCourse(enrollment.courseId);
        return (
          <li key={enrollment.courseId}>
            {course ? (
              <CourseCard course={course} />
            ) : (
              // A course since taken out of the catalogue: still the learner's, so still listed.
              <article className="h-full rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                <h3 className="text-lg font-bold text-slate-900">{enrollment.courseTitle}</h3>
                <p className="mt-2 text-sm text-slate-700">
                  This course is no longer in the catalogue. Contact us for access to its material.
                </p>
              </article>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * /dashboard: the learner's courses and orders. Prerendered as a loading state; after hydration a
 * signed-out visitor is sent to /auth, everyone else sees their own enrolments and payments.
 */
export function LearnerDashboard({
  onSignedOut = () => window.location.replace('/auth'),
  isSignedIn = signedInNow,
}: {
  /** Where a signed-out visitor goes (tests pass their own). */
  onSignedOut?: () => void;
  /** Asked before loading, so a signed-out visitor causes no failing (401) request. */
  isSignedIn?: () => Promise<boolean>;
}) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const signedOut = useEffectEvent(onSignedOut);
  const checkSignedIn = useEffectEvent(isSignedIn);

  useEffect(() => {
    let current = true;
    const load = async (): Promise<Loaded | 'signed-out'> => {
      if (!(await checkSignedIn())) return 'signed-out';
      const [enrollments, orders] = await Promise.all([fetchMyEnrollments(), fetchMyOrders()]);
      if (enrollments.ok && orders.ok) {
        return { state: 'ready', enrollments: enrollments.data, orders: orders.data };
      }
      const failure = !enrollments.ok ? enrollments : !orders.ok ? orders : undefined;
      if (failure?.status === 401) return 'signed-out';
      return { state: 'failed', message: failure?.message ?? 'Please try again.' };
    };
    void load().then((result) => {
      if (!current) return;
      if (result === 'signed-out') signedOut();
      else setLoaded(result);
    });
    return () => {
      current = false;
    };
  }, [attempt]);

  if (loaded.state !== 'ready') {
    return (
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        {loaded.state === 'loading' ? (
          <p role="status" className="text-base text-slate-700">
            Loading your courses and orders...
          </p>
        ) : (
          <div role="alert" className="max-w-2xl rounded-xl border border-red-200 bg-red-50 p-6">
            <p className="text-base font-medium text-red-800">
              We could not load your courses and orders. {loaded.message}
            </p>
            <Button
              className="mt-4"
              onClick={() => {
                setLoaded({ state: 'loading' });
                setAttempt((count) => count + 1);
              }}
            >
              Try again
            </Button>
          </div>
        )}
      </div>
    );
  }

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-12 px-4 py-10 sm:px-6 sm:py-12">
      <Section id="my-courses" title="My courses">
        <MyCourses enrollments={loaded.enrollments} />
      </Section>
      <Section id="my-orders" title="My orders">
        <MyOrders orders={loaded.orders} />
      </Section>
    </div>
  );
}
