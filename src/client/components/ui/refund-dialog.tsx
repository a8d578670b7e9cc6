import { useState, type FormEvent, type ReactNode } from 'react';
import {
  describedByFor,
  dialogFieldClass,
  FieldNotes,
  FormDialog,
  holdWhileSaving,
  useSelfOpeningDialog,
} from './form-dialog';
import { uiCopy } from './ui.copy';

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
  const dialog = useSelfOpeningDialog<HTMLTextAreaElement & HTMLInputElement>();
  const { fieldRef, baseId, close, error, setError, showError } = dialog;
  const fieldId = `${baseId}-field`;
  const [value, setValue] = useState('');
  const [formError, setFormError] = useState<string>();
  const [saving, setSaving] = useState(false);

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

  const fieldProps = {
    id: fieldId,
    value,
    maxLength: copy.maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedByFor(fieldId, error),
    className: dialogFieldClass(error),
    onChange: (event: { target: { value: string } }) => {
      setValue(event.target.value);
      if (error) setError(undefined);
    },
  };

  return (
    <FormDialog
      dialog={dialog}
      title={copy.title}
      onSubmit={submit}
      onClose={onClose}
      onCancel={holdWhileSaving(saving)}
      saving={saving}
      submitLabel={copy.submit}
      savingLabel={uiCopy.sending}
      formError={formError}
    >
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
      <FieldNotes fieldId={fieldId} hint={copy.hint} error={error} />
    </FormDialog>
  );
}
