import type { AdminRefund, RefundOption, RefundRequestView } from '../../shared/schemas/refund';
import { cached } from '../../shared/cache';
import { apiRequest, type ApiResult } from './api-client';

// One GET /api/refunds per page, however many order cards ask for it; a failure is not kept.
const refundOptions = cached(() => apiRequest<RefundOption[]>('/api/refunds'), {
  keep: (result) => result.ok,
});

/** Forgets the answer (after a request, and in tests that load several learners). */
export function forgetRefundOptions() {
  refundOptions.forget();
}

/** The learner's verified orders with whether each can be refunded now, and any request. */
export function loadRefundOptions(): Promise<ApiResult<RefundOption[]>> {
  return refundOptions();
}

/** POST /api/refunds: 201 the request; 403 refund_not_eligible, 409 refund_requested. */
export function requestRefund(
  orderId: string,
  reason: string,
): Promise<ApiResult<RefundRequestView>> {
  return apiRequest<RefundRequestView>('/api/refunds', {
    method: 'POST',
    body: reason.trim() ? { orderId, reason } : { orderId },
  });
}

/** Staff: approve with the refund's transaction ID, or decline with a reason. */
export function decideRefund(
  requestId: string,
  decision: 'approve' | 'decline',
  value: string,
): Promise<ApiResult<AdminRefund>> {
  return apiRequest<AdminRefund>(
    `/api/admin/refunds/${encodeURIComponent(requestId)}/${decision}`,
    {
      method: 'POST',
      body: decision === 'approve' ? { refundTransactionId: value } : { reason: value },
    },
  );
}

/**
 * Staff: approve a refund of an order paid through bKash's checkout; bKash's refund API sends
 * the money back at once, and the answer says whether it did (`payout`).
 */
export function approveRefundThroughBkash(requestId: string): Promise<ApiResult<AdminRefund>> {
  return apiRequest<AdminRefund>(
    `/api/admin/refunds/${encodeURIComponent(requestId)}/approve-through-bkash`,
    { method: 'POST', body: {} },
  );
}

/** Staff: "Retry refund through bKash" after it failed (the server asks bKash first). */
export function retryRefundThroughBkash(requestId: string): Promise<ApiResult<AdminRefund>> {
  return apiRequest<AdminRefund>(`/api/admin/refunds/${encodeURIComponent(requestId)}/payout`, {
    method: 'POST',
    body: {},
  });
}
