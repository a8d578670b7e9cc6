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
