// @vitest-environment jsdom
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { polyfillDialog } from '../../../../tests/helpers/dialog';
import { fakeApi, settle, setValue, setupDom } from '../../../../tests/helpers/dom';
import { aVerifiedOrder } from '../../../../tests/helpers/order-factory';
import { buttonByName } from '../../../../tests/helpers/queries';
import type { RefundOption } from '../../../shared/schemas/refund';
import { forgetRefundOptions } from '../../lib/refunds-api';
import { MyOrders } from './my-orders';

const VERIFIED = aVerifiedOrder();

const option = (overrides: Partial<RefundOption> = {}): RefundOption => ({
  orderId: 'order-0',
  courseId: 'docker-fundamentals',
  courseTitle: 'Docker Fundamentals',
  verifiedAt: '2026-11-20T08:00:00.000Z',
  percent: 5,
  eligible: true,
  reason: null,
  lastDay: '2026-12-20',
  request: null,
  ...overrides,
});

const dom = setupDom();
const { container } = dom;
const { answer, calls, json } = fakeApi();
const text = () => container.textContent ?? '';

polyfillDialog();

beforeEach(() => {
  forgetRefundOptions();
});

async function show(options: RefundOption[]) {
  answer('GET', '/api/refunds', () => json(200, options));
  await dom.render(<MyOrders orders={[VERIFIED]} />);
  // The refund part is its own chunk: wait for it (and its GET /api/refunds) to arrive.
  for (let tries = 0; tries < 100 && !text().includes('Verified on'); tries += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
  }
  await settle();
}

describe('a verified order’s refund on the dashboard', () => {
  it('offers a refund while the rule allows it, and sends the request with the reason', async () => {
    await show([option()]);
    expect(text()).toContain('Verified on 20 Nov 2026, 14:00. The course is in My courses.');
    expect(text()).toContain('You can ask for a refund until December 20, 2026.');
    act(() => buttonByName(container, 'Request a refund').click());
    await settle();
    const dialog = container.querySelector('dialog');
    expect(dialog?.open).toBe(true);
    expect(dialog?.querySelector('h2')?.textContent).toBe('Request a refund');
    expect(dialog?.textContent).toContain(
      'You can get your money back within 30 days of your payment being verified, while you have completed less than 20% of the course.',
    );
    expect(dialog?.textContent).toContain('you have completed 5%');

    answer('POST', '/api/refunds', () =>
      json(201, {
        id: 'r1',
        status: 'pending',
        requestedAt: '2026-11-24T04:00:00.000Z',
        reason: 'Too hard.',
        decidedAt: null,
        declineReason: null,
        refundTransactionId: null,
      }),
    );
    const reason = dialog?.querySelector('textarea');
    if (!reason || !dialog) throw new Error('no reason field');
    setValue(reason, 'Too hard.');
    act(() => buttonByName(dialog, 'Request refund').click());
    await settle();
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/refunds',
      body: { orderId: 'order-0', reason: 'Too hard.' },
    });
    expect(container.querySelector('dialog')).toBeNull();
    expect(text()).toContain(
      'Refund requested on 24 Nov 2026, 10:00. We will email you our decision. Until then no certificate is issued for this course.',
    );
    expect(text()).not.toContain('Request a refund');
    // Its button has gone: focus is on what happened instead.
    expect(document.activeElement?.textContent).toContain('Refund requested on');
  });

  it('explains which rule is not met instead of the button', async () => {
    const reason =
      'You have completed 25% of this course; refunds are for courses under 20% complete.';
    await show([option({ eligible: false, percent: 25, reason })]);
    expect(text()).toContain(`No refund: ${reason}`);
    expect([...container.querySelectorAll('button')].map((b) => b.textContent)).toEqual([]);
  });

  it('says when the course was refunded, and no longer that it is in My courses', async () => {
    await show([
      option({
        eligible: false,
        request: {
          id: 'r1',
          status: 'approved',
          requestedAt: '2026-11-21T04:00:00.000Z',
          reason: null,
          decidedAt: '2026-11-22T04:00:00.000Z',
          declineReason: null,
          refundTransactionId: 'RF12345678',
          payout: null,
        },
      }),
    ]);
    expect(text()).toContain('Refunded on 22 Nov 2026, 10:00. Refund transaction ID: RF12345678.');
    expect(text()).not.toContain('The course is in My courses.');
    // The badge says what became of the payment.
    const badges = [...container.querySelectorAll('span.rounded-full')].map((b) => b.textContent);
    expect(badges).toEqual(['Refunded']);
  });

  it('says an approved refund going back through bKash is on its way, not yet refunded', async () => {
    await show([
      option({
        eligible: false,
        request: {
          id: 'r1',
          status: 'approved',
          requestedAt: '2026-11-21T04:00:00.000Z',
          reason: null,
          decidedAt: '2026-11-22T04:00:00.000Z',
          declineReason: null,
          refundTransactionId: null,
          payout: 'failed',
        },
      }),
    ]);
    expect(text()).toContain('Refund approved on 22 Nov 2026, 10:00.');
    expect(text()).toContain('being sent back to the bKash number you paid from');
    expect(text()).not.toContain('Refunded on');
  });

  it('shows a declined request with its reason', async () => {
    await show([
      option({
        request: {
          id: 'r1',
          status: 'declined',
          requestedAt: '2026-11-21T04:00:00.000Z',
          reason: null,
          decidedAt: '2026-11-22T04:00:00.000Z',
          declineReason: 'We could not match the number.',
          refundTransactionId: null,
          payout: null,
        },
      }),
    ]);
    expect(text()).toContain('Refund declined: We could not match the number.');
  });
});
