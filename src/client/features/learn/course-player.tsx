import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { toast } from '../../components/ui/toast-store';
import type { CourseOutline, LessonBody } from '../../../shared/schemas/learn';
import type { ApiFailure, ApiResult } from '../../lib/api-client';
import { whenSessionKnown } from '../../lib/session';
import { CourseOutlineNav } from './course-outline-nav';
import { Pager, stepFor } from './item-pager';
import { completeLesson, fetchLesson, fetchOutline } from './learn-api';
import {
  learnPath,
  notEnrolledPath,
  outlineItems,
  signInPath,
  startItem,
  withFinished,
} from './learn-paths';
import { LabItemView } from './lab-item-view';
import { LessonView } from './lesson-view';
import { QuizView } from './quiz-view';

/** The last lesson asked for, by id (another item's answer is never shown for this one). */
type LessonState =
  | { id: string | null; state: 'loading' }
  | { id: string; state: 'failed'; message: string }
  | { id: string; state: 'ready'; lesson: LessonBody };

function isPreview(shell: CourseOutline, id: string | null): boolean {
  return shell.modules.some((module) =>
    module.items.some((item) => item.id === id && item.preview),
  );
}

const signedInNow = async () => (await whenSessionKnown()).status === 'signed-in';

/**
 * /learn/{courseId}[/{itemId}]. Prerendered as the course's public outline (the free preview
 * lesson with its text too, so it reads without JavaScript and keeps showing); once hydrated it
 * reads the learner's progress and the current lesson or quiz. A signed-out visitor is sent to
 * sign in (back here afterwards), one without the course to its checkout; the free preview
 * lesson stays readable to both.
 */
