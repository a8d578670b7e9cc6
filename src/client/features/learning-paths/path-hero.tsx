import type { ReactNode } from 'react';
import { buttonClasses } from '../../components/ui/button';
import { ArrowLeftIcon, ArrowRightIcon } from '../../components/ui/icons';
import { pathCourses } from '../../../shared/catalogue/path-courses';
import type { LearningPath } from '../../../shared/catalogue/types';
import { PathFacts } from './path-facts';
import { localePath } from '../../i18n/locale-path';
import { pathPageCopy } from './path-page.copy';

const copy = pathPageCopy.hero;

/** 'Start Learning Path' opens the path's first course (docs/product-rules.md); /courses if it has none. */
export function startHref(path: LearningPath): string {
  const [first] = pathCourses(path).taught;
  return first ? `/course/${first.id}` : '/courses';
}

/** The path's two actions, styled for the dark hero band. */
export function PathActions({ path }: { path: LearningPath }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <a href={localePath(startHref(path))} className={buttonClasses('light', 'lg')}>
        {copy.start} <ArrowRightIcon />
      </a>
      <a
        href={localePath('/learning-paths')}
        className="inline-flex min-h-12 items-center justify-center rounded-lg border border-white/70 px-6 text-base font-semibold text-white transition-colors hover:bg-white/10"
      >
        {copy.browseAll}
      </a>
    </div>
  );
}

export function PathHero({
  path,
  title,
  description,
  children,
}: {
  path: LearningPath;
  title: string;
  description: string;
  children?: ReactNode;
}) {
  return (
    <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-indigo-900 text-white">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
        <a
          href={localePath('/learning-paths')}
          className="inline-flex min-h-10 items-center gap-2 text-sm font-semibold text-brand-100 hover:underline"
        >
          <ArrowLeftIcon /> {copy.allPaths}
        </a>
        <div className="mt-4 flex flex-col gap-6 sm:flex-row sm:items-start">
          <span
            className="flex h-20 w-20 shrink-0 items-center justify-center rounded-2xl bg-white/10 text-5xl ring-1 ring-white/20"
            aria-hidden="true"
          >
            {path.emoji}
          </span>
          <div className="min-w-0">
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-100">
              {path.kind === 'role' ? copy.roleKind : copy.domainKind}
            </p>
            <h1 className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl lg:text-5xl">
              {title}
            </h1>
            {path.subtitle ? (
              <p className="mt-2 text-lg font-medium text-brand-100">{path.subtitle}</p>
            ) : null}
            <p className="mt-4 max-w-3xl text-lg text-slate-100">{description}</p>
            <PathFacts
              path={path}
              className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-slate-100"
            />
            {children ? <div className="mt-7">{children}</div> : null}
          </div>
        </div>
      </div>
    </section>
  );
}

export function PathNotFound() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6">
      <p className="text-5xl" aria-hidden="true">
        🧭
      </p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{copy.notFoundTitle}</h1>
      <p className="mt-3 text-slate-700">{copy.notFoundText}</p>
      <a href={localePath('/learning-paths')} className={buttonClasses('primary', 'md', 'mt-8')}>
        <ArrowLeftIcon /> {copy.backToPaths}
      </a>
    </section>
  );
}
