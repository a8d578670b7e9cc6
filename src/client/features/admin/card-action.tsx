import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from '../../components/ui/button';

/**
 * A staff card's one action, at the foot of the card. While `busy` it is aria-disabled rather
 * than disabled: a disabled button would drop keyboard focus.
 */
export function CardAction({
  variant,
  busy,
  label,
  onAct,
  children,
}: {
  variant: ButtonVariant;
  busy: boolean;
  /** An accessible name when the visible text alone would be ambiguous in a list. */
  label?: string;
  onAct: () => void;
  children: ReactNode;
}) {
  return (
    <div className="mt-auto pt-4">
      <Button
        variant={variant}
        aria-disabled={busy || undefined}
        aria-label={label}
        onClick={() => {
          if (!busy) onAct();
        }}
        className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
      >
        {children}
      </Button>
    </div>
  );
}
