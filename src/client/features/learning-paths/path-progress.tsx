import { CheckIcon } from '../../components/ui/icons';
import { ProgressBar } from '../../components/ui/progress-bar';
import type { Course } from '../../../shared/catalogue/types';
import { useLearnProgress } from '../../lib/learn-progress';
import { finishedText, summarisePathProgress } from './path-progress-summary';
import { learningPathsCopy } from './learning-paths.copy';
import { EnglishText } from '../../components/ui/english';

const copy = learningPathsCopy.progress;

/**
 * A signed-in learner's progress over the path's taught courses (pathCourses): the mean of
 * their percentages and which they have finished. Shown only to a learner who owns one of them,
 * after hydration (the prerendered page is the visitor's).
 */
export function PathProgress({ courses }: { courses: readonly Course[] }) {
  const summary = summarisePathProgress(courses, useLearnProgress());
  if (!summary) return null;
  return (
    <section
      aria-label={copy.label}
      className="mb-10 max-w-2xl rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <p className="mb-2 text-base font-semibold text-slate-900">
        {copy.finishedPercent(summary.overall)}
      </p>
      <ProgressBar value={summary.overall} label={copy.barLabel} />
      <p className="mt-4 text-sm font-semibold text-slate-900">{finishedText(summary)}</p>
      <ul className="mt-2 space-y-1.5 text-sm text-slate-800">
        {summary.courses.map(({ course, percent }) => (
          <li key={course.id} className="flex items-center gap-2">
            {percent === 100 ? (
              <>
                <CheckIcon className="h-4 w-4 shrink-0 text-green-700" />
                <EnglishText>{course.title}</EnglishText>
                <span className="font-semibold text-green-800">{copy.finished}</span>
              </>
            ) : (
              <>
                <span className="h-4 w-4 shrink-0" />
                <EnglishText>{course.title}</EnglishText>
                <span className="text-slate-700">{copy.percent(percent)}</span>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The same progress, in brief, on the path's card in the paths list. */
export function PathCardProgress({
  title,
  courses,
}: {
  title: string;
  courses: readonly Course[];
}) {
  const summary = summarisePathProgress(courses, useLearnProgress());
  if (!summary) return null;
  return (
    <div className="mt-4 rounded-lg bg-brand-50 p-3">
      <p className="mb-2 flex justify-between text-sm font-semibold text-slate-900">
        <span>{finishedText(summary)}</span>
        <span>{copy.percent(summary.overall)}</span>
      </p>
      <ProgressBar value={summary.overall} label={copy.cardBarLabel(title)} />
    </div>
  );
}
