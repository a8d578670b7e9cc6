import { lazy, Suspense, useState, type ReactNode } from 'react';
import { ButtonLink } from '../../components/ui/button';
import { RetryAlert } from '../../components/ui/retry-alert';
import { ProgressBar } from '../../components/ui/progress-bar';
import { findCourse } from '../../../shared/catalogue/courses';
import type { NextCourse } from '../../../shared/catalogue/next-course';
import { formatTimeInDhaka } from '../../i18n/format.copy';
import type { CourseProgress } from '../../../shared/schemas/learn';
import type { Enrollment, Order } from '../../../shared/schemas/order';
import { loadLearnProgress } from '../../lib/learn-progress';
import { loadKey, useApiLoad } from '../../lib/use-api-load';
import { whenSessionKnown } from '../../lib/session';
import { CourseCard } from '../../components/course-card';
import { fetchMyEnrollments, fetchMyOrders, fetchOutline } from './dashboard-api';
import { MyOrders } from './my-orders';
import { LazyMyCertificates } from './lazy-my-certificates';
import { localePath } from '../../i18n/locale-path';
import { dashboardCopy as copy } from './dashboard.copy';
import { EnglishText } from '../../components/ui/english';

// Its own chunk, fetched after the first view (the page has no JavaScript budget to spare).
const AchievementsSection = lazy(async () => ({
  default: (await import('../achievements/achievements-section')).AchievementsSection,
}));

type Loaded =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | {
      state: 'ready';
      enrollments: Enrollment[];
      orders: Order[];
      progress: CourseProgress[];
      /** What to learn after the course to pick up, when that one is finished. */
      next: NextCourse | null;
    };

const isFinished = (progress: CourseProgress | undefined): boolean =>
  progress !== undefined && progress.total > 0 && progress.nextItemId === null;

/**
 * The owned course to pick up: the unfinished one touched last, else the first unfinished one
 * owned, else (everything finished) the one finished last.
 */
export function courseToContinue(
  enrollments: readonly Enrollment[],
  progress: readonly CourseProgress[],
): Enrollment | undefined {
  const owned = enrollments.filter((enrollment) => findCourse(enrollment.courseId));
  const progressOf = (courseId: string) => progress.find((entry) => entry.courseId === courseId);
  const touched = progress
    .filter((course) => course.lastActivityAt && owned.some((e) => e.courseId === course.courseId))
    .sort((a, b) => (b.lastActivityAt ?? '').localeCompare(a.lastActivityAt ?? ''));
  const unfinished = touched.find((course) => !isFinished(course));
  return (
    owned.find((e) => e.courseId === unfinished?.courseId) ??
    owned.find((e) => !isFinished(progressOf(e.courseId))) ??
    owned.find((e) => e.courseId === touched[0]?.courseId) ??
    owned[0]
  );
}

/**
 * The course to suggest once the course to pick up is finished (null when it is not, or nothing
 * is left). Its code reads every learning path, so it is loaded only then.
 */
async function nextAfterFinished(
  enrollments: readonly Enrollment[],
  progress: readonly CourseProgress[],
): Promise<NextCourse | null> {
  const resume = courseToContinue(enrollments, progress);
  if (!resume || !isFinished(progress.find((entry) => entry.courseId === resume.courseId))) {
    return null;
  }
  const { nextCourseAfter } = await import('./next-course.lazy');
  const owned = new Set(enrollments.map((each) => each.courseId));
  const finished = new Set(
    progress.filter((entry) => isFinished(entry)).map((entry) => entry.courseId),
  );
  return nextCourseAfter(resume.courseId, { owned, finished });
}

