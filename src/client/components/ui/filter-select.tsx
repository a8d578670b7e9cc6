import { SearchIcon } from './icons';
import { uiCopy as copy } from './ui.copy';
/** The look of the filter bars above lists (course catalogue, staff pages): inputs and labels. */
export const filterFieldClasses =
  'min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm placeholder:text-slate-600 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600/30';
export const filterLabelClasses = 'mb-1.5 block text-sm font-semibold text-slate-800';

export interface FilterOption {
  value: string;
  label: string;
}

/** A labelled select of a filter bar; '' is the usual value of its 'All' option. */
export function FilterSelect({
  id,
  label,
  name,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  name: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className={filterLabelClasses}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={filterFieldClasses}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A filter form's free-text search box, with its label and magnifier. */
export function FilterSearch({
  id,
  placeholder,
  value,
  onChange,
  className,
}: {
  id: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** The wrapper's classes (its grid span), when it has any. */
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={filterLabelClasses}>
        {copy.search}
      </label>
      <div className="relative">
        <SearchIcon className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-600" />
        <input
          id={id}
          name="q"
          type="search"
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={`${filterFieldClasses} pl-9`}
        />
      </div>
    </div>
  );
}
