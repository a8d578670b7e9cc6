import { useState, type MouseEvent } from 'react';
import { CheckIcon, FlaskIcon } from '../../components/ui/icons';
import { ProgressBar } from '../../components/ui/progress-bar';
import { labSessionPath } from '../../../shared/catalogue/course-items';
import type { CourseOutline, OutlineItem } from '../../../shared/schemas/learn';
import { learnPath } from './learn-paths';
import { localePath } from '../../i18n/locale-path';
import { learnCopy } from './learn.copy';
import { EnglishText } from '../../components/ui/english';

const copy = learnCopy.outline;

function itemNote(item: OutlineItem): string {
  switch (item.kind) {
    case 'quiz':
      return copy.quiz;
    case 'lab':
      return copy.lab(item.minutes);
    case 'lesson':
      return item.preview ? copy.previewLesson(item.minutes) : copy.lesson(item.minutes);
  }
}

/**
 * The player's sidebar: modules and their items, a tick on each finished one, the course
 * percentage. On phones it folds away behind "Course outline". A lab opens its own page (a full
 * page load: the session page loads the terminal), not the player.
 */
export function CourseOutlineNav({
  outline,
  currentId,
  progressKnown,
  onOpen,
}: {
  outline: CourseOutline;
  currentId: string | null;
  /** False while the shell shows the public outline, before the learner's progress is known. */
  progressKnown: boolean;
  onOpen: (itemId: string) => void;
}) {
  // Long: one nav's markup: modules and their items, folded on phones.
  const [open, setOpen] = useState(false);

  const follow = (event: MouseEvent<HTMLAnchorElement>, itemId: string) => {
    // A plain click stays in the player; a new tab or window still gets the link.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    setOpen(false);
    onOpen(itemId);
  };

  return (
    <aside className="border-b border-slate-200 bg-white lg:sticky lg:top-16 lg:w-80 lg:shrink-0 lg:self-start lg:border-r lg:border-b-0">
      <div className="px-4 py-4 sm:px-6 lg:px-5">
        <p className="text-sm font-semibold text-slate-900">
          {progressKnown ? copy.percentComplete(outline.percent) : copy.courseProgress}
        </p>
        <div className="mt-2">
          <ProgressBar value={progressKnown ? outline.percent : 0} label={copy.courseProgress} />
        </div>
        <button
          type="button"
          aria-expanded={open}
          aria-controls="course-outline"
          onClick={() => setOpen((value) => !value)}
          className="mt-4 inline-flex min-h-11 w-full items-center justify-between rounded-lg border border-slate-300 px-4 text-sm font-semibold text-slate-900 hover:bg-slate-50 lg:hidden"
        >
          {copy.courseOutline}
          <span aria-hidden="true">{open ? '−' : '+'}</span>
        </button>
      </div>
      <nav
        id="course-outline"
        aria-label={copy.courseOutline}
        className={`${open ? 'block' : 'hidden'} max-h-none px-2 pb-6 lg:block lg:max-h-[calc(100vh-8rem)] lg:overflow-y-auto`}
      >
        <ol className="space-y-5">
          {outline.modules.map((module, index) => (
            <li key={module.id}>
              <h2 className="px-3 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                {copy.moduleHeading(index + 1, module.title)}
              </h2>
              <ol className="mt-2 space-y-1">
                {module.items.map((item) => {
                  const current = item.id === currentId;
                  const lab = item.kind === 'lab';
                  return (
                    <li key={item.id}>
                      <a
                        href={localePath(
                          lab ? labSessionPath(item.id) : learnPath(outline.courseId, item.id),
                        )}
                        aria-current={current ? 'page' : undefined}
                        onClick={lab ? undefined : (event) => follow(event, item.id)}
                        className={`flex min-h-11 items-start gap-3 rounded-lg px-3 py-2 text-sm ${
                          current
                            ? 'bg-brand-50 font-semibold text-brand-900'
                            : 'text-slate-800 hover:bg-slate-100'
                        }`}
                      >
                        <span
                          className={`mt-0.5 flex h-5 w-5 shrink-0 items-center justify-center rounded-full border ${
                            item.finished
                              ? 'border-brand-700 bg-brand-700 text-white'
                              : 'border-slate-400'
                          }`}
                        >
                          {item.finished ? <CheckIcon className="h-3 w-3" /> : null}
                        </span>
                        {lab ? (
                          <FlaskIcon className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
                        ) : null}
                        <span className="min-w-0 flex-1">
                          {lab ? <EnglishText>{item.title}</EnglishText> : item.title}
                          {item.finished ? <span className="sr-only">{copy.finished}</span> : null}
                          <span className="block text-xs font-normal text-slate-600">
                            {itemNote(item)}
                          </span>
                        </span>
                      </a>
                    </li>
                  );
                })}
              </ol>
            </li>
          ))}
        </ol>
      </nav>
    </aside>
  );
}
