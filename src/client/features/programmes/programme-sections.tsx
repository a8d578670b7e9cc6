import type { ReactNode } from 'react';
import { Badge, LevelBadge } from '../../components/ui/badge';
import { buttonClasses, ButtonLink } from '../../components/ui/button';
import {
  ArrowLeftIcon,
  CheckIcon,
  ClockIcon,
  FlaskIcon,
  ShieldIcon,
} from '../../components/ui/icons';
import { labSessionPath } from '../../../shared/catalogue/course-items';
import { findCourse } from '../../../shared/catalogue/courses';
import type { Course, Programme } from '../../../shared/catalogue/types';
import { formatNumber, formatPrice } from '../../i18n/format.copy';
import { IconFacts } from '../../components/course-card';
import { programmeIconFacts } from './programme-icon-facts';
import type { ProgrammeLab } from './programme-labs';
import { localePath } from '../../i18n/locale-path';
import { programmesCopy } from './programmes.copy';
import { programmeDetailCopy as copy } from './programme-detail.copy';
import { ENGLISH_LANG } from '../../components/ui/english';

/*
 * A lab programme's page as the server draws it: every part here is links and text, shown from
 * the prerendered HTML and never hydrated (ServerOnly in programme-detail.tsx), so neither this
 * code nor its words are in the page's JavaScript. Nothing here may need JavaScript.
 */

