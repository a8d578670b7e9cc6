import { CheckIcon } from './icons';

interface CheckListProps {
  items: readonly string[];
  /** Classes of the list itself (its grid). */
  className: string;
}

/** Points a course promises, each behind a round check mark. */
export function CheckList({ items, className }: CheckListProps) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-3 text-slate-800">
          <span className="mt-0.5 flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
            <CheckIcon className="h-3.5 w-3.5" />
          </span>
          {item}
        </li>
      ))}
    </ul>
  );
}
