import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../tests/helpers/http-client';
import { hundredItemCourse } from '../../../../tests/helpers/learning-content';
import { insertPaidOrder } from '../../../../tests/helpers/orders';
import { signedInLearner } from '../../../../tests/helpers/signed-in-learner';
import { ENGINES } from '../../../../tests/helpers/test-databases';
import { startTestServer, type TestServer } from '../../../../tests/helpers/test-server';
import type { AdminOrder } from '../../../shared/schemas/order';
import type { AdminRefund, RefundRequestView } from '../../../shared/schemas/refund';
import type { LearningContent } from '../../content/content-types';
import { createBkashClient } from '../../payments/bkash-client';
import {
  startBkashSimulator,
  type BkashSimulator,
} from '../../payments/bkash-simulator/start-simulator';
import { PAYING_WALLETS } from '../../payments/bkash-simulator/wallets';
import type { BkashClient } from '../../payments/bkash-types';
import { grantStaff } from '../../staff/staff.service';

interface ErrorBody {
  error: { code: string; message: string };
}

const COURSE = 'docker-fundamentals';
const PRICE = 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

function content(): LearningContent {
  return { courses: new Map([[COURSE, hundredItemCourse(COURSE)]]), labs: new Map() };
}

/**
 * Refunds of orders paid through bKash's Tokenized Checkout go back through bKash's refund API
 * when staff approve them: through HTTP, against the bKash simulator, on each database. The
 * money must never go back twice: every call the academy makes to bKash is counted.
 */
