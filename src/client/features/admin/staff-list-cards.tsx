import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from '../../components/ui/button';

/*
 * The cards of the staff lists whose items are acted on one by one (mail, messages,
 * applications). Apart from staff-list-states.tsx, which the payments list loads too, so that
 * list's first view does not carry them.
 */

/**
 * The loaded items (if any) as a grid of cards, marked busy while the list loads again. min-w-0: a long
 * unbroken word or address must wrap inside its card, not widen the grid track.
 */
export function ListCards<T extends { id: string }>({
  items,
  loading,
  renderItem,
}: {
  items: readonly T[];
  loading: boolean;
  renderItem: (item: T) => ReactNode;
}) {
  if (items.length === 0) return null;
  return (
    <ul role="list" aria-busy={loading || undefined} className="mt-4 grid gap-4 lg:grid-cols-2">
      {items.map((item) => (
        <li key={item.id} className="min-w-0">
          {renderItem(item)}
        </li>
      ))}
    </ul>
  );
}

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
