import { useMemo } from 'react';
import { CheckIcon } from '../../components/ui/icons';
import { pathCourses, roadmapCards } from '../../../shared/catalogue/path-courses';
import type { Course, LearningPath, PathDetail } from '../../../shared/catalogue/types';
import { CourseCard } from '../../components/course-card';
import { hydratedLater } from '../../components/server-only';
import { PathActions, PathHero } from './path-hero';
import { PathProgress } from './path-progress';
import { PrerequisitePicker } from './prerequisite-picker';
import { pathPageCopy } from './path-page.copy';
import { ENGLISH_LANG } from '../../components/ui/english';

const copy = pathPageCopy.overview;

// The roadmap of a detailed path, below the fold: hydrated once its code is in, after the first
// view (and never loaded by the other paths' pages).
const PathFlowchart = hydratedLater(
  async () => (await import('./path-flowchart.lazy')).PathFlowchart,
);

/** The two paths published in detail: prerequisites row and the flowchart. */
export function DetailedPath({ path, detail }: { path: LearningPath; detail: PathDetail }) {
  // The same array on every render: a new one would reach the roadmap still waiting for its
  // code (hydratedLater is memoised) and replace its server HTML with nothing.
  const cards = useMemo(() => roadmapCards(path, detail), [path, detail]);
  return (
    <>
      <PathHero path={path} title={detail.title} description={detail.description}>
        <PathActions path={path} />
      </PathHero>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:py-12">
        <PathProgress courses={pathCourses(path).taught} />
        <PrerequisitePicker options={detail.prerequisites} />
        <section aria-labelledby="roadmap-heading" className="mt-10">
          <h2 id="roadmap-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {copy.roadmapTitle}
          </h2>
          <p className="mt-2 max-w-3xl text-slate-700">{copy.roadmapLead}</p>
          <div className="mt-6">
            <PathFlowchart steps={detail.steps} cards={cards} />
          </div>
        </section>
      </div>
    </>
  );
}

/**
 * The courses' lead: the core course first, and how they are practised: browser labs, the
 * learner's own cloud account, or both.
 */
function coursesLead(courses: readonly Course[]): string {
  const withLabs = courses.filter((course) => course.labs > 0).length;
  if (withLabs === courses.length) return copy.coursesLead.allLabs;
  if (withLabs === 0) return copy.coursesLead.noLabs;
  return copy.coursesLead.mixed;
}

/** Every other listed path: description, skills and the catalogue courses that teach it. */
export function PlainPath({ path }: { path: LearningPath }) {
  const { taught: courses, notTaught } = pathCourses(path);
  return (
    <>
      <PathHero path={path} title={path.title} description={path.description}>
        <PathActions path={path} />
      </PathHero>
      <div className="mx-auto max-w-7xl space-y-12 px-4 py-10 sm:px-6 lg:py-12">
        <PathProgress courses={courses} />
        <section aria-labelledby="skills-heading">
          <h2 id="skills-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {copy.skillsTitle}
          </h2>
          <ul className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {path.skills.map((skill) => (
              <li
                key={skill}
                className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 text-sm font-medium text-slate-900 shadow-sm"
              >
                <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
                  <CheckIcon className="h-4 w-4" />
                </span>
                {skill}
              </li>
            ))}
          </ul>
        </section>
        {courses.length > 0 ? (
          <section aria-labelledby="path-courses-heading">
            <h2 id="path-courses-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
              {copy.coursesTitle}
            </h2>
            <p className="mt-2 max-w-3xl text-slate-700">{coursesLead(courses)}</p>
            <ol className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {courses.map((course) => (
                <li key={course.id}>
                  <CourseCard course={course} />
                </li>
              ))}
            </ol>
            {notTaught.length > 0 ? (
              <>
                <p className="mt-8 max-w-3xl text-slate-700">{copy.alsoCovers(notTaught.length)}</p>
                <ul className="mt-3 space-y-2">
                  {notTaught.map((course) => (
                    <li
                      key={course.id}
                      className="max-w-xl rounded-xl border border-dashed border-slate-400 bg-slate-50 px-4 py-3 text-sm text-slate-900"
                    >
                      <span lang={ENGLISH_LANG} className="font-semibold">
                        {course.title}
                      </span>
                      <span className="text-slate-700">: {copy.notTaught}</span>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </section>
        ) : null}
      </div>
    </>
  );
}
