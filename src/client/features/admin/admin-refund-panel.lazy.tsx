import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast-store';
import { formatDhakaTime, formatTaka } from '../../../shared/format/format';
import type { AdminOrder } from '../../../shared/schemas/order';
import { ORDER_MESSAGES, PAYMENT_METHOD_LABELS } from '../../../shared/schemas/order-labels';
import { TRANSACTION_ID_MAX } from '../../../shared/schemas/payment-rules';
import {
  checkRefundApproval,
  checkRefundDecline,
  REFUND_REASON_MAX,
  type AdminRefund,
} from '../../../shared/schemas/refund';
import { RefundDialog, type RefundDialogCopy } from '../../components/ui/refund-dialog';
import {
  approveRefundThroughBkash,
  decideRefund,
  retryRefundThroughBkash,
} from '../../lib/refunds-api';

/** 'bkash': approve an order paid through bKash's checkout; 'manual': record a hand refund. */
type Decision = 'approve' | 'bkash' | 'manual' | 'decline';

const COPY: Record<Decision, RefundDialogCopy> = {
  approve: {
    title: 'Approve refund',
    label: 'Refund transaction ID',
    hint: 'Send the money back first, then enter the transaction ID from that refund. Approving ends the enrolment, revokes its certificate, withdraws its XP and emails the learner.',
    submit: 'Approve refund',
    singleLine: true,
    maxLength: TRANSACTION_ID_MAX + 8,
  },
  bkash: {
    title: 'Approve refund',
    label: 'Refund transaction ID, only if you sent the money by hand',
    hint: "Leave this empty: approving sends the money back to the learner's bKash account through bKash at once. Approving ends the enrolment, revokes its certificate and withdraws its XP; the learner is emailed once the money is sent.",
    submit: 'Approve refund',
    singleLine: true,
    maxLength: TRANSACTION_ID_MAX + 8,
  },
  manual: {
    title: 'Record a refund sent by hand',
    label: 'Refund transaction ID',
    hint: "Only after bKash failed: send the money back by hand first (Retry asks bKash whether it already did), then enter that refund's transaction ID. The learner is emailed it.",
    submit: 'Record refund',
    singleLine: true,
    maxLength: TRANSACTION_ID_MAX + 8,
  },
  decline: {
    title: 'Decline refund',
    label: 'Reason for declining',
    hint: `The learner is emailed this reason and sees it on their dashboard. Up to ${REFUND_REASON_MAX} characters.`,
    submit: 'Decline refund',
    maxLength: REFUND_REASON_MAX,
  },
};

const checkTransactionId = (value: string) => {
  const checked = checkRefundApproval({ refundTransactionId: value });
  return checked.ok ? undefined : checked.message;
};

const CHECKS: Record<Decision, (value: string) => string | undefined> = {
  approve: checkTransactionId,
  // Empty: through bKash.
  bkash: (value) => (value.trim() === '' ? undefined : checkTransactionId(value)),
  manual: checkTransactionId,
  decline: (value) => {
    const checked = checkRefundDecline({ reason: value });
    return checked.ok ? undefined : checked.message;
  },
};

/** Sends a decision: an empty field on a 'bkash' approval means through bKash. */
function sendDecision(refund: AdminRefund, decision: Decision, value: string) {
  if (decision === 'bkash' && value.trim() === '') return approveRefundThroughBkash(refund.id);
  if (decision === 'decline') return decideRefund(refund.id, 'decline', value);
  return decideRefund(refund.id, 'approve', value);
}

/** An approved refund's money: sent by hand, or where bKash's refund API has it. */
function PayoutLine({ refund, decided, by }: { refund: AdminRefund; decided: string; by: string }) {
  if (refund.payout === 'sending') {
    return (
      <p className="font-semibold">
        Approved{decided}
        {by}. bKash is sending the money back…
      </p>
    );
  }
  if (refund.payout === 'failed') {
    return (
      <p className="break-words text-red-900">
        <span className="font-semibold">
          Approved{decided}
          {by}, but bKash did not send the money back:
        </span>{' '}
        {refund.payoutError}
      </p>
    );
  }
  return (
    <p className="font-semibold">
      Refunded{refund.payout === 'paid' ? ' through bKash' : ''}
      {decided}
      {by}. Refund transaction ID: <span className="font-mono">{refund.refundTransactionId}</span>
    </p>
  );
}

function RefundRecord({ refund }: { refund: AdminRefund }) {
  const tone =
    refund.status === 'pending'
      ? 'bg-amber-50 text-amber-950'
      : refund.status === 'approved'
        ? 'bg-slate-100 text-slate-900'
        : 'bg-red-50 text-red-900';
  const decided = refund.decidedAt ? ` on ${formatDhakaTime(refund.decidedAt)}` : '';
  const by = ` by ${refund.deciderEmail ?? 'a former staff member'}`;
  return (
    <div className={`mt-4 space-y-1 rounded-lg px-3 py-2 text-sm ${tone}`}>
      {refund.status === 'approved' ? (
        <PayoutLine refund={refund} decided={decided} by={by} />
      ) : null}
      {refund.status === 'declined' ? (
        <p className="break-words">
          <span className="font-semibold">
            Refund declined{decided}
            {by}:
          </span>{' '}
          {refund.declineReason}
        </p>
      ) : null}
      <p>
        Refund requested on {formatDhakaTime(refund.requestedAt)}, {refund.daysAtRequest}{' '}
        {refund.daysAtRequest === 1 ? 'day' : 'days'} after verification, at{' '}
        {refund.percentAtRequest}% of the course.
      </p>
      {refund.reason ? <p className="break-words">Learner&apos;s reason: {refund.reason}</p> : null}
    </div>
  );
}

