import type { RefObject } from 'react';
import {
  describedByFor,
  dialogFieldClass,
  FieldNotes,
  FormDialog,
  holdWhileSaving,
} from '../../components/ui/form-dialog';
import { formatDhakaTime, formatTaka } from '../../../shared/format/format';
import type { AdminOrder } from '../../../shared/schemas/order';
import { PAYMENT_METHOD_LABELS, REVIEW_NOTE_MAX } from '../../../shared/schemas/order-labels';
import type { ApiFailure } from '../../lib/api-client';
import type { ReviewDecision } from './admin-orders-api';
import { useReviewDialog } from './use-review-dialog';

const COPY = {
  verify: {
    title: 'Verify payment',
    label: 'Note (optional)',
    hint: 'Verifying enrols the learner in the course and emails them.',
  },
  reject: {
    title: 'Reject payment',
    label: 'Reason for rejecting',
    hint: 'The learner is emailed this reason and sees it on their dashboard.',
  },
} as const;
/** The order under review, term by term. */
function ReviewSummary({ order }: { order: AdminOrder }) {
  const summary: [string, string, string?][] = [
    [
      'Learner',
      order.learnerName ? `${order.learnerName} (${order.learnerEmail})` : order.learnerEmail,
    ],
    ['Course', order.courseTitle],
    ['Amount', formatTaka(order.amount)],
    ['Method', PAYMENT_METHOD_LABELS[order.paymentMethod]],
    ['Mobile number', order.mobileNumber, 'font-mono'],
    ['Transaction ID', order.transactionId, 'font-mono'],
    ['Submitted', formatDhakaTime(order.createdAt)],
  ];
  return (
    <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg bg-slate-50 p-3 text-sm">
      {summary.map(([term, value, extra = '']) => (
        <div key={term} className="contents">
          <dt className="text-slate-700">{term}</dt>
          <dd className={`break-all font-medium text-slate-900 ${extra}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The note (or reason) with its hint and error. */
function ReviewNoteField({
  noteId,
  noteRef,
  copy,
  decision,
  note,
  setNote,
  error,
  setError,
}: {
  noteId: string;
  noteRef: RefObject<HTMLTextAreaElement | null>;
  copy: (typeof COPY)[ReviewDecision];
  decision: ReviewDecision;
  note: string;
  setNote: (note: string) => void;
  error: string | undefined;
  setError: (error: string | undefined) => void;
}) {
  return (
    <>
      <label htmlFor={noteId} className="mt-5 block text-sm font-semibold text-slate-900">
        {copy.label}
      </label>
      <textarea
        ref={noteRef}
        id={noteId}
        name="note"
        rows={3}
        maxLength={REVIEW_NOTE_MAX}
        required={decision === 'reject'}
        value={note}
        onChange={(event) => {
          setNote(event.target.value);
          if (error) setError(undefined);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByFor(noteId, error)}
        className={dialogFieldClass(error)}
      />
      <FieldNotes
        fieldId={noteId}
        hint={
          <>
            {copy.hint} Up to {REVIEW_NOTE_MAX} characters.
          </>
        }
        error={error}
      />
    </>
  );
}

/**
 * The confirmation for verifying or rejecting one order (see `FormDialog`). It is mounted per
 * review and opens itself; the parent unmounts it on 'close' and puts focus back.
 */
export function ReviewDialog({
  order,
  decision,
  onReviewed,
  onFailed,
  onClose,
}: {
  order: AdminOrder;
  decision: ReviewDecision;
  /** The server's answer: the order as it now is. */
  onReviewed: (order: AdminOrder) => void;
  /** A failure the dialog cannot help with (reviewed elsewhere, gone, signed out, not staff). */
  onFailed: (failure: ApiFailure) => void;
  onClose: () => void;
}) {
  const { dialog, note, setNote, formError, saving, submit } = useReviewDialog({
    order,
    decision,
    onReviewed,
    onFailed,
  });
  const { fieldRef: noteRef, baseId, error, setError } = dialog;
  const copy = COPY[decision];
  const noteId = `${baseId}-note`;

  return (
    <FormDialog
      dialog={dialog}
      title={copy.title}
      onSubmit={submit}
      onClose={onClose}
      onCancel={holdWhileSaving(saving)}
      saving={saving}
      submitLabel={copy.title}
      savingLabel="Saving..."
      formError={formError}
    >
      <ReviewSummary order={order} />
      <ReviewNoteField
        noteId={noteId}
        noteRef={noteRef}
        copy={copy}
        decision={decision}
        note={note}
        setNote={setNote}
        error={error}
        setError={setError}
      />
    </FormDialog>
  );
}
