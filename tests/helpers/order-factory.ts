import type { AdminOrder, Order } from '../../src/shared/schemas/order';

/**
 * An order as GET /api/orders answers it: a pending bKash payment for Kubernetes Mastery.
 * Tests name only what they are about in `overrides`.
 */
export function anOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 'order-1',
    courseId: 'kubernetes-mastery',
    courseTitle: 'Kubernetes Mastery',
    amount: 4900,
    paymentMethod: 'bkash',
    mobileNumber: '01712345678',
    transactionId: '9AB3XK2LQ1',
    paymentStatus: 'pending',
    createdAt: '2026-11-21T10:05:00.000Z',
    reviewedAt: null,
    reviewNote: null,
    ...overrides,
  };
}

/** A verified Docker Fundamentals order, reviewed the day before `anOrder` was placed. */
export const aVerifiedOrder = (overrides: Partial<Order> = {}): Order =>
  anOrder({
    id: 'order-0',
    courseId: 'docker-fundamentals',
    courseTitle: 'Docker Fundamentals',
    amount: 1000,
    paymentStatus: 'verified',
    reviewedAt: '2026-11-20T08:00:00.000Z',
    ...overrides,
  });

/** The same order as staff see it (GET /api/admin/orders): another learner's, never reviewed. */
export function anAdminOrder(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
    ...anOrder(),
    learnerEmail: 'nusrat@example.com',
    learnerName: 'Nusrat Jahan',
    reviewerEmail: null,
    isOwnOrder: false,
    transactionAttempts: [],
    refund: null,
    paidVia: 'manual',
    bkashPaymentId: null,
    checkNote: null,
    bkashErrors: [],
    bkashErrorCount: 0,
    ...overrides,
  };
}
