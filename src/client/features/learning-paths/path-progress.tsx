import { CheckIcon } from '../../components/ui/icons';
import { ProgressBar } from '../../components/ui/progress-bar';
import { findCourse } from '../../../shared/catalogue/courses';
import { percentOf, useLearnProgress } from '../../lib/learn-progress';

/**
 * A signed-in learner's progress over the path: the mean of its catalogue courses' percentages,
 * a course not owned counting as 0, and which courses they have finished (every item, as the
 * learn progress model counts: 100%, which only all items round to). Shown only to a learner
 * who owns one of them, after hydration (the prerendered page is the visitor's).
 */
export function PathProgress({ courseIds }: { courseIds: readonly string[] }) {
  const progress = useLearnProgress();
  const courses = courseIds.flatMap((id) => findCourse(id) ?? []);
  const percents = courses.map((course) => percentOf(progress, course.id));
  if (!percents.some((percent) => percent !== undefined)) return null;
  const overall = Math.floor(
    percents.reduce<number>((sum, percent) => sum + (percent ?? 0), 0) / courses.length,
  );
  const finished = percents.filter((percent) => percent === 100).length;
  return (
    <section
      aria-label="Your progress"
      className="mb-10 max-w-2xl rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <p className="mb-2 text-base font-semibold text-slate-900">
        You have finished {overall}% of this path.
      </p>
      <ProgressBar value={overall} label="Path progress" />
      <p className="mt-4 text-sm font-semibold text-slate-900">
        {finished} of {courses.length} courses finished
      </p>
      <ul className="mt-2 space-y-1.5 text-sm text-slate-800">
        {courses.map((course, index) => (
          <li key={course.id} className="flex items-center gap-2">
            {percents[index] === 100 ? (
              <>
                <CheckIcon className="h-4 w-4 shrink-0 text-green-700" />
                {course.title}
                <span className="font-semibold text-green-800">Finished</span>
              </>
            ) : (
              <>
                <span className="h-4 w-4 shrink-0" />
                {course.title}
                <span className="text-slate-700">{percents[index] ?? 0}%</span>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
