// @vitest-environment jsdom
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { polyfillDialog } from '../../../../tests/helpers/dialog';
import { settle, setValue, toastTexts } from '../../../../tests/helpers/dom';
import { buttonByName } from '../../../../tests/helpers/queries';
import { LEARNER, sessionOf, SIGNED_OUT, STAFF } from '../../../../tests/helpers/sessions';
import { setupStaffPage } from '../../../../tests/helpers/staff-page';
import { anAdminOrder } from '../../../../tests/helpers/order-factory';
import type { SessionState } from '../../lib/session';
import { AdminOrdersView } from './admin-orders-view';
import { StaffHome } from './staff-home';

const PENDING = anAdminOrder({ id: 'o-pending' });
const VERIFIED = anAdminOrder({
  id: 'o-verified',
  courseId: 'docker-fundamentals',
  courseTitle: 'Docker Fundamentals',
  amount: 1000,
  paymentMethod: 'nagad',
  mobileNumber: '01812345678',
  transactionId: 'NG55501234',
  paymentStatus: 'verified',
  createdAt: '2026-11-20T04:00:00.000Z',
  reviewedAt: '2026-11-20T06:30:00.000Z',
  reviewNote: 'Matched the Nagad statement.',
  learnerEmail: 'karim@example.com',
  learnerName: 'Karim Uddin',
  reviewerEmail: 'rafi@shikhon.example',
});

const { dom, container, answer, calls, json, signedOut, text, adminCalls } = setupStaffPage();

/**
 * Prerendered like the build (no query string, session unknown), then hydrated at `url`: by
 * default every order ('All'), which asks the API for no status.
 */
const asStaff = (url = '/admin/orders?status=all', session: SessionState = STAFF) =>
  dom.hydrate(<AdminOrdersView onSignedOut={signedOut} getSession={sessionOf(session)} />, { url });

function article(transactionId: string): HTMLElement {
  const found = [...container.querySelectorAll('article')].find((candidate) =>
    candidate.textContent?.includes(transactionId),
  );
  if (!found) throw new Error(`no order ${transactionId}`);
  return found;
}

function dialog(): HTMLDialogElement {
  const found = container.querySelector('dialog');
  if (!found?.open) throw new Error('no open dialog');
  return found;
}

function labelled(scope: ParentNode, label: string): HTMLElement {
  const target = [...scope.querySelectorAll('label')].find((l) => l.textContent === label);
  const element = target ? document.getElementById(target.htmlFor) : null;
  if (!element) throw new Error(`no field labelled ${label}`);
  return element;
}

polyfillDialog();
beforeAll(async () => {
  // The dialogs are loaded on first open (React.lazy): have their modules ready, as a browser
  // that has fetched the chunk would, so a click's settle() shows them.
  await Promise.all([
    import('./review-dialog.lazy'),
    import('./admin-refund-panel.lazy'),
    import('./admin-order-bkash.lazy'),
    import('./list-more.lazy'),
  ]);
});

describe('AdminOrdersView: who may see it', () => {
  it('is prerendered as an access check', () => {
    const html = renderToString(<AdminOrdersView getSession={sessionOf(STAFF)} />);
    expect(html).toMatch(/<p role="status"[^>]*>Checking your access...<\/p>/);
    expect(html).not.toContain('<form');
  });

  it('tells a learner the area is for staff, without asking the server for orders', async () => {
    await asStaff('/admin/orders', LEARNER);
    expect(text()).toContain('This area is for Shikhon Academy staff.');
    expect(adminCalls()).toEqual([]);
    expect(signedOut).not.toHaveBeenCalled();
  });

  it('sends a signed-out visitor to /auth', async () => {
    await asStaff('/admin/orders', SIGNED_OUT);
    expect(signedOut).toHaveBeenCalledTimes(1);
    expect(adminCalls()).toEqual([]);
  });

  it('shows the staff notice when the server refuses the list (403)', async () => {
    answer('GET', '/api/admin/orders', () =>
      json(403, { error: { code: 'forbidden', message: 'Staff only.' } }),
    );
    await asStaff();
    expect(text()).toContain('This area is for Shikhon Academy staff.');
  });
});

