import { randomBytes } from 'node:crypto';
import type { PaymentMethod } from '../../src/shared/schemas/order';
import type { TestClient } from './http-client';

/** A transaction ID no other test uses: 10 upper-case letters and digits. */
export function newTransactionId(): string {
  return randomBytes(8).toString('hex').toUpperCase().slice(0, 10);
}

/** Submits a payment as the checkout page does. */
export function submitOrder(
  client: TestClient,
  courseId: string,
  options: { transactionId?: string; paymentMethod?: PaymentMethod; mobileNumber?: string } = {},
) {
  return client.post('/api/orders', {
    courseId,
    paymentMethod: options.paymentMethod ?? 'bkash',
    mobileNumber: options.mobileNumber ?? '01712345678',
    transactionId: options.transactionId ?? newTransactionId(),
  });
}