/** A finished course: what it was, where its certificate is, and what to learn next. */
function CourseCompleted({
  enrollment,
  enrollments,
  next,
}: {
  enrollment: Enrollment;
  enrollments: readonly Enrollment[];
  next: NextCourse | null;
}) {
  const { courseId } = enrollment;
  const owned = new Set(enrollments.map((each) => each.courseId));
  const nextOwned = next ? owned.has(next.course.id) : false;
  return (
    <div className="mt-4 max-w-2xl rounded-xl border border-green-300 bg-green-50 p-6 shadow-sm">
      <p className="text-sm font-semibold uppercase tracking-wide text-green-800">
        {copy.completed.label}
      </p>
      <h3 className="mt-1 text-lg font-bold text-slate-900">
        {findCourse(courseId)?.title ?? enrollment.courseTitle}
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        {copy.completed.before}
        <a href="#my-certificates" className="font-medium text-brand-800 underline">
          {copy.completed.certificate}
        </a>
        {copy.completed.after}
      </p>
      {next ? (
        <div className="mt-5 border-t border-green-200 pt-4">
          <p className="text-sm text-slate-700">
            {next.path ? copy.completed.nextOnPath(next.path.title) : copy.completed.whatNext}
          </p>
          <p className="mt-1 text-base font-semibold text-slate-900">{next.course.title}</p>
          <ButtonLink
            href={localePath(nextOwned ? `/learn/${next.course.id}` : `/course/${next.course.id}`)}
            className="mt-3"
          >
            {nextOwned
              ? copy.completed.continueWith(next.course.title)
              : copy.completed.see(next.course.title)}
          </ButtonLink>
        </div>
      ) : (
        <p className="mt-4 text-sm text-slate-700">{copy.completed.allDone}</p>
      )}
      <a
        href={localePath(`/learn/${courseId}`)}
        className="mt-4 block text-sm font-medium text-brand-800 underline"
      >
        {copy.completed.review(findCourse(courseId)?.title ?? enrollment.courseTitle)}
      </a>
    </div>
  );
}

/** "Continue learning": the course, its next item (read from its outline) and one button. */
function ContinueLearning({
  enrollment,
  progress,
}: {
  enrollment: Enrollment;
  progress: CourseProgress | undefined;
}) {
  const { courseId } = enrollment;
  const [next, setNext] = useState<string>();
  const nextItemId = progress?.nextItemId;
  useApiLoad(
    nextItemId ? loadKey(courseId, nextItemId) : null,
    () => fetchOutline(courseId),
    (result) => {
      if (!result.ok) return;
      const item = result.data.modules
        .flatMap((module) => module.items)
        .find((candidate) => candidate.id === nextItemId);
      if (item) setNext(item.title);
    },
  );
  return (
    <div className="mt-4 max-w-2xl rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h3 className="text-lg font-bold text-slate-900">
        {findCourse(courseId)?.title ?? enrollment.courseTitle}
      </h3>
      {next ? (
        <p className="mt-1 text-sm text-slate-700">
          {copy.resume.next}
          <EnglishText>{next}</EnglishText>
        </p>
      ) : null}
      {progress ? (
        <div className="mt-4">
          <p className="mb-1 text-sm text-slate-700">{copy.resume.percent(progress.percent)}</p>
          <ProgressBar
            value={progress.percent}
            label={copy.resume.progress(enrollment.courseTitle)}
          />
        </div>
      ) : null}
      <ButtonLink href={localePath(`/learn/${courseId}`)} className="mt-5">
        {copy.resume.continue}
      </ButtonLink>
    </div>
  );
}

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

