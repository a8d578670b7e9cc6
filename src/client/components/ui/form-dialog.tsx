import {
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import { flushSync } from 'react-dom';
import { Button } from './button';
import { uiCopy as copy } from './ui.copy';

/**
 * A dialog that is mounted per use and opens itself as a native modal (Escape closes it, the rest
 * of the page is inert meanwhile), with focus on its one field and that field's error; the parent
 * unmounts it on close.
 */
export function useSelfOpeningDialog<Field extends HTMLElement>() {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const fieldRef = useRef<Field>(null);
  const baseId = useId();
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    // The field is what the person acts on first; the text above it is read by its label.
    fieldRef.current?.focus();
  }, []);

  const close = () => dialogRef.current?.close();
  // The error is rendered before focus moves, so the field is announced with it.
  const showError = (message: string) => {
    flushSync(() => setError(message));
    fieldRef.current?.focus();
  };
  return { dialogRef, fieldRef, baseId, close, error, setError, showError };
}

/**
 * The frame the staff and refund dialogs share: the modal, its form and title, a form-wide
 * error, and Cancel beside the submit button. What is asked goes in `children`.
 */
export function FormDialog({
  dialog: { dialogRef, baseId, close },
  title,
  onSubmit,
  onClose,
  onCancel,
  saving,
  submitLabel,
  savingLabel,
  formError,
  children,
}: {
  /** From `useSelfOpeningDialog`. */
  dialog: { dialogRef: RefObject<HTMLDialogElement | null>; baseId: string; close: () => void };
  title: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  onClose: () => void;
  onCancel?: (event: SyntheticEvent<HTMLDialogElement>) => void;
  saving: boolean;
  submitLabel: string;
  savingLabel: string;
  formError?: string;
  children: ReactNode;
}) {
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={`${baseId}-title`}
      onClose={onClose}
      onCancel={onCancel}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/60"
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="p-6">
        <h2 id={`${baseId}-title`} className="text-lg font-bold">
          {title}
        </h2>
        {children}
        {formError ? (
          <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {formError}
          </p>
        ) : null}
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={close} disabled={saving}>
            {copy.cancel}
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? savingLabel : submitLabel}
          </Button>
        </div>
      </form>
    </dialog>
  );
}

/** Escape while the answer is being saved would hide its outcome; wait for it instead. */
export const holdWhileSaving =
  (saving: boolean) =>
  (event: SyntheticEvent<HTMLDialogElement>): void => {
    if (saving) event.preventDefault();
  };

/** A field's hint and its error, under it; the field names both in aria-describedby. */
export function FieldNotes({
  fieldId,
  hint,
  error,
}: {
  fieldId: string;
  hint: ReactNode;
  error: string | undefined;
}) {
  return (
    <>
      <p id={`${fieldId}-hint`} className="mt-1.5 text-sm text-slate-700">
        {hint}
      </p>
      {error ? (
        <p id={`${fieldId}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** The classes of a dialog's text field, red-edged while it has an error. */
export const dialogFieldClass = (error: string | undefined): string =>
  `mt-1.5 block w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm ${
    error ? 'border-red-700' : 'border-slate-300 hover:border-slate-400'
  }`;

/** The aria-describedby of a field with a hint and, when there is one, an error. */
export const describedByFor = (fieldId: string, error: string | undefined): string =>
  [`${fieldId}-hint`, error ? `${fieldId}-error` : ''].filter(Boolean).join(' ');
