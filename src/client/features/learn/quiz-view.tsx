import { Button } from '../../components/ui/button';
import type { QuizAttemptSummary } from '../../../shared/schemas/learn';
import { countdownInWords, waitInWords } from '../../../shared/format/format';
import {
  QUIZ_MARKED_ATTEMPTS,
  QUIZ_PASS_PERCENT,
  QUIZ_WAITS_SECONDS,
} from '../../../shared/schemas/quiz-rules';
import type { ApiFailure } from '../../lib/api-client';
import { Attempts, Question, Review } from './quiz-parts';
import { useQuiz } from './use-quiz';

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

/** How the learner's latest attempt went, with the rules for trying again. */
function LatestAttempt({ latest, passed }: { latest: QuizAttemptSummary; passed: boolean }) {
  return (
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
  const { quiz, failed, answers, answer, attempts, latest, review, wait, submitting, submit } =
    useQuiz(courseId, quizId, onProgress, onRefused);

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

  const passed = review !== null;
  const wrong = new Set(passed ? [] : (latest?.wrong ?? []));

  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{quiz.title}</h1>
      <p className="mt-2 text-sm text-slate-600">
        {quiz.questions.length} questions · You need {QUIZ_PASS_PERCENT}% to pass
      </p>
      {latest ? <LatestAttempt latest={latest} passed={passed} /> : null}
      {passed ? (
        <section aria-labelledby="quiz-review" className="mt-8">
          <h2 id="quiz-review" className="text-xl font-bold text-slate-900">
            Review
          </h2>
          <Review questions={review} />
        </section>
      ) : (
        <form className="mt-6 space-y-4" onSubmit={(event) => void submit(event, quiz.version)}>
          {quiz.questions.map((question, index) => (
            <Question
              key={question.id}
              question={question}
              index={index}
              answer={answers[question.id]}
              wrong={wrong.has(question.id)}
              disabled={submitting}
              onAnswer={(given) => answer(question.id, given)}
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
