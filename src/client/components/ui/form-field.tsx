import type { InputHTMLAttributes, ReactNode } from 'react';

/** The look of every text input, select and textarea in a form. */
export const inputClasses =
  'mt-1.5 block min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm transition-colors placeholder:text-slate-500';

/** The border that tells a bad field from a good one (the message beside it says why). */
export function inputStateClasses(error: string | undefined): string {
  return error ? 'border-red-700' : 'border-slate-300 hover:border-slate-400';
}

/** The ids a control's aria-describedby lists: its hint, then its error when it has one. */
export function describedBy(
  id: string,
  { hint, error }: { hint?: ReactNode; error?: string },
): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** The hint and error under a control, with the ids `describedBy` names. */
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

/** A label, the control, an optional hint and the control's error, wired by id. */
export function FormField({
  id,
  label,
  hint,
  error,
  children,
  className = '',
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  error: string | undefined;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-900">
        {label}
      </label>
      {children}
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

/** One labelled text input with its hint and error, aria-invalid and aria-describedby in step. */
export function TextField({
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
    <FormField id={id} label={label} hint={hint} error={error} className={className}>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error })}
        className={`${inputClasses} ${inputStateClasses(error)}`}
        {...input}
      />
    </FormField>
  );
}
