import type { RefObject } from 'react';
import { Button } from '../../components/ui/button';
import { formatDhakaTime, formatTaka } from '../../../shared/format/format';
import {
  PAYMENT_METHOD_LABELS,
  REVIEW_NOTE_MAX,
  type AdminOrder,
} from '../../../shared/schemas/order';
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
  const describedBy = [`${noteId}-hint`, error ? `${noteId}-error` : ''].filter(Boolean).join(' ');
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
        aria-describedby={describedBy}
        className={`mt-1.5 block w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm ${
          error ? 'border-red-700' : 'border-slate-300 hover:border-slate-400'
        }`}
      />
      <p id={`${noteId}-hint`} className="mt-1.5 text-sm text-slate-700">
        {copy.hint} Up to {REVIEW_NOTE_MAX} characters.
      </p>
      {error ? (
        <p id={`${noteId}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

/**
 * The confirmation for verifying or rejecting one order: a native modal <dialog> (Escape closes
 * it, the rest of the page is inert meanwhile). It is mounted per review and opens itself; the
 * parent unmounts it on 'close' and puts focus back.
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
  const {
    dialogRef,
    noteRef,
    baseId,
    note,
    setNote,
    error,
    setError,
    formError,
    saving,
    close,
    submit,
  } = useReviewDialog({ order, decision, onReviewed, onFailed });
  const copy = COPY[decision];
  const noteId = `${baseId}-note`;

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={`${baseId}-title`}
      onClose={onClose}
      onCancel={(event) => {
        // Escape while the review is being saved would hide its outcome; wait for it instead.
        if (saving) event.preventDefault();
      }}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/60"
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="p-6">
        <h2 id={`${baseId}-title`} className="text-lg font-bold">
          {copy.title}
        </h2>
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
            {saving ? 'Saving...' : copy.title}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
