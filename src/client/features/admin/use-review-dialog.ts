import { useState, type FormEvent } from 'react';
import { useSelfOpeningDialog } from '../../components/ui/form-dialog';
import { checkReviewNote, type AdminOrder } from '../../../shared/schemas/order';
import type { ApiFailure } from '../../lib/api-client';
import { reviewOrder, type ReviewDecision } from './admin-orders-api';

/** The review dialog's note, its errors and saving the decision; the dialog opens on mount. */
export function useReviewDialog({
  order,
  decision,
  onReviewed,
  onFailed,
}: {
  order: AdminOrder;
  decision: ReviewDecision;
  onReviewed: (order: AdminOrder) => void;
  onFailed: (failure: ApiFailure) => void;
}) {
  const dialog = useSelfOpeningDialog<HTMLTextAreaElement>();
  const { close, setError, showError } = dialog;
  const [note, setNote] = useState('');
  const [formError, setFormError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setFormError(undefined);
    const checked = checkReviewNote({ note }, decision);
    if (!checked.ok) {
      showError(checked.fields.note ?? checked.message);
      return;
    }
    setError(undefined);
    setSaving(true);
    const result = await reviewOrder(order.id, decision, checked.data.note);
    setSaving(false);
    if (result.ok) {
      onReviewed(result.data);
      close();
      return;
    }
    if (result.status === 400 && result.fields?.note) {
      showError(result.fields.note);
      return;
    }
    if ([401, 403, 404, 409].includes(result.status)) {
      close();
      onFailed(result);
      return;
    }
    // Network trouble or a server error: stay open so the reviewer can simply try again.
    setFormError(result.message);
  };

  return { dialog, note, setNote, formError, saving, submit };
}
