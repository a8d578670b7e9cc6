import type { ReactNode } from 'react';

export interface IconFact {
  icon: ReactNode;
  value: ReactNode;
  /** Written straight after the value, e.g. ' lessons' or 'h'. */
  unit?: string;
}

/** A short row of figures (lessons, labs, hours...), each behind its icon. */
export function IconFacts({
  facts,
  className,
  itemClassName,
}: {
  facts: readonly IconFact[];
  /** Classes of the list (its spacing and text). */
  className: string;
  itemClassName: string;
}) {
  return (
    <ul className={className}>
      {facts.map((fact, index) => (
        // A fixed list that never reorders: its position is its identity.
        <li key={index} className={itemClassName}>
          {fact.icon} {fact.value}
          {fact.unit}
        </li>
      ))}
    </ul>
  );
}
