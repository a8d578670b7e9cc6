import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { bkashSimulatorApp } from './simulator-app';
import {
  callApi,
  createPayment,
  createRequest,
  grantToken,
  postJson,
  text,
} from './simulator-test-client';
import { startBkashSimulator, type BkashSimulator } from './start-simulator';
import { DEBIT_BLOCKED_WALLET, INSUFFICIENT_BALANCE_WALLET } from './wallets';

const WALLET = '01770618575';

/** jsdom (a dev dependency without type declarations here): the one constructor used. */
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: Window };
};

let simulator: BkashSimulator | undefined;
afterEach(async () => {
  await simulator?.close();
  simulator = undefined;
});

async function started(options: Parameters<typeof startBkashSimulator>[0] = {}) {
  simulator = await startBkashSimulator(options);
  return { sim: simulator, token: await grantToken(simulator) };
}

/** The page as a browser gets it: its form, fields, buttons and any error. */
async function openPage(url: string) {
  const response = await fetch(url, { redirect: 'manual' });
  const document = new JSDOM(await response.text()).window.document;
  const form = document.querySelector('form');
  return {
    status: response.status,
    document,
    form,
    error: document.querySelector('[role="alert"]')?.textContent ?? '',
  };
}

/** Submits the page's form with one button, as a browser would; the page's answer. */
async function press(
  pageUrl: string,
  button: 'Confirm' | 'Close',
  value = '',
): Promise<{ status: number; location: string; html: string; url: string }> {
  const { form } = await openPage(pageUrl);
  if (!form) throw new Error('no form on the page');
  const fields = new URLSearchParams();
  for (const input of form.querySelectorAll('input')) {
    fields.set(input.name, input.type === 'hidden' ? input.value : value);
  }
  const pressed = [...form.querySelectorAll('button')].find((b) => b.textContent === button);
  if (!pressed) throw new Error(`no ${button} button`);
  fields.set(pressed.name, pressed.value);
  const target = new URL(form.getAttribute('action') ?? '', pageUrl);
  const response = await fetch(target, { method: 'POST', body: fields, redirect: 'manual' });
  const location = response.headers.get('location');
  return {
    status: response.status,
    location: location ? new URL(location, target).toString() : '',
    html: await response.text(),
    url: target.toString(),
  };
}

describe('create', () => {
  it('answers with bKash fields and callback URLs sharing one signature', async () => {
    const { sim, token } = await started();
    const body = await createPayment(sim, token, { merchantInvoiceNumber: 'order-42' });

    expect(body).toMatchObject({
      statusCode: '0000',
      statusMessage: 'Successful',
      amount: '1000',
      currency: 'BDT',
      intent: 'sale',
      transactionStatus: 'Initiated',
      merchantInvoiceNumber: 'order-42',
      callbackURL: 'http://127.0.0.1:9/api/payments/bkash/callback',
    });
    const paymentID = text(body.paymentID);
    expect(paymentID).toMatch(/^TR0011\w{7}\d{13}$/);
    expect(text(body.bkashURL)).toMatch(
      new RegExp(`^${sim.url}/payment\\?paymentId=${paymentID}&`),
    );
    expect(body.paymentCreateTime).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d:\d{3} GMT\+0600$/);
    const signatures = ['successCallbackURL', 'failureCallbackURL', 'cancelledCallbackURL'].map(
      (name) => new URL(text(body[name])).searchParams.get('signature'),
    );
    expect(signatures[0]).toMatch(/^\w{10}$/);
    expect(new Set(signatures).size).toBe(1);
    expect(new URL(text(body.cancelledCallbackURL)).searchParams.get('status')).toBe('cancel');
  });

  it.each([
    [{ amount: '0' }, '2006', 'Invalid amount'],
    [{ amount: '10.555' }, '2006', 'Invalid amount'],
    [{ amount: 'ten' }, '2006', 'Invalid amount'],
    [{ amount: undefined }, '2065', 'Mandatory field missing'],
    [{ currency: 'USD' }, '2007', 'Invalid currency'],
    [{ intent: 'authorization' }, '2008', 'Invalid intent'],
    [{ mode: '0001' }, '2063', 'Mode is not valid as per request data'],
    [{ callbackURL: 'javascript:alert(1)' }, '2049', 'Invalid Merchant Callback URL'],
    [{ merchantInvoiceNumber: '' }, '2065', 'Mandatory field missing'],
  ])('refuses %j with %s', async (overrides, code, message) => {
    const { sim, token } = await started();
    const answer = await callApi(sim, token, '/create', createRequest(overrides));
    expect(answer).toEqual({ status: 200, body: { statusCode: code, statusMessage: message } });
    expect(sim.payments()).toHaveLength(0);
  });

  it('refuses a payment for an invoice that was paid already (2029)', async () => {
    const { sim, token } = await started();
    const first = await createPayment(sim, token, { merchantInvoiceNumber: 'order-7' });
    await sim.payPage(text(first.paymentID), WALLET);
    await callApi(sim, token, '/execute', { paymentID: first.paymentID });

    const again = await callApi(
      sim,
      token,
      '/create',
      createRequest({ merchantInvoiceNumber: 'order-7' }),
    );
    expect(again.body).toEqual({
      statusCode: '2029',
      statusMessage: 'Duplicate for all transactions',
    });
  });
});

