import { buttonClasses } from '../../components/ui/button';
import { CompiledHtml } from '../../components/ui/compiled-html';
import { CheckIcon } from '../../components/ui/icons';
import { ProgressBar } from '../../components/ui/progress-bar';
import type { LabFacts } from '../../../shared/schemas/labs';
import { LabFinish, type FinishControls } from './lab-finish';
import { isCommandBlock, RunInTerminalButton } from './run-in-terminal';
import { useCountdown } from './use-countdown';
import { localePath } from '../../i18n/locale-path';
import { labSessionCopy } from './lab-session.copy';
import { EnglishText } from '../../components/ui/english';

const copy = labSessionCopy.steps;

/**
 * Steps' Markdown, compiled (and its code highlighted, colours inline) at build time: headings,
 * lists, code and the code blocks' language captions styled here.
 */
export const LAB_TEXT_CLASSES = [
  'text-[0.95rem] leading-7 text-slate-800',
  '[&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_h2]:mt-6 [&_h2]:text-lg [&_h2]:font-bold [&_h3]:mt-5 [&_h3]:font-semibold',
  '[&_li]:mt-1 [&_a]:font-medium [&_a]:text-brand-800 [&_a]:underline [&_strong]:text-slate-900',
  '[&_:not(pre)>code]:rounded [&_:not(pre)>code]:bg-slate-100 [&_:not(pre)>code]:px-1 [&_:not(pre)>code]:text-[0.9em] [&_:not(pre)>code]:text-slate-900',
  '[&_pre]:mt-3 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:border [&_pre]:border-slate-200 [&_pre]:bg-white [&_pre]:p-3 [&_pre]:text-sm [&_pre]:leading-6',
  '[&_figure]:mt-4 [&_figcaption]:text-xs [&_figcaption]:font-semibold [&_figcaption]:uppercase [&_figcaption]:tracking-wide [&_figcaption]:text-slate-600 [&_figcaption+pre]:mt-1',
].join(' ');

/** The last check's answer for a step. */
export interface StepVerdict {
  passed: boolean;
  hints: string[];
}

/**
 * The lab's text beside the terminal: intro, progress, each step with its Check button and
 * verdict, and the finish text with a way back to the course once every step has passed. Every
 * code block has a Copy button; a step's command blocks also one that types them into the
 * terminal.
 */
export function LabSteps({
  facts,
  stepsPassed,
  labPassed,
  verdicts,
  checking,
  checksFrom,
  finish,
  onCheck,
  onRun,
}: {
  facts: LabFacts;
  stepsPassed: readonly number[];
  labPassed: boolean;
  verdicts: Readonly<Record<number, StepVerdict>>;
  /** The step whose check is running, if any (one at a time). */
  checking: number | null;
  /** When checks may run again after too many (ms on this machine's clock), or null. */
  checksFrom: number | null;
  finish: FinishControls;
  onCheck: (step: number) => void;
  /** "Run in terminal" on a step's command block. */
  onRun: (code: string) => void;
}) {
  // Long: the lab's text in reading order: intro, steps, finish.
  const total = facts.steps.length;
  const passedCount = facts.steps.filter((step) => stepsPassed.includes(step.number)).length;
  return (
    <div>
      <CompiledHtml html={facts.introHtml} className={LAB_TEXT_CLASSES} />
      <div className="mt-6">
        <p className="text-sm font-semibold text-slate-900">{copy.passedOf(passedCount, total)}</p>
        <div className="mt-2">
          <ProgressBar value={passedCount} max={total} label={copy.progress} />
        </div>
      </div>
      <ol className="mt-6 space-y-6">
        {facts.steps.map((step) => {
          const passed = stepsPassed.includes(step.number);
          const verdict = verdicts[step.number];
          const headingId = `lab-step-${step.number}`;
          return (
            <li
              key={step.number}
              className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
            >
              <h2
                id={headingId}
                className="flex items-start gap-2 text-base font-bold text-slate-900"
              >
                <span
                  className={`mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-xs ${
                    passed ? 'bg-green-700 text-white' : 'bg-slate-200 text-slate-800'
                  }`}
                  aria-hidden="true"
                >
                  {passed ? <CheckIcon className="h-3.5 w-3.5" /> : step.number}
                </span>
                <span>
                  <span className="sr-only">{copy.stepNumber(step.number)}</span>
                  <EnglishText>{step.title}</EnglishText>
                  {passed ? <span className="sr-only">{copy.passedMark}</span> : null}
                </span>
              </h2>
              {step.html ? (
                <CompiledHtml
                  html={step.html}
                  className={LAB_TEXT_CLASSES}
                  actions={(block) =>
                    isCommandBlock(block) ? (
                      <RunInTerminalButton code={block.code} onRun={onRun} />
                    ) : null
                  }
                />
              ) : null}
              <div className="mt-4 flex flex-wrap items-center gap-3">
                {/* While the final run runs no step may be checked (0 is no step's number). */}
                <CheckButton
                  step={step.number}
                  passed={passed}
                  checking={finish.finishing ? 0 : checking}
                  checksFrom={checksFrom}
                  onCheck={onCheck}
                />
                {verdict ? <Verdict verdict={verdict} /> : null}
              </div>
            </li>
          );
        })}
      </ol>
      {labPassed ? null : (
        <LabFinish
          finish={finish}
          everyStepTicked={passedCount === total}
          checking={checking !== null}
        />
      )}
      {labPassed ? (
        <section
          aria-labelledby="lab-finish"
          className="mt-8 rounded-xl border border-green-300 bg-green-50 p-5"
        >
          <h2 id="lab-finish" className="text-xl font-bold text-green-900">
            {copy.labPassed}
          </h2>
          {facts.finishHtml ? (
            <CompiledHtml html={facts.finishHtml} className={LAB_TEXT_CLASSES} />
          ) : null}
          <LabNextStep facts={facts} />
        </section>
      ) : null}
    </div>
  );
}

