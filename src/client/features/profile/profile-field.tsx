import type { InputHTMLAttributes, ReactNode } from 'react';

export const inputClasses =
  'mt-1.5 block min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm transition-colors';

/** ids of the hint and error under a field, for aria-describedby. */
export function describedBy(id: string, hint: boolean, error: boolean): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

export function FieldMessages({
  id,
  hint,
  error,
}: {
  id: string;
  hint?: ReactNode;
  error: string | undefined;
}) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** One labelled input with its hint and error (aria-invalid and aria-describedby kept in step). */
export function ProfileInput({
  id,
  label,
  hint,
  error,
  className = '',
  ...input
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  error: string | undefined;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-900">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, Boolean(hint), Boolean(error))}
        className={`${inputClasses} ${
          error ? 'border-red-700' : 'border-slate-300 hover:border-slate-400'
        }`}
        {...input}
      />
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
