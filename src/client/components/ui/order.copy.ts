import type { CopyShape } from '../../../shared/i18n/copy';
import { ORDER_STATUS_LABELS } from '../../../shared/schemas/order-labels';

/** An order's details and its status badge, wherever an order shows. */
export const orderCopy = {
  amount: 'Amount',
  method: 'Method',
  mobileNumber: 'Mobile number',
  transactionId: 'Transaction ID',
  submitted: 'Submitted',
  status: ORDER_STATUS_LABELS,
};

export type OrderCopy = CopyShape<typeof orderCopy>;
