import { CheckIcon } from '../../components/ui/icons';
import { findCourse } from '../../../shared/catalogue/courses';
import type { Course, LearningPath, PathDetail } from '../../../shared/catalogue/types';
import { CourseCard } from '../../components/course-card';
import { PathFlowchart } from './path-flowchart';
import { PathActions, PathHero } from './path-hero';
import { PathProgress } from './path-progress';
import { PrerequisitePicker } from './prerequisite-picker';

/** The two paths published in detail: prerequisites row and the flowchart. */
export function DetailedPath({ path, detail }: { path: LearningPath; detail: PathDetail }) {
  return (
    <>
      <PathHero path={path} title={detail.title} description={detail.description}>
        <PathActions path={path} />
      </PathHero>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:py-12">
        <PathProgress courseIds={path.courseIds} />
        <PrerequisitePicker options={detail.prerequisites} />
        <section aria-labelledby="roadmap-heading" className="mt-10">
          <h2 id="roadmap-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            Your learning roadmap
          </h2>
          <p className="mt-2 max-w-3xl text-slate-700">
            Follow the steps in order; the courses alongside teach each stage, most of them with
            hands-on labs.
          </p>
          <div className="mt-6">
            <PathFlowchart detail={detail} />
          </div>
        </section>
      </div>
    </>
  );
}

/** How the path's courses are practised: browser labs, the learner's own cloud account, or both. */
function practiceNote(courses: readonly Course[]): string {
  const withLabs = courses.filter((course) => course.labs > 0).length;
  if (withLabs === courses.length) return 'Each one comes with hands-on labs.';
  if (withLabs === 0) return 'Each one ends its lessons with exercises on your own cloud account.';
  return 'Courses with hands-on labs show how many on their card; the others end their lessons with exercises on your own cloud account.';
}

/** Every other listed path: description, skills and the catalogue courses that teach it. */
export function PlainPath({ path }: { path: LearningPath }) {
  const courses = path.courseIds
    .map((id) => findCourse(id))
    .filter((course): course is Course => course !== undefined);
  return (
    <>
      <PathHero path={path} title={path.title} description={path.description}>
        <PathActions path={path} />
      </PathHero>
      <div className="mx-auto max-w-7xl space-y-12 px-4 py-10 sm:px-6 lg:py-12">
        <PathProgress courseIds={path.courseIds} />
        <section aria-labelledby="skills-heading">
          <h2 id="skills-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            Skills you&apos;ll gain
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
              Courses in this path
            </h2>
            <p className="mt-2 max-w-3xl text-slate-700">
              {courses.length < path.courses
                ? `${courses.length} of the path's ${path.courses} courses are open for enrolment now, the core course first. The others are being prepared.`
                : `The core course comes first. ${practiceNote(courses)}`}
            </p>
            <ol className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {courses.map((course) => (
                <li key={course.id}>
                  <CourseCard course={course} />
                </li>
              ))}
            </ol>
          </section>
        ) : null}
      </div>
    </>
  );
}