export function CoursePlayer({
  shell,
  initialItemId,
  initialLesson,
  go = (href) => window.location.replace(href),
  isSignedIn = signedInNow,
}: {
  /** The outline from the public curriculum, without progress. */
  shell: CourseOutline;
  /** Null on `/learn/{courseId}`: the player picks where the learner continues. */
  initialItemId: string | null;
  /** The free preview's body when the page was prerendered with it: shown from the first paint. */
  initialLesson?: LessonBody;
  go?: (href: string) => void;
  isSignedIn?: () => Promise<boolean>;
}) {
  const courseId = shell.courseId;
  const [outline, setOutline] = useState(shell);
  const [tracked, setTracked] = useState(false);
  const [itemId, setItemId] = useState(initialItemId);
  const [lesson, setLesson] = useState<LessonState>(() =>
    initialLesson && initialLesson.id === initialItemId
      ? { id: initialLesson.id, state: 'ready', lesson: initialLesson }
      : { id: null, state: 'loading' },
  );
  const [completing, setCompleting] = useState(false);
  const left = useRef(false);
  const signedIn = useRef<Promise<boolean> | null>(null);

  const items = outlineItems(outline);
  const index = items.findIndex((item) => item.id === itemId);
  const current = items[index];
  const previous = index > 0 ? items[index - 1] : undefined;
  const next = index >= 0 ? items[index + 1] : undefined;

  const leave = (href: string) => {
    if (left.current) return;
    left.current = true;
    go(href);
  };
  const refuse = (failure: ApiFailure) => {
    if (failure.status === 401) leave(signInPath(window.location.pathname));
    else if (failure.status === 403) leave(notEnrolledPath(courseId));
  };
  // Asked once, before any call, so a signed-out visitor causes no failing (401) request.
  const askSignedIn = useEffectEvent(() => (signedIn.current ??= isSignedIn()));

  const applyOutline = useEffectEvent((result: ApiResult<CourseOutline> | 'signed-out') => {
    if (result === 'signed-out') {
      // Only the preview lesson is open to everyone.
      if (!isPreview(shell, itemId)) leave(signInPath(window.location.pathname));
      return;
    }
    if (result.ok) {
      setOutline(result.data);
      setTracked(true);
      if (itemId === null) {
        const start = startItem(result.data);
        if (start) {
          window.history.replaceState(null, '', learnPath(courseId, start));
          setItemId(start);
        }
      }
    } else if (result.status === 401 || result.status === 403) {
      if (!isPreview(shell, itemId)) refuse(result);
    } else {
      toast({
        title: 'Could not load your progress',
        description: result.message,
        variant: 'destructive',
      });
    }
  });

  useEffect(() => {
    void askSignedIn()
      .then((known): Promise<ApiResult<CourseOutline> | 'signed-out'> | 'signed-out' =>
        known ? fetchOutline(courseId) : 'signed-out',
      )
      .then(applyOutline);
  }, [courseId]);

  // Back and forward move between items the player opened.
  useEffect(() => {
    const onPop = () => {
      const [, , course, item] = window.location.pathname.split('/');
      if (course === courseId) setItemId(item ?? null);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [courseId]);

  const applyLesson = useEffectEvent((id: string, result: ApiResult<LessonBody>) => {
    if (result.ok) setLesson({ id, state: 'ready', lesson: result.data });
    else if (result.status === 401 || result.status === 403) refuse(result);
    else setLesson({ id, state: 'failed', message: result.message });
  });

  const kind = current?.kind;
  useEffect(() => {
    if (!itemId || kind !== 'lesson') return;
    let live = true;
    void askSignedIn()
      .then((known) => (known || isPreview(shell, itemId) ? fetchLesson(courseId, itemId) : null))
      .then((result) => {
        if (live && result) applyLesson(itemId, result);
      });
    return () => {
      live = false;
    };
  }, [itemId, kind, courseId, shell]);

  const open = (id: string) => {
    if (id === itemId) return;
    window.history.pushState(null, '', learnPath(courseId, id));
    setItemId(id);
    window.scrollTo?.({ top: 0 });
  };

  const complete = async (): Promise<boolean> => {
    if (lesson.state !== 'ready' || !tracked) return false;
    const id = lesson.lesson.id;
    setCompleting(true);
    const result = await completeLesson(courseId, id);
    setCompleting(false);
    if (!result.ok) {
      if (result.status === 401 || result.status === 403) refuse(result);
      else
        toast({
          title: 'Could not mark the lesson complete',
          description: result.message,
          variant: 'destructive',
        });
      return false;
    }
    setOutline((now) => withFinished(now, id, result.data.percent));
    setLesson((now) =>
      now.state === 'ready' && now.lesson.id === id
        ? { ...now, lesson: { ...now.lesson, finished: true } }
        : now,
    );
    return true;
  };

  const step = async (direction: -1 | 1) => {
    const target = direction === 1 ? next : previous;
    if (!target) return;
    // Moving on from a lesson finishes it.
    if (
      direction === 1 &&
      kind === 'lesson' &&
      lesson.state === 'ready' &&
      !lesson.lesson.finished
    ) {
      await complete();
    }
    open(target.id);
  };

  const onKey = useEffectEvent((event: KeyboardEvent) => {
    const direction = stepFor(event);
    if (direction === 0) return;
    event.preventDefault();
    void step(direction);
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);

  let body;
  if (!current) {
    body = (
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{outline.title}</h1>
        <p role="status" className="mt-4 text-slate-700">
          Opening your course...
        </p>
      </div>
    );
  } else if (current.kind === 'lab') {
    body = <LabItemView item={current} />;
  } else if (current.kind === 'quiz') {
    body = (
      <QuizView
        key={current.id}
        courseId={courseId}
        quizId={current.id}
        onRefused={refuse}
        onProgress={(percent, passed) => {
          setOutline((now) =>
            passed ? withFinished(now, current.id, percent) : { ...now, percent },
          );
        }}
      />
    );
  } else if (lesson.state === 'ready' && lesson.id === current.id) {
    body = (
      <LessonView
        lesson={lesson.lesson}
        canTrack={tracked}
        completing={completing}
        onComplete={() => void complete()}
      />
    );
  } else {
    body = (
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{current.title}</h1>
        <p className="mt-2 text-sm text-slate-600">{current.minutes} min read</p>
        {lesson.state === 'failed' && lesson.id === current.id ? (
          <p
            role="alert"
            className="mt-6 rounded-xl border border-red-200 bg-red-50 p-5 text-red-800"
          >
            We could not load this lesson. {lesson.message}
          </p>
        ) : (
          <p role="status" className="mt-6 text-slate-700">
            Loading the lesson...
          </p>
        )}
      </div>
    );
  }

  return (
    <div className="bg-slate-50">
      <div className="mx-auto flex max-w-7xl flex-col lg:flex-row">
        <CourseOutlineNav
          outline={outline}
          currentId={itemId}
          progressKnown={tracked}
          onOpen={open}
        />
        <div className="min-w-0 flex-1 px-4 py-8 sm:px-8 lg:py-10">
          <p className="text-sm font-semibold text-brand-800">
            <a href={`/course/${courseId}`} className="hover:underline">
              {outline.title}
            </a>
          </p>
          <div className="mt-2">{body}</div>
          {current ? <Pager previous={previous} next={next} onStep={(d) => void step(d)} /> : null}
        </div>
      </div>
    </div>
  );
}
