import { useEffect, useRef, useState } from 'react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { formatCalendarDate, formatPrice, formatTimeInDhaka } from '../../i18n/format.copy';
import type { Order } from '../../../shared/schemas/order';
import {
  checkRefundRequest,
  REFUND_REASON_MAX,
  type RefundOption,
  type RefundRequestView,
} from '../../../shared/schemas/refund';
import { loadRefundOptions, requestRefund } from '../../lib/refunds-api';
import { useApiLoad } from '../../lib/use-api-load';
import { RefundDialog } from '../../components/ui/refund-dialog';
import { OrderCard } from './order-card';
import { orderRefundCopy as copy } from './order-refund.copy';

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
        {copy.approvedSending(formatTimeInDhaka(request.decidedAt ?? request.requestedAt))}
      </p>
    );
  }
  if (request.status === 'approved') {
    return (
      <p className={`${note} bg-slate-100 text-slate-900`}>
        {copy.refunded(
          formatTimeInDhaka(request.decidedAt ?? request.requestedAt),
          request.refundTransactionId,
        )}
      </p>
    );
  }
  if (request.status === 'declined') {
    return (
      <p className={`${note} break-words bg-red-50 text-red-900`}>
        {copy.declined(request.declineReason)}
      </p>
    );
  }
  return (
    <p className={`${note} bg-amber-50 text-amber-900`}>
      {copy.requested(formatTimeInDhaka(request.requestedAt))}
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
  const verified = copy.verified(
    order.reviewedAt ? formatTimeInDhaka(order.reviewedAt) : null,
    refunded,
  );
  return (
    <OrderCard
      order={order}
      badge={
        refunded ? (
          <Badge>
            {option.request?.payout === 'paid' || !option.request?.payout
              ? copy.badgeRefunded
              : copy.badgeApproved}
          </Badge>
        ) : undefined
      }
    >
      <p className={`${note} bg-green-50 text-green-900`}>{verified}</p>
      {option?.request ? (
        // Focus lands here once a request is sent (its button has gone).
        <div ref={stateRef} tabIndex={-1} className="focus:outline-none">
          <RequestState request={option.request} />
        </div>
      ) : null}
      {option && !option.eligible && option.reason ? (
        <p className="mt-3 text-sm text-slate-700">
          <span className="font-semibold text-slate-900">{copy.noRefund}</span>
          {copy.say(option.reason)}
        </p>
      ) : null}
      {option?.eligible ? (
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-700">{copy.until(formatCalendarDate(option.lastDay))}</p>
          <Button
            variant="outline"
            size="sm"
            aria-haspopup="dialog"
            onClick={() => setAsking(true)}
          >
            {copy.request}
          </Button>
        </div>
      ) : null}
      {asking && option ? (
        <RefundDialog
          copy={{
            title: copy.dialog.title,
            label: copy.dialog.label,
            hint: copy.dialog.hint(REFUND_REASON_MAX),
            submit: copy.dialog.submit,
            maxLength: REFUND_REASON_MAX,
          }}
          check={(reason) => {
            const checked = checkRefundRequest({ orderId: order.id, reason });
            return checked.ok ? undefined : copy.say(checked.fields.reason ?? checked.message);
          }}
          send={async (reason) => {
            const result = await requestRefund(order.id, reason);
            if (result.ok) return result;
            const fields = result.fields?.reason
              ? { ...result.fields, reason: copy.say(result.fields.reason) }
              : result.fields;
            return { ...result, message: copy.say(result.message), fields };
          }}
          onDone={(request) => {
            setOption({ ...option, eligible: false, reason: null, request });
            setSent(true);
          }}
          onClose={() => setAsking(false)}
        >
          <p>{copy.rule}</p>
          <p>{copy.summary(order.courseTitle, formatPrice(order.amount), option.percent)}</p>
        </RefundDialog>
      ) : null}
    </OrderCard>
  );
}