describe('the payment page', () => {
  it('walks account number, code and PIN to the success callback', async () => {
    const { sim, token } = await started();
    const created = await createPayment(sim, token, { amount: '1500.50' });
    const bkashURL = text(created.bkashURL);

    const first = await openPage(bkashURL);
    expect(first.status).toBe(200);
    expect(first.document.body.textContent).toContain('bKash simulator: no real money moves');
    expect(first.document.body.textContent).toContain('Shikhon Academy');
    expect(first.document.body.textContent).toContain('৳1,500.50');
    expect(first.document.body.textContent).toContain(text(created.merchantInvoiceNumber));
    expect(first.document.querySelector('meta[name="viewport"]')).not.toBeNull();

    const wallet = await press(bkashURL, 'Confirm', WALLET);
    expect(wallet.status).toBe(303);
    const codePage = await openPage(wallet.location);
    expect(codePage.document.querySelector('label')?.textContent).toBe('Verification code');
    expect(codePage.document.body.textContent).toContain('017******75');

    const code = await press(wallet.location, 'Confirm', '123456');
    const pin = await press(code.location, 'Confirm', '12121');

    expect(pin.status).toBe(303);
    const callback = new URL(pin.location);
    expect(`${callback.origin}${callback.pathname}`).toBe(
      'http://127.0.0.1:9/api/payments/bkash/callback',
    );
    expect(callback.searchParams.get('paymentID')).toBe(created.paymentID);
    expect(callback.searchParams.get('status')).toBe('success');
    expect(callback.searchParams.get('signature')).toBe(
      new URL(text(created.successCallbackURL)).searchParams.get('signature'),
    );
    expect(callback.searchParams.get('apiVersion')).toBe('1.2.0-beta/');
    const status = await callApi(sim, token, '/payment/status', { paymentID: created.paymentID });
    expect(status.body).toMatchObject({
      transactionStatus: 'Initiated',
      verificationStatus: 'Complete',
    });
  });

  it('labels every field and offers real Confirm and Close buttons at every step', async () => {
    const { sim, token } = await started();
    let pageUrl = text((await createPayment(sim, token)).bkashURL);
    for (const [label, value] of [
      ['Your bKash account number', WALLET],
      ['Verification code', '123456'],
      ['bKash PIN', ''],
    ] as const) {
      const { document } = await openPage(pageUrl);
      const inputs = [...document.querySelectorAll('input:not([type="hidden"])')];
      expect(inputs).toHaveLength(1);
      const labelFor = document.querySelector(`label[for="${inputs[0]?.id ?? ''}"]`);
      expect(labelFor?.textContent).toBe(label);
      const buttons = [...document.querySelectorAll('button')].map((b) => b.textContent);
      expect(buttons.sort()).toEqual(['Close', 'Confirm']);
      if (!value) break;
      pageUrl = (await press(pageUrl, 'Confirm', value)).location;
    }
  });

  it('cancels with Close at any step, sending the same signature with status=cancel', async () => {
    for (const closeAt of ['wallet', 'code', 'pin'] as const) {
      const { sim, token } = await started();
      const created = await createPayment(sim, token);

      const callback = new URL(await sim.payPage(text(created.paymentID), WALLET, { closeAt }));

      expect(callback.searchParams.get('status')).toBe('cancel');
      expect(callback.searchParams.get('signature')).toBe(
        new URL(text(created.successCallbackURL)).searchParams.get('signature'),
      );
      const executed = await callApi(sim, token, '/execute', { paymentID: created.paymentID });
      expect(executed.body).toEqual({ statusCode: '2056', statusMessage: 'Invalid Payment State' });
      expect(sim.payment(text(created.paymentID))?.status).toBe('Cancelled');
      await sim.close();
    }
  });

  it('refuses a number that is no bKash account, and a wrong code, with text on the page', async () => {
    const { sim, token } = await started();
    const bkashURL = text((await createPayment(sim, token)).bkashURL);

    const unknown = await press(bkashURL, 'Confirm', '01711000000');
    expect(unknown.status).toBe(200);
    expect(new JSDOM(unknown.html).window.document.body.textContent).toContain(
      'Not a bKash Account',
    );
    const malformed = await press(bkashURL, 'Confirm', '12345');
    expect(malformed.html).toContain('11-digit bKash account number');

    const codeUrl = (await press(bkashURL, 'Confirm', WALLET)).location;
    const wrong = await press(codeUrl, 'Confirm', '654321');
    expect(wrong.status).toBe(200);
    const page = new JSDOM(wrong.html).window.document;
    expect(page.querySelector('[role="alert"]')?.textContent).toBe('Wrong verification code');
    expect(page.querySelector('input#field')?.getAttribute('aria-invalid')).toBe('true');
  });

  it('fails the payment on the third wrong PIN', async () => {
    const { sim, token } = await started();
    const created = await createPayment(sim, token);
    const paymentID = text(created.paymentID);

    await expect(sim.payPage(paymentID, WALLET, { pin: '11111' })).rejects.toThrow('Wrong PIN');
    // The page is at the PIN step now: two more wrong ones.
    const pinUrl = text(created.bkashURL);
    expect((await press(pinUrl, 'Confirm', '22222')).status).toBe(200);
    const third = await press(pinUrl, 'Confirm', '33333');

    expect(new URL(third.location).searchParams.get('status')).toBe('failure');
    expect(sim.payment(paymentID)?.status).toBe('Failed');
  });

  it('shows nothing for a paymentId without its hash', async () => {
    const { sim, token } = await started();
    const created = await createPayment(sim, token);
    const page = await openPage(`${sim.url}/payment?paymentId=${text(created.paymentID)}`);
    expect(page.status).toBe(404);
    expect(page.document.body.textContent).toContain('Payment not found');
  });
});