describe('AdminOrdersView: the list', () => {
  it('lists each order with what staff check, pending ones with Verify and Reject', async () => {
    answer('GET', '/api/admin/orders', () => json(200, [PENDING, VERIFIED]));
    await asStaff();
    expect(container.querySelector('[aria-live="polite"]')?.textContent).toBe('2 orders');

    const pending = article('9AB3XK2LQ1');
    for (const expected of [
      'Kubernetes Mastery',
      'Nusrat Jahan',
      'nusrat@example.com',
      '৳4,900',
      'bKash',
      '01712345678',
      '21 Nov 2026, 16:05',
      'Pending verification',
    ]) {
      expect(pending.textContent).toContain(expected);
    }
    expect(pending.querySelector('dd.font-mono')).toBeTruthy();
    expect(buttonByName(pending, 'Verify').getAttribute('aria-haspopup')).toBe('dialog');
    expect(buttonByName(pending, 'Reject')).toBeTruthy();

    const verified = article('NG55501234');
    expect(verified.textContent).toContain(
      'Verified by rafi@shikhon.example on 20 Nov 2026, 12:30',
    );
    expect(verified.textContent).toContain('Note: Matched the Nagad statement.');
    expect(verified.querySelectorAll('button')).toHaveLength(0);
  });

  it('reads the filters from the address, and says when nothing matches', async () => {
    answer('GET', '/api/admin/orders?status=rejected&q=017', () => json(200, []));
    await asStaff('/admin/orders?status=rejected&q=017');
    expect(adminCalls().map((call) => call.url)).toEqual([
      '/api/admin/orders?status=rejected&q=017',
    ]);
    expect((labelled(container, 'Status') as HTMLSelectElement).value).toBe('rejected');
    expect((labelled(container, 'Method') as HTMLSelectElement).value).toBe('');
    expect((labelled(container, 'Search') as HTMLInputElement).value).toBe('017');
    expect(text()).toContain('0 orders');
    expect(text()).toContain('No orders match these filters.');
  });

  it('applies status, method and search on Search, keeping them in the address', async () => {
    answer('GET', '/api/admin/orders', () => json(200, [PENDING, VERIFIED]));
    answer('GET', '/api/admin/orders?status=verified&method=nagad&q=karim%40example.com', () =>
      json(200, [VERIFIED]),
    );
    await asStaff();
    const search = labelled(container, 'Search');
    expect(search.getAttribute('placeholder')).toBe('Transaction ID, mobile number or email');
    expect(
      [...(labelled(container, 'Status') as HTMLSelectElement).options].map((o) => o.text),
    ).toEqual(['All', 'Pending verification', 'Verified', 'Rejected', 'Refund requests']);
    expect(
      [...(labelled(container, 'Method') as HTMLSelectElement).options].map((o) => o.text),
    ).toEqual(['All', 'bKash', 'Nagad']);

    setValue(labelled(container, 'Status'), 'verified');
    setValue(labelled(container, 'Method'), 'nagad');
    setValue(search, ' karim@example.com ');
    expect(adminCalls()).toHaveLength(1); // nothing is sent before 'Search'
    const submit = buttonByName(container, 'Search');
    expect(submit.type).toBe('submit');
    act(() => submit.click());
    await settle();
    expect(window.location.search).toBe('?status=verified&method=nagad&q=karim%40example.com');
    expect(adminCalls().map((call) => call.url)).toEqual([
      '/api/admin/orders',
      '/api/admin/orders?status=verified&method=nagad&q=karim%40example.com',
    ]);
    expect(text()).toContain('1 order');
    expect(() => article('9AB3XK2LQ1')).toThrow();
  });
});

