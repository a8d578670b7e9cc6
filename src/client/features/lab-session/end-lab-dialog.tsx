import { useEffect, useId, useRef } from 'react';
import { buttonClasses } from '../../components/ui/button';
import { labSessionCopy } from './lab-session.copy';

const copy = labSessionCopy.endDialog;

/**
 * "End lab?": a native modal dialog (Escape or Keep working closes it). Mounted when asked for,
 * it opens itself; the parent unmounts it on close.
 */
export function EndLabDialog({
  ending,
  onConfirm,
  onClose,
}: {
  ending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const keep = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const textId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    // The safe choice has the focus, so a stray Enter keeps the lab.
    keep.current?.focus();
  }, []);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={headingId}
      aria-describedby={textId}
      onClose={onClose}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-xl bg-white p-6 text-slate-900 shadow-2xl backdrop:bg-slate-950/60"
    >
      <h2 id={headingId} className="text-lg font-bold">
        {copy.title}
      </h2>
      <p id={textId} className="mt-3 text-sm text-slate-700">
        {copy.text}
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button
          ref={keep}
          type="button"
          className={buttonClasses('outline')}
          onClick={() => dialog.current?.close()}
        >
          {copy.keep}
        </button>
        <button
          type="button"
          disabled={ending}
          onClick={onConfirm}
          className="inline-flex min-h-11 items-center justify-center rounded-lg bg-red-700 px-4 text-sm font-semibold text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {ending ? copy.ending : copy.end}
        </button>
      </div>
    </dialog>
  );
}