describe('execute', () => {
  it('moves the money once; a second execute answers 2117', async () => {
    const { sim, token } = await started();
    const created = await createPayment(sim, token, { payerReference: 'learner-9' });
    await sim.payPage(text(created.paymentID), WALLET);

    const executed = await callApi(sim, token, '/execute', { paymentID: created.paymentID });
    expect(executed.body).toMatchObject({
      statusCode: '0000',
      statusMessage: 'Successful',
      paymentID: created.paymentID,
      customerMsisdn: WALLET,
      payerReference: 'learner-9',
      transactionStatus: 'Completed',
      amount: '1000',
      currency: 'BDT',
      intent: 'sale',
      merchantInvoiceNumber: created.merchantInvoiceNumber,
    });
    expect(text(executed.body.trxID)).toMatch(/^[A-Z0-9]{10}$/);

    const again = await callApi(sim, token, '/execute', { paymentID: created.paymentID });
    expect(again.body).toEqual({
      statusCode: '2117',
      statusMessage: 'The payment execution has already been completed',
    });
    const status = await callApi(sim, token, '/payment/status', { paymentID: created.paymentID });
    expect(status.body).toMatchObject({
      statusCode: '0000',
      transactionStatus: 'Completed',
      trxID: executed.body.trxID,
      merchantInvoice: created.merchantInvoiceNumber,
    });
  });

  it('refuses a payment the payer has not authorised (2056) and an unknown one (2002)', async () => {
    const { sim, token } = await started();
    const created = await createPayment(sim, token);

    expect((await callApi(sim, token, '/execute', { paymentID: created.paymentID })).body).toEqual({
      statusCode: '2056',
      statusMessage: 'Invalid Payment State',
    });
    expect((await callApi(sim, token, '/execute', { paymentID: 'TR0011nothing' })).body).toEqual({
      statusCode: '2002',
      statusMessage: 'Invalid Payment ID',
    });
  });

  it.each([
    [INSUFFICIENT_BALANCE_WALLET, '2023', 'Insufficient Balance'],
    [
      DEBIT_BLOCKED_WALLET,
      '2037',
      'The account of the debit party is in a state which prohibits execution of this transaction',
    ],
  ])('lets %s through the page and refuses at execute with %s', async (wallet, code, message) => {
    const { sim, token } = await started();
    const created = await createPayment(sim, token);
    const callback = await sim.payPage(text(created.paymentID), wallet);
    expect(new URL(callback).searchParams.get('status')).toBe('success');

    const executed = await callApi(sim, token, '/execute', { paymentID: created.paymentID });

    expect(executed.body).toEqual({ statusCode: code, statusMessage: message });
    const status = await callApi(sim, token, '/payment/status', { paymentID: created.paymentID });
    expect(status.body.transactionStatus).toBe('Failed');
    expect(status.body).not.toHaveProperty('trxID');
  });

  it('expires a payment nobody executed in time', async () => {
    let at = new Date('2026-03-01T06:00:00.000Z').getTime();
    const { sim, token } = await started({ now: () => new Date(at), paymentExpiryMs: 5 * 60_000 });
    const created = await createPayment(sim, token);
    await sim.payPage(text(created.paymentID), WALLET);

    at += 5 * 60_000;

    const executed = await callApi(sim, token, '/execute', { paymentID: created.paymentID });
    expect(executed.body.statusCode).toBe('2056');
    const status = await callApi(sim, token, '/payment/status', { paymentID: created.paymentID });
    expect(status.body.transactionStatus).toBe('Expired');
  });
});

describe('mounted under a path', () => {
  it('builds bkashURL and the page from the mount point', async () => {
    const host = new Hono();
    host.route('/bkash-simulator', bkashSimulatorApp({ appKey: 'k', appSecret: 's' }));
    const server = serve({ fetch: host.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/bkash-simulator/v1.2.0-beta/tokenized/checkout`;
      const granted = await postJson(
        `${base}/token/grant`,
        { app_key: 'k', app_secret: 's' },
        { username: 'simulator-merchant', password: 'simulator-password' },
      );
      const headers = { authorization: text(granted.body.id_token), 'x-app-key': 'k' };
      const created = await postJson(`${base}/create`, createRequest(), headers);
      const bkashURL = text(created.body.bkashURL);
      expect(new URL(bkashURL).pathname).toBe('/bkash-simulator/payment');

      const wallet = await press(bkashURL, 'Confirm', WALLET);
      expect(new URL(wallet.location).pathname).toBe('/bkash-simulator/payment');
      const code = await press(wallet.location, 'Confirm', '123456');
      const pin = await press(code.location, 'Confirm', '12121');
      expect(new URL(pin.location).searchParams.get('status')).toBe('success');
    } finally {
      if ('closeAllConnections' in server) server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
