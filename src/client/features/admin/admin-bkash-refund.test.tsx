// @vitest-environment jsdom
import { act } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { polyfillDialog } from '../../../../tests/helpers/dialog';
import { settle, toastTexts } from '../../../../tests/helpers/dom';
import { buttonByName } from '../../../../tests/helpers/queries';
import { sessionOf, STAFF } from '../../../../tests/helpers/sessions';
import { setupStaffPage } from '../../../../tests/helpers/staff-page';
import { anAdminOrder } from '../../../../tests/helpers/order-factory';
import type { AdminRefund } from '../../../shared/schemas/refund';
import { AdminOrdersView } from './admin-orders-view';

/** A Docker Fundamentals order paid through bKash's checkout, with a refund request. */
const REFUND: AdminRefund = {
  id: 'r1',
  status: 'pending',
  requestedAt: '2026-11-23T04:00:00.000Z',
  reason: null,
  decidedAt: null,
  declineReason: null,
  refundTransactionId: null,
  percentAtRequest: 5,
  daysAtRequest: 3,
  deciderEmail: null,
  refundsThroughBkash: true,
  payout: null,
  payoutError: null,
  payoutAt: null,
};
const ORDER = anAdminOrder({
  id: 'o1',
  courseId: 'docker-fundamentals',
  courseTitle: 'Docker Fundamentals',
  amount: 1000,
  transactionId: 'BK55501234',
  paymentStatus: 'verified',
  reviewedAt: '2026-11-20T06:30:00.000Z',
  learnerEmail: 'karim@example.com',
});
const DECIDED = {
  status: 'approved' as const,
  decidedAt: '2026-11-24T05:00:00.000Z',
  deciderEmail: 'rafi@shikhon.example',
};
const FAILED_REASON =
  'bKash refused the refund: The reversal amount cannot be greater than the original transaction amount (2026).';

const { dom, container, answer, calls, json } = setupStaffPage();

const show = async (refund: AdminRefund) => {
  answer('GET', '/api/admin/orders', () => json(200, [{ ...ORDER, refund }]));
  await dom.hydrate(
    <AdminOrdersView onSignedOut={() => undefined} getSession={sessionOf(STAFF)} />,
    {
      url: '/admin/orders?status=all',
    },
  );
  await settle();
};

const card = () => {
  const found = container.querySelector('article');
  if (!found) throw new Error('no order');
  return found;
};
const cardText = () => card().textContent.replace(/\s+/g, ' ');
const posts = () => calls.filter((call) => call.method === 'POST');

polyfillDialog();
beforeAll(async () => {
  await import('./admin-refund-panel.lazy');
});

describe('AdminOrdersView: refunds through bKash', () => {
  it('approves an order paid through bKash with the field left empty, and shows the refund bKash made', async () => {
    await show(REFUND);
    act(() => buttonByName(card(), 'Approve refund').click());
    await settle();
    const open = container.querySelector('dialog');
    expect(open?.textContent).toContain('Leave this empty');
    answer('POST', '/api/admin/refunds/r1/approve-through-bkash', () =>
      json(200, {
        ...REFUND,
        ...DECIDED,
        payout: 'paid',
        payoutAt: '2026-11-24T05:00:02.000Z',
        refundTransactionId: 'RF0BK12345',
      }),
    );
    act(() => buttonByName(open ?? container, 'Approve refund').click());
    await settle();
    expect(posts()).toEqual([
      { method: 'POST', url: '/api/admin/refunds/r1/approve-through-bkash', body: {} },
    ]);
    expect(cardText()).toContain(
      'Refunded through bKash on 24 Nov 2026, 11:00 by rafi@shikhon.example. Refund transaction ID: RF0BK12345',
    );
    expect(toastTexts()[0]?.description).toBe(
      'karim@example.com no longer has Docker Fundamentals. bKash sent the money back (refund transaction ID RF0BK12345); the learner will be emailed.',
    );
  });

  it("shows bKash's reason for a failed refund and retries it through bKash", async () => {
    await show({ ...REFUND, ...DECIDED, payout: 'failed', payoutError: FAILED_REASON });
    expect(cardText()).toContain(
      `Approved on 24 Nov 2026, 11:00 by rafi@shikhon.example, but bKash did not send the money back: ${FAILED_REASON}`,
    );
    expect(buttonByName(card(), 'Record a refund sent by hand')).toBeTruthy();
    answer('POST', '/api/admin/refunds/r1/payout', () =>
      json(200, {
        ...REFUND,
        ...DECIDED,
        payout: 'paid',
        refundTransactionId: 'RF0BK67890',
      }),
    );
    act(() => buttonByName(card(), 'Retry refund through bKash').click());
    await settle();
    expect(posts()).toEqual([{ method: 'POST', url: '/api/admin/refunds/r1/payout', body: {} }]);
    expect(cardText()).toContain('Refunded through bKash');
    expect(cardText()).toContain('Refund transaction ID: RF0BK67890');
    expect(cardText()).not.toContain('Retry refund through bKash');
    expect(toastTexts()[0]?.title).toBe('Refund sent');
  });
});