describe('AdminOrdersView: the pending queue', () => {
  const HOUR_MS = 60 * 60 * 1000;
  const waitingFor = (id: string, transactionId: string, hours: number) =>
    anAdminOrder({
      id,
      transactionId,
      createdAt: new Date(Date.now() - hours * HOUR_MS).toISOString(),
    });

  it('opens on the orders awaiting verification, as the server sorts them, oldest first', async () => {
    const oldest = waitingFor('o-oldest', 'BK00000050', 50);
    const late = waitingFor('o-late', 'BK00000025', 25);
    const recent = waitingFor('o-recent', 'BK00000005', 5.5);
    answer('GET', '/api/admin/orders?status=pending', () => json(200, [oldest, late, recent]));
    await asStaff('/admin/orders');
    expect(adminCalls().map((call) => call.url)).toEqual(['/api/admin/orders?status=pending']);
    expect((labelled(container, 'Status') as HTMLSelectElement).value).toBe('pending');
    expect(window.location.search).toBe('');
    expect(
      [...container.querySelectorAll('article')].map(
        (order) => order.textContent?.match(/BK\d+/)?.[0],
      ),
    ).toEqual(['BK00000050', 'BK00000025', 'BK00000005']);

    // Each order's wait, and a mark past the 24-hour promise.
    expect(article('BK00000005').textContent).toContain('Waiting 5 h');
    expect(article('BK00000005').textContent).not.toContain('Overdue');
    expect(article('BK00000025').textContent).toContain('Waiting 25 h');
    expect(article('BK00000025').textContent).toContain('Overdue: over 24 h');
    expect(article('BK00000050').textContent).toContain('Waiting 2 d');
    expect(article('BK00000050').textContent).toContain('Overdue: over 24 h');
    expect(article('BK00000050').querySelector('time')?.getAttribute('dateTime')).toBe(
      oldest.createdAt,
    );
  });

  it('marks no wait on reviewed orders', async () => {
    answer('GET', '/api/admin/orders', () => json(200, [VERIFIED]));
    await asStaff();
    expect(article('NG55501234').textContent).not.toContain('Waiting');
    expect(article('NG55501234').textContent).not.toContain('Overdue');
  });

  it('says when nothing waits, and shows every order with "All" or its button', async () => {
    answer('GET', '/api/admin/orders?status=pending', () => json(200, []));
    answer('GET', '/api/admin/orders', () => json(200, [VERIFIED]));
    await asStaff('/admin/orders');
    expect(text()).toContain('No payments are waiting for verification.');
    await settle(() => buttonByName(container, 'Show all orders').click());
    expect(window.location.search).toBe('?status=all');
    expect((labelled(container, 'Status') as HTMLSelectElement).value).toBe('all');
    expect(text()).toContain('1 order');

    // Back to the queue with the Status filter: the address drops the status again.
    setValue(labelled(container, 'Status'), 'pending');
    await settle(() => buttonByName(container, 'Search').click());
    expect(window.location.search).toBe('');
    expect(adminCalls().map((call) => call.url)).toEqual([
      '/api/admin/orders?status=pending',
      '/api/admin/orders',
      '/api/admin/orders?status=pending',
    ]);
  });
});

