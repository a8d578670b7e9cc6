import type { Key, ReactNode } from 'react';

interface CardGridProps<T> {
  items: readonly T[];
  itemKey: (item: T) => Key;
  renderItem: (item: T) => ReactNode;
}

/** The three-column grid of cards that listings and "related" sections share. */
export function CardGrid<T>({ items, itemKey, renderItem }: CardGridProps<T>) {
  return (
    <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={itemKey(item)}>{renderItem(item)}</li>
      ))}
    </ul>
  );
}
