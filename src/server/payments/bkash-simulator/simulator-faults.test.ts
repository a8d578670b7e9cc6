import { afterEach, describe, expect, it } from 'vitest';
import {
  apiHeaders,
  callApi,
  createPayment,
  createRequest,
  grantToken,
  postJson,
  text,
} from './simulator-test-client';
import { startBkashSimulator, type BkashSimulator } from './start-simulator';

const WALLET = '01619777282';

let simulator: BkashSimulator | undefined;
afterEach(async () => {
  await simulator?.close();
  simulator = undefined;
});

/** A simulator with one payment the payer has authorised, ready to execute. */
async function authorised(options: Parameters<typeof startBkashSimulator>[0] = {}) {
  simulator = await startBkashSimulator(options);
  const sim = simulator;
  const token = await grantToken(sim);
  const paymentID = text((await createPayment(sim, token)).paymentID);
  await sim.payPage(paymentID, WALLET);
  const execute = () =>
    fetch(`${sim.baseUrl}/execute`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...apiHeaders(sim, token) },
      body: JSON.stringify({ paymentID }),
    });
  return { sim, token, paymentID, execute };
}

describe('fault switches', () => {
  it('delay: execute moves the money but answers after the caller gave up', async () => {
    const { sim, token, paymentID } = await authorised();
    sim.faults.set({ kind: 'delay', call: 'execute', ms: 31_000, times: 1 });

    const started = Date.now();
    await expect(
      postJson(
        `${sim.baseUrl}/execute`,
        { paymentID },
        apiHeaders(sim, token),
        AbortSignal.timeout(300),
      ),
    ).rejects.toThrow(/aborted|timeout/i);
    expect(Date.now() - started).toBeLessThan(5_000);

    const status = await callApi(sim, token, '/payment/status', { paymentID });
    expect(status.body).toMatchObject({
      transactionStatus: 'Completed',
      trxID: expect.any(String),
    });
    expect(sim.faults.list()).toEqual([]);
  });

  it('lose-answer drop: the connection closes without an answer after the money moved', async () => {
    const { sim, token, paymentID, execute } = await authorised();
    sim.faults.set({ kind: 'lose-answer', call: 'execute', mode: 'drop', times: 1 });

    await expect(execute()).rejects.toThrow('fetch failed');

    expect(sim.payment(paymentID)?.status).toBe('Completed');
    const again = await callApi(sim, token, '/execute', { paymentID });
    expect(again.body.statusCode).toBe('2117');
  });

  it('lose-answer garbage: HTTP 200 with JSON cut short after the money moved', async () => {
    const { sim, paymentID, execute } = await authorised();
    sim.faults.set({ kind: 'lose-answer', call: 'execute', mode: 'garbage' });

    const response = await execute();

    expect(response.status).toBe(200);
    await expect(response.json()).rejects.toThrow();
    expect(sim.payment(paymentID)?.trxID).toMatch(/^[A-Z0-9]{10}$/);
  });

  it('maintenance: HTTP 503 for the next N calls, moving nothing, then normal again', async () => {
    const { sim, token, paymentID, execute } = await authorised();
    sim.faults.set({ kind: 'maintenance', call: 'execute', times: 2 });

    for (let call = 0; call < 2; call += 1) {
      const response = await execute();
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        statusCode: '503',
        statusMessage: 'System is undergoing maintenance. Please try again later',
      });
    }
    expect(sim.payment(paymentID)?.status).toBe('Initiated');

    expect((await callApi(sim, token, '/execute', { paymentID })).body.statusCode).toBe('0000');
  });

  it('error: code 9999 on a named call for the next N calls', async () => {
    simulator = await startBkashSimulator();
    const token = await grantToken(simulator);
    simulator.faults.set({ kind: 'error', call: 'create', times: 1 });

    const refused = await callApi(simulator, token, '/create', createRequest());
    expect(refused.body).toEqual({ statusCode: '9999', statusMessage: 'System Error' });
    expect(simulator.payments()).toHaveLength(0);

    expect((await callApi(simulator, token, '/create', createRequest())).body.statusCode).toBe(
      '0000',
    );
  });

  it('error on refund: bKash refuses every refund until the faults are cleared', async () => {
    const { sim, token, paymentID } = await authorised();
    const trxID = (await callApi(sim, token, '/execute', { paymentID })).body.trxID;
    sim.faults.set({ kind: 'error', call: 'refund', code: '2035' });
    const request = { paymentID, trxID, amount: '1000', sku: 'course', reason: 'refund' };

    for (let call = 0; call < 2; call += 1) {
      expect((await callApi(sim, token, '/payment/refund', request)).body).toEqual({
        statusCode: '2035',
        statusMessage:
          'Reverse failed because the initiator has no permission to reverse the transaction',
      });
    }
    sim.faults.clear();
    expect((await callApi(sim, token, '/payment/refund', request)).body.statusCode).toBe('0000');
  });

  it('takes faults by POST /__simulator/faults, and refuses one it cannot read', async () => {
    simulator = await startBkashSimulator();
    const token = await grantToken(simulator);
    const faultsUrl = `${simulator.url}/__simulator/faults`;

    const set = await postJson(faultsUrl, { kind: 'maintenance', call: 'search', times: 1 });
    expect(set.status).toBe(201);
    const search = await postJson(
      `${simulator.baseUrl}/general/searchTransaction`,
      { trxID: 'ANY0000000' },
      apiHeaders(simulator, token),
    );
    expect(search.status).toBe(503);

    const wrong = await postJson(faultsUrl, { kind: 'delay', call: 'execute' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatch(/ms/);

    await postJson(faultsUrl, { kind: 'error', call: 'grant' });
    expect(simulator.faults.list()).toHaveLength(1);
    expect((await postJson(faultsUrl, { clear: true })).body).toEqual({ faults: [] });
    expect(simulator.faults.list()).toEqual([]);
  });
});

describe('the error envelope', () => {
  it("writes refusals as errorCode/errorMessage when asked (the portal's documented shape)", async () => {
    simulator = await startBkashSimulator({ errorEnvelope: 'errorCode' });
    const token = await grantToken(simulator);
    const answer = await callApi(simulator, token, '/execute', { paymentID: 'TR0011nothing' });
    expect(answer).toEqual({
      status: 200,
      body: { errorCode: '2002', errorMessage: 'Invalid Payment ID' },
    });
  });
});
