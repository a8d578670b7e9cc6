import { afterEach, describe, expect, it } from 'vitest';
import { callApi, createPayment, grantToken, text } from './simulator-test-client';
import { startBkashSimulator, type BkashSimulator } from './start-simulator';

const WALLET = '01877722345';
const BKASH_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d:\d{3} GMT\+0600$/;

let simulator: BkashSimulator | undefined;
afterEach(async () => {
  await simulator?.close();
  simulator = undefined;
});

/** A simulator with one paid checkout payment of ৳1000. */
async function paid(options: Parameters<typeof startBkashSimulator>[0] = {}) {
  simulator = await startBkashSimulator(options);
  const sim = simulator;
  const token = await grantToken(sim);
  const created = await createPayment(sim, token, { amount: '1000' });
  const paymentID = text(created.paymentID);
  await sim.payPage(paymentID, WALLET);
  const executed = await callApi(sim, token, '/execute', { paymentID });
  return { sim, token, paymentID, trxID: text(executed.body.trxID) };
}

describe('general/searchTransaction', () => {
  it('finds a checkout payment by its trxID, in bKash time', async () => {
    const { sim, token, trxID } = await paid({
      shortCode: '70123',
      now: () => new Date('2026-03-01T06:00:00.000Z'),
    });

    const found = await callApi(sim, token, '/general/searchTransaction', { trxID });

    expect(found.body).toEqual({
      trxID,
      initiationTime: '2026-03-01T12:00:00:000 GMT+0600',
      completedTime: '2026-03-01T12:00:00:000 GMT+0600',
      transactionType: 'bKash Tokenized Checkout via API',
      customerMsisdn: WALLET,
      transactionStatus: 'Completed',
      amount: '1000',
      currency: 'BDT',
      organizationShortCode: '70123',
      statusCode: '0000',
      statusMessage: 'Successful',
    });
  });

  it('finds a transaction made outside checkout, to another merchant', async () => {
    simulator = await startBkashSimulator();
    const token = await grantToken(simulator);
    const trxID = simulator.addTransaction({
      amount: 4900,
      customerMsisdn: '01929918378',
      organizationShortCode: '99999',
      transactionType: 'Send Money',
      completedAt: new Date('2026-02-27T18:30:00.000Z'),
    });

    const found = await callApi(simulator, token, '/general/searchTransaction', { trxID });

    expect(found.body).toMatchObject({
      trxID,
      transactionType: 'Send Money',
      amount: '4900',
      customerMsisdn: '01929918378',
      organizationShortCode: '99999',
      transactionStatus: 'Completed',
      completedTime: '2026-02-28T00:30:00:000 GMT+0600',
      statusCode: '0000',
    });
    expect(found.body.initiationTime).toMatch(BKASH_TIME);
  });

  it('takes a trxID a test chose, and refuses one that exists', async () => {
    simulator = await startBkashSimulator();
    expect(simulator.addTransaction({ amount: '99.50', trxID: 'TYPED12345' })).toBe('TYPED12345');
    expect(simulator.transaction('TYPED12345')).toMatchObject({ amount: '99.50' });
    expect(() => simulator?.addTransaction({ amount: 1, trxID: 'TYPED12345' })).toThrow(/exists/);
  });

  it('answers 2033 for a trxID bKash does not know', async () => {
    simulator = await startBkashSimulator();
    const token = await grantToken(simulator);
    const found = await callApi(simulator, token, '/general/searchTransaction', {
      trxID: 'NOSUCH0000',
    });
    expect(found.body).toEqual({ statusCode: '2033', statusMessage: 'Transaction not found' });
  });
});

describe('payment/refund', () => {
  it('refunds the whole payment, then tells its status without an amount', async () => {
    const { sim, token, paymentID, trxID } = await paid();

    const refund = await callApi(sim, token, '/payment/refund', {
      paymentID,
      trxID,
      amount: '1000',
      sku: 'course-devops',
      reason: 'Refund within 30 days',
    });
    expect(refund.body).toMatchObject({
      statusCode: '0000',
      statusMessage: 'Successful',
      originalTrxID: trxID,
      transactionStatus: 'Completed',
      amount: '1000',
      currency: 'BDT',
      charge: '0.00',
    });
    expect(text(refund.body.refundTrxID)).toMatch(/^[A-Z0-9]{10}$/);
    expect(refund.body.refundTrxID).not.toBe(trxID);
    expect(refund.body.completedTime).toMatch(BKASH_TIME);

    const status = await callApi(sim, token, '/payment/refund', { paymentID, trxID });
    expect(status.body).toEqual(refund.body);
  });

  it('refuses a second refund of the same transaction (2034)', async () => {
    const { sim, token, paymentID, trxID } = await paid();
    const request = { paymentID, trxID, amount: '400', sku: 'course', reason: 'partial' };
    expect((await callApi(sim, token, '/payment/refund', request)).body.statusCode).toBe('0000');

    const again = await callApi(sim, token, '/payment/refund', request);

    expect(again.body).toEqual({
      statusCode: '2034',
      statusMessage:
        'The transaction cannot be reversed because the original transaction has been reversed',
    });
  });

  it('refuses more than was paid (2026)', async () => {
    const { sim, token, paymentID, trxID } = await paid();
    const refund = await callApi(sim, token, '/payment/refund', {
      paymentID,
      trxID,
      amount: '1000.01',
      sku: 'course',
      reason: 'too much',
    });
    expect(refund.body).toEqual({
      statusCode: '2026',
      statusMessage: 'The reversal amount cannot be greater than the original transaction amount',
    });
    expect(sim.payment(paymentID)?.refund).toBeUndefined();
  });

  it('refuses a trxID that is not the payment’s (2028) and tells no refund as not found (2033)', async () => {
    const { sim, token, paymentID, trxID } = await paid();
    const other = sim.addTransaction({ amount: 1000 });

    const wrongTrx = await callApi(sim, token, '/payment/refund', {
      paymentID,
      trxID: other,
      amount: '10',
      sku: 'course',
      reason: 'x',
    });
    expect(wrongTrx.body.statusCode).toBe('2028');
    const noRefund = await callApi(sim, token, '/payment/refund', { paymentID, trxID });
    expect(noRefund.body).toEqual({ statusCode: '2033', statusMessage: 'Transaction not found' });
  });
});