describe('AdminOrdersView: reviewing', () => {
  beforeEach(() => {
    answer('GET', '/api/admin/orders', () => json(200, [PENDING, VERIFIED]));
  });

  it('needs a reason to reject, checked before anything is sent', async () => {
    await asStaff();
    const reject = buttonByName(article('9AB3XK2LQ1'), 'Reject');
    act(() => {
      reject.focus();
      reject.click();
    });
    await settle();
    const open = dialog();
    expect(open.querySelector('h2')?.textContent).toBe('Reject payment');
    expect(open.getAttribute('aria-labelledby')).toBe(open.querySelector('h2')?.id);
    expect(open.textContent).toContain('9AB3XK2LQ1');
    const reason = labelled(open, 'Reason for rejecting');
    expect(document.activeElement).toBe(reason);

    setValue(reason, '   ');
    act(() => buttonByName(open, 'Reject payment').click());
    await settle();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    const errorId = reason
      .getAttribute('aria-describedby')
      ?.split(' ')
      .find((id) => id.endsWith('-error'));
    expect(errorId && document.getElementById(errorId)?.textContent).toBe(
      'Write the reason for rejecting; the learner will see it.',
    );
    expect(document.activeElement).toBe(reason);

    // Cancel closes it and puts focus back on the button that opened it.
    act(() => buttonByName(open, 'Cancel').click());
    await settle();
    expect(container.querySelector('dialog')).toBeNull();
    expect(document.activeElement).toBe(buttonByName(article('9AB3XK2LQ1'), 'Reject'));
  });

  it("verifies: 'Saving...' meanwhile, then the row shows Verified and a toast says so", async () => {
    await asStaff();
    const verify = buttonByName(article('9AB3XK2LQ1'), 'Verify');
    act(() => verify.click());
    await settle();
    const open = dialog();
    expect(open.querySelector('h2')?.textContent).toBe('Verify payment');
    let finish: (response: Response) => void = () => undefined;
    answer(
      'POST',
      '/api/admin/orders/o-pending/verify',
      () => new Promise<Response>((resolve) => (finish = resolve)),
    );
    act(() => buttonByName(open, 'Verify payment').click());
    await settle();
    expect(buttonByName(open, 'Saving...').disabled).toBe(true);
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/admin/orders/o-pending/verify',
      body: {},
    });

    await act(async () => {
      finish(
        new Response(
          JSON.stringify({
            ...PENDING,
            paymentStatus: 'verified',
            reviewerEmail: 'rafi@shikhon.example',
            reviewedAt: '2026-11-21T11:00:00.000Z',
          }),
          { status: 200 },
        ),
      );
      await Promise.resolve();
    });
    await settle();
    expect(container.querySelector('dialog')).toBeNull();
    const row = article('9AB3XK2LQ1');
    expect(row.textContent).toContain('Verified by rafi@shikhon.example on 21 Nov 2026, 17:00');
    expect(row.textContent).not.toContain('Pending verification');
    expect(row.querySelectorAll('button')).toHaveLength(0);
    expect(document.activeElement).toBe(row);
    expect(toastTexts()).toEqual([
      {
        title: 'Payment verified',
        description: 'nusrat@example.com is enrolled in Kubernetes Mastery and will be emailed.',
        variant: undefined,
      },
    ]);
    expect(adminCalls().filter((call) => call.method === 'GET')).toHaveLength(1);
  });

  it('rejects with the reason, and the row shows it', async () => {
    answer('POST', '/api/admin/orders/o-pending/reject', () =>
      json(200, {
        ...PENDING,
        paymentStatus: 'rejected',
        reviewerEmail: 'rafi@shikhon.example',
        reviewedAt: '2026-11-21T11:00:00.000Z',
        reviewNote: 'No such transaction in our bKash statement.',
      }),
    );
    await asStaff();
    act(() => buttonByName(article('9AB3XK2LQ1'), 'Reject').click());
    await settle();
    setValue(
      labelled(dialog(), 'Reason for rejecting'),
      ' No such transaction in our bKash statement. ',
    );
    act(() => buttonByName(dialog(), 'Reject payment').click());
    await settle();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      note: 'No such transaction in our bKash statement.',
    });
    const row = article('9AB3XK2LQ1');
    expect(row.textContent).toContain('Rejected by rafi@shikhon.example on 21 Nov 2026, 17:00');
    expect(row.textContent).toContain('Reason: No such transaction in our bKash statement.');
    expect(toastTexts()).toEqual([
      {
        title: 'Payment rejected',
        description: 'nusrat@example.com will be emailed the reason.',
        variant: undefined,
      },
    ]);
  });

  it("shows the server's note error beside the field and keeps the dialog open", async () => {
    answer('POST', '/api/admin/orders/o-pending/reject', () =>
      json(400, {
        error: {
          code: 'invalid_input',
          message: 'Some fields need correcting.',
          fields: { note: 'The note must be at most 500 characters.' },
        },
      }),
    );
    await asStaff();
    act(() => buttonByName(article('9AB3XK2LQ1'), 'Reject').click());
    await settle();
    setValue(labelled(dialog(), 'Reason for rejecting'), 'Wrong amount');
    act(() => buttonByName(dialog(), 'Reject payment').click());
    await settle();
    const reason = labelled(dialog(), 'Reason for rejecting');
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(dialog().textContent).toContain('The note must be at most 500 characters.');
    expect(buttonByName(dialog(), 'Reject payment').disabled).toBe(false);
  });

  it('when someone else reviewed it first (409): says so and reloads the list', async () => {
    const message = 'This order was already verified by another reviewer.';
    answer('POST', '/api/admin/orders/o-pending/verify', () =>
      json(409, { error: { code: 'order_not_pending', message } }),
    );
    await asStaff();
    answer('GET', '/api/admin/orders', () =>
      json(200, [
        {
          ...PENDING,
          paymentStatus: 'verified',
          reviewerEmail: 'mitu@shikhon.example',
          reviewedAt: '2026-11-21T10:30:00.000Z',
        },
        VERIFIED,
      ]),
    );
    act(() => buttonByName(article('9AB3XK2LQ1'), 'Verify').click());
    await settle();
    setValue(labelled(dialog(), 'Note (optional)'), 'Matched');
    act(() => buttonByName(dialog(), 'Verify payment').click());
    await settle();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ note: 'Matched' });
    expect(container.querySelector('dialog')).toBeNull();
    expect(toastTexts()).toEqual([
      { title: 'Already reviewed', description: message, variant: 'destructive' },
    ]);
    expect(adminCalls().filter((call) => call.method === 'GET')).toHaveLength(2);
    expect(article('9AB3XK2LQ1').textContent).toContain('Verified by mitu@shikhon.example');
  });
});

