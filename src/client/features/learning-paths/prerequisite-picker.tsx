import { useState } from 'react';
import { pathPageCopy } from './path-page.copy';

const copy = pathPageCopy.prerequisites;

/** What the row says of the choice; the first option is always 'Nothing' (the catalogue's rule). */
export function prerequisiteMessage(selected: string, nothing: string): string {
  return selected === nothing ? copy.nothing : copy.something(selected);
}

/** The 'I Know' row: one toggle selected at a time, default 'Nothing', local state only. */
export function PrerequisitePicker({ options }: { options: readonly string[] }) {
  const [selected, setSelected] = useState(options[0] ?? '');
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div
        role="group"
        aria-labelledby="prerequisite-label"
        className="flex flex-col gap-3 sm:flex-row sm:items-center"
      >
        <span id="prerequisite-label" className="shrink-0 text-sm font-semibold text-slate-900">
          {copy.label}
        </span>
        <ul className="flex flex-wrap gap-2">
          {options.map((option) => {
            const isSelected = option === selected;
            return (
              <li key={option}>
                <button
                  type="button"
                  aria-pressed={isSelected}
                  onClick={() => setSelected(option)}
                  className={`min-h-10 rounded-full border px-4 text-sm font-medium transition-colors ${
                    isSelected
                      ? 'border-brand-700 bg-brand-700 text-white'
                      : 'border-slate-300 bg-white text-slate-800 hover:border-brand-700 hover:bg-brand-50'
                  }`}
                >
                  {option}
                </button>
              </li>
            );
          })}
        </ul>
      </div>
      <p role="status" className="mt-3 text-sm text-slate-700">
        {prerequisiteMessage(selected, options[0] ?? '')}
      </p>
    </div>
  );
}
