// @vitest-environment jsdom
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settle, setValue } from '../../../../tests/helpers/dom';
import { buttonByName } from '../../../../tests/helpers/queries';
import { LEARNER, sessionOf, SIGNED_OUT, STAFF } from '../../../../tests/helpers/sessions';
import { setupStaffPage } from '../../../../tests/helpers/staff-page';
import type { BkashReconciliation, ReconciliationRow } from '../../../shared/schemas/bkash-admin';
import type { SessionState } from '../../lib/session';
import { AdminBkashView } from './admin-bkash-view';

const API = '/api/admin/bkash/reconciliation';

function aRow(overrides: Partial<ReconciliationRow> = {}): ReconciliationRow {
  return {
    orderId: 'o-1',
    paymentId: 'TR0011ABCD',
    trxId: 'BKX1000001',
    paidVia: 'bkash_checkout',
    orderStatus: 'verified',
    learnerEmail: 'nusrat@example.com',
    courseTitle: 'Kubernetes Mastery',
    amount: 4900,
    paidAt: '2026-11-30T04:00:00.000Z',
    bkash: {
      status: 'Completed',
      amount: 4900,
      organizationShortCode: 'SHIKHON01',
      completedTime: '2026-11-30T04:00:00.000Z',
    },
    differences: [],
    ...overrides,
  };
}

function aReport(rows: ReconciliationRow[], date = '2026-12-01'): BkashReconciliation {
  return {
    date,
    shortCode: 'SHIKHON01',
    simulated: false,
    rows,
    totals: {
      rows: rows.length,
      differing: rows.filter((row) => row.differences.length > 0).length,
      ours: rows.reduce((sum, row) => sum + row.amount, 0),
      bkash: rows.reduce(
        (sum, row) => sum + (row.bkash?.status === 'Completed' ? row.bkash.amount : 0),
        0,
      ),
    },
    eventsCount: 3,
  };
}

const MATCHING = aRow();
const UNKNOWN = aRow({
  orderId: 'o-2',
  paymentId: null,
  trxId: 'BKX2000002',
  paidVia: 'bkash_checked',
  learnerEmail: 'karim@example.com',
  courseTitle: 'Docker Fundamentals',
  amount: 1000,
  paidAt: '2026-11-30T05:30:00.000Z',
  bkash: null,
  differences: ['bKash does not know this transaction ID', 'Refunded through bKash'],
});
const ORPHAN = aRow({
  orderId: null,
  paymentId: 'TR0099',
  trxId: 'BKX3000003',
  paidVia: null,
  orderStatus: null,
  amount: 5500,
  paidAt: '2026-11-30T06:00:00.000Z',
  bkash: {
    status: 'Completed',
    amount: 5500,
    organizationShortCode: 'SHIKHON01',
    completedTime: '2026-11-30T06:00:00.000Z',
  },
  differences: ['Completed bKash payment with no order'],
});

const { dom, container, answer, json, signedOut, text, adminCalls } = setupStaffPage();

const view = (url = '/admin/bkash', session: SessionState = STAFF) =>
  dom.hydrate(<AdminBkashView onSignedOut={signedOut} getSession={sessionOf(session)} />, {
    url,
  });

function dayField(): HTMLInputElement {
  const label = [...container.querySelectorAll('label')].find(
    (candidate) => candidate.textContent === 'Day (Bangladesh time)',
  );
  const field = label ? document.getElementById(label.htmlFor) : null;
  if (!(field instanceof HTMLInputElement)) throw new Error('no day field');
  return field;
}

/** The table as a reader hears it: each body row's header and cells. */
function tableRows(): string[][] {
  return [...container.querySelectorAll('tbody tr')].map((row) =>
    [...row.children].map((cell) => cell.textContent ?? ''),
  );
}

