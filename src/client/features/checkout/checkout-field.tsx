import type { InputHTMLAttributes, ReactNode } from 'react';

/** One labelled text input with its hint and error, aria-invalid and aria-describedby in step. */
export function CheckoutField({
  id,
  label,
  hint,
  error,
  ...input
}: {
  id: string;
  label: string;
  hint: ReactNode;
  error: string | undefined;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-900">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        className={`mt-1.5 block min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm transition-colors placeholder:text-slate-500 ${
          error ? 'border-red-700' : 'border-slate-300 hover:border-slate-400'
        }`}
        {...input}
      />
      <p id={hintId} className="mt-1.5 text-sm text-slate-700">
        {hint}
      </p>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
