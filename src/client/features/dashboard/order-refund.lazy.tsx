import { useEffect, useRef, useState } from 'react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { formatDate, formatDhakaTime, formatTaka } from '../../../shared/format/format';
import type { Order } from '../../../shared/schemas/order';
import {
  checkRefundRequest,
  REFUND_MESSAGES,
  REFUND_REASON_MAX,
  type RefundOption,
  type RefundRequestView,
} from '../../../shared/schemas/refund';
import { loadRefundOptions, requestRefund } from '../../lib/refunds-api';
import { useApiLoad } from '../../lib/use-api-load';
import { RefundDialog } from '../../components/ui/refund-dialog';
import { OrderCard } from './order-card';

const note = 'mt-4 rounded-lg px-3 py-2 text-sm';

/** What became of the learner's latest refund request. */
function RequestState({ request }: { request: RefundRequestView }) {
  if (
    request.status === 'approved' &&
    (request.payout === 'sending' || request.payout === 'failed')
  ) {
    // Approved, and the money is on its way back through bKash (or staff are retrying it).
    return (
      <p className={`${note} bg-amber-50 text-amber-900`}>
        Refund approved on {formatDhakaTime(request.decidedAt ?? request.requestedAt)}. The money is
        being sent back to the bKash number you paid from; we will email you the refund transaction
        ID once it has gone. You no longer have access to this course.
      </p>
    );
  }
  if (request.status === 'approved') {
    return (
      <p className={`${note} bg-slate-100 text-slate-900`}>
        Refunded on {formatDhakaTime(request.decidedAt ?? request.requestedAt)}.
        {request.refundTransactionId
          ? ` Refund transaction ID: ${request.refundTransactionId}.`
          : ''}{' '}
        You no longer have access to this course.
      </p>
    );
  }
  if (request.status === 'declined') {
    return (
      <p className={`${note} break-words bg-red-50 text-red-900`}>
        Refund declined: {request.declineReason ?? 'no reason was recorded. Please contact us.'}
      </p>
    );
  }
  return (
    <p className={`${note} bg-amber-50 text-amber-900`}>
      Refund requested on {formatDhakaTime(request.requestedAt)}. We will email you our decision.
      Until then no certificate is issued for this course.
    </p>
  );
}

/**
 * A verified order's card on the dashboard, with its refund: the button (and its dialog) while
 * the rule allows one, the reason when it does not, or the request's state; a refunded order's
 * badge says 'Refunded'. Loaded after the dashboard's first render (its own chunk), so the
 * page's first view does not carry it.
 */
export function VerifiedOrderCard({ order }: { order: Order }) {
  // Long: one card's refund request form and its states.
  const [option, setOption] = useState<RefundOption | null>();
  const [asking, setAsking] = useState(false);
  const stateRef = useRef<HTMLDivElement>(null);
  const [sent, setSent] = useState(false);
  useEffect(() => {
    if (sent && !asking) stateRef.current?.focus();
  }, [sent, asking]);

  useApiLoad(order.id, loadRefundOptions, (result) => {
    setOption(result.ok ? (result.data.find((entry) => entry.orderId === order.id) ?? null) : null);
  });

  const refunded = option?.request?.status === 'approved';
  const verified = order.reviewedAt
    ? `Verified on ${formatDhakaTime(order.reviewedAt)}.`
    : 'Verified.';
  return (
    <OrderCard
      order={order}
      badge={
        refunded ? (
          <Badge>
            {option.request?.payout === 'paid' || !option.request?.payout
              ? 'Refunded'
              : 'Refund approved'}
          </Badge>
        ) : undefined
      }
    >
      <p className={`${note} bg-green-50 text-green-900`}>
        {verified}
        {refunded ? '' : ' The course is in My courses.'}
      </p>
      {option?.request ? (
        // Focus lands here once a request is sent (its button has gone).
        <div ref={stateRef} tabIndex={-1} className="focus:outline-none">
          <RequestState request={option.request} />
        </div>
      ) : null}
      {option && !option.eligible && option.reason ? (
        <p className="mt-3 text-sm text-slate-700">
          <span className="font-semibold text-slate-900">No refund: </span>
          {option.reason}
        </p>
      ) : null}
      {option?.eligible ? (
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-700">
            You can ask for a refund until {formatDate(option.lastDay)}.
          </p>
          <Button
            variant="outline"
            size="sm"
            aria-haspopup="dialog"
            onClick={() => setAsking(true)}
          >
            Request a refund
          </Button>
        </div>
      ) : null}
      {asking && option ? (
        <RefundDialog
          copy={{
            title: 'Request a refund',
            label: 'Reason (optional)',
            hint: `Tell us why, if you like. Up to ${REFUND_REASON_MAX} characters.`,
            submit: 'Request refund',
            maxLength: REFUND_REASON_MAX,
          }}
          check={(reason) => {
            const checked = checkRefundRequest({ orderId: order.id, reason });
            return checked.ok ? undefined : (checked.fields.reason ?? checked.message);
          }}
          send={(reason) => requestRefund(order.id, reason)}
          onDone={(request) => {
            setOption({ ...option, eligible: false, reason: null, request });
            setSent(true);
          }}
          onClose={() => setAsking(false)}
        >
          <p>{REFUND_MESSAGES.rule}</p>
          <p>
            {order.courseTitle}: {formatTaka(order.amount)}, you have completed {option.percent}%.
            Staff send the money back to the number you paid from and email you.
          </p>
        </RefundDialog>
      ) : null}
    </OrderCard>
  );
}