/**
 * Where a passed lab leads: the course's next item in the player for a learner who owns the
 * course (or staff), else the course's page, where the rest of it can be bought.
 */
export function LabNextStep({ facts }: { facts: LabFacts }) {
  const inPlayer = facts.access === 'enrolled' || facts.access === 'staff';
  if (!inPlayer) {
    return (
      <a
        href={localePath(`/course/${facts.courseId}`)}
        className={buttonClasses('primary', 'md', 'mt-4')}
      >
        {copy.seeRest(facts.courseTitle)}
      </a>
    );
  }
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3">
      {facts.next ? (
        <a
          href={localePath(`/learn/${facts.courseId}/${facts.next.id}`)}
          className={buttonClasses('primary', 'md')}
        >
          {copy.next(facts.next.title)}
        </a>
      ) : null}
      <a
        href={localePath(`/learn/${facts.courseId}`)}
        className={buttonClasses(facts.next ? 'outline' : 'primary', 'md')}
      >
        {facts.next ? copy.courseOutline : copy.backTo(facts.courseTitle)}
      </a>
    </div>
  );
}

/** A step's Check button; its own component so a wait's countdown re-renders only the buttons. */
function CheckButton({
  step,
  passed,
  checking,
  checksFrom,
  onCheck,
}: {
  step: number;
  passed: boolean;
  checking: number | null;
  checksFrom: number | null;
  onCheck: (step: number) => void;
}) {
  const wait = useCountdown(checksFrom);
  const label = checking === step ? copy.checking : wait > 0 ? copy.checkAgainIn(wait) : copy.check;
  return (
    <button
      type="button"
      className={buttonClasses(passed ? 'outline' : 'primary', 'sm')}
      disabled={checking !== null || wait > 0}
      onClick={() => onCheck(step)}
    >
      {label}
      <span className="sr-only">{copy.checkStep(step)}</span>
    </button>
  );
}

function Verdict({ verdict }: { verdict: StepVerdict }) {
  if (verdict.passed) {
    return <p className="text-sm font-semibold text-green-800">{copy.passed}</p>;
  }
  return (
    <div className="w-full text-sm text-slate-800">
      <p className="font-semibold text-amber-900">{copy.notYet}</p>
      {verdict.hints.length > 0 ? (
        <ul className="mt-1 list-disc space-y-1 pl-5">
          {verdict.hints.map((hint) => (
            <li key={hint}>{hint}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
