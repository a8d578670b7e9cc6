import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, buttonClasses } from '../../components/ui/button';
import { ArrowRightIcon } from '../../components/ui/icons';
import { findCourse } from '../../../shared/catalogue/courses';
import { findPath } from '../../../shared/catalogue/paths';
import {
  completeAnswers,
  QUESTIONS,
  recommendPath,
  unansweredQuestions,
  type PartialAnswers,
  type QuestionId,
  type Recommendation,
} from './assessment';
import { PathFacts } from './path-facts';
import { localePath } from '../../i18n/locale-path';
import { formatNumber } from '../../i18n/format.copy';
import { assessmentCopy } from './assessment.copy';
import { ENGLISH_LANG } from '../../components/ui/english';

const { form: formCopy, result: copy } = assessmentCopy;

function RecommendationCard({
  recommendation,
  onRestart,
}: {
  recommendation: Recommendation;
  onRestart: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  const path = findPath(recommendation.pathId);
  const firstCourseId = path?.courseIds[0];
  const firstCourse = firstCourseId ? findCourse(firstCourseId) : undefined;

  return (
    <section
      aria-labelledby="recommendation-heading"
      className="overflow-hidden rounded-2xl border border-brand-700 bg-white shadow-lg"
    >
      <div className="bg-gradient-to-br from-brand-800 to-indigo-900 px-6 py-8 text-white sm:px-8">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-100">
          {copy.eyebrow}
        </p>
        <h2
          id="recommendation-heading"
          ref={headingRef}
          tabIndex={-1}
          className="mt-2 flex items-center gap-3 text-2xl font-bold focus:outline-none sm:text-3xl"
        >
          <span aria-hidden="true">{path?.emoji}</span>
          {path?.title ?? recommendation.pathId}
        </h2>
        {path ? (
          <PathFacts
            path={path}
            className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm font-medium text-slate-100"
          />
        ) : null}
      </div>
      <div className="space-y-6 px-6 py-8 sm:px-8">
        <div>
          <h3 className="text-base font-bold text-slate-900">{copy.why}</h3>
          <p className="mt-1 text-slate-700">{recommendation.reason}</p>
        </div>
        {firstCourse ? (
          <div>
            <h3 className="text-base font-bold text-slate-900">{copy.firstCourse}</h3>
            <a
              href={localePath(`/course/${firstCourse.id}`)}
              className="mt-2 flex items-center gap-4 rounded-xl border border-slate-200 p-4 transition-colors hover:border-brand-700 hover:bg-brand-50"
            >
              <span className="text-3xl" aria-hidden="true">
                {firstCourse.icon}
              </span>
              <span className="min-w-0 flex-1">
                <span lang={ENGLISH_LANG} className="block font-semibold text-slate-900">
                  {firstCourse.title}
                </span>
                <span className="block text-sm text-slate-700">
                  {firstCourse.level} · {copy.courseFacts(firstCourse.hours, firstCourse.lessons)}
                </span>
              </span>
              <ArrowRightIcon className="h-5 w-5 shrink-0 text-brand-800" />
            </a>
          </div>
        ) : null}
        <div className="flex flex-col gap-3 sm:flex-row">
          <a
            href={localePath(`/learning-path/${recommendation.pathId}`)}
            className={buttonClasses('primary', 'lg', 'whitespace-normal text-center')}
          >
            {copy.viewPath(path?.title ?? '')} <ArrowRightIcon />
          </a>
          <Button variant="outline" size="lg" onClick={onRestart}>
            {copy.startAgain}
          </Button>
        </div>
      </div>
    </section>
  );
}

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
    setAnswers((current) => ({ ...current, [id]: value }));
    setErrors((current) => current.filter((error) => error !== id));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing = unansweredQuestions(answers);
    setErrors(missing);
    const first = missing[0];
    if (first) {
      formRef.current?.querySelector<HTMLInputElement>(`input[name="${first}"]`)?.focus();
      return;
    }
    const complete = completeAnswers(answers);
    if (complete) setResult(recommendPath(complete));
  };

  const restart = () => {
    setAnswers({});
    setErrors([]);
    setResult(undefined);
    focusFirstQuestion.current = true;
  };

  if (result) return <RecommendationCard recommendation={result} onRestart={restart} />;

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-label={formCopy.label}>
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
