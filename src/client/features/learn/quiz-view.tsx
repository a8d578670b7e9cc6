import { useEffect, useEffectEvent, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast-store';
import type {
  QuizAttemptSummary,
  QuizQuestionReview,
  QuizQuestionView,
  QuizState,
} from '../../../shared/schemas/learn';
import { countdownInWords, formatDhakaTime, waitInWords } from '../../../shared/format/format';
import {
  QUIZ_MARKED_ATTEMPTS,
  QUIZ_PASS_PERCENT,
  QUIZ_WAITS_SECONDS,
} from '../../../shared/schemas/quiz-rules';
import type { ApiFailure } from '../../lib/api-client';
import { fetchQuiz, submitQuiz } from './learn-api';

type Answer = number | number[] | string;

const isReview = (question: QuizQuestionView): question is QuizQuestionReview =>
  'answerHtml' in question;

function Html({ html, className }: { html: string; className?: string }) {
  return <span className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

function scoreLine(attempt: QuizAttemptSummary): string {
  return `You scored ${attempt.score}% (${attempt.correct} of ${attempt.total} correct).`;
}

/** The attempt rules, in words from the shared ones (decision 028). */
function attemptRules(): string {
  const waits = QUIZ_WAITS_SECONDS.map(waitInWords);
  const last = waits.pop() ?? '';
  return (
    `The wait after each failed attempt: ${waits.join(', ')}, then ${last} each time. ` +
    `Only your first ${QUIZ_MARKED_ATTEMPTS} attempts mark the questions answered wrongly.`
  );
}

function Question({
  question,
  index,
  answer,
  wrong,
  disabled,
  onAnswer,
}: {
  question: QuizQuestionView;
  index: number;
  answer: Answer | undefined;
  wrong: boolean;
  disabled: boolean;
  onAnswer: (answer: Answer) => void;
}) {
  const name = `question-${question.id}`;
  const legend = (
    <legend className="text-base font-semibold text-slate-900">
      {index + 1}. <Html html={question.promptHtml} />
    </legend>
  );
  const marker = wrong ? (
    <p className="mt-3 text-sm font-semibold text-red-700">Incorrect: try this one again.</p>
  ) : null;
  const box = `rounded-xl border bg-white p-5 ${wrong ? 'border-red-300' : 'border-slate-200'}`;

  if (question.kind === 'typed') {
    return (
      <div className={box} data-question={question.id} data-wrong={wrong || undefined}>
        <label htmlFor={name} className="text-base font-semibold text-slate-900">
          {index + 1}. <Html html={question.promptHtml} />
        </label>
        <input
          id={name}
          type="text"
          autoComplete="off"
          spellCheck={false}
          disabled={disabled}
          aria-invalid={wrong || undefined}
          value={typeof answer === 'string' ? answer : ''}
          onChange={(event) => onAnswer(event.target.value)}
          className="mt-3 block min-h-11 w-full rounded-lg border border-slate-300 px-3 font-mono text-sm"
        />
        {marker}
      </div>
    );
  }

  const multiple = question.kind === 'multiple';
  const chosen = (option: number) =>
    multiple ? Array.isArray(answer) && answer.includes(option) : answer === option;
  const toggle = (option: number) => {
    if (!multiple) return onAnswer(option);
    const current = Array.isArray(answer) ? answer : [];
    onAnswer(
      current.includes(option)
        ? current.filter((value) => value !== option)
        : [...current, option].sort((a, b) => a - b),
    );
  };
  return (
    <fieldset className={box} data-question={question.id} data-wrong={wrong || undefined}>
      {legend}
      {multiple ? <p className="mt-1 text-sm text-slate-600">Choose all that apply.</p> : null}
      <div className="mt-3 space-y-2">
        {question.optionsHtml.map((option, optionIndex) => (
          <label
            key={optionIndex}
            className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-800 hover:bg-slate-50"
          >
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name={name}
              className="mt-1"
              disabled={disabled}
              checked={chosen(optionIndex)}
              onChange={() => toggle(optionIndex)}
            />
            <Html html={option} />
          </label>
        ))}
      </div>
      {marker}
    </fieldset>
  );
}

function Review({ questions }: { questions: QuizQuestionReview[] }) {
  return (
    <ol className="mt-6 space-y-4">
      {questions.map((question, index) => (
        <li key={question.id} className="rounded-xl border border-slate-200 bg-white p-5">
          <p className="font-semibold text-slate-900">
            {index + 1}. <Html html={question.promptHtml} />
          </p>
          <p className="mt-3 text-sm text-slate-800">
            <span className="font-semibold">Answer: </span>
            <Html html={question.answerHtml} />
          </p>
          <p className="mt-2 text-sm text-slate-700">
            <Html html={question.explanationHtml} />
          </p>
        </li>
      ))}
    </ol>
  );
}

function Attempts({ attempts }: { attempts: QuizAttemptSummary[] }) {
  if (attempts.length === 0) return null;
  return (
    <section aria-labelledby="quiz-attempts" className="mt-10">
      <h2 id="quiz-attempts" className="text-lg font-bold text-slate-900">
        Previous attempts
      </h2>
      <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {attempts.map((attempt) => (
          <li key={attempt.id} className="flex justify-between gap-4 px-4 py-3 text-sm">
            <time dateTime={attempt.createdAt}>{formatDhakaTime(attempt.createdAt)}</time>
            <span className={attempt.passed ? 'text-brand-800' : 'text-slate-700'}>
              {attempt.score}% · {attempt.passed ? 'Passed' : 'Not passed'}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A module quiz: answer, submit, and after a pass the answers with their explanations. */
export function QuizView({
  courseId,
  quizId,
  onProgress,
  onRefused,
}: {
  courseId: string;
  quizId: string;
  /** After a pass: the course's new percentage. */
  onProgress: (percent: number, passed: boolean) => void;
  /** 401 or 403 from the API: the player sends the learner where they can continue. */
  onRefused: (failure: ApiFailure) => void;
}) {
  const [quiz, setQuiz] = useState<QuizState | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [answers, setAnswers] = useState<Record<string, Answer>>({});
  const [attempts, setAttempts] = useState<QuizAttemptSummary[]>([]);
  const [latest, setLatest] = useState<QuizAttemptSummary | null>(null);
  const [review, setReview] = useState<QuizQuestionReview[] | null>(null);
  const [wait, setWait] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  // Bumped to read the quiz again (it was passed in another tab meanwhile).
  const [loads, setLoads] = useState(0);
  const refused = useEffectEvent(onRefused);

  useEffect(() => {
    let current = true;
    void fetchQuiz(courseId, quizId).then((result) => {
      if (!current) return;
      if (!result.ok) {
        if (result.status === 401 || result.status === 403) refused(result);
        else setFailed(result.message);
        return;
      }
      const state = result.data;
      setQuiz(state);
      // Newest first, whatever order the server lists them in.
      const sorted = [...state.attempts].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      setAttempts(sorted);
      const last = sorted[0] ?? null;
      setLatest(state.passed ? (sorted.find((attempt) => attempt.passed) ?? last) : last);
      const questions: QuizQuestionView[] = state.questions;
      if (state.passed) setReview(questions.filter(isReview));
      setWait(state.retryAfterSeconds);
    });
    return () => {
      current = false;
    };
  }, [courseId, quizId, loads]);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  if (failed) {
    return (
      <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-5 text-red-800">
        We could not load this quiz. {failed}
      </p>
    );
  }
  if (!quiz) {
    return (
      <p role="status" className="text-slate-700">
        Loading the quiz...
      </p>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    const result = await submitQuiz(courseId, quizId, { version: quiz.version, answers });
    setSubmitting(false);
    // A refusal keeps the answers as they are: the learner sends them again when it may.
    if (!result.ok) {
      if (result.status === 429 && result.code === 'quiz_wait') {
        // The server always says how long; the shortest wait is only a fallback.
        setWait(result.retryAfterSeconds ?? QUIZ_WAITS_SECONDS[0] ?? 1);
        toast({ title: 'Not yet', description: result.message });
        return;
      }
      if (result.status === 409 && result.code === 'quiz_passed') {
        toast({ title: 'Quiz already passed', description: result.message });
        setLoads((count) => count + 1);
        return;
      }
      if (result.status === 401 || result.status === 403) return onRefused(result);
      toast({
        title: 'Could not submit your answers',
        description: result.message,
        variant: 'destructive',
      });
      return;
    }
    const { attempt } = result.data;
    setLatest(attempt);
    setAttempts((list) => [attempt, ...list]);
    if (attempt.passed) {
      setReview(result.data.review ?? []);
    } else {
      setWait(result.data.retryAfterSeconds);
    }
    onProgress(result.data.percent, attempt.passed);
  };

  const passed = review !== null;
  const wrong = new Set(passed ? [] : (latest?.wrong ?? []));

  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{quiz.title}</h1>
      <p className="mt-2 text-sm text-slate-600">
        {quiz.questions.length} questions · You need {QUIZ_PASS_PERCENT}% to pass
      </p>
      {latest ? (
        <div
          role="status"
          className={`mt-6 rounded-xl border p-5 ${passed ? 'border-brand-600 bg-brand-50' : 'border-amber-300 bg-amber-50'}`}
        >
          <p className="font-semibold text-slate-900">
            {passed ? 'Passed! ' : 'Not passed yet. '}
            {scoreLine(latest)}
          </p>
          {passed ? null : (
            <>
              <p className="mt-1 text-sm text-slate-800">
                You need {QUIZ_PASS_PERCENT}% to pass.{' '}
                {latest.wrong
                  ? 'The questions marked below were answered wrongly.'
                  : `After your first ${QUIZ_MARKED_ATTEMPTS} attempts only the score is shown, not which questions were wrong: re-read this module's lessons before you try again.`}
              </p>
              <p className="mt-1 text-sm text-slate-800">{attemptRules()}</p>
            </>
          )}
        </div>
      ) : null}
      {passed ? (
        <section aria-labelledby="quiz-review" className="mt-8">
          <h2 id="quiz-review" className="text-xl font-bold text-slate-900">
            Review
          </h2>
          <Review questions={review} />
        </section>
      ) : (
        <form className="mt-6 space-y-4" onSubmit={(event) => void submit(event)}>
          {quiz.questions.map((question, index) => (
            <Question
              key={question.id}
              question={question}
              index={index}
              answer={answers[question.id]}
              wrong={wrong.has(question.id)}
              disabled={submitting}
              onAnswer={(answer) => setAnswers((all) => ({ ...all, [question.id]: answer }))}
            />
          ))}
          <Button type="submit" disabled={submitting || wait > 0}>
            {wait > 0
              ? `Try again in ${countdownInWords(wait)}`
              : submitting
                ? 'Submitting...'
                : 'Submit answers'}
          </Button>
        </form>
      )}
      <Attempts attempts={attempts} />
    </div>
  );
}