/** What became of an approval, for its toast: with bKash, whether the money went back. */
function approvedDescription(order: AdminOrder, updated: AdminRefund): string {
  const gone = `${order.learnerEmail} no longer has ${order.courseTitle}`;
  if (updated.payout === 'paid') {
    return `${gone}. bKash sent the money back (refund transaction ID ${updated.refundTransactionId ?? ''}); the learner will be emailed.`;
  }
  if (updated.payout === 'failed') {
    return `${gone}, but bKash did not send the money back: ${updated.payoutError ?? ''}`;
  }
  if (updated.payout === 'sending') return `${gone}. bKash is still sending the money back.`;
  return `${gone} and will be emailed.`;
}

/**
 * Under an approved refund whose money bKash did not send (or is still sending): "Retry refund
 * through bKash" (the server asks bKash first, so it never sends twice) or record a refund sent
 * by hand instead.
 */
function PayoutActions({
  order,
  refund,
  onDecided,
  onManual,
}: {
  order: AdminOrder;
  refund: AdminRefund;
  onDecided: (refund: AdminRefund) => void;
  onManual: () => void;
}) {
  const [retrying, setRetrying] = useState(false);
  const retry = async () => {
    setRetrying(true);
    const result = await retryRefundThroughBkash(refund.id);
    setRetrying(false);
    if (!result.ok) {
      toast({ title: 'Refund not sent', description: result.message, variant: 'destructive' });
      return;
    }
    onDecided(result.data);
    toast(
      result.data.payout === 'paid'
        ? { title: 'Refund sent', description: approvedDescription(order, result.data) }
        : {
            title: 'Refund not sent',
            description: result.data.payoutError ?? REFUND_NOT_SENT,
            variant: 'destructive',
          },
    );
  };
  return (
    <div className="mt-4 flex flex-wrap gap-3">
      <Button onClick={() => void retry()} disabled={retrying}>
        {retrying ? 'Asking bKash…' : 'Retry refund through bKash'}
      </Button>
      <Button variant="outline" aria-haspopup="dialog" onClick={onManual} disabled={retrying}>
        Record a refund sent by hand
      </Button>
    </div>
  );
}

const REFUND_NOT_SENT = 'bKash did not send the money back.';

/** The server measured the learner again on approval and found them over the rule. */
const NO_LONGER_ELIGIBLE = 'refund_no_longer_eligible';

/**
 * An order's refund request on /admin/orders: what the learner asked and when, and for a pending
 * request 'Approve refund' and 'Decline refund'. An approval the server refuses because the
 * learner is now over the rule says why in the dialog and stays on the card, which then offers
 * only 'Decline refund'. Its own chunk, loaded only for orders that have a request, so the page's
 * first view does not carry it.
 */
export function AdminRefundPanel({
  order,
  onDecided,
}: {
  order: AdminOrder;
  onDecided: (refund: AdminRefund) => void;
}) {
  // Long: one panel's decision form and its states.
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const [decided, setDecided] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const recordRef = useRef<HTMLDivElement>(null);
  // The decision's buttons are gone once it is made: focus goes to the order itself.
  useEffect(() => {
    if (decided && !deciding) recordRef.current?.closest('article')?.focus();
  }, [decided, deciding]);
  const { refund } = order;
  if (!refund) return null;
  const done = (updated: AdminRefund) => {
    onDecided(updated);
    setDecided(true);
    toast({
      title: updated.status === 'approved' ? 'Refund approved' : 'Refund declined',
      description:
        updated.status === 'approved'
          ? approvedDescription(order, updated)
          : `${order.learnerEmail} will be emailed the reason.`,
    });
  };
  return (
    <>
      <div ref={recordRef}>
        <RefundRecord refund={refund} />
      </div>
      {refund.status === 'pending' && refusal ? (
        <p className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900">
          <span className="font-semibold">Approval refused: </span>
          {refusal}
        </p>
      ) : null}
      {refund.status === 'pending' && !order.isOwnOrder ? (
        <div className="mt-4 flex flex-wrap gap-3">
          {refusal ? null : (
            <Button
              aria-haspopup="dialog"
              onClick={() => setDeciding(refund.refundsThroughBkash ? 'bkash' : 'approve')}
            >
              Approve refund
            </Button>
          )}
          <Button variant="outline" aria-haspopup="dialog" onClick={() => setDeciding('decline')}>
            Decline refund
          </Button>
        </div>
      ) : null}
      {refund.status === 'approved' &&
      (refund.payout === 'failed' || refund.payout === 'sending') &&
      !order.isOwnOrder ? (
        <PayoutActions
          order={order}
          refund={refund}
          onDecided={onDecided}
          onManual={() => setDeciding('manual')}
        />
      ) : null}
      {refund.status === 'pending' && order.isOwnOrder ? (
        <p className="mt-4 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-800">
          {ORDER_MESSAGES.ownOrder}
        </p>
      ) : null}
      {deciding ? (
        <RefundDialog
          copy={COPY[deciding]}
          check={CHECKS[deciding]}
          send={async (value) => {
            const result = await sendDecision(refund, deciding, value);
            if (!result.ok && result.code === NO_LONGER_ELIGIBLE) setRefusal(result.message);
            return result;
          }}
          onDone={done}
          onClose={() => setDeciding(null)}
        >
          <p>
            {order.learnerEmail} · {order.courseTitle}
          </p>
          <p>
            Refund {formatTaka(order.amount)} by {PAYMENT_METHOD_LABELS[order.paymentMethod]} to{' '}
            <span className="font-mono">{order.mobileNumber}</span> (paid with transaction ID{' '}
            <span className="font-mono">{order.transactionId}</span>).
          </p>
        </RefundDialog>
      ) : null}
    </>
  );
}