describe.each(ENGINES)('refunds through bKash on %s', (engine) => {
  let simulator: BkashSimulator;
  let server: TestServer;
  let bkash: BkashClient;
  let staff: TestClient;
  /** The refund calls the academy made, in order: 'refund' moves money, 'status' asks. */
  let calls: { call: 'refund' | 'status'; paymentId: string }[] = [];

  beforeAll(async () => {
    simulator = await startBkashSimulator();
    server = await startTestServer(
      engine,
      {},
      {
        content: content(),
        bkash: (database) => {
          const client = createBkashClient({
            db: database.db,
            settings: {
              baseUrl: simulator.baseUrl,
              appKey: simulator.credentials.appKey,
              appSecret: simulator.credentials.appSecret,
              username: simulator.credentials.username,
              password: simulator.credentials.password,
              shortCode: simulator.credentials.shortCode,
              timeoutMs: 2000,
              simulated: true,
            },
          });
          bkash = {
            ...client,
            settings: client.settings,
            refund: (input, context) => {
              calls.push({ call: 'refund', paymentId: input.paymentId });
              return client.refund(input, context);
            },
            refundStatus: (input, context) => {
              calls.push({ call: 'status', paymentId: input.paymentId });
              return client.refundStatus(input, context);
            },
          };
          return bkash;
        },
      },
    );
    const member = await signedInLearner(server);
    await grantStaff(server.testDb.database.db, member.email);
    staff = member.client;
  });
  afterAll(async () => {
    await server?.close();
    await simulator?.close();
  });
  beforeEach(() => {
    calls = [];
    simulator.faults.clear();
  });

  /**
   * A learner who paid for Docker Fundamentals through Tokenized Checkout yesterday (a real
   * payment at the simulator, executed), and has asked for a refund.
   */
  async function paidThroughCheckout() {
    const learner = await signedInLearner(server);
    const orderId = randomUUID();
    const created = await bkash.create({
      amount: PRICE,
      invoice: orderId,
      payerReference: learner.userId.slice(0, 20),
      callbackUrl: `${server.base}/api/payments/bkash/callback`,
    });
    if (!created.ok) throw new Error(`create: ${created.message}`);
    const paymentId = created.value.paymentId;
    await simulator.payPage(paymentId, PAYING_WALLETS[0] ?? '');
    const executed = await bkash.execute(paymentId);
    if (!executed.ok || !executed.value.trxId) throw new Error('execute did not complete');
    const trxId = executed.value.trxId;
    const verifiedAt = new Date(Date.now() - DAY_MS).toISOString();
    const { db } = server.testDb.database;
    await db
      .insertInto('orders')
      .values({
        id: orderId,
        user_id: learner.userId,
        course_id: COURSE,
        course_title: 'Docker Fundamentals',
        amount: PRICE,
        payment_method: 'bkash',
        mobile_number: PAYING_WALLETS[0] ?? '',
        transaction_id: trxId,
        payment_status: 'verified',
        created_at: verifiedAt,
        reviewed_by: null,
        reviewed_at: verifiedAt,
        review_note: null,
        paid_via: 'bkash_checkout',
        bkash_payment_id: paymentId,
        check_note: null,
      })
      .execute();
    await db
      .insertInto('enrollments')
      .values({
        id: randomUUID(),
        user_id: learner.userId,
        course_id: COURSE,
        order_id: orderId,
        created_at: verifiedAt,
      })
      .execute();
    const requested = await learner.client.post('/api/refunds', { orderId });
    expect(requested.status, requested.text).toBe(201);
    return {
      ...learner,
      orderId,
      paymentId,
      trxId,
      requestId: requested.json<RefundRequestView>().id,
    };
  }

  const approve = (requestId: string) =>
    staff.post(`/api/admin/refunds/${requestId}/approve-through-bkash`, {});
  const retry = (requestId: string) => staff.post(`/api/admin/refunds/${requestId}/payout`, {});

  const requestRow = (requestId: string) =>
    server.testDb.database.db
      .selectFrom('refund_requests')
      .select(['status', 'payout', 'payout_error', 'payout_at', 'refund_transaction_id'])
      .where('id', '=', requestId)
      .executeTakeFirstOrThrow();

  const refundMails = (email: string) =>
    server.testDb.database.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('recipient', '=', email)
      .where('subject', '=', 'Your refund for Docker Fundamentals')
      .execute();

  /** What the simulated bKash refunded of a payment: its refundTrxID, or undefined. */
  const refundedAtBkash = (paymentId: string) => simulator.payment(paymentId)?.refund?.refundTrxID;

  it('approving sends the money back through bKash once, records its refund ID and mails the learner', async () => {
    const paid = await paidThroughCheckout();
    const response = await approve(paid.requestId);
    expect(response.status, response.text).toBe(200);
    const refundTrxId = refundedAtBkash(paid.paymentId);
    expect(refundTrxId).toMatch(/^[A-Z0-9]{10}$/);
    expect(response.json<AdminRefund>()).toMatchObject({
      status: 'approved',
      refundsThroughBkash: true,
      payout: 'paid',
      payoutError: null,
      refundTransactionId: refundTrxId,
    });
    expect(await requestRow(paid.requestId)).toMatchObject({
      status: 'approved',
      payout: 'paid',
      payout_error: null,
      refund_transaction_id: refundTrxId,
      payout_at: expect.any(String),
    });
    expect(calls).toEqual([{ call: 'refund', paymentId: paid.paymentId }]);
    expect(simulator.payment(paid.paymentId)?.refund).toMatchObject({ amount: '1000' });

    const mail = await server.mail.waitFor(
      (m) => m.to.includes(paid.email) && m.subject === 'Your refund for Docker Fundamentals',
    );
    expect(mail.text).toContain(
      `We have refunded your payment of ৳1,000 for Docker Fundamentals to the bKash number you paid from. The refund's bKash transaction ID is ${refundTrxId}.`,
    );
    expect((await paid.client.get('/api/enrollments')).json()).toEqual([]);

    // Approving again, or "retrying", never sends a second refund.
    const again = await approve(paid.requestId);
    expect(again.status, again.text).toBe(409);
    expect(again.json<ErrorBody>().error.code).toBe('refund_not_pending');
    const retried = await retry(paid.requestId);
    expect(retried.status, retried.text).toBe(409);
    expect(retried.json<ErrorBody>().error).toEqual({
      code: 'refund_sent',
      message: `The money was already sent back (refund transaction ID ${refundTrxId}).`,
    });
    expect(calls).toHaveLength(1);
    expect(await refundMails(paid.email)).toHaveLength(1);
  });

  it('two simultaneous approvals send one refund', async () => {
    const paid = await paidThroughCheckout();
    const answers = await Promise.all([approve(paid.requestId), approve(paid.requestId)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(calls.filter((call) => call.call === 'refund')).toHaveLength(1);
    expect((await requestRow(paid.requestId)).payout).toBe('paid');
  });

  it('a refusal (2026) leaves the refund approved and failed with the reason; retry asks bKash first', async () => {
    const paid = await paidThroughCheckout();
    simulator.faults.set({ kind: 'error', call: 'refund', code: '2026', times: 1 });
    const response = await approve(paid.requestId);
    expect(response.status, response.text).toBe(200);
    const failed = response.json<AdminRefund>();
    expect(failed).toMatchObject({
      status: 'approved',
      payout: 'failed',
      refundTransactionId: null,
    });
    expect(failed.payoutError).toBe(
      'bKash refused the refund: The reversal amount cannot be greater than the original transaction amount (2026).',
    );
    // 2026 may mean it was refunded already: bKash is asked, and says it was not.
    expect(calls.map((call) => call.call)).toEqual(['refund', 'status']);
    expect(refundedAtBkash(paid.paymentId)).toBeUndefined();
    expect(await refundMails(paid.email)).toEqual([]);
    // The enrolment ended with the approval.
    expect((await paid.client.get('/api/enrollments')).json()).toEqual([]);

    // Staff see the failure and its reason on the order.
    const listed = (await staff.get('/api/admin/orders?status=refund')).json<AdminOrder[]>();
    expect(listed.find((order) => order.id === paid.orderId)?.refund).toMatchObject({
      payout: 'failed',
      payoutError: failed.payoutError,
    });

    calls = [];
    const retried = await retry(paid.requestId);
    expect(retried.status, retried.text).toBe(200);
    const refundTrxId = refundedAtBkash(paid.paymentId);
    expect(retried.json<AdminRefund>()).toMatchObject({
      payout: 'paid',
      payoutError: null,
      refundTransactionId: refundTrxId,
    });
    expect(calls.map((call) => call.call)).toEqual(['status', 'refund']);
    const mail = await server.mail.waitFor(
      (m) => m.to.includes(paid.email) && m.subject === 'Your refund for Docker Fundamentals',
    );
    expect(mail.text).toContain(`The refund's bKash transaction ID is ${refundTrxId ?? ''}.`);
  });

  it('a refund whose answer was lost is found by the retry, not sent again', async () => {
    const paid = await paidThroughCheckout();
    // bKash refunds, then the answer never arrives.
    simulator.faults.set({ kind: 'lose-answer', call: 'refund', mode: 'drop', times: 1 });
    const response = await approve(paid.requestId);
    expect(response.status, response.text).toBe(200);
    const unclear = response.json<AdminRefund>();
    expect(unclear.payout).toBe('failed');
    expect(unclear.payoutError).toMatch(/^bKash gave no clear answer/);
    const refundTrxId = refundedAtBkash(paid.paymentId);
    expect(refundTrxId).toBeDefined();

    calls = [];
    const retried = await retry(paid.requestId);
    expect(retried.status, retried.text).toBe(200);
    expect(retried.json<AdminRefund>()).toMatchObject({
      payout: 'paid',
      refundTransactionId: refundTrxId,
    });
    // Asked, found, recorded: no second refund.
    expect(calls.map((call) => call.call)).toEqual(['status']);
    expect(refundedAtBkash(paid.paymentId)).toBe(refundTrxId);
    expect(await refundMails(paid.email)).toHaveLength(1);
  });

  it('when bKash cannot say whether it refunded, the retry sends nothing', async () => {
    const paid = await paidThroughCheckout();
    simulator.faults.set({ kind: 'error', call: 'refund', code: '9999', times: 3 });
    const response = await approve(paid.requestId);
    expect(response.json<AdminRefund>()).toMatchObject({ payout: 'failed' });
    calls = [];
    const retried = await retry(paid.requestId);
    expect(retried.status, retried.text).toBe(200);
    const still = retried.json<AdminRefund>();
    expect(still.payout).toBe('failed');
    expect(still.payoutError).toMatch(
      /^bKash did not say whether this payment was already refunded/,
    );
    expect(calls.map((call) => call.call)).toEqual(['status']);
    expect(refundedAtBkash(paid.paymentId)).toBeUndefined();
  });

  it('after a failure staff may record a refund sent by hand instead, once', async () => {
    const paid = await paidThroughCheckout();
    simulator.faults.set({ kind: 'error', call: 'refund', code: '2035', times: 1 });
    const response = await approve(paid.requestId);
    expect(response.json<AdminRefund>().payoutError).toMatch(/^bKash could not take the refund: /);

    const recorded = await staff.post(`/api/admin/refunds/${paid.requestId}/approve`, {
      refundTransactionId: 'rf12345678',
    });
    expect(recorded.status, recorded.text).toBe(200);
    expect(recorded.json<AdminRefund>()).toMatchObject({
      status: 'approved',
      payout: null,
      payoutError: null,
      refundTransactionId: 'RF12345678',
    });
    const mail = await server.mail.waitFor(
      (m) => m.to.includes(paid.email) && m.subject === 'Your refund for Docker Fundamentals',
    );
    expect(mail.text).toContain("The refund's bKash transaction ID is RF12345678.");

    calls = [];
    const retried = await retry(paid.requestId);
    expect(retried.status, retried.text).toBe(409);
    expect(retried.json<ErrorBody>().error.code).toBe('refund_sent');
    const again = await staff.post(`/api/admin/refunds/${paid.requestId}/approve`, {
      refundTransactionId: 'RF87654321',
    });
    expect(again.status, again.text).toBe(409);
    expect(calls).toEqual([]);
    expect((await requestRow(paid.requestId)).refund_transaction_id).toBe('RF12345678');
  });

  it('an order paid by hand is refunded by hand as before', async () => {
    const learner = await signedInLearner(server);
    const orderId = await insertPaidOrder(server.testDb.database.db, {
      userId: learner.userId,
      courseId: COURSE,
      courseTitle: 'Docker Fundamentals',
      verifiedAt: new Date(Date.now() - DAY_MS),
    });
    const requested = await learner.client.post('/api/refunds', { orderId });
    const requestId = requested.json<RefundRequestView>().id;

    const refused = await approve(requestId);
    expect(refused.status, refused.text).toBe(409);
    expect(refused.json<ErrorBody>().error.code).toBe('refund_not_through_bkash');
    expect((await requestRow(requestId)).status).toBe('pending');

    const approved = await staff.post(`/api/admin/refunds/${requestId}/approve`, {
      refundTransactionId: 'RF11112222',
    });
    expect(approved.status, approved.text).toBe(200);
    expect(approved.json<AdminRefund>()).toMatchObject({
      status: 'approved',
      refundsThroughBkash: false,
      payout: null,
      refundTransactionId: 'RF11112222',
    });
    const retried = await retry(requestId);
    expect(retried.status, retried.text).toBe(409);
    expect(retried.json<ErrorBody>().error.code).toBe('refund_not_through_bkash');
    expect(calls).toEqual([]);
  });
});