describe('AdminOrdersView: own orders and reused transaction IDs', () => {
  it("offers no Verify or Reject on the staff member's own pending order, and says why", async () => {
    const own = anAdminOrder({
      id: 'o-own',
      transactionId: 'OWN1234567',
      learnerEmail: 'rafi@shikhon.example',
      learnerName: 'Rafi',
      isOwnOrder: true,
    });
    answer('GET', '/api/admin/orders', () => json(200, [own, PENDING]));
    await asStaff();
    const card = article('OWN1234567');
    expect(card.querySelectorAll('button')).toHaveLength(0);
    expect(card.textContent).toContain(
      'This is your own order, so you cannot verify or reject it: another staff member must review it.',
    );
    // Someone else's pending order keeps its actions.
    expect(buttonByName(article('9AB3XK2LQ1'), 'Verify')).toBeTruthy();
  });

  it("says so when the server refuses a review of the reviewer's own order (403 own_order)", async () => {
    const message = 'Another staff member must review your own order.';
    answer('POST', '/api/admin/orders/o-pending/verify', () =>
      json(403, { error: { code: 'own_order', message } }),
    );
    answer('GET', '/api/admin/orders', () => json(200, [PENDING]));
    await asStaff();
    answer('GET', '/api/admin/orders', () => json(200, [{ ...PENDING, isOwnOrder: true }]));
    act(() => buttonByName(article('9AB3XK2LQ1'), 'Verify').click());
    await settle();
    act(() => buttonByName(dialog(), 'Verify payment').click());
    await settle();
    expect(toastTexts()).toEqual([
      { title: 'Your own order', description: message, variant: 'destructive' },
    ]);
    expect(text()).not.toContain('This area is for Shikhon Academy staff.');
    expect(article('9AB3XK2LQ1').querySelectorAll('button')).toHaveLength(0);
  });

  it('shows every other submission of the transaction ID on the order holding it', async () => {
    answer('GET', '/api/admin/orders', () =>
      json(200, [
        anAdminOrder({
          id: 'o-pending',
          transactionAttempts: [
            {
              learnerEmail: 'karim@example.com',
              learnerName: 'Karim Uddin',
              courseTitle: 'Docker Fundamentals',
              attemptedAt: '2026-11-21T11:00:00.000Z',
              sameLearner: false,
            },
            {
              learnerEmail: 'nusrat@example.com',
              learnerName: 'Nusrat Jahan',
              courseTitle: 'Terraform Infrastructure',
              attemptedAt: '2026-11-22T04:15:00.000Z',
              sameLearner: true,
            },
          ],
        }),
        VERIFIED,
      ]),
    );
    await asStaff();
    const list = article('9AB3XK2LQ1').querySelector(
      'ul[aria-label="Other submissions of this transaction ID"]',
    );
    expect([...(list?.querySelectorAll('li') ?? [])].map((item) => item.textContent)).toEqual([
      'Transaction ID also submitted by karim@example.com for Docker Fundamentals on 21 Nov 2026, 17:00',
      'Transaction ID also submitted by nusrat@example.com (this learner again) for Terraform Infrastructure on 22 Nov 2026, 10:15',
    ]);
    expect(article('NG55501234').querySelector('ul')).toBeNull();
  });
});

