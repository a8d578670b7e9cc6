/**
 * An order's payment methods and statuses with their labels. Apart from order.ts (and its
 * validators), so that a page that only shows orders (the dashboard) does not load the order
 * form's schemas.
 */
export const PAYMENT_METHODS = ['bkash', 'nagad'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  bkash: 'bKash',
  nagad: 'Nagad',
};

export const ORDER_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending verification',
  verified: 'Verified',
  rejected: 'Rejected',
};

/**
 * How an order's payment was confirmed, as staff filter and read it: through bKash's checkout
 * (bKash moved the money for this order), a typed transaction ID that bKash's search confirmed,
 * or by hand ('manual': staff checked it against the statement; the orders table's null).
 */
export const ORDER_PAID_VIA = ['bkash_checkout', 'bkash_checked', 'manual'] as const;
export type OrderPaidVia = (typeof ORDER_PAID_VIA)[number];
export const ORDER_PAID_VIA_LABELS: Record<OrderPaidVia, string> = {
  bkash_checkout: 'bKash automatic',
  bkash_checked: 'Checked with bKash',
  manual: 'Manual',
};
