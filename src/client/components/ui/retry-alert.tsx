import type { ReactNode } from 'react';
import { Button } from './button';
import { uiCopy as copy } from './ui.copy';

/**
 * A section whose load failed: what could not be loaded (`children`, with the server's message)
 * and Try again. `spaced` adds the top margin of a section below its heading.
 */
export function RetryAlert({
  spaced = false,
  onRetry,
  children,
}: {
  spaced?: boolean;
  onRetry: () => void;
  children: ReactNode;
}) {
  return (
    <div
      role="alert"
      className={`${spaced ? 'mt-4 ' : ''}max-w-2xl rounded-xl border border-red-200 bg-red-50 p-6`}
    >
      <p className="text-base font-medium text-red-800">{children}</p>
      <Button className="mt-4" onClick={onRetry}>
        {copy.tryAgain}
      </Button>
    </div>
  );
}
