import { Button } from '../../components/ui/button';
import { ArrowLeftIcon, ArrowRightIcon } from '../../components/ui/icons';
import type { OutlineItem } from '../../../shared/schemas/learn';
import { learnCopy } from './learn.copy';
import { EnglishText } from '../../components/ui/english';

const copy = learnCopy.pager;

/** Previous and Next below a lesson or quiz, and the keys that do the same. */

/** Keys that move through the course, unless the learner is typing. */
export function stepFor(event: KeyboardEvent): -1 | 1 | 0 {
  if (event.altKey && !event.ctrlKey && !event.metaKey) {
    if (event.key === 'ArrowLeft') return -1;
    if (event.key === 'ArrowRight') return 1;
    return 0;
  }
  if (event.altKey || event.ctrlKey || event.metaKey) return 0;
  const target = event.target;
  if (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  ) {
    return 0;
  }
  if (event.key === 'k') return -1;
  if (event.key === 'j') return 1;
  return 0;
}

export function Pager({
  previous,
  next,
  onStep,
}: {
  previous: OutlineItem | undefined;
  next: OutlineItem | undefined;
  onStep: (step: -1 | 1) => void;
}) {
  return (
    <nav
      aria-label={copy.label}
      className="mt-12 grid gap-3 border-t border-slate-200 pt-6 sm:grid-cols-2"
    >
      {previous ? (
        <Button
          variant="outline"
          className="h-auto justify-start py-3 text-left whitespace-normal"
          title={copy.previousTitle}
          onClick={() => onStep(-1)}
        >
          <ArrowLeftIcon className="h-4 w-4 shrink-0" />
          <span>
            <span className="block text-xs font-normal text-slate-600">{copy.previous}</span>
            {previous.kind === 'lab' ? <EnglishText>{previous.title}</EnglishText> : previous.title}
          </span>
        </Button>
      ) : (
        <span />
      )}
      {next ? (
        <Button
          className="h-auto justify-end py-3 text-right whitespace-normal sm:col-start-2"
          title={copy.nextTitle}
          onClick={() => onStep(1)}
        >
          <span>
            <span className="block text-xs font-normal opacity-90">{copy.next}</span>
            {next.kind === 'lab' ? <EnglishText>{next.title}</EnglishText> : next.title}
          </span>
          <ArrowRightIcon className="h-4 w-4 shrink-0" />
        </Button>
      ) : null}
      <p className="sr-only">{copy.keys}</p>
    </nav>
  );
}
