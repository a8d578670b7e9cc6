import { useEffect, useEffectEvent, useRef } from 'react';
import { Button } from '../../components/ui/button';
import { CompiledHtml } from '../../components/ui/compiled-html';
import { CheckIcon } from '../../components/ui/icons';
import type { LessonBody } from '../../../shared/schemas/learn';
import { LESSON_BODY_ATTRIBUTE } from './preview-lesson';
import { learnCopy } from './learn.copy';
import { ENGLISH_LANG } from '../../components/ui/english';

const copy = learnCopy.lesson;

/**
 * Headings, paragraphs, lists and code of a lesson body, styled here: the body is HTML compiled
 * (and its code highlighted) at build time, so no highlighter or Markdown code ships; each code
 * block gets a Copy button once the page has hydrated.
 */
const ARTICLE_CLASSES = [
  'max-w-3xl text-base leading-7 text-slate-800',
  '[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-slate-900',
  '[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900',
  '[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_li]:mt-1 [&_a]:font-medium [&_a]:text-brand-800 [&_a]:underline [&_strong]:text-slate-900',
  '[&_blockquote]:mt-4 [&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-4',
  '[&_:not(pre)>code]:rounded [&_:not(pre)>code]:bg-slate-100 [&_:not(pre)>code]:px-1.5 [&_:not(pre)>code]:py-0.5 [&_:not(pre)>code]:text-[0.9em] [&_:not(pre)>code]:text-slate-900',
  '[&_pre]:mt-5 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-sm [&_pre]:leading-6 [&_pre]:text-slate-100',
  '[&_table]:mt-5 [&_table]:w-full [&_table]:text-sm [&_th]:border-b [&_th]:text-left [&_td]:border-b [&_td]:py-1',
].join(' ');

export function LessonView({
  lesson,
  canTrack,
  completing,
  onComplete,
}: {
  lesson: LessonBody;
  /** The learner's progress is recorded (signed in and enrolled), not a preview read. */
  canTrack: boolean;
  completing: boolean;
  onComplete: () => void;
}) {
  const sentinel = useRef<HTMLDivElement>(null);
  const reachedEnd = useEffectEvent(() => {
    if (canTrack && !lesson.finished && !completing) onComplete();
  });

  // Reading to the end of the body finishes the lesson, as "Mark as complete" would.
  useEffect(() => {
    const target = sentinel.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        reachedEnd();
      }
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [lesson.id]);

  return (
    <article aria-labelledby="lesson-title">
      <h1
        id="lesson-title"
        lang={ENGLISH_LANG}
        className="text-3xl font-bold tracking-tight text-slate-900"
      >
        {lesson.title}
      </h1>
      <p className="mt-2 text-sm text-slate-600">{learnCopy.player.minutesRead(lesson.minutes)}</p>
      <CompiledHtml
        html={lesson.html}
        // Lesson texts are English by design: said so to screen readers on Bangla pages.
        attributes={{
          [LESSON_BODY_ATTRIBUTE]: lesson.id,
          ...(ENGLISH_LANG ? { lang: ENGLISH_LANG } : {}),
        }}
        className={`mt-6 ${ARTICLE_CLASSES}`}
      />
      <div ref={sentinel} aria-hidden="true" className="h-px" />
      {canTrack ? (
        <Button
          className="mt-8"
          variant={lesson.finished ? 'outline' : 'primary'}
          disabled={lesson.finished || completing}
          onClick={onComplete}
        >
          {lesson.finished ? (
            <>
              <CheckIcon className="h-4 w-4" /> {copy.completed}
            </>
          ) : completing ? (
            copy.saving
          ) : (
            copy.markComplete
          )}
        </Button>
      ) : (
        <p className="mt-8 rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-800">
          {copy.previewNote}
        </p>
      )}
    </article>
  );
}
