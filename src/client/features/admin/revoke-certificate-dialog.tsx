import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import {
  checkRevoke,
  REVOKE_REASON_MAX,
  type AdminCertificate,
} from '../../../shared/schemas/certificates';
import { revokeCertificate } from './admin-certificates-api';

/**
 * Revoking one certificate: a native modal <dialog> asking for the reason its page will show.
 * Mounted per revocation; it opens itself and the parent unmounts it on close.
 */
export function RevokeCertificateDialog({
  certificate,
  onRevoked,
  onClose,
}: {
  certificate: AdminCertificate;
  onRevoked: (certificate: AdminCertificate) => void;
  onClose: () => void;
}) {
  // Long: one dialog's state and markup; splitting would scatter its label from its input.
  const dialogRef = useRef<HTMLDialogElement>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const baseId = useId();
  const reasonId = `${baseId}-reason`;
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    reasonRef.current?.focus();
  }, []);

  const close = () => dialogRef.current?.close();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const checked = checkRevoke({ reason });
    if (!checked.ok) {
      setError(checked.fields.reason ?? checked.message);
      reasonRef.current?.focus();
      return;
    }
    setError(undefined);
    setSaving(true);
    const result = await revokeCertificate(certificate.id, checked.data.reason);
    setSaving(false);
    if (result.ok) {
      onRevoked(result.data);
      close();
      return;
    }
    setError(result.message);
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={`${baseId}-title`}
      onClose={onClose}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/60"
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="p-6">
        <h2 id={`${baseId}-title`} className="text-lg font-bold">
          Revoke certificate
        </h2>
        <p className="mt-2 text-sm text-slate-700">
          {certificate.learnerName}, {certificate.courseTitle}. Its public page will say it was
          revoked, with this reason.
        </p>
        <label htmlFor={reasonId} className="mt-5 block text-sm font-semibold text-slate-900">
          Reason for revoking
        </label>
        <textarea
          ref={reasonRef}
          id={reasonId}
          name="reason"
          rows={3}
          maxLength={REVOKE_REASON_MAX}
          required
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${reasonId}-error` : undefined}
          className="mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm"
        />
        {error ? (
          <p id={`${reasonId}-error`} className="mt-1.5 text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={close} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving...' : 'Revoke certificate'}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
