import {
  useEffect,
  useState,
  type ComponentProps,
  type Dispatch,
  type SetStateAction,
} from 'react';
import type { CourseOutline, OutlineItem } from '../../../shared/schemas/learn';
import type { ApiFailure } from '../../lib/api-client';
import { withFinished } from './learn-paths';
import { LabItemView } from './lab-item-view';
import { LessonView } from './lesson-view';
import { loadOnce } from '../../lib/load-once';
import type { LessonState } from './use-course-lesson';
import { learnCopy } from './learn.copy';

const copy = learnCopy.player;

// A quiz shows nothing before its questions arrive from the API, so its code (questions, answers,
// review: about 2.6 KB gzipped) loads alongside them rather than on every lesson's first view.
const quizView = loadOnce(() => import('./quiz-view.lazy'));

/** Starts loading the quiz's code (or joins the load under way). */
export const loadQuizView = quizView.load;
type QuizViewProps = ComponentProps<Awaited<ReturnType<typeof quizView.load>>['QuizView']>;

/** The quiz, once its code is in; until then what the quiz itself shows while it loads. */
function LazyQuizView(props: QuizViewProps) {
  const [module, setModule] = useState(quizView.loaded);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (module) return;
    quizView.load().then(setModule, () => setFailed(true));
  }, [module]);
  if (module) return <module.QuizView {...props} />;
  if (failed) {
    return (
      <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-5 text-red-800">
        {copy.quizCodeFailed}
      </p>
    );
  }
  return (
    <p role="status" className="text-slate-700">
      {copy.quizLoading}
    </p>
  );
}

/** The open item: a lesson, a lab or a quiz, or what shows while it loads. */
export function PlayerBody({
  outline,
  current,
  lesson,
  tracked,
  completing,
  onComplete,
  refuse,
  setOutline,
}: {
  outline: CourseOutline;
  current: OutlineItem | undefined;
  lesson: LessonState;
  tracked: boolean;
  completing: boolean;
  onComplete: () => void;
  refuse: (failure: ApiFailure) => void;
  setOutline: Dispatch<SetStateAction<CourseOutline>>;
}) {
  const courseId = outline.courseId;
  let body;
  if (!current) {
    body = (
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{outline.title}</h1>
        <p role="status" className="mt-4 text-slate-700">
          {copy.opening}
        </p>
      </div>
    );
  } else if (current.kind === 'lab') {
    body = <LabItemView item={current} />;
  } else if (current.kind === 'quiz') {
    body = (
      <LazyQuizView
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
        onComplete={onComplete}
      />
    );
  } else {
    body = (
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{current.title}</h1>
        <p className="mt-2 text-sm text-slate-600">{copy.minutesRead(current.minutes)}</p>
        {lesson.state === 'failed' && lesson.id === current.id ? (
          <p
            role="alert"
            className="mt-6 rounded-xl border border-red-200 bg-red-50 p-5 text-red-800"
          >
            {copy.lessonFailed(lesson.message)}
          </p>
        ) : (
          <p role="status" className="mt-6 text-slate-700">
            {copy.loadingLesson}
          </p>
        )}
      </div>
    );
  }
  return body;
}
