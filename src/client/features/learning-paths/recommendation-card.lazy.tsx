import { useEffect, useRef } from 'react';
import { Button, buttonClasses } from '../../components/ui/button';
import { ArrowRightIcon } from '../../components/ui/icons';
import { findCourse } from '../../../shared/catalogue/courses';
import { findPath } from '../../../shared/catalogue/paths';
import type { Recommendation } from './assessment';
import { PathFacts } from './path-facts';
import { localePath } from '../../i18n/locale-path';
import { assessmentCopy } from './assessment.copy';
import { ENGLISH_LANG } from '../../components/ui/english';

/**
 * The assessment's answer: the recommended path, its first course and a way to start again. It
 * reads the learning paths and courses (~12 KB on a Bangla page), so the form loads it when the
 * visitor first answers, not with the page.
 */

const copy = assessmentCopy.result;

export function RecommendationCard({
  recommendation,
  onRestart,
}: {
  recommendation: Recommendation;
  onRestart: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  const path = findPath(recommendation.pathId);
  const firstCourseId = path?.courseIds[0];
  const firstCourse = firstCourseId ? findCourse(firstCourseId) : undefined;

  return (
    <section
      aria-labelledby="recommendation-heading"
      className="overflow-hidden rounded-2xl border border-brand-700 bg-white shadow-lg"
    >
      <div className="bg-gradient-to-br from-brand-800 to-indigo-900 px-6 py-8 text-white sm:px-8">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-100">
          {copy.eyebrow}
        </p>
        <h2
          id="recommendation-heading"
          ref={headingRef}
          tabIndex={-1}
          className="mt-2 flex items-center gap-3 text-2xl font-bold focus:outline-none sm:text-3xl"
        >
          <span aria-hidden="true">{path?.emoji}</span>
          {path?.title ?? recommendation.pathId}
        </h2>
        {path ? (
          <PathFacts
            path={path}
            className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm font-medium text-slate-100"
          />
        ) : null}
      </div>
      <div className="space-y-6 px-6 py-8 sm:px-8">
        <div>
          <h3 className="text-base font-bold text-slate-900">{copy.why}</h3>
          <p className="mt-1 text-slate-700">{recommendation.reason}</p>
        </div>
        {firstCourse ? (
          <div>
            <h3 className="text-base font-bold text-slate-900">{copy.firstCourse}</h3>
            <a
              href={localePath(`/course/${firstCourse.id}`)}
              className="mt-2 flex items-center gap-4 rounded-xl border border-slate-200 p-4 transition-colors hover:border-brand-700 hover:bg-brand-50"
            >
              <span className="text-3xl" aria-hidden="true">
                {firstCourse.icon}
              </span>
              <span className="min-w-0 flex-1">
                <span lang={ENGLISH_LANG} className="block font-semibold text-slate-900">
                  {firstCourse.title}
                </span>
                <span className="block text-sm text-slate-700">
                  {firstCourse.level} · {copy.courseFacts(firstCourse.hours, firstCourse.lessons)}
                </span>
              </span>
              <ArrowRightIcon className="h-5 w-5 shrink-0 text-brand-800" />
            </a>
          </div>
        ) : null}
        <div className="flex flex-col gap-3 sm:flex-row">
          <a
            href={localePath(`/learning-path/${recommendation.pathId}`)}
            className={buttonClasses('primary', 'lg', 'whitespace-normal text-center')}
          >
            {copy.viewPath(path?.title ?? '')} <ArrowRightIcon />
          </a>
          <Button variant="outline" size="lg" onClick={onRestart}>
            {copy.startAgain}
          </Button>
        </div>
      </div>
    </section>
  );
}
