import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<K extends string> {
  key: K;
  label: ReactNode;
  panel: ReactNode;
}

/** The ids that join a tab and its panel (`aria-controls`, `aria-labelledby`). */
export function tabIds(baseId: string, key: string) {
  return { tab: `${baseId}-tab-${key}`, panel: `${baseId}-panel-${key}` };
}

/**
 * The WAI-ARIA tab list alone, for a page that lays out its own panels (role="tabpanel" with
 * the ids of `tabIds`): arrow keys, Home and End move between tabs; only the selected tab is
 * tabbable.
 */
export function TabList<K extends string>({
  label,
  baseId,
  items,
  selected,
  onSelect,
  className = '',
}: {
  label: string;
  baseId: string;
  items: readonly { key: K; label: ReactNode }[];
  selected: K;
  onSelect: (key: K) => void;
  className?: string;
}) {
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
    <div
      role="tablist"
      aria-label={label}
      className={`inline-flex w-full rounded-lg bg-slate-100 p-1 sm:w-auto ${className}`.trim()}
    >
      {items.map((item, index) => {
        const isSelected = item.key === selected;
        const ids = tabIds(baseId, item.key);
        return (
          <button
            key={item.key}
            ref={(node) => {
              if (node) refs.current.set(item.key, node);
              else refs.current.delete(item.key);
            }}
            type="button"
            role="tab"
            id={ids.tab}
            aria-selected={isSelected}
            aria-controls={ids.panel}
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
  );
}

/** WAI-ARIA tabs: the tab list above its panels, only the selected one shown. */
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
  const baseId = useId();
  return (
    <div className={className}>
      <TabList
        label={label}
        baseId={baseId}
        items={items}
        selected={selected}
        onSelect={onSelect}
      />
      {items.map((item) => {
        const ids = tabIds(baseId, item.key);
        return (
          <div
            key={item.key}
            role="tabpanel"
            id={ids.panel}
            aria-labelledby={ids.tab}
            hidden={item.key !== selected}
            tabIndex={0}
            className="mt-6 focus-visible:outline-offset-4"
          >
            {item.panel}
          </div>
        );
      })}
    </div>
  );
}