describe('AdminOrdersView: refunds', () => {
  const REFUND = {
    id: 'r1',
    status: 'pending' as const,
    requestedAt: '2026-11-23T04:00:00.000Z',
    reason: 'The course is too advanced for me.',
    decidedAt: null,
    declineReason: null,
    refundTransactionId: null,
    percentAtRequest: 5,
    daysAtRequest: 3,
    deciderEmail: null,
  };
  const REQUESTED = { ...VERIFIED, refund: REFUND };

  it('filters on refund requests and shows the request with what the rule measured', async () => {
    answer('GET', '/api/admin/orders?status=refund', () => json(200, [REQUESTED]));
    await asStaff('/admin/orders?status=refund');
    expect((labelled(container, 'Status') as HTMLSelectElement).value).toBe('refund');
    await settle();
    const card = article('NG55501234');
    expect(card.textContent).toContain(
      'Refund requested on 23 Nov 2026, 10:00, 3 days after verification, at 5% of the course.',
    );
    expect(card.textContent).toContain("Learner's reason: The course is too advanced for me.");
    expect(buttonByName(card, 'Decline refund')).toBeTruthy();
  });

  it('approves only with the refund transaction ID, then shows the order as refunded', async () => {
    answer('GET', '/api/admin/orders', () => json(200, [REQUESTED]));
    await asStaff();
    await settle();
    act(() => buttonByName(article('NG55501234'), 'Approve refund').click());
    await settle();
    const open = dialog();
    expect(open.querySelector('h2')?.textContent).toBe('Approve refund');
    expect(open.textContent).toContain('Refund ৳1,000 by Nagad to 01812345678');
    const field = labelled(open, 'Refund transaction ID');
    act(() => buttonByName(open, 'Approve refund').click());
    await settle();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    expect(open.textContent).toContain('Enter the transaction ID of the refund you sent.');

    answer('POST', '/api/admin/refunds/r1/approve', () =>
      json(200, {
        ...REFUND,
        status: 'approved',
        decidedAt: '2026-11-24T05:00:00.000Z',
        refundTransactionId: 'RF12345678',
        deciderEmail: 'rafi@shikhon.example',
      }),
    );
    setValue(field, 'rf12345678');
    act(() => buttonByName(open, 'Approve refund').click());
    await settle();
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/admin/refunds/r1/approve',
      body: { refundTransactionId: 'rf12345678' },
    });
    expect(container.querySelector('dialog')).toBeNull();
    const card = article('NG55501234');
    expect(card.textContent).toContain(
      'Refunded on 24 Nov 2026, 11:00 by rafi@shikhon.example. Refund transaction ID: RF12345678',
    );
    expect(card.textContent).not.toContain('Approve refund');
    expect(document.activeElement).toBe(card);
    // The badge says what became of the payment.
    expect([...card.querySelectorAll('span.rounded-full')].map((b) => b.textContent)).toEqual([
      'Refunded',
    ]);
    expect(toastTexts()).toEqual([
      {
        title: 'Refund approved',
        description: 'karim@example.com no longer has Docker Fundamentals and will be emailed.',
        variant: undefined,
      },
    ]);
  });
});

describe('AdminOrdersView: an approval refused because the learner went on learning', () => {
  const REFUND = {
    id: 'r2',
    status: 'pending' as const,
    requestedAt: '2026-11-23T04:00:00.000Z',
    reason: null,
    decidedAt: null,
    declineReason: null,
    refundTransactionId: null,
    percentAtRequest: 18,
    daysAtRequest: 3,
    deciderEmail: null,
  };
  const MESSAGE =
    'This refund cannot be approved: the learner has now completed 100% of this course (18% when they asked), and refunds are for courses under 20% complete. Decline the request with a reason instead.';

  it("shows the server's reason in the dialog and on the order, which then offers only Decline", async () => {
    answer('GET', '/api/admin/orders', () => json(200, [{ ...VERIFIED, refund: REFUND }]));
    await asStaff();
    await settle();
    act(() => buttonByName(article('NG55501234'), 'Approve refund').click());
    await settle();
    const open = dialog();
    answer('POST', '/api/admin/refunds/r2/approve', () =>
      json(409, { error: { code: 'refund_no_longer_eligible', message: MESSAGE } }),
    );
    setValue(labelled(open, 'Refund transaction ID'), 'RF24682468');
    act(() => buttonByName(open, 'Approve refund').click());
    await settle();
    // The dialog stays open and says why, where a screen reader announces it.
    expect(open.querySelector('[role="alert"]')?.textContent).toBe(MESSAGE);
    act(() => buttonByName(open, 'Cancel').click());
    await settle();
    expect(container.querySelector('dialog[open]')).toBeNull();

    const card = article('NG55501234');
    expect(card.textContent).toContain(`Approval refused: ${MESSAGE}`);
    expect(card.textContent).toContain('at 18% of the course.');
    expect([...card.querySelectorAll('button')].map((button) => button.textContent)).not.toContain(
      'Approve refund',
    );
    expect(buttonByName(card, 'Decline refund')).toBeTruthy();
    expect(toastTexts()).toEqual([]);
  });
});

