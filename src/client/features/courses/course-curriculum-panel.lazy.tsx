import { BookIcon, CheckIcon, LockIcon } from '../../components/ui/icons';
import type { CurriculumModule } from '../../../shared/catalogue/types';
import { lessonItemId, moduleMinutes, playerHref, quizItemId } from './course-detail';
import { courseAccess, useSession } from '../../lib/session';
import { localePath } from '../../i18n/locale-path';
import { coursePanelsCopy as copy } from './course-panels.copy';

/** How a curriculum row shows to this visitor: a link into the player, the free preview, or locked. */
type RowAccess = 'open' | 'preview' | 'locked';

function CurriculumRow({
  title,
  detail,
  href,
  access,
  quiz = false,
}: {
  title: string;
  detail?: string;
  href: string;
  access: RowAccess;
  quiz?: boolean;
}) {
  const Icon = quiz ? CheckIcon : BookIcon;
  return (
    <li className="flex items-start justify-between gap-4 px-4 py-3 text-sm sm:px-5">
      <span className="flex items-start gap-2 text-slate-800">
        <Icon className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
        {access === 'open' ? (
          <a
            href={localePath(href)}
            className="font-medium text-brand-800 underline-offset-2 hover:underline"
          >
            {title}
          </a>
        ) : (
          title
        )}
      </span>
      <span className="flex shrink-0 items-center gap-3 whitespace-nowrap text-slate-700">
        {access === 'preview' ? (
          <a
            href={localePath(href)}
            className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-800 underline-offset-2 hover:underline"
          >
            {copy.curriculum.preview}
            <span className="sr-only">{`: ${title}`}</span>
          </a>
        ) : null}
        {detail}
        {access === 'locked' ? (
          <span title={copy.locked} className="text-slate-600">
            <LockIcon className="h-4 w-4" />
            <span className="sr-only">{copy.locked}</span>
          </span>
        ) : null}
      </span>
    </li>
  );
}

export function CurriculumPanel({
  courseId,
  modules,
}: {
  courseId: string;
  modules: readonly CurriculumModule[];
}) {
  // Signed out while prerendering and hydrating (the session's server snapshot), so the HTML
  // every visitor gets shows the locks; once the session is known, an owner's rows open.
  const session = useSession();
  const canOpen = courseAccess(session, courseId) === 'enrolled' || session.isStaff === true;
  const firstModuleId = modules[0]?.id;
  const access = (moduleId: string, index: number): RowAccess => {
    if (canOpen) return 'open';
    return moduleId === firstModuleId && index === 0 ? 'preview' : 'locked';
  };
  return (
    <div>
      <h2 className="text-2xl font-bold text-slate-900">{copy.curriculum.title}</h2>
      {modules.length === 0 ? (
        <p className="mt-4 text-slate-700">{copy.curriculum.preparing}</p>
      ) : (
        <>
          <p className="mt-2 text-sm text-slate-700">
            {copy.curriculum.summary(
              modules.length,
              modules.some((module) => (module.labs ?? []).length > 0),
            )}
          </p>
          <ol className="mt-6 space-y-4">
            {modules.map((module, index) => (
              <li key={module.id} className="overflow-hidden rounded-xl border border-slate-200">
                <div className="flex flex-wrap items-center justify-between gap-2 bg-slate-50 px-4 py-3 sm:px-5">
                  <h3 className="font-semibold text-slate-900">
                    {copy.moduleTitle(index + 1, module.title)}
                  </h3>
                  <p className="text-sm text-slate-700">
                    {copy.curriculum.moduleFacts(module.lessons.length, moduleMinutes(module))}
                  </p>
                </div>
                <ul className="divide-y divide-slate-100">
                  {module.lessons.map((lesson, position) => {
                    const id = lessonItemId(module.id, position);
                    return (
                      <CurriculumRow
                        key={id}
                        title={lesson.title}
                        detail={copy.minutes(lesson.minutes)}
                        href={localePath(playerHref(courseId, id))}
                        access={access(module.id, position)}
                      />
                    );
                  })}
                  <CurriculumRow
                    title={copy.curriculum.moduleQuiz}
                    href={localePath(playerHref(courseId, quizItemId(module.id)))}
                    access={canOpen ? 'open' : 'locked'}
                    quiz
                  />
                </ul>
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