beforeEach(() => {
  // 02:00 on 1 December in Dhaka, still 30 November in UTC: "today" is Dhaka's day.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-30T20:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('AdminBkashView (/admin/bkash)', () => {
  it('is prerendered as an access check, and is for staff only', async () => {
    const html = renderToString(<AdminBkashView getSession={sessionOf(STAFF)} />);
    expect(html).toMatch(/<p role="status"[^>]*>Checking your access...<\/p>/);
    await view('/admin/bkash', LEARNER);
    expect(text()).toContain('This area is for Shikhon Academy staff.');
    dom.unmount();
    await view('/admin/bkash', SIGNED_OUT);
    expect(signedOut).toHaveBeenCalledTimes(1);
    expect(adminCalls()).toEqual([]);
  });

  it("opens on today in Dhaka and shows each payment beside bKash's answer, and the totals", async () => {
    answer('GET', `${API}?date=2026-12-01`, () => json(200, aReport([MATCHING, UNKNOWN, ORPHAN])));
    await view();
    expect(adminCalls().map((call) => call.url)).toEqual([`${API}?date=2026-12-01`]);
    expect(dayField().value).toBe('2026-12-01');
    expect(dayField().max).toBe('2026-12-01');
    expect(container.querySelector('[aria-live="polite"]')?.textContent).toBe(
      'December 1, 2026: 3 payments, 2 differ',
    );

    const table = container.querySelector('table');
    expect(table?.querySelector('caption')?.textContent).toBe(
      'bKash payments completed on December 1, 2026 (Bangladesh time)',
    );
    // The table scrolls inside a region named by its caption (a phone is narrower than it).
    const region = table?.closest('[role="region"]');
    expect(region?.getAttribute('aria-labelledby')).toBe(table?.querySelector('caption')?.id);
    expect(region?.getAttribute('tabindex')).toBe('0');
    expect(
      [...(table?.querySelectorAll('thead th') ?? [])].map((th) => [
        th.textContent,
        th.getAttribute('scope'),
      ]),
    ).toEqual([
      ['trxID', 'col'],
      ['Paid at', 'col'],
      ['Our record', 'col'],
      ['Our amount', 'col'],
      ['bKash says', 'col'],
      ['Result', 'col'],
    ]);
    expect(
      [...(table?.querySelectorAll('tbody th') ?? [])].map((th) => th.getAttribute('scope')),
    ).toEqual(['row', 'row', 'row']);
    expect(tableRows()).toEqual([
      [
        'BKX1000001',
        '30 Nov 2026, 10:00',
        'nusrat@example.comKubernetes MasterybKash automatic · TR0011ABCD',
        '৳4,900',
        'Completed, ৳4,900to SHIKHON01',
        'Matches',
      ],
      [
        'BKX2000002',
        '30 Nov 2026, 11:30',
        'karim@example.comDocker FundamentalsChecked with bKash',
        '৳1,000',
        'No answer',
        'Differs: bKash does not know this transaction ID; Refunded through bKash',
      ],
      [
        'BKX3000003',
        '30 Nov 2026, 12:00',
        'nusrat@example.comKubernetes MasteryNo order · TR0099',
        '৳5,500',
        'Completed, ৳5,500to SHIKHON01',
        'Differs: Completed bKash payment with no order',
      ],
    ]);
    expect(
      [...(table?.querySelectorAll('tfoot tr > *') ?? [])].map((cell) => cell.textContent),
    ).toEqual(['Totals', '৳11,400', '৳10,400', 'Totals differ by ৳1,000 (ours is more)']);

    const figures = Object.fromEntries(
      [...container.querySelectorAll('dl dt')].map((term) => [
        term.textContent,
        term.nextElementSibling?.textContent,
      ]),
    );
    expect(figures).toEqual({
      Payments: '3',
      Differ: '2',
      'Our total': '৳11,400',
      "bKash's total": '৳10,400',
      'bKash API errors that day': '3',
    });
  });

  it('shows the day asked for in the address, and another day on Show', async () => {
    answer('GET', `${API}?date=2026-11-29`, () => json(200, aReport([MATCHING], '2026-11-29')));
    answer('GET', `${API}?date=2026-11-30`, () => json(200, aReport([], '2026-11-30')));
    await view('/admin/bkash?date=2026-11-29');
    expect(dayField().value).toBe('2026-11-29');
    expect(tableRows()).toHaveLength(1);

    setValue(dayField(), '2026-11-30');
    expect(adminCalls()).toHaveLength(1); // nothing is asked before 'Show'
    await settle(() => buttonByName(container, 'Show').click());
    expect(window.location.search).toBe('?date=2026-11-30');
    expect(adminCalls().map((call) => call.url)).toEqual([
      `${API}?date=2026-11-29`,
      `${API}?date=2026-11-30`,
    ]);
    expect(container.querySelector('table')).toBeNull();
    expect(text()).toContain('No bKash payments completed on November 30, 2026.');

    // 'Show' on the same day asks bKash again.
    await settle(() => buttonByName(container, 'Show').click());
    expect(adminCalls()).toHaveLength(3);
  });

  it('says when bKash is not set up on this server', async () => {
    const message =
      "bKash's merchant API is not set up on this server, so there is nothing to reconcile.";
    answer('GET', `${API}?date=2026-12-01`, () =>
      json(404, { error: { code: 'bkash_off', message } }),
    );
    await view();
    expect(text()).toContain(message);
    expect(container.querySelector('table')).toBeNull();
    expect(container.querySelector('[role="alert"]')).toBeNull();
  });

  it('says when the reconciliation failed, and tries again', async () => {
    answer('GET', `${API}?date=2026-12-01`, () =>
      json(500, { error: { code: 'internal', message: 'Something went wrong.' } }),
    );
    await view();
    const alert = container.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain(
      'We could not reconcile December 1, 2026. Something went wrong.',
    );
    answer('GET', `${API}?date=2026-12-01`, () => json(200, aReport([MATCHING])));
    act(() => buttonByName(container, 'Try again').click());
    await settle();
    expect(adminCalls()).toHaveLength(2);
    expect(tableRows()[0]?.at(-1)).toBe('Matches');
    expect(text()).toContain('Totals match');
  });

  it('sends a visitor whose session ended to sign in, and shows the staff notice on 403', async () => {
    answer('GET', `${API}?date=2026-12-01`, () =>
      json(403, { error: { code: 'forbidden', message: 'Staff only.' } }),
    );
    await view();
    expect(text()).toContain('This area is for Shikhon Academy staff.');
    dom.unmount();
    answer('GET', `${API}?date=2026-12-01`, () =>
      json(401, { error: { code: 'unauthenticated', message: 'Please sign in first.' } }),
    );
    await view();
    expect(signedOut).toHaveBeenCalledTimes(1);
  });
});