describe('StaffHome (/admin)', () => {
  const home = (session: SessionState) =>
    dom.hydrate(<StaffHome onSignedOut={signedOut} getSession={sessionOf(session)} />, {
      url: '/admin',
    });

  it('gives staff the way to payment review and says who is staff', async () => {
    await home(STAFF);
    const link = [...container.querySelectorAll('a')].find(
      (a) => a.textContent === 'Payment review',
    );
    expect(link?.getAttribute('href')).toBe('/admin/orders');
    expect(text()).toContain('ADMIN_EMAILS');
    expect(text()).toContain('npm run staff -- grant someone@example.com');
  });

  it('tells a learner the area is for staff', async () => {
    await home(LEARNER);
    expect(text()).toContain('This area is for Shikhon Academy staff.');
    expect(text()).not.toContain('Payment review');
  });

  it('sends a signed-out visitor to /auth', async () => {
    await home(SIGNED_OUT);
    expect(signedOut).toHaveBeenCalledTimes(1);
  });
});

describe('AdminOrdersView: a list longer than one page', () => {
  /** `count` verified orders, ids and transaction IDs numbered from `from`. */
  const orders = (from: number, count: number) =>
    Array.from({ length: count }, (_, index) =>
      anAdminOrder({
        id: `o-${from + index}`,
        transactionId: `TX${String(from + index).padStart(8, '0')}`,
        paymentStatus: 'verified',
      }),
    );
  const countLine = () => container.querySelector('[aria-live="polite"]')?.textContent;

  // The server cuts at 500 (admin-lists.test.ts); the page goes by its Link header, whatever
  // the size: a short first page keeps this test quick.
  it('says it shows the first page only and loads the rest with "Load more orders"', async () => {
    answer('GET', '/api/admin/orders?method=bkash', () =>
      Promise.resolve(
        new Response(JSON.stringify(orders(0, 5)), {
          status: 200,
          headers: {
            'Content-Type': 'application/json',
            Link: '</api/admin/orders?method=bkash&page=2>; rel="next"',
          },
        }),
      ),
    );
    // The second page repeats one order (its place moved meanwhile): it is shown once.
    answer('GET', '/api/admin/orders?method=bkash&page=2', () =>
      json(200, [...orders(4, 1), ...orders(5, 3)]),
    );
    await asStaff('/admin/orders?status=all&method=bkash');
    expect(countLine()).toBe('Showing the first 5 orders');
    expect(container.querySelectorAll('article')).toHaveLength(5);
    // The button's code comes with the first list that needs it (loaded in beforeAll here).
    await settle();
    buttonByName(container, 'Load more orders');
    expect(text()).toContain('Showing the first 5 orders. There are more.');

    await settle(() => buttonByName(container, 'Load more orders').click());
    await vi.waitFor(() => expect(container.querySelectorAll('article')).toHaveLength(8));
    expect(countLine()).toBe('8 orders');
    expect(text()).not.toContain('There are more.');
    expect(() => buttonByName(container, 'Load more orders')).toThrow();
    expect(calls.map((call) => call.url).filter((url) => url.startsWith('/api/admin'))).toEqual([
      '/api/admin/orders?method=bkash',
      '/api/admin/orders?method=bkash&page=2',
    ]);
  });

  it('shows no "Load more" for a list that fits one page', async () => {
    answer('GET', '/api/admin/orders', () => json(200, orders(0, 3)));
    await asStaff();
    expect(countLine()).toBe('3 orders');
    expect(text()).not.toContain('There are more.');
    expect(() => buttonByName(container, 'Load more orders')).toThrow();
  });
});

