import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import {
  completeAnswers,
  QUESTIONS,
  recommendPath,
  unansweredQuestions,
  type PartialAnswers,
  type QuestionId,
  type Recommendation,
} from './assessment';
import { localePath } from '../../i18n/locale-path';
import { formatNumber } from '../../i18n/format.copy';
import { loadOnce } from '../../lib/load-once';
import { assessmentCopy } from './assessment.copy';

const formCopy = assessmentCopy.form;

/** The answer's card: loaded when the visitor first answers, or at the latest on submit. */
const recommendationCard = loadOnce(() => import('./recommendation-card.lazy'));

export function SkillsAssessmentForm() {
  // Long: one form's markup; splitting would scatter its questions from their answers.
  const [answers, setAnswers] = useState<PartialAnswers>({});
  const [errors, setErrors] = useState<QuestionId[]>([]);
  const [result, setResult] = useState<Recommendation | undefined>();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstQuestion = useRef(false);

  useEffect(() => {
    if (result || !focusFirstQuestion.current) return;
    focusFirstQuestion.current = false;
    formRef.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [result]);

  const choose = (id: QuestionId, value: string) => {
    // Started early; a failure here is met again on submit.
    recommendationCard.load().catch(() => undefined);
    setAnswers((current) => ({ ...current, [id]: value }));
    setErrors((current) => current.filter((error) => error !== id));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing = unansweredQuestions(answers);
    setErrors(missing);
    const first = missing[0];
    if (first) {
      formRef.current?.querySelector<HTMLInputElement>(`input[name="${first}"]`)?.focus();
      return;
    }
    const complete = completeAnswers(answers);
    if (!complete) return;
    const recommendation = recommendPath(complete);
    try {
      await recommendationCard.load();
    } catch {
      // The card did not load (the connection dropped): the recommended path's own page says it.
      window.location.assign(localePath(`/learning-path/${recommendation.pathId}`));
      return;
    }
    setResult(recommendation);
  };

  const restart = () => {
    setAnswers({});
    setErrors([]);
    setResult(undefined);
    focusFirstQuestion.current = true;
  };

  // A result is set only once the card is in.
  const card = recommendationCard.loaded();
  if (result && card) {
    return <card.RecommendationCard recommendation={result} onRestart={restart} />;
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={formCopy.label}
    >
      <ol className="space-y-6">
        {QUESTIONS.map((question, index) => {
          const hasError = errors.includes(question.id);
          const errorId = `${question.id}-error`;
          return (
            <li key={question.id}>
              <fieldset
                aria-describedby={hasError ? errorId : undefined}
                className={`rounded-xl border bg-white p-5 shadow-sm sm:p-6 ${
                  hasError ? 'border-red-700 ring-1 ring-red-700' : 'border-slate-200'
                }`}
              >
                <legend className="float-left w-full text-base font-bold text-slate-900">
                  <span className="mr-2 text-brand-800">{formatNumber(index + 1)}.</span>
                  {question.legend}
                </legend>
                {hasError ? (
                  <p id={errorId} className="clear-both pt-2 text-sm font-semibold text-red-700">
                    {formCopy.chooseAnswer}
                  </p>
                ) : null}
                <div className="clear-both grid gap-2 pt-4 sm:grid-cols-2">
                  {question.options.map((option) => {
                    const inputId = `${question.id}-${option.value}`;
                    return (
                      <label
                        key={option.value}
                        htmlFor={inputId}
                        className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-4 py-2 text-sm text-slate-800 transition-colors hover:border-brand-700 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:font-semibold has-[:checked]:text-brand-900"
                      >
                        <input
                          id={inputId}
                          type="radio"
                          name={question.id}
                          value={option.value}
                          checked={answers[question.id] === option.value}
                          onChange={() => choose(question.id, option.value)}
                          className="h-4 w-4 shrink-0 accent-brand-700"
                        />
                        {option.label}
                      </label>
                    );
                  })}
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="submit" size="lg">
          {formCopy.submit}
        </Button>
        <p className="text-sm text-slate-700">{formCopy.note}</p>
      </div>
    </form>
  );
}
