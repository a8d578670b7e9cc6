import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBkashSearch, FAKE_SHORT_CODE } from '../../../../tests/helpers/fake-bkash-search';
import { newTransactionId } from '../../../../tests/helpers/orders';
import { insertUser, type TestUser } from '../../../../tests/helpers/service-database';
import {
  announceSkippedEngines,
  createTestDatabase,
  ENGINES,
  type TestDatabase,
} from '../../../../tests/helpers/test-databases';
import { parseReconciliationDate } from '../../../shared/schemas/bkash-admin';
import type { DatabaseSchema } from '../../db/schema';
import { bkashReconciliation, RECONCILIATION_SEARCHES_AT_ONCE } from './admin-bkash.service';

announceSkippedEngines();

describe('parseReconciliationDate', () => {
  it('takes a real YYYY-MM-DD day, today when none is given, and nothing else', () => {
    expect(parseReconciliationDate('2026-11-30', '2026-12-01')).toBe('2026-11-30');
    expect(parseReconciliationDate(' 2024-02-29 ', '2026-12-01')).toBe('2024-02-29');
    expect(parseReconciliationDate(undefined, '2026-12-01')).toBe('2026-12-01');
    expect(parseReconciliationDate('', '2026-12-01')).toBe('2026-12-01');
    for (const bad of ['2026-02-30', '2026-13-01', '30-11-2026', '2026-11-30T00:00', 'today']) {
      expect(parseReconciliationDate(bad, '2026-12-01'), bad).toBeUndefined();
    }
  });
});

// 30 November in Dhaka runs from 29 Nov 18:00 UTC to 30 Nov 18:00 UTC.
const DAY = '2026-11-30';
const IN_DAY = '2026-11-30T04:00:00.000Z';

