import { lazy, Suspense } from 'react';
import { Button, ButtonLink } from '../../components/ui/button';
import { AwardIcon, BookIcon, ClockIcon, FlaskIcon, ShieldIcon } from '../../components/ui/icons';
import { ProgressBar } from '../../components/ui/progress-bar';
import { needsCloudAccount } from '../../../shared/catalogue/course-figures';
import type { Course } from '../../../shared/catalogue/types';
import { VERIFICATION_HOURS } from '../../../shared/schemas/payment-rules';
import { courseAccess, useSession } from '../../lib/session';
import { startCourse } from '../../lib/start-course';
import { percentOf, useLearnProgress } from '../../lib/learn-progress';
import { CertificateButton } from './certificate-dialog';
import { localePath } from '../../i18n/locale-path';
import { formatPrice } from '../../i18n/format.copy';
import { uiCopy } from '../../components/ui/ui.copy';
import { coursePageCopy } from './course-page.copy';
import { courseTermsCopy as terms } from './course-terms.copy';

const copy = coursePageCopy.side;

// Its own chunk: the next course reads every learning path, which only a finished course needs.
const CourseCompleted = lazy(async () => ({
  default: (await import('./course-completed')).CourseCompleted,
}));

/** Where the learner stands with this course, in place of the price while they have it or paid. */
function AccessStatus({ course }: { course: Course }) {
  // Signed out while prerendering and hydrating (the session's server snapshot): the price shows.
  const session = useSession();
  const access = courseAccess(session, course.id);
  const progress = useLearnProgress();
  const percent = percentOf(progress, course.id);
  if (access === 'enrolled' && percent === 100) {
    return (
      <Suspense fallback={<h2 className="text-xl font-bold text-slate-900">{copy.completed}</h2>}>
        <CourseCompleted course={course} progress={progress ?? []} session={session} />
      </Suspense>
    );
  }
  if (access === 'enrolled') {
    return (
      <>
        <h2 className="text-xl font-bold text-slate-900">{copy.owned}</h2>
        <p className="mt-1 text-sm text-slate-700">
          {percent === undefined ? copy.accessConfirmed : copy.finished(percent)}
        </p>
        {percent === undefined ? null : (
          <div className="mt-3">
            <ProgressBar value={percent} label={copy.progressLabel(course.title)} />
          </div>
        )}
        <ButtonLink href={localePath(`/learn/${course.id}`)} size="lg" className="mt-6 w-full">
          {copy.continueLearning}
        </ButtonLink>
      </>
    );
  }
  if (access === 'pending') {
    return (
      <>
        <h2 className="text-xl font-bold text-slate-900">{copy.pendingTitle}</h2>
        <p className="mt-1 text-sm text-slate-700">{copy.pendingText(VERIFICATION_HOURS)}</p>
        <ButtonLink href={localePath(`/checkout/${course.id}`)} size="lg" className="mt-6 w-full">
          {copy.viewPaymentStatus}
        </ButtonLink>
      </>
    );
  }
  return <PriceAndEnrol course={course} />;
}

function PriceAndEnrol({ course }: { course: Course }) {
  const session = useSession();
  const isFree = course.priceBDT === 0;
  return (
    <>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-700">
        {terms.coursePrice}
      </h2>
      <p className="mt-1 text-4xl font-bold text-slate-900">{formatPrice(course.priceBDT)}</p>
      {isFree ? null : <p className="mt-1 text-sm text-slate-700">{copy.oneTimePayment}</p>}
      <Button size="lg" className="mt-6 w-full" onClick={() => startCourse(session, course)}>
        {isFree ? copy.startLearning : terms.enrollNow}
      </Button>
    </>
  );
}

/**
 * Price, 'Enroll Now' (or 'Start Learning' when free), 'Get Certificate' and what is included;
 * a learner who owns the course or has paid for it sees that instead of the price.
 */
export function CourseSideCard({ course }: { course: Course }) {
  // The labs: their count, or that the course's practice needs a cloud account, or nothing.
  const labsFact =
    course.labs > 0
      ? copy.handsOnLabs(course.labs)
      : needsCloudAccount(course)
        ? copy.labsNeedCloudAccount
        : null;
  const includes = [
    { icon: BookIcon, text: terms.lessons(course.lessons) },
    ...(labsFact ? [{ icon: FlaskIcon, text: labsFact }] : []),
    { icon: ClockIcon, text: copy.hoursOfContent(course.hours) },
    { icon: AwardIcon, text: copy.certificateOfCompletion },
    { icon: ShieldIcon, text: uiCopy.moneyBack },
  ];
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-lg">
      <AccessStatus course={course} />
      <div className="mt-3">
        <CertificateButton course={course} />
      </div>
      <h3 className="mt-6 text-sm font-semibold text-slate-900">{copy.includesTitle}</h3>
      <ul className="mt-3 space-y-2">
        {includes.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-center gap-2 text-sm text-slate-700">
            <Icon className="h-4 w-4 shrink-0 text-brand-700" />
            {text}
          </li>
        ))}
      </ul>
    </div>
  );
}
