import { ProgressBar } from '../../components/ui/progress-bar';
import { findCourse } from '../../../shared/catalogue/courses';
import { percentOf, useLearnProgress } from '../../lib/learn-progress';

/**
 * A signed-in learner's progress over the path: the mean of its catalogue courses' percentages,
 * a course not owned counting as 0. Shown only to a learner who owns one of them, after
 * hydration (the prerendered page is the visitor's).
 */
export function PathProgress({ courseIds }: { courseIds: readonly string[] }) {
  const progress = useLearnProgress();
  const ids = courseIds.filter((id) => findCourse(id));
  const percents = ids.map((id) => percentOf(progress, id));
  if (!percents.some((percent) => percent !== undefined)) return null;
  const overall = Math.floor(
    percents.reduce<number>((sum, percent) => sum + (percent ?? 0), 0) / ids.length,
  );
  return (
    <section
      aria-label="Your progress"
      className="mb-10 max-w-2xl rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <p className="mb-2 text-base font-semibold text-slate-900">
        You have finished {overall}% of this path.
      </p>
      <ProgressBar value={overall} label="Path progress" />
    </section>
  );
}