/** The programme's labs: title, course, minutes and the way into each one's session. */
function ProgrammeLabList({ labs }: { labs: readonly ProgrammeLab[] }) {
  return (
    <section aria-labelledby="lab-list-heading">
      <h2 id="lab-list-heading" className="text-2xl font-bold text-slate-900">
        {copy.labsHeading}
      </h2>
      {labs.length === 0 ? (
        <p className="mt-4 text-slate-700">{copy.inPreparationText}</p>
      ) : (
        <>
          <p className="mt-2 text-sm text-slate-700">{copy.labsIntro}</p>
          <ol className="mt-4 divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white">
            {labs.map((lab) => (
              <li
                key={lab.id}
                className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm sm:px-5"
              >
                <span className="flex items-start gap-2">
                  <FlaskIcon className="mt-0.5 h-4 w-4 shrink-0 text-indigo-700" />
                  <span>
                    <span lang={ENGLISH_LANG} className="block font-medium text-slate-900">
                      {lab.title}
                    </span>
                    <span lang={ENGLISH_LANG} className="block text-xs text-slate-700">
                      {findCourse(lab.courseId)?.title ?? lab.courseId}
                    </span>
                  </span>
                </span>
                <span className="flex shrink-0 items-center gap-3 whitespace-nowrap text-slate-700">
                  <span className="flex items-center gap-1">
                    <ClockIcon className="h-3.5 w-3.5" />
                    {copy.labMinutes(lab.minutes)}
                  </span>
                  <a
                    href={localePath(labSessionPath(lab.id))}
                    className="font-semibold text-brand-800 underline-offset-2 hover:underline"
                  >
                    {copy.openLab}
                    <span className="sr-only" lang={ENGLISH_LANG}>{`: ${lab.title}`}</span>
                  </a>
                </span>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

/**
 * Where cheaper courses hold every lab of the programme, it says so: the courses, and what they
 * cost together, with their lessons and quizzes.
 */
function SameLabsElsewhere({
  programme,
  labs,
}: {
  programme: Programme;
  labs: readonly ProgrammeLab[];
}) {
  const courses = [...new Set(labs.map((lab) => lab.courseId))]
    .map((id) => findCourse(id))
    .filter((course): course is Course => course !== undefined);
  const total = courses.reduce((sum, course) => sum + course.priceBDT, 0);
  if (courses.length === 0 || total >= Number(programme.price)) return null;
  const list = copy.courseList(courses.map((course) => course.title));
  return (
    <p className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-slate-800">
      {copy.sameLabsElsewhere(courses.length, list, formatPrice(total))}
    </p>
  );
}

function BackToProgrammes({ className = '' }: { className?: string }) {
  return (
    <a
      href={localePath('/labs')}
      className={`inline-flex min-h-10 items-center gap-2 text-sm font-semibold hover:underline ${className}`}
    >
      <ArrowLeftIcon /> {copy.backToLabs}
    </a>
  );
}

/** The programme's banner: its badges, title, description and figures. */
export function ProgrammeHero({ programme }: { programme: Programme }) {
  return (
    <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-indigo-900 text-white">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
        <BackToProgrammes className="text-brand-100" />
        <div className="mt-4 flex flex-col gap-6 sm:flex-row sm:items-start">
          <span
            className="flex h-20 w-20 shrink-0 items-center justify-center rounded-2xl bg-white/10 text-5xl ring-1 ring-white/20"
            aria-hidden="true"
          >
            {programme.image}
          </span>
          <div>
            <div className="flex flex-wrap items-center gap-2">
              <LevelBadge level={programme.level} />
              <Badge variant="brand">{programme.technology}</Badge>
              {programme.onSale ? null : (
                <Badge variant="warning">{programmesCopy.card.inPreparation}</Badge>
              )}
            </div>
            <h1 lang={ENGLISH_LANG} className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">
              {programme.title}
            </h1>
            <p className="mt-4 max-w-3xl text-lg text-slate-100">{programme.description}</p>
            <IconFacts
              facts={programmeIconFacts(programme)}
              className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-slate-100"
              itemClassName="flex items-center gap-2"
            />
          </div>
        </div>
      </div>
    </section>
  );
}

/** A programme's page: the programme, its labs and its free first lab's button. */
export interface ProgrammeDetailProps {
  programme: Programme;
  labs: readonly ProgrammeLab[];
  startButton: ReactNode;
}

/** The enrolment card's top: the fee and the way in (or that it is not on sale yet). */
export function ProgrammeOffer({ programme, labs, startButton }: ProgrammeDetailProps) {
  return (
    <>
      <p className="text-sm font-semibold text-slate-700">
        {programme.onSale ? copy.fee : copy.plannedFee}
      </p>
      <p className="mt-1 text-3xl font-bold text-slate-900">
        {formatPrice(Number(programme.price))}{' '}
        <span className="text-base font-semibold text-slate-700">{programme.currency}</span>
      </p>
      {programme.onSale ? (
        <>
          <div className="mt-5 [&>*]:w-full">
            <ButtonLink size="lg" href={localePath(`/checkout/${programme.slug}`)}>
              {copy.enroll}
            </ButtonLink>
          </div>
          <p className="mt-3 text-sm text-slate-700">{copy.notSureYet}</p>
          <div className="mt-3 [&>*]:w-full">{startButton}</div>
          <SameLabsElsewhere programme={programme} labs={labs} />
        </>
      ) : (
        <>
          <p className="mt-3 text-sm font-semibold text-slate-900">{copy.notOnSaleYet}</p>
        </>
      )}
    </>
  );
}

/** The enrolment card's list of what the programme includes. */
export function ProgrammeIncludes({ labs }: { labs: readonly ProgrammeLab[] }) {
  return (
    <ul className="mt-5 space-y-2 text-sm text-slate-700">
      {labs.length > 0 ? (
        <li className="flex items-start gap-2">
          <CheckIcon className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
          {copy.handsOnLabs(labs.length)}
        </li>
      ) : null}
      <li className="flex items-start gap-2">
        <CheckIcon className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
        {copy.noSetup}
      </li>
      <li className="flex items-start gap-2">
        <ShieldIcon className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
        {copy.guarantee}
      </li>
    </ul>
  );
}

/** The programme's labs, what it teaches and its modules. */
export function ProgrammeBody({
  programme,
  labs,
}: {
  programme: Programme;
  labs: readonly ProgrammeLab[];
}) {
  return (
    <>
      <ProgrammeLabList labs={labs} />

      <section aria-labelledby="lab-outcomes-heading">
        <h2 id="lab-outcomes-heading" className="text-2xl font-bold text-slate-900">
          {programme.onSale ? copy.outcomes : copy.plannedOutcomes}
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {programme.outcomes.map((outcome) => (
            <li
              key={outcome.text}
              className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-800"
            >
              <span className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
                <CheckIcon className="h-3.5 w-3.5" />
              </span>
              <span>
                {outcome.text}
                {outcome.labIds.length > 0 ? (
                  <span className="mt-1 block text-xs text-slate-700">
                    {copy.practisedIn(outcome.labIds.length)}
                  </span>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="lab-modules-heading">
        <h2 id="lab-modules-heading" className="text-2xl font-bold text-slate-900">
          {programme.onSale ? copy.modules : copy.plannedModules}
        </h2>
        <ol className="mt-4 divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white">
          {programme.moduleTitles.map((title, index) => (
            <li key={title} className="flex items-center gap-4 px-4 py-3 sm:px-5">
              <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-indigo-50 text-sm font-bold text-indigo-800">
                {formatNumber(index + 1)}
              </span>
              <span className="font-medium text-slate-900">{title}</span>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}

export function ProgrammeNotFound() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6">
      <p className="text-5xl" aria-hidden="true">
        🧪
      </p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{copy.notFoundTitle}</h1>
      <p className="mt-3 text-slate-700">{copy.notFoundText}</p>
      <a href={localePath('/labs')} className={buttonClasses('primary', 'md', 'mt-8')}>
        <ArrowLeftIcon /> {copy.backToLabs}
      </a>
    </section>
  );
}
