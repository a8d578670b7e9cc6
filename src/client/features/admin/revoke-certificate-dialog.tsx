import { useState, type FormEvent } from 'react';
import { FormDialog, useSelfOpeningDialog } from '../../components/ui/form-dialog';
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
  const dialog = useSelfOpeningDialog<HTMLTextAreaElement>();
  const { fieldRef: reasonRef, baseId, close, error, setError, showError } = dialog;
  const reasonId = `${baseId}-reason`;
  const [reason, setReason] = useState('');
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const checked = checkRevoke({ reason });
    if (!checked.ok) {
      showError(checked.fields.reason ?? checked.message);
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
    <FormDialog
      dialog={dialog}
      title="Revoke certificate"
      onSubmit={submit}
      onClose={onClose}
      saving={saving}
      submitLabel="Revoke certificate"
      savingLabel="Saving..."
    >
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
    </FormDialog>
  );
}