describe('AdminOrdersView: how each order was paid, and bKash', () => {
  const ERRORS = Array.from({ length: 10 }, (_, index) => ({
    at: `2026-11-30T04:${String(11 - index).padStart(2, '0')}:00.000Z`,
    call: index === 0 ? 'refund' : 'status',
    code: index === 0 ? '2071' : 'timeout',
    message: index === 0 ? 'Refund amount exceeds the paid amount' : 'bKash did not answer',
  }));
  const AUTOMATIC = anAdminOrder({
    id: 'o-auto',
    transactionId: 'BKAUTO1234',
    paymentStatus: 'pending',
    paidVia: 'bkash_checkout',
    bkashPaymentId: 'TR0011ABCDEFGHIJ1234',
    checkNote: 'bKash reported amount ৳4,000, not ৳4,900',
    bkashErrors: ERRORS,
    bkashErrorCount: 12,
  });
  const CHECKED = anAdminOrder({
    id: 'o-checked',
    transactionId: 'BKCHECK123',
    paymentStatus: 'verified',
    reviewedAt: '2026-11-30T04:00:00.000Z',
    paidVia: 'bkash_checked',
    bkashErrors: ERRORS.slice(1, 2),
    bkashErrorCount: 1,
  });
  /** The card's terms and what each says (both lists of the card). */
  function details(card: HTMLElement): Record<string, string> {
    return Object.fromEntries(
      [...card.querySelectorAll('dt')].map((term) => [
        term.textContent,
        term.nextElementSibling?.textContent ?? '',
      ]),
    );
  }

  it('says how each order was paid, with its bKash paymentID, check note and errors', async () => {
    answer('GET', '/api/admin/orders', () => json(200, [AUTOMATIC, CHECKED, VERIFIED]));
    await asStaff();
    const automatic = article('BKAUTO1234');
    // the check note and errors come in a chunk of their own, loaded when there are some
    await vi.waitFor(() => expect(automatic.querySelector('details')).not.toBeNull());
    expect(details(automatic)).toMatchObject({
      'Transaction ID': 'BKAUTO1234',
      'How paid': 'bKash automatic',
      'bKash paymentID': 'TR0011ABCDEFGHIJ1234',
    });
    expect(automatic.textContent).toContain(
      'Sent to staff by the automatic check: bKash reported amount ৳4,000, not ৳4,900',
    );
    const errors = automatic.querySelector('details');
    expect(errors?.open).toBe(false);
    expect(errors?.querySelector('summary')?.textContent).toBe(
      '12 bKash API errors (the latest 10 below)',
    );
    const items = [...(errors?.querySelectorAll('ul[aria-label="bKash API errors"] li') ?? [])];
    expect(items).toHaveLength(10);
    expect(items[0]?.textContent).toBe(
      '30 Nov 2026, 10:11 · refund · 2071Refund amount exceeds the paid amount',
    );
    expect(items[0]?.querySelector('time')?.getAttribute('dateTime')).toBe(ERRORS[0]?.at);

    const checked = article('BKCHECK123');
    expect(details(checked)['How paid']).toBe('Checked with bKash');
    expect(details(checked)).not.toHaveProperty('bKash paymentID');
    expect(checked.querySelector('summary')?.textContent).toBe('1 bKash API error');
    expect(checked.textContent).not.toContain('automatic check');

    const manual = article('NG55501234');
    expect(details(manual)['How paid']).toBe('Manual');
    expect(manual.querySelector('details')).toBeNull();
  });

  it('filters on how the order was paid, kept in the address', async () => {
    answer('GET', '/api/admin/orders', () => json(200, [AUTOMATIC, VERIFIED]));
    answer('GET', '/api/admin/orders?paid=bkash_checkout', () => json(200, [AUTOMATIC]));
    await asStaff();
    const paid = labelled(container, 'How paid') as HTMLSelectElement;
    expect([...paid.options].map((option) => [option.value, option.text])).toEqual([
      ['', 'Any way'],
      ['bkash_checkout', 'bKash automatic'],
      ['bkash_checked', 'Checked with bKash'],
      ['manual', 'Manual'],
    ]);
    setValue(paid, 'bkash_checkout');
    await settle(() => buttonByName(container, 'Search').click());
    expect(window.location.search).toBe('?status=all&paid=bkash_checkout');
    expect(adminCalls().map((call) => call.url)).toEqual([
      '/api/admin/orders',
      '/api/admin/orders?paid=bkash_checkout',
    ]);
    expect(text()).toContain('1 order');

    // Nothing paid that way: 'Show all orders' clears this filter too.
    dom.unmount();
    answer('GET', '/api/admin/orders?paid=manual', () => json(200, []));
    await asStaff('/admin/orders?status=all&paid=manual');
    expect((labelled(container, 'How paid') as HTMLSelectElement).value).toBe('manual');
    await settle(() => buttonByName(container, 'Show all orders').click());
    expect(window.location.search).toBe('?status=all');
  });
});
