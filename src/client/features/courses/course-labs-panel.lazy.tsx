import { needsCloudAccount } from '../../../shared/catalogue/course-figures';
import { useState } from 'react';
import { ClockIcon, FlaskIcon, LockIcon } from '../../components/ui/icons';
import { ENGLISH_LANG } from '../../components/ui/english';
import { labSessionPath } from '../../../shared/catalogue/course-items';
import type { Course, CurriculumModule } from '../../../shared/catalogue/types';
import type { CourseOutline } from '../../../shared/schemas/learn';
import { apiRequest } from '../../lib/api-client';
import { useApiLoad } from '../../lib/use-api-load';
import { courseAccess, useSession } from '../../lib/session';
import { localePath } from '../../i18n/locale-path';
import { useUrlSearch } from '../../lib/url-search';
import { parseTab } from './course-detail';
import { coursePanelsCopy as copy } from './course-panels.copy';

/** The ids of the labs the learner has passed, from their course outline; undefined until known. */
function usePassedLabs(courseId: string, enabled: boolean): ReadonlySet<string> | undefined {
  const [passed, setPassed] = useState<ReadonlySet<string>>();
  const load = () => apiRequest<CourseOutline>(`/api/learn/${encodeURIComponent(courseId)}`);
  useApiLoad(enabled ? courseId : null, load, (result) => {
    if (!result.ok) return;
    const items = result.data.modules.flatMap((module) => module.items);
    setPassed(new Set(items.filter((i) => i.kind === 'lab' && i.finished).map((i) => i.id)));
  });
  return enabled ? passed : undefined;
}

const pill = 'rounded-full px-2.5 py-0.5 text-xs font-semibold';

function LabRow({
  lab,
  open,
  free,
  status,
}: {
  lab: { id: string; title: string; minutes: number };
  /** The visitor may open it: an owner, staff, or the course's free lab. */
  open: boolean;
  free: boolean;
  /** For an owner once known. */
  status?: 'passed' | 'not-passed';
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm sm:px-5">
      {/* A lab's title, like its text, stays English. */}
      <span lang={ENGLISH_LANG} className="flex items-start gap-2 font-medium text-slate-900">
        <FlaskIcon className="mt-0.5 h-4 w-4 shrink-0 text-indigo-700" />
        {lab.title}
      </span>
      <span className="flex shrink-0 items-center gap-3 whitespace-nowrap text-slate-700">
        {free ? (
          <span className={`${pill} bg-brand-100 text-brand-800`}>{copy.labs.free}</span>
        ) : null}
        {status === 'passed' ? (
          <span className={`${pill} bg-emerald-100 text-emerald-800`}>{copy.labs.passed}</span>
        ) : null}
        {status === 'not-passed' ? (
          <span className={`${pill} bg-slate-100 text-slate-700`}>{copy.labs.notPassed}</span>
        ) : null}
        <span className="flex items-center gap-1">
          <ClockIcon className="h-3.5 w-3.5" />
          {copy.minutes(lab.minutes)}
        </span>
        {open ? (
          <a
            href={localePath(labSessionPath(lab.id))}
            className="font-semibold text-brand-800 underline-offset-2 hover:underline"
          >
            {copy.labs.open}
            <span className="sr-only" lang={ENGLISH_LANG}>{`: ${lab.title}`}</span>
          </a>
        ) : (
          <span title={copy.locked} className="text-slate-600">
            <LockIcon className="h-4 w-4" />
            <span className="sr-only">{copy.locked}</span>
          </span>
        )}
      </span>
    </li>
  );
}

/** What the tab says when the course has no in-browser labs. */
function NoLabs({ course }: { course: Course }) {
  return (
    <p className="mt-4 max-w-3xl text-slate-700">
      {needsCloudAccount(course) ? copy.labs.needsCloudAccount : copy.labs.beingWritten}
    </p>
  );
}

/**
 * The course's real labs, module by module, from the curriculum the page already has. The
 * course's first lab is free to try for anyone (the session page asks a visitor to sign in); an
 * owner or staff opens every lab, and an owner sees which they have passed (asked of the server
 * only once this tab is shown: `?tab=labs`).
 */
export function LabsPanel({
  course,
  modules,
}: {
  course: Course;
  modules: readonly CurriculumModule[];
}) {
  // Read here, not given as a prop: the panel is hydrated later (hydratedLater), and a prop that
  // changed before its code is in (arriving at ?tab=labs) would drop the server's HTML meanwhile.
  const active = parseTab(useUrlSearch()) === 'labs';
  // Signed out while prerendering and hydrating, like the curriculum's locks.
  const session = useSession();
  const owner = courseAccess(session, course.id) === 'enrolled';
  const canOpen = owner || session.isStaff === true;
  const passed = usePassedLabs(course.id, active && owner);
  const withLabs = modules.filter((module) => (module.labs ?? []).length > 0);
  const freeId = withLabs[0]?.labs?.[0]?.id;
  const count = withLabs.reduce((sum, module) => sum + (module.labs ?? []).length, 0);
  return (
    <div>
      <h2 className="text-2xl font-bold text-slate-900">{copy.labs.title}</h2>
      {count === 0 ? (
        <NoLabs course={course} />
      ) : (
        <>
          <p className="mt-2 text-sm text-slate-700">{copy.labs.intro(count, canOpen)}</p>
          <ol className="mt-6 space-y-4">
            {modules.map((module, index) =>
              (module.labs ?? []).length === 0 ? null : (
                <li key={module.id} className="overflow-hidden rounded-xl border border-slate-200">
                  <h3 className="bg-slate-50 px-4 py-3 font-semibold text-slate-900 sm:px-5">
                    {copy.moduleTitle(index + 1, module.title)}
                  </h3>
                  <ul className="divide-y divide-slate-100">
                    {(module.labs ?? []).map((lab) => (
                      <LabRow
                        key={lab.id}
                        lab={lab}
                        open={canOpen || lab.id === freeId}
                        free={!owner && lab.id === freeId}
                        status={
                          owner && passed
                            ? passed.has(lab.id)
                              ? 'passed'
                              : 'not-passed'
                            : undefined
                        }
                      />
                    ))}
                  </ul>
                </li>
              ),
            )}
          </ol>
        </>
      )}
    </div>
  );
}
