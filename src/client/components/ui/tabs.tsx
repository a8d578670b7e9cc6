import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<K extends string> {
  key: K;
  label: ReactNode;
  panel: ReactNode;
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; only the selected tab is tabbable. */
export function Tabs<K extends string>({
  label,
  items,
  selected,
  onSelect,
  className = '',
}: {
  label: string;
  items: TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  className?: string;
}) {
  // Long: the WAI-ARIA tabs pattern: keys, tab list and panels together.
  const baseId = useId();
  const refs = useRef(new Map<K, HTMLButtonElement>());

  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    let next: number;
    if (event.key === 'ArrowRight') next = (index + 1) % items.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + items.length) % items.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    else return;
    event.preventDefault();
    const item = items[next];
    if (!item) return;
    onSelect(item.key);
    refs.current.get(item.key)?.focus();
  };

  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        className="inline-flex w-full rounded-lg bg-slate-100 p-1 sm:w-auto"
      >
        {items.map((item, index) => {
          const isSelected = item.key === selected;
          return (
            <button
              key={item.key}
              ref={(node) => {
                if (node) refs.current.set(item.key, node);
                else refs.current.delete(item.key);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.key}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${item.key}`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(item.key)}
              onKeyDown={(event) => move(event, index)}
              className={`min-h-10 flex-1 rounded-md px-4 text-sm font-semibold transition-colors sm:flex-none ${
                isSelected
                  ? 'bg-white text-slate-900 shadow-sm'
                  : 'text-slate-700 hover:text-slate-900'
              }`}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.key}
          role="tabpanel"
          id={`${baseId}-panel-${item.key}`}
          aria-labelledby={`${baseId}-tab-${item.key}`}
          hidden={item.key !== selected}
          tabIndex={0}
          className="mt-6 focus-visible:outline-offset-4"
        >
          {item.panel}
        </div>
      ))}
    </div>
  );
}
