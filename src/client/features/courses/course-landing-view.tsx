import { CheckList } from '../../components/ui/check-list';
import { LevelBadge } from '../../components/ui/badge';
import { Button, ButtonLink } from '../../components/ui/button';
import {
  AwardIcon,
  BookIcon,
  CheckIcon,
  ClockIcon,
  ShieldIcon,
  UsersIcon,
} from '../../components/ui/icons';
import type { Course, Mentor } from '../../../shared/catalogue/types';
import { useSession } from '../../lib/session';
import { startCourse } from '../../lib/start-course';
import type { LandingPage } from './landing-pages';
import { StarRating } from './star-rating';
import { localePath } from '../../i18n/locale-path';
import { ENGLISH_LANG, EnglishText } from '../../components/ui/english';
import { formatNumber, formatPrice } from '../../i18n/format.copy';
import { uiCopy } from '../../components/ui/ui.copy';
import { courseTermsCopy as terms } from './course-terms.copy';
import { landingCopy as copy } from './landing.copy';

function EnrollCard({ course }: { course: Course }) {
  const session = useSession();
  return (
    <div className="rounded-xl bg-white p-6 text-slate-900 shadow-2xl ring-1 ring-slate-200">
      <p className="text-sm font-semibold uppercase tracking-wide text-slate-700">
        {terms.coursePrice}
      </p>
      <p className="mt-1 text-4xl font-bold">{formatPrice(course.priceBDT)}</p>
      <div className="mt-6 space-y-3">
        <Button
          size="lg"
          className="w-full"
          onClick={() => startCourse(session, course)}
          aria-describedby="money-back"
        >
          {terms.enrollNow}
        </Button>
        <ButtonLink
          href={localePath(`/course/${course.id}?tab=curriculum`)}
          variant="outline"
          size="lg"
          className="w-full"
        >
          {copy.previewCourse}
        </ButtonLink>
      </div>
      <p id="money-back" className="mt-4 flex items-center gap-2 text-sm text-slate-700">
        <ShieldIcon className="h-4 w-4 shrink-0 text-brand-700" />
        {uiCopy.moneyBack}
      </p>
    </div>
  );
}

/** Hours and lessons are the catalogue course's, so the landing page and the course page agree. */
function Stats({ landing, course }: { landing: LandingPage; course: Course }) {
  const items = [
    { icon: UsersIcon, text: copy.students(landing.students) },
    { icon: ClockIcon, text: terms.hours(course.hours) },
    { icon: BookIcon, text: terms.lessons(course.lessons) },
  ];
  return (
    <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-slate-100">
      {items.map(({ icon: Icon, text }) => (
        <li key={text} className="flex items-center gap-2">
          <Icon className="h-4 w-4" />
          {text}
        </li>
      ))}
    </ul>
  );
}

function InstructorCard({ mentor }: { mentor: Mentor }) {
  return (
    <section aria-labelledby="instructor-heading">
      <h2 id="instructor-heading" className="text-2xl font-bold text-slate-900">
        {copy.instructor}
      </h2>
      <div className="mt-4 flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:flex-row sm:items-start">
        <span
          className={`flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-gradient-to-br text-xl font-bold text-white ${mentor.gradient}`}
          aria-hidden="true"
        >
          {mentor.initials}
        </span>
        <div>
          <h3 lang={ENGLISH_LANG} className="text-lg font-semibold text-slate-900">
            {mentor.name}
          </h3>
          <p className="text-sm font-medium text-brand-800">{mentor.title}</p>
          <p className="mt-3 text-slate-700">{mentor.bio}</p>
        </div>
      </div>
    </section>
  );
}

/** A static course landing page (/courses/docker and friends) in front of a catalogue course. */
export function CourseLandingView({ landing, course }: { landing: LandingPage; course: Course }) {
  // Long: one static page's markup, its sections in reading order.
  const { modules, learn, certification, instructor } = landing;
  return (
    <>
      <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-indigo-900 text-white">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <div className="flex flex-wrap items-center gap-3">
              <span
                className="flex h-14 w-14 items-center justify-center rounded-2xl bg-white/10 text-3xl ring-1 ring-white/20"
                aria-hidden="true"
              >
                {landing.icon}
              </span>
              <p className="text-sm font-semibold uppercase tracking-wide text-brand-100">
                {landing.eyebrow}
              </p>
              {landing.level ? <LevelBadge level={landing.level} /> : null}
            </div>
            <h1 className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl lg:text-5xl">
              {landing.title}
            </h1>
            <p className="mt-4 max-w-3xl text-lg text-slate-100">{landing.description}</p>
            {landing.rating ? (
              <div className="mt-6">
                <StarRating score={landing.rating} />
              </div>
            ) : null}
            <Stats landing={landing} course={course} />
          </div>
          <EnrollCard course={course} />
        </div>
      </section>

      <div className="mx-auto max-w-7xl space-y-12 px-4 py-12 sm:px-6 sm:py-16">
        {modules ? (
          <section aria-labelledby="modules-heading">
            <h2 id="modules-heading" className="text-2xl font-bold text-slate-900">
              {copy.modulesHeading(modules.length)}
            </h2>
            <ol className="mt-4 grid gap-3 md:grid-cols-2">
              {modules.map((title, index) => (
                <li
                  key={title}
                  className="flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
                >
                  <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                    {formatNumber(index + 1)}
                  </span>
                  <span className="font-medium text-slate-900">{title}</span>
                </li>
              ))}
            </ol>
          </section>
        ) : null}

        {learn ? (
          <section aria-labelledby="learn-heading">
            <h2 id="learn-heading" className="text-2xl font-bold text-slate-900">
              {terms.whatYoullLearn}
            </h2>
            <CheckList items={learn} className="mt-4 grid gap-3 md:grid-cols-2" />
          </section>
        ) : null}

        {certification ? (
          <section
            aria-labelledby="certification-heading"
            className="rounded-xl border border-indigo-200 bg-indigo-50 p-6 sm:p-8"
          >
            <div className="flex items-center gap-3">
              <span className="flex h-11 w-11 items-center justify-center rounded-full bg-indigo-700 text-white">
                <AwardIcon className="h-6 w-6" />
              </span>
              <h2 id="certification-heading" className="text-2xl font-bold text-indigo-950">
                {certification.title}
              </h2>
            </div>
            <p className="mt-4 max-w-3xl text-slate-800">{certification.description}</p>
            <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
              {certification.points.map((point) => (
                <li
                  key={point}
                  className="flex items-center gap-2 text-sm font-medium text-indigo-950"
                >
                  <CheckIcon className="h-4 w-4 text-indigo-700" />
                  {point}
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {instructor ? <InstructorCard mentor={instructor} /> : null}

        <p className="text-slate-700">
          {copy.fullPlan}{' '}
          <a
            href={localePath(`/course/${course.id}?tab=curriculum`)}
            className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
          >
            {copy.seeCurriculumBefore}
            <EnglishText>{course.title}</EnglishText>
            {copy.seeCurriculumAfter}
          </a>
        </p>
      </div>
    </>
  );
}
