import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Button } from './button';

/** What sending answers (an ApiResult fits): the data, or a status, message and field errors. */
export type SendResult<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; message: string; fields?: Record<string, string> };

export interface RefundDialogCopy {
  title: string;
  /** The field's label. */
  label: string;
  hint: string;
  submit: string;
  /** A one-line text input (a transaction ID) instead of a text area. */
  singleLine?: boolean;
  maxLength: number;
}

/**
 * The one dialog of refunds: a learner's request (optional reason) and staff's approval
 * (refund transaction ID) or decline (reason). A native modal <dialog> that opens itself when
 * mounted; the parent unmounts it on close. `check` is the shared schema's check, so the page
 * says what the server would; the server's own field error is shown the same way.
 */
export function RefundDialog<T>({
  copy,
  children,
  check,
  send,
  onDone,
  onClose,
}: {
  copy: RefundDialogCopy;
  /** What the decision is about, above the field. */
  children: ReactNode;
  /** The field's error, or undefined when it may be sent. */
  check: (value: string) => string | undefined;
  send: (value: string) => Promise<SendResult<T>>;
  onDone: (result: T) => void;
  onClose: () => void;
}) {
  // Long: one dialog's state and markup, shared by the learner's and the admin's refund forms.
  const dialogRef = useRef<HTMLDialogElement>(null);
  const fieldRef = useRef<HTMLTextAreaElement & HTMLInputElement>(null);
  const baseId = useId();
  const fieldId = `${baseId}-field`;
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    fieldRef.current?.focus();
  }, []);

  const close = () => dialogRef.current?.close();
  const showError = (message: string) => {
    flushSync(() => setError(message));
    fieldRef.current?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setFormError(undefined);
    const problem = check(value);
    if (problem) {
      showError(problem);
      return;
    }
    setError(undefined);
    setSaving(true);
    const result = await send(value);
    setSaving(false);
    if (result.ok) {
      onDone(result.data);
      close();
      return;
    }
    const fieldError = result.status === 400 ? Object.values(result.fields ?? {})[0] : undefined;
    if (fieldError) showError(fieldError);
    else setFormError(result.message);
  };

  const describedBy = [`${fieldId}-hint`, error ? `${fieldId}-error` : '']
    .filter(Boolean)
    .join(' ');
  const fieldProps = {
    id: fieldId,
    value,
    maxLength: copy.maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: `mt-1.5 block w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm ${
      error ? 'border-red-700' : 'border-slate-300 hover:border-slate-400'
    }`,
    onChange: (event: { target: { value: string } }) => {
      setValue(event.target.value);
      if (error) setError(undefined);
    },
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={`${baseId}-title`}
      onClose={onClose}
      onCancel={(event) => {
        if (saving) event.preventDefault();
      }}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/60"
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="p-6">
        <h2 id={`${baseId}-title`} className="text-lg font-bold">
          {copy.title}
        </h2>
        <div className="mt-4 space-y-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-800">
          {children}
        </div>
        <label htmlFor={fieldId} className="mt-5 block text-sm font-semibold text-slate-900">
          {copy.label}
        </label>
        {copy.singleLine ? (
          <input
            ref={fieldRef}
            {...fieldProps}
            autoComplete="off"
            spellCheck={false}
            className={`${fieldProps.className} font-mono`}
          />
        ) : (
          <textarea ref={fieldRef} rows={3} {...fieldProps} />
        )}
        <p id={`${fieldId}-hint`} className="mt-1.5 text-sm text-slate-700">
          {copy.hint}
        </p>
        {error ? (
          <p id={`${fieldId}-error`} className="mt-1.5 text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
        {formError ? (
          <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {formError}
          </p>
        ) : null}
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={close} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? 'Sending...' : copy.submit}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
