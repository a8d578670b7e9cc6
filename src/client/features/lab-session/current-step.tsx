import type { LabFacts } from '../../../shared/schemas/labs';
import { labSessionCopy } from './lab-session.copy';
import { ENGLISH_LANG } from '../../components/ui/english';

const copy = labSessionCopy.currentStep;

/**
 * Above the terminal on a phone, where the steps are in the other tab: the step to do now (the
 * first not yet passed), with a way to read it.
 */
export function CurrentStep({
  facts,
  stepsPassed,
  labPassed,
  onRead,
}: {
  facts: LabFacts;
  stepsPassed: readonly number[];
  labPassed: boolean;
  /** Shows the step in the Steps tab. */
  onRead: (step: number) => void;
}) {
  const next = facts.steps.find((step) => !stepsPassed.includes(step.number));
  let text;
  if (labPassed) text = <p className="font-semibold text-green-800">{copy.labPassed}</p>;
  else if (!next) text = <p>{copy.allPassed}</p>;
  else {
    text = (
      <p className="min-w-0">
        <span className="block text-xs font-semibold tracking-wide text-slate-600 uppercase">
          {copy.stepOf(next.number, facts.steps.length)}
        </span>
        <span lang={ENGLISH_LANG} className="font-semibold text-slate-900">
          {next.title}
        </span>
      </p>
    );
  }
  return (
    <div className="mb-2 flex items-center justify-between gap-3 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-800">
      {text}
      {next && !labPassed ? (
        <button
          type="button"
          className="min-h-9 shrink-0 rounded-md px-2 text-sm font-semibold text-brand-800 underline hover:bg-slate-100"
          onClick={() => onRead(next.number)}
        >
          {copy.read}
          <span className="sr-only">{copy.readNumber(next.number)}</span>
        </button>
      ) : null}
    </div>
  );
}
