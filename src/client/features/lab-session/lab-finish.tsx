import { buttonClasses } from '../../components/ui/button';
import type { LabFinalRun } from '../../../shared/schemas/labs';
import { labSessionCopy } from './lab-session.copy';

const copy = labSessionCopy.finish;

/** The final run's state on the page: running, and the last failed run's verdict. */
export interface FinishControls {
  finishing: boolean;
  /** The last final run, when it failed (cleared by one that passes). */
  failure: LabFinalRun | null;
  onFinish: () => void;
}

/**
 * Finish lab: runs every step's check again on the sandbox as it is now (the lab passes only
 * then), once every step has passed at least once; says while it runs, and which step failed.
 */
export function LabFinish({
  finish,
  everyStepTicked,
  checking,
}: {
  finish: FinishControls;
  /** Every step has passed at least once in this session. */
  everyStepTicked: boolean;
  /** A step's check is running. */
  checking: boolean;
}) {
  const { finishing, failure, onFinish } = finish;
  return (
    <section
      aria-label={copy.label}
      className="mt-8 rounded-xl border border-slate-200 bg-white p-5"
    >
      <p className="text-sm text-slate-700">{copy.text}</p>
      <button
        type="button"
        className={buttonClasses('primary', 'md', 'mt-3')}
        disabled={!everyStepTicked || finishing || checking}
        onClick={onFinish}
      >
        {copy.button}
      </button>
      <p role="status" aria-live="polite" className="mt-2 text-sm text-slate-700">
        {finishing ? copy.checking : ''}
      </p>
      {failure && !finishing ? (
        <div
          role="alert"
          className="mt-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-slate-800"
        >
          <p className="font-semibold text-amber-900">{failure.message}</p>
          {failure.hints.length > 0 ? (
            <ul className="mt-1 list-disc space-y-1 pl-5">
              {failure.hints.map((hint) => (
                <li key={hint}>{hint}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