describe.each(ENGINES)('bkashReconciliation (%s)', (engine) => {
  let testDb: TestDatabase;
  let db: Kysely<DatabaseSchema>;
  let learner: TestUser;

  beforeEach(async () => {
    testDb = await createTestDatabase(engine);
    db = testDb.database.db;
    learner = await insertUser(testDb.database, 'Nusrat Jahan');
  });
  afterEach(async () => {
    await testDb.cleanup();
  });

  /** A checkout payment bKash completed, and (unless `order` is false) the order it wrote. */
  async function checkoutPaid(options: {
    at?: string;
    amount?: number;
    trxId?: string;
    order?: boolean;
    orderStatus?: 'pending' | 'verified' | 'rejected';
    checkNote?: string | null;
    paymentState?: 'completed' | 'initiated';
  }) {
    const orderId = randomUUID();
    const paymentId = `TR00${randomUUID().slice(0, 8)}`;
    const trxId = options.trxId ?? newTransactionId();
    const at = options.at ?? IN_DAY;
    const completed = (options.paymentState ?? 'completed') === 'completed';
    await db
      .insertInto('bkash_payments')
      .values({
        payment_id: paymentId,
        order_id: orderId,
        user_id: learner.id,
        course_id: `course-${randomUUID().slice(0, 6)}`,
        course_title: 'Kubernetes Mastery',
        amount: options.amount ?? 1000,
        state: options.paymentState ?? 'completed',
        created_at: at,
        updated_at: at,
        trx_id: completed ? trxId : null,
        customer_msisdn: completed ? '01712345678' : null,
        completed_at: completed ? at : null,
        last_error: null,
      })
      .execute();
    if (options.order !== false) {
      await insertOrder({
        id: orderId,
        paidVia: 'bkash_checkout',
        paymentId,
        trxId,
        at,
        amount: options.amount,
        status: options.orderStatus,
        checkNote: options.checkNote,
      });
    }
    return { orderId, paymentId, trxId };
  }

  async function insertOrder(order: {
    id?: string;
    paidVia: 'bkash_checkout' | 'bkash_checked' | null;
    paymentId?: string | null;
    trxId?: string;
    at?: string;
    amount?: number;
    status?: 'pending' | 'verified' | 'rejected';
    checkNote?: string | null;
  }) {
    const id = order.id ?? randomUUID();
    const at = order.at ?? IN_DAY;
    const status = order.status ?? 'verified';
    await db
      .insertInto('orders')
      .values({
        id,
        user_id: learner.id,
        course_id: `course-${randomUUID().slice(0, 6)}`,
        course_title: 'Kubernetes Mastery',
        amount: order.amount ?? 1000,
        payment_method: 'bkash',
        mobile_number: '01712345678',
        transaction_id: order.trxId ?? newTransactionId(),
        payment_status: status,
        created_at: at,
        reviewed_by: null,
        reviewed_at: status === 'pending' ? null : at,
        review_note: null,
        paid_via: order.paidVia,
        bkash_payment_id: order.paymentId ?? null,
        check_note: order.checkNote ?? null,
      })
      .execute();
    return id;
  }

  async function insertRefund(orderId: string, payout: 'paid' | 'failed' | null) {
    await db
      .insertInto('refund_requests')
      .values({
        id: randomUUID(),
        order_id: orderId,
        user_id: learner.id,
        course_id: 'kubernetes-mastery',
        requested_at: IN_DAY,
        reason: null,
        status: 'approved',
        decided_by: null,
        decided_at: IN_DAY,
        decline_reason: null,
        refund_transaction_id: 'RF12345678',
        percent_at_request: 0,
        days_at_request: 0,
        payout,
        payout_error: payout === 'failed' ? 'Refund amount exceeds the paid amount' : null,
        payout_at: payout ? IN_DAY : null,
      })
      .execute();
  }

  async function insertEvent(at: string, orderId: string | null = null) {
    await db
      .insertInto('bkash_events')
      .values({
        id: randomUUID(),
        at,
        call: 'execute',
        order_id: orderId,
        payment_id: null,
        code: 'timeout',
        message: 'bKash did not answer execute within 30 s',
      })
      .execute();
  }

  it('lists the day’s bKash orders beside bKash’s answers and says what differs', async () => {
    const matching = await checkoutPaid({ at: '2026-11-29T18:00:00.000Z', trxId: 'AAMATCH001' });
    await checkoutPaid({ trxId: 'BBUNKNOWN1' });
    const failed = await checkoutPaid({ trxId: 'CCFAILED01' });
    await checkoutPaid({ trxId: 'DDAMOUNT01', amount: 4900 });
    await checkoutPaid({ trxId: 'EEOTHER001' });
    const orphan = await checkoutPaid({ trxId: 'FFORPHAN01', order: false, amount: 5500 });
    const refunded = await checkoutPaid({ trxId: 'GGREFUND01' });
    await insertRefund(refunded.orderId, 'paid');
    const typed = await insertOrder({ paidVia: 'bkash_checked', trxId: 'HHTYPED001' });
    // verified as paid through checkout, but its payment never completed
    const unpaid = await checkoutPaid({ trxId: 'IIUNPAID01', paymentState: 'initiated' });
    const review = await checkoutPaid({
      trxId: 'JJREVIEW01',
      orderStatus: 'pending',
      checkNote: 'bKash reported amount ৳900, not ৳1000',
      amount: 900,
    });
    // Not that day's, or not through bKash's API: left out.
    await checkoutPaid({ at: '2026-11-29T17:59:59.999Z', trxId: 'XXBEFORE01' });
    await checkoutPaid({ at: '2026-11-30T18:00:00.000Z', trxId: 'XXAFTER001' });
    await insertOrder({ paidVia: null, trxId: 'XXMANUAL01' });

    const client = fakeBkashSearch({
      AAMATCH001: {},
      CCFAILED01: { transactionStatus: 'Failed' },
      DDAMOUNT01: { amount: 4000 },
      EEOTHER001: { organizationShortCode: 'OTHER99' },
      FFORPHAN01: { amount: 5500 },
      GGREFUND01: {},
      HHTYPED001: {},
      IIUNPAID01: {},
      JJREVIEW01: { amount: 900 },
    });
    const result = await bkashReconciliation({ db, client }, DAY);

    const byTrx = new Map(result.rows.map((row) => [row.trxId, row]));
    expect([...byTrx.keys()].sort()).toEqual([
      'AAMATCH001',
      'BBUNKNOWN1',
      'CCFAILED01',
      'DDAMOUNT01',
      'EEOTHER001',
      'FFORPHAN01',
      'GGREFUND01',
      'HHTYPED001',
      'IIUNPAID01',
      'JJREVIEW01',
    ]);
    // Oldest first: the payment completed at midnight in Dhaka leads.
    expect(result.rows[0]?.trxId).toBe('AAMATCH001');
    expect(byTrx.get('AAMATCH001')).toMatchObject({
      orderId: matching.orderId,
      paymentId: matching.paymentId,
      paidVia: 'bkash_checkout',
      orderStatus: 'verified',
      learnerEmail: learner.email,
      amount: 1000,
      bkash: {
        status: 'Completed',
        amount: 1000,
        organizationShortCode: FAKE_SHORT_CODE,
        completedTime: '2026-11-30T04:00:00.000Z',
      },
      differences: [],
    });
    expect(byTrx.get('HHTYPED001')).toMatchObject({
      orderId: typed,
      paymentId: null,
      paidVia: 'bkash_checked',
      differences: [],
    });
    const differences = (trxId: string) => byTrx.get(trxId)?.differences;
    expect(differences('BBUNKNOWN1')).toEqual(['bKash does not know this transaction ID']);
    expect(byTrx.get('BBUNKNOWN1')?.bkash).toBeNull();
    expect(differences('CCFAILED01')).toEqual(['bKash says Failed, not Completed']);
    expect(differences('DDAMOUNT01')).toEqual(['bKash amount ৳4,000, ours ৳4,900']);
    expect(differences('EEOTHER001')).toEqual([`Paid to OTHER99, not ${FAKE_SHORT_CODE}`]);
    expect(byTrx.get('FFORPHAN01')).toMatchObject({
      orderId: null,
      paymentId: orphan.paymentId,
      paidVia: null,
      orderStatus: null,
      amount: 5500,
      differences: ['Completed bKash payment with no order'],
    });
    expect(differences('GGREFUND01')).toEqual(['Refunded through bKash (refund trxID RF12345678)']);
    expect(differences('IIUNPAID01')).toEqual([
      'Order verified but its bKash payment is initiated, not completed',
    ]);
    expect(byTrx.get('IIUNPAID01')?.orderId).toBe(unpaid.orderId);
    expect(differences('JJREVIEW01')).toEqual([
      'Order is waiting for staff: bKash reported amount ৳900, not ৳1000',
    ]);
    expect(byTrx.get('JJREVIEW01')?.orderId).toBe(review.orderId);

    // Each trxID searched once, tagged with its order; nothing else asked of bKash.
    expect(client.searches.map((search) => search.trxId).sort()).toEqual([...byTrx.keys()].sort());
    expect(client.searches.find((search) => search.trxId === 'CCFAILED01')?.orderId).toBe(
      failed.orderId,
    );
    expect(
      client.searches.find((search) => search.trxId === 'FFORPHAN01')?.orderId,
    ).toBeUndefined();

    expect(result).toMatchObject({
      date: DAY,
      shortCode: FAKE_SHORT_CODE,
      simulated: true,
      totals: {
        rows: 10,
        differing: 8,
        // ours: seven orders of ৳1,000, and ৳4,900, ৳5,500 and ৳900
        ours: 18_300,
        // what bKash reports Completed: not the unknown trxID nor the Failed one, ৳4,000 not ৳4,900
        bkash: 15_400,
      },
      eventsCount: 0,
    });
  });

  it('tells a search bKash could not answer from a trxID bKash does not know', async () => {
    await checkoutPaid({ trxId: 'KKTIMEOUT1' });
    const client = fakeBkashSearch({
      KKTIMEOUT1: () => ({
        ok: false,
        kind: 'unclear',
        code: 'timeout',
        message: 'bKash did not answer general/searchTransaction within 30 s',
      }),
    });
    const result = await bkashReconciliation({ db, client }, DAY);
    expect(result.rows.map((row) => row.differences)).toEqual([
      [
        'bKash could not be asked (timeout: bKash did not answer general/searchTransaction within 30 s)',
      ],
    ]);
    expect(result.totals).toEqual({ rows: 1, differing: 1, ours: 1000, bkash: 0 });
  });

  it('flags one trxID on two rows, and a refund that failed at bKash', async () => {
    // The orders table holds a trxID once; a payment without an order can share it.
    await checkoutPaid({ trxId: 'LLTWICE001', order: false });
    const typed = await insertOrder({ paidVia: 'bkash_checked', trxId: 'LLTWICE001' });
    await insertRefund(typed, 'failed');
    const client = fakeBkashSearch({ LLTWICE001: {} });
    const result = await bkashReconciliation({ db, client }, DAY);
    expect(client.searches).toHaveLength(1);
    expect(result.rows.find((row) => row.orderId === typed)?.differences).toEqual([
      'Same transaction ID as another row',
      'bKash refund failed: Refund amount exceeds the paid amount',
    ]);
    expect(result.rows.find((row) => row.orderId === null)?.differences).toEqual([
      'Completed bKash payment with no order',
      'Same transaction ID as another row',
    ]);
    // bKash's sum counts the transaction once; ours counts both rows.
    expect(result.totals).toMatchObject({ ours: 2000, bkash: 1000, differing: 2 });
  });

  it('flags an order verified as paid through checkout with no bKash payment at all', async () => {
    const id = await insertOrder({ paidVia: 'bkash_checkout', trxId: 'NNNOPAY001' });
    const client = fakeBkashSearch({ NNNOPAY001: {} });
    const result = await bkashReconciliation({ db, client }, DAY);
    expect(result.rows).toMatchObject([
      {
        orderId: id,
        paymentId: null,
        differences: ['Order verified but no bKash payment is recorded for it'],
      },
    ]);
  });

  it('counts the day’s bKash API errors, and searches at most 5 trxIDs at once', async () => {
    await insertEvent('2026-11-29T18:00:00.000Z');
    await insertEvent('2026-11-30T17:59:59.999Z', randomUUID());
    await insertEvent('2026-11-29T17:59:59.999Z');
    await insertEvent('2026-11-30T18:00:00.000Z');
    const known: Record<string, object> = {};
    for (let index = 0; index < 12; index += 1) {
      const trxId = `MM${String(index).padStart(8, '0')}`;
      known[trxId] = {};
      await checkoutPaid({ trxId });
    }
    const client = fakeBkashSearch(known, { delayMs: 20 });
    const result = await bkashReconciliation({ db, client }, DAY);
    expect(result.eventsCount).toBe(2);
    expect(result.totals).toEqual({ rows: 12, differing: 0, ours: 12_000, bkash: 12_000 });
    expect(client.searches).toHaveLength(12);
    expect(client.mostAtOnce).toBe(RECONCILIATION_SEARCHES_AT_ONCE);
  });

  it('answers an empty day with nothing to search', async () => {
    await checkoutPaid({ at: '2026-11-28T04:00:00.000Z' });
    const client = fakeBkashSearch({});
    const result = await bkashReconciliation({ db, client }, DAY);
    expect(result.rows).toEqual([]);
    expect(result.totals).toEqual({ rows: 0, differing: 0, ours: 0, bkash: 0 });
    expect(client.searches).toEqual([]);
  });
});
