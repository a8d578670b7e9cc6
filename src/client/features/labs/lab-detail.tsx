import type { ReactNode } from 'react';
import { Badge, LevelBadge } from '../../components/ui/badge';
import { buttonClasses } from '../../components/ui/button';
import { ArrowLeftIcon, CheckIcon, ShieldIcon } from '../../components/ui/icons';
import { findCourse } from '../../../shared/catalogue/courses';
import type { Course, Lab } from '../../../shared/catalogue/types';
import { formatTaka } from '../../../shared/format/format';
import { CardGrid, CourseCard, IconFacts } from '../../components/course-card';
import { labFacts } from './lab-facts';

function BackToLabs({ className = '' }: { className?: string }) {
  return (
    <a
      href="/labs"
      className={`inline-flex min-h-10 items-center gap-2 text-sm font-semibold hover:underline ${className}`}
    >
      <ArrowLeftIcon /> Back to Labs
    </a>
  );
}

/** A lab programme's page; `enrollButton` is the primary action (it needs the session). */
export function LabDetail({ lab, enrollButton }: { lab: Lab; enrollButton: ReactNode }) {
  const related = lab.relatedCourseIds
    .map((id) => findCourse(id))
    .filter((course): course is Course => course !== undefined);

  return (
    <>
      <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-indigo-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
          <BackToLabs className="text-brand-100" />
          <div className="mt-4 flex flex-col gap-6 sm:flex-row sm:items-start">
            <span
              className="flex h-20 w-20 shrink-0 items-center justify-center rounded-2xl bg-white/10 text-5xl ring-1 ring-white/20"
              aria-hidden="true"
            >
              {lab.image}
            </span>
            <div>
              <div className="flex flex-wrap items-center gap-2">
                <LevelBadge level={lab.level} />
                <Badge variant="brand">{lab.technology}</Badge>
              </div>
              <h1 className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">{lab.title}</h1>
              <p className="mt-4 max-w-3xl text-lg text-slate-100">{lab.description}</p>
              <IconFacts
                facts={labFacts(lab)}
                className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-slate-100"
                itemClassName="flex items-center gap-2"
              />
            </div>
          </div>
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_22rem] lg:py-12">
        <div className="h-fit rounded-xl border border-slate-200 bg-white p-6 shadow-sm lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1">
          <p className="text-sm font-semibold text-slate-700">Programme fee</p>
          <p className="mt-1 text-3xl font-bold text-slate-900">
            {formatTaka(Number(lab.price))}{' '}
            <span className="text-base font-semibold text-slate-700">{lab.currency}</span>
          </p>
          <div className="mt-5 [&>*]:w-full">{enrollButton}</div>
          <ul className="mt-5 space-y-2 text-sm text-slate-700">
            <li className="flex items-start gap-2">
              <CheckIcon className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
              {lab.labs} hands-on labs in real cloud environments
            </li>
            <li className="flex items-start gap-2">
              <CheckIcon className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
              No setup: everything runs in your browser
            </li>
            <li className="flex items-start gap-2">
              <ShieldIcon className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
              30-day money-back guarantee
            </li>
          </ul>
        </div>

        <div className="min-w-0 space-y-10 lg:col-start-1 lg:row-start-1">
          <section aria-labelledby="lab-outcomes-heading">
            <h2 id="lab-outcomes-heading" className="text-2xl font-bold text-slate-900">
              What you&apos;ll learn
            </h2>
            <ul className="mt-4 grid gap-3 sm:grid-cols-2">
              {lab.outcomes.map((outcome) => (
                <li
                  key={outcome}
                  className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-800"
                >
                  <span className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
                    <CheckIcon className="h-3.5 w-3.5" />
                  </span>
                  {outcome}
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="lab-modules-heading">
            <h2 id="lab-modules-heading" className="text-2xl font-bold text-slate-900">
              Modules
            </h2>
            <ol className="mt-4 divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white">
              {lab.moduleTitles.map((title, index) => (
                <li key={title} className="flex items-center gap-4 px-4 py-3 sm:px-5">
                  <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-indigo-50 text-sm font-bold text-indigo-800">
                    {index + 1}
                  </span>
                  <span className="font-medium text-slate-900">{title}</span>
                </li>
              ))}
            </ol>
          </section>
        </div>
      </div>

      {related.length > 0 ? (
        <section
          aria-labelledby="lab-related-heading"
          className="border-t border-slate-200 bg-slate-50"
        >
          <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:py-12">
            <h2 id="lab-related-heading" className="text-2xl font-bold text-slate-900">
              Related courses
            </h2>
            <p className="mt-1 text-slate-700">
              Self-paced catalogue courses that cover the same ground.
            </p>
            <CardGrid
              items={related}
              itemKey={(course) => course.id}
              renderItem={(course) => <CourseCard course={course} />}
            />
          </div>
        </section>
      ) : null}
    </>
  );
}

export function LabNotFound() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6">
      <p className="text-5xl" aria-hidden="true">
        🧪
      </p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">Lab not found</h1>
      <p className="mt-3 text-slate-700">
        We couldn&apos;t find that lab. It may have been renamed or retired.
      </p>
      <a href="/labs" className={buttonClasses('primary', 'md', 'mt-8')}>
        <ArrowLeftIcon /> Back to Labs
      </a>
    </section>
  );
}
