import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newTransactionId, submitOrder } from '../../../../tests/helpers/orders';
import { signedInLearner } from '../../../../tests/helpers/signed-in-learner';
import { ENGINES } from '../../../../tests/helpers/test-databases';
import { startTestServer, type TestServer } from '../../../../tests/helpers/test-server';
import type { Enrollment, Order } from '../../../shared/schemas/order';
import { createBkashClient } from '../../payments/bkash-client';
import {
  startBkashSimulator,
  type BkashSimulator,
} from '../../payments/bkash-simulator/start-simulator';
import type { BkashClient } from '../../payments/bkash-types';

interface ErrorBody {
  error: { code: string; message: string };
}

const COURSE = 'docker-fundamentals';
const PRICE = 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The client's time limit here: short, so a bKash that does not answer costs a test little. */
const TIMEOUT_MS = 1500;

/**
 * A typed bKash transaction ID checked against bKash's own records (general/searchTransaction)
 * when the merchant API is set up: through HTTP, against the bKash simulator, on each database.
 */
describe.each(ENGINES)('typed bKash transaction IDs checked by bKash on %s', (engine) => {
  let simulator: BkashSimulator;
  let server: TestServer;
  /** Every search the academy asked bKash, by trxID. */
  const searched: string[] = [];

  beforeAll(async () => {
    simulator = await startBkashSimulator();
    server = await startTestServer(
      engine,
      { ORDERS_PER_HOUR: '1000' },
      {
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
              timeoutMs: TIMEOUT_MS,
              simulated: true,
            },
          });
          const counted: BkashClient = {
            ...client,
            settings: client.settings,
            search: (trxId, context) => {
              searched.push(trxId);
              return client.search(trxId, context);
            },
          };
          return counted;
        },
      },
    );
  });
  afterAll(async () => {
    await server?.close();
    await simulator?.close();
  });

  const orderRow = (id: string) =>
    server.testDb.database.db
      .selectFrom('orders')
      .select(['payment_status', 'paid_via', 'reviewed_at', 'reviewed_by', 'check_note'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  const mailTo = (email: string) =>
    server.testDb.database.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body'])
      .where('recipient', '=', email)
      .orderBy('queued_at')
      .execute();

  /** A learner submits `trxId` for Docker Fundamentals and is answered 201; the order's row. */
  async function submitTyped(trxId: string) {
    const learner = await signedInLearner(server);
    const response = await submitOrder(learner.client, COURSE, { transactionId: trxId });
    expect(response.status, response.text).toBe(201);
    const order = response.json<Order>();
    return { learner, order, row: await orderRow(order.id) };
  }

  /** The order stays pending for staff, with this note, and nobody is enrolled. */
  async function expectLeftForStaff(trxId: string, note: string) {
    const { learner, order, row } = await submitTyped(trxId);
    expect(order.paymentStatus).toBe('pending');
    expect(row).toEqual({
      payment_status: 'pending',
      paid_via: null,
      reviewed_at: null,
      reviewed_by: null,
      check_note: note,
    });
    expect((await learner.client.get('/api/enrollments')).json<Enrollment[]>()).toEqual([]);
    const mails = await mailTo(learner.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'We received your payment details for Docker Fundamentals',
    ]);
    expect(searched).toContain(trxId);
  }

  it('verifies and enrols at once when bKash confirms the typed ID, and says bKash confirmed it', async () => {
    const trxId = simulator.addTransaction({ amount: PRICE });
    const { learner, order, row } = await submitTyped(trxId);
    expect(order).toMatchObject({ paymentStatus: 'verified', transactionId: trxId });
    expect(order.reviewedAt).not.toBeNull();
    expect(row).toMatchObject({
      payment_status: 'verified',
      paid_via: 'bkash_checked',
      reviewed_by: null,
      check_note: null,
    });
    expect(row.reviewed_at).toBe(order.reviewedAt);
    expect(searched.filter((id) => id === trxId)).toHaveLength(1);

    const enrolments = (await learner.client.get('/api/enrollments')).json<Enrollment[]>();
    expect(enrolments).toEqual([expect.objectContaining({ courseId: COURSE, orderId: order.id })]);
    expect((await learner.client.get(`/api/learn/${COURSE}`)).status).toBe(200);
    expect((await learner.client.get('/api/orders')).json<Order[]>()).toEqual([order]);

    const enrolled = await server.mail.waitFor(
      (mail) =>
        mail.to.includes(learner.email) &&
        mail.subject === "You're enrolled in Docker Fundamentals",
    );
    expect(enrolled.text).toContain(
      `bKash confirmed your bKash payment of ৳1,000 for Docker Fundamentals (transaction ID ${trxId}), and you are now enrolled.`,
    );
    expect(enrolled.text).not.toContain('verified');
  });

  it('leaves a payment of another amount for staff, saying what bKash says was paid', async () => {
    const trxId = simulator.addTransaction({ amount: 900 });
    await expectLeftForStaff(trxId, 'bKash says ৳900 was paid, the course costs ৳1,000.');
  });

  it('leaves a payment to another merchant for staff', async () => {
    const trxId = simulator.addTransaction({ amount: PRICE, organizationShortCode: '77777' });
    await expectLeftForStaff(
      trxId,
      'bKash says it was paid to another merchant (short code 77777).',
    );
  });

  it('leaves a transaction ID bKash does not know for staff', async () => {
    await expectLeftForStaff(newTransactionId(), 'bKash does not know this transaction ID.');
  });

  it('leaves a payment made more than 30 days before the order, or not completed, for staff', async () => {
    const old = simulator.addTransaction({
      amount: PRICE,
      completedAt: new Date(Date.now() - 31 * DAY_MS),
    });
    const { row } = await submitTyped(old);
    expect(row.payment_status).toBe('pending');
    expect(row.check_note).toMatch(
      /^bKash says it was paid on .+, more than 30 days before this order\.$/,
    );
    const failed = simulator.addTransaction({ amount: PRICE, transactionStatus: 'Failed' });
    await expectLeftForStaff(failed, 'bKash says this transaction is Failed.');
  });

  it('keeps the order pending when bKash is down, and answers within the time limit when bKash is slow', async () => {
    const down = simulator.addTransaction({ amount: PRICE });
    simulator.faults.set({ kind: 'maintenance', call: 'search', times: 1 });
    const { row } = await submitTyped(down);
    expect(row.payment_status).toBe('pending');
    expect(row.check_note).toMatch(/^bKash did not answer: .+\.$/);

    const slow = simulator.addTransaction({ amount: PRICE });
    simulator.faults.set({ kind: 'delay', call: 'search', ms: 10 * TIMEOUT_MS, times: 1 });
    const started = Date.now();
    const { order, row: slowRow } = await submitTyped(slow);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 3000);
    expect(order.paymentStatus).toBe('pending');
    expect(slowRow.payment_status).toBe('pending');
    expect(slowRow.check_note).toMatch(/^bKash did not answer: .+\.$/);
  });

  it('never asks bKash about a Nagad payment: it waits for staff as before', async () => {
    const trxId = simulator.addTransaction({ amount: PRICE });
    const learner = await signedInLearner(server);
    const response = await submitOrder(learner.client, COURSE, {
      transactionId: trxId,
      paymentMethod: 'nagad',
    });
    expect(response.status, response.text).toBe(201);
    const order = response.json<Order>();
    expect(order.paymentStatus).toBe('pending');
    expect(await orderRow(order.id)).toMatchObject({
      payment_status: 'pending',
      paid_via: null,
      check_note: null,
    });
    expect(searched).not.toContain(trxId);
  });

  it("refuses another learner's use of a confirmed ID (409) without asking bKash again", async () => {
    const trxId = simulator.addTransaction({ amount: PRICE });
    const { order } = await submitTyped(trxId);
    expect(order.paymentStatus).toBe('verified');

    const other = await signedInLearner(server);
    const refused = await submitOrder(other.client, COURSE, { transactionId: trxId });
    expect(refused.status, refused.text).toBe(409);
    expect(refused.json<ErrorBody>().error.code).toBe('duplicate_transaction');
    expect(searched.filter((id) => id === trxId)).toHaveLength(1);
    expect((await other.client.get('/api/orders')).json()).toEqual([]);
    expect((await other.client.get('/api/enrollments')).json()).toEqual([]);
  });
});
