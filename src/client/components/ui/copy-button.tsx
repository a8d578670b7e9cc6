import { useEffect, useState } from 'react';
import { uiCopy } from './ui.copy';

type CopyState = 'idle' | 'copied' | 'refused';

/** How long the answer stays on show (it is announced once, when it appears). */
const SHOW_MS: Record<CopyState, number> = { idle: 0, copied: 2500, refused: 8000 };

async function writeToClipboard(text: string): Promise<boolean> {
  // No clipboard at all outside a secure context (plain http on another host).
  if (typeof navigator === 'undefined' || !navigator.clipboard) return false;
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Refused: no permission, or the document did not have the focus.
    return false;
  }
}

/**
 * A "Copy" button whose accessible name says what it copies ("Copy code", "Copy number"). The
 * answer appears in a small bubble under it and is announced: "Copied", or, when the browser
 * refuses the clipboard, that nothing was copied and how to copy by hand. The bubble floats, so
 * nothing around the button moves.
 */
export function CopyButton({
  text,
  what,
  className = '',
}: {
  /** What is copied, read when the button is pressed. */
  text: () => string;
  /** The thing copied, as the name ends: "code" makes "Copy code". */
  what: string;
  className?: string;
}) {
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), SHOW_MS[state]);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    setState('idle');
    setState((await writeToClipboard(text())) ? 'copied' : 'refused');
  };

  const name = uiCopy.copyButton(what);
  return (
    <span className={`relative inline-flex ${className}`.trim()}>
      <button
        type="button"
        onClick={() => void copy()}
        className="inline-flex min-h-8 items-center rounded-md border border-slate-300 bg-white px-2.5 text-xs font-semibold text-slate-900 hover:bg-slate-50"
      >
        {name.before ? <span className="sr-only">{name.before}</span> : null}
        {name.visible}
        <span className="sr-only">{name.after}</span>
      </button>
      <span
        role="status"
        aria-live="polite"
        className={
          state === 'idle'
            ? 'sr-only'
            : 'absolute top-full right-0 z-20 mt-1 w-max max-w-64 rounded-md bg-slate-900 px-2 py-1 text-xs font-medium whitespace-normal text-white shadow'
        }
      >
        {state === 'copied' ? uiCopy.copied : state === 'refused' ? uiCopy.notCopied(what) : ''}
      </span>
    </span>
  );
}
