import { Button } from '../../components/ui/button';
import type { QuizAttemptSummary } from '../../../shared/schemas/learn';
import {
  QUIZ_MARKED_ATTEMPTS,
  QUIZ_PASS_PERCENT,
  QUIZ_WAITS_SECONDS,
} from '../../../shared/schemas/quiz-rules';
import type { ApiFailure } from '../../lib/api-client';
import { Attempts, Question, Review } from './quiz-parts';
import { useQuiz } from './use-quiz';
import { quizCopy as copy } from './quiz.copy';
import { learnCopy } from './learn.copy';

/** How the learner's latest attempt went, with the rules for trying again. */
function LatestAttempt({ latest, passed }: { latest: QuizAttemptSummary; passed: boolean }) {
  return (
    <div
      role="status"
      className={`mt-6 rounded-xl border p-5 ${passed ? 'border-brand-600 bg-brand-50' : 'border-amber-300 bg-amber-50'}`}
    >
      <p className="font-semibold text-slate-900">
        {(passed ? copy.passedScore : copy.notPassedScore)(
          latest.score,
          latest.correct,
          latest.total,
        )}
      </p>
      {passed ? null : (
        <>
          <p className="mt-1 text-sm text-slate-800">
            {copy.needToPass(QUIZ_PASS_PERCENT)}{' '}
            {latest.wrong ? copy.wrongMarked : copy.scoreOnly(QUIZ_MARKED_ATTEMPTS)}
          </p>
          <p className="mt-1 text-sm text-slate-800">
            {copy.rules(QUIZ_WAITS_SECONDS, QUIZ_MARKED_ATTEMPTS)}
          </p>
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
        {copy.loadFailed(failed)}
      </p>
    );
  }
  if (!quiz) {
    return (
      <p role="status" className="text-slate-700">
        {learnCopy.player.quizLoading}
      </p>
    );
  }

  const passed = review !== null;
  const wrong = new Set(passed ? [] : (latest?.wrong ?? []));

  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{quiz.title}</h1>
      <p className="mt-2 text-sm text-slate-600">
        {copy.summary(quiz.questions.length, QUIZ_PASS_PERCENT)}
      </p>
      {latest ? <LatestAttempt latest={latest} passed={passed} /> : null}
      {passed ? (
        <section aria-labelledby="quiz-review" className="mt-8">
          <h2 id="quiz-review" className="text-xl font-bold text-slate-900">
            {copy.review}
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
            {wait > 0 ? copy.tryAgainIn(wait) : submitting ? copy.submitting : copy.submit}
          </Button>
        </form>
      )}
      <Attempts attempts={attempts} />
    </div>
  );
}