function MyCourses({
  enrollments,
  progress,
}: {
  enrollments: readonly Enrollment[];
  progress: readonly CourseProgress[];
}) {
  if (enrollments.length === 0) {
    return (
      <div className="mt-4 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
        <p className="text-base font-semibold text-slate-900">{copy.courses.none}</p>
        <p className="mt-2 text-sm text-slate-700">{copy.courses.noneHint}</p>
        <ButtonLink href={localePath('/courses')} className="mt-5">
          {copy.courses.browse}
        </ButtonLink>
      </div>
    );
  }
  return (
    <ul role="list" className="mt-6 grid gap-x-6 gap-y-8 sm:grid-cols-2 lg:grid-cols-3">
      {enrollments.map((enrollment) => {
        const course = findCourse(enrollment.courseId);
        const mine = progress.find((entry) => entry.courseId === enrollment.courseId);
        return (
          <li key={enrollment.courseId} className="flex flex-col">
            {course ? (
              <>
                {/* The card fills its grid cell (h-full): the wrapper leaves the line below room. */}
                <div className="flex-1">
                  <CourseCard course={course} progress={mine?.percent ?? 0} />
                </div>
                <p className="mt-2 text-sm text-slate-700">
                  {mine?.lastActivityAt
                    ? copy.courses.lastActivity(formatTimeInDhaka(mine.lastActivityAt))
                    : copy.courses.notStarted}
                </p>
              </>
            ) : (
              // A lab programme, or a course since taken out of the catalogue (still listed).
              <article className="h-full rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                <h3 className="text-lg font-bold text-slate-900">{enrollment.courseTitle}</h3>
                {enrollment.kind === 'programme' ? (
                  <ButtonLink href={localePath(`/labs/${enrollment.courseId}`)} className="mt-4">
                    {copy.courses.openLabs}
                  </ButtonLink>
                ) : (
                  <p className="mt-2 text-sm text-slate-700">{copy.courses.retired}</p>
                )}
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
  onSignedOut = () => window.location.replace(localePath('/auth')),
  isSignedIn = signedInNow,
}: {
  /** Where a signed-out visitor goes (tests pass their own). */
  onSignedOut?: () => void;
  /** Asked before loading, so a signed-out visitor causes no failing (401) request. */
  isSignedIn?: () => Promise<boolean>;
}) {
  // Long: the dashboard's load and its two lists, read top to bottom.
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  const load = async (): Promise<Loaded | 'signed-out'> => {
    if (!(await isSignedIn())) return 'signed-out';
    const [enrollments, orders, progress] = await Promise.all([
      fetchMyEnrollments(),
      fetchMyOrders(),
      loadLearnProgress(),
    ]);
    if (enrollments.ok && orders.ok) {
      let next: NextCourse | null;
      try {
        next = await nextAfterFinished(enrollments.data, progress);
      } catch {
        // Its code did not load (the connection dropped): Try again loads it again.
        return { state: 'failed', message: copy.tryAgainLater };
      }
      return { state: 'ready', enrollments: enrollments.data, orders: orders.data, progress, next };
    }
    const failure = !enrollments.ok ? enrollments : !orders.ok ? orders : undefined;
    if (failure?.status === 401) return 'signed-out';
    return { state: 'failed', message: failure?.message ?? copy.tryAgainLater };
  };
  useApiLoad(String(attempt), load, (result) => {
    if (result === 'signed-out') onSignedOut();
    else setLoaded(result);
  });

  if (loaded.state !== 'ready') {
    return (
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        {loaded.state === 'loading' ? (
          <p role="status" className="text-base text-slate-700">
            {copy.loading}
          </p>
        ) : (
          <RetryAlert
            onRetry={() => {
              setLoaded({ state: 'loading' });
              setAttempt((count) => count + 1);
            }}
          >
            {copy.loadFailed(loaded.message)}
          </RetryAlert>
        )}
      </div>
    );
  }

  const resume = courseToContinue(loaded.enrollments, loaded.progress);
  const resumeProgress = loaded.progress.find((entry) => entry.courseId === resume?.courseId);
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-12 px-4 py-10 sm:px-6 sm:py-12">
      {resume ? (
        <Section
          id="continue-learning"
          title={isFinished(resumeProgress) ? copy.nextStep : copy.continueLearning}
        >
          {isFinished(resumeProgress) ? (
            <CourseCompleted
              enrollment={resume}
              enrollments={loaded.enrollments}
              next={loaded.next}
            />
          ) : (
            <ContinueLearning enrollment={resume} progress={resumeProgress} />
          )}
        </Section>
      ) : null}
      <Section id="my-courses" title={copy.myCourses}>
        <MyCourses enrollments={loaded.enrollments} progress={loaded.progress} />
      </Section>
      <Suspense fallback={<p className="text-base text-slate-700">{copy.loadingAchievements}</p>}>
        <AchievementsSection />
      </Suspense>
      <LazyMyCertificates />
      <Section id="my-orders" title={copy.myOrders}>
        <MyOrders orders={loaded.orders} />
      </Section>
    </div>
  );
}
