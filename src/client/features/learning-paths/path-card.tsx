import { ArrowRightIcon } from '../../components/ui/icons';
import { pathCourses } from '../../../shared/catalogue/path-courses';
import type { LearningPath } from '../../../shared/catalogue/types';
import { PathFacts } from './path-facts';
import { PathCardProgress } from './path-progress';
import { localePath } from '../../i18n/locale-path';
import { learningPathsCopy } from './learning-paths.copy';

const copy = learningPathsCopy.card;

/**
 * The whole card is clickable through the title link's stretched ::after; the title names it.
 * A learner who owns one of its courses sees their progress on it after hydration.
 */
export function PathCard({ path }: { path: LearningPath }) {
  return (
    <article className="group relative flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-700 hover:shadow-md has-[a:focus-visible]:ring-3 has-[a:focus-visible]:ring-brand-600">
      <div className="flex items-start gap-4">
        <span
          className="flex h-14 w-14 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-brand-50 to-indigo-50 text-3xl ring-1 ring-slate-200"
          aria-hidden="true"
        >
          {path.emoji}
        </span>
        <div className="min-w-0">
          <h3 className="text-lg font-bold text-slate-900">
            <a
              href={localePath(`/learning-path/${path.id}`)}
              className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none group-hover:text-brand-800"
            >
              {path.title}
            </a>
          </h3>
          {path.subtitle ? (
            <p className="mt-0.5 text-sm font-medium text-indigo-800">{path.subtitle}</p>
          ) : null}
        </div>
      </div>
      <PathFacts
        path={path}
        className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700"
        itemClassName="flex items-center gap-1"
      />
      <p className="mt-3 flex-1 text-sm text-slate-700">{path.description}</p>
      <ul className="mt-4 flex flex-wrap gap-1.5" aria-label={copy.skillsLabel(path.title)}>
        {path.skills.map((skill) => (
          <li
            key={skill}
            className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-800"
          >
            {skill}
          </li>
        ))}
      </ul>
      <PathCardProgress title={path.title} courses={pathCourses(path).taught} />
      <p
        className="mt-5 flex items-center gap-1 text-sm font-semibold text-brand-800"
        aria-hidden="true"
      >
        {copy.viewPath}{' '}
        <ArrowRightIcon className="h-4 w-4 transition-transform group-hover:translate-x-1" />
      </p>
    </article>
  );
}
