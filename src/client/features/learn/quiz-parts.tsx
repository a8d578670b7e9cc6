import type {
  QuizAttemptSummary,
  QuizQuestionReview,
  QuizQuestionView,
} from '../../../shared/schemas/learn';
import { formatTimeInDhaka } from '../../i18n/format.copy';
import { quizCopy as copy } from './quiz.copy';

export type Answer = number | number[] | string;

type QuestionProps = {
  question: QuizQuestionView;
  index: number;
  answer: Answer | undefined;
  wrong: boolean;
  disabled: boolean;
  onAnswer: (answer: Answer) => void;
};

export function Html({ html, className }: { html: string; className?: string }) {
  return <span className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

const wrongMarker = (wrong: boolean) =>
  wrong ? <p className="mt-3 text-sm font-semibold text-red-700">{copy.incorrect}</p> : null;

const questionBox = (wrong: boolean) =>
  `rounded-xl border bg-white p-5 ${wrong ? 'border-red-300' : 'border-slate-200'}`;

/** A question answered by typing (a command, a file name...). */
function TypedQuestion({ question, index, answer, wrong, disabled, onAnswer }: QuestionProps) {
  const name = `question-${question.id}`;
  const marker = wrongMarker(wrong);
  const box = questionBox(wrong);
  return (
    <div className={box} data-question={question.id} data-wrong={wrong || undefined}>
      <label htmlFor={name} className="text-base font-semibold text-slate-900">
        {copy.questionNumber(index + 1)} <Html html={question.promptHtml} />
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

/** One question of the quiz: typed, or one or several options to choose. */
export function Question(props: QuestionProps) {
  const { question, index, answer, wrong, disabled, onAnswer } = props;
  if (question.kind === 'typed') return <TypedQuestion {...props} />;

  const name = `question-${question.id}`;
  const legend = (
    <legend className="text-base font-semibold text-slate-900">
      {copy.questionNumber(index + 1)} <Html html={question.promptHtml} />
    </legend>
  );
  const marker = wrongMarker(wrong);
  const box = questionBox(wrong);
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
      {multiple ? <p className="mt-1 text-sm text-slate-600">{copy.chooseAll}</p> : null}
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

export function Review({ questions }: { questions: QuizQuestionReview[] }) {
  return (
    <ol className="mt-6 space-y-4">
      {questions.map((question, index) => (
        <li key={question.id} className="rounded-xl border border-slate-200 bg-white p-5">
          <p className="font-semibold text-slate-900">
            {copy.questionNumber(index + 1)} <Html html={question.promptHtml} />
          </p>
          <p className="mt-3 text-sm text-slate-800">
            <span className="font-semibold">{copy.answer}</span>
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

export function Attempts({ attempts }: { attempts: QuizAttemptSummary[] }) {
  if (attempts.length === 0) return null;
  return (
    <section aria-labelledby="quiz-attempts" className="mt-10">
      <h2 id="quiz-attempts" className="text-lg font-bold text-slate-900">
        {copy.previousAttempts}
      </h2>
      <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {attempts.map((attempt) => (
          <li key={attempt.id} className="flex justify-between gap-4 px-4 py-3 text-sm">
            <time dateTime={attempt.createdAt}>{formatTimeInDhaka(attempt.createdAt)}</time>
            <span className={attempt.passed ? 'text-brand-800' : 'text-slate-700'}>
              {attempt.passed
                ? copy.attemptPassed(attempt.score)
                : copy.attemptNotPassed(attempt.score)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
