import type { BkashSimulator } from './start-simulator';

/**
 * The simulator's tests talk to it over HTTP the way a merchant talks to bKash; these are the
 * few calls they repeat. (The academy's own client is bkash-client.ts, tested on its own.)
 */

export interface WireAnswer {
  status: number;
  body: Record<string, unknown>;
}

export async function postJson(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
  signal?: AbortSignal,
): Promise<WireAnswer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify(body),
    ...(signal ? { signal } : {}),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export function grantRequest(simulator: BkashSimulator): Promise<WireAnswer> {
  const { username, password, appKey, appSecret } = simulator.credentials;
  return postJson(
    `${simulator.baseUrl}/token/grant`,
    { app_key: appKey, app_secret: appSecret },
    { username, password },
  );
}

/** A fresh id_token (uses one of the hour's grants). */
export async function grantToken(simulator: BkashSimulator): Promise<string> {
  const answer = await grantRequest(simulator);
  const token = answer.body.id_token;
  if (typeof token !== 'string') throw new Error(`no id_token: ${JSON.stringify(answer.body)}`);
  return token;
}

export function apiHeaders(simulator: BkashSimulator, token: string): Record<string, string> {
  return { authorization: token, 'x-app-key': simulator.credentials.appKey };
}

/** An authenticated call, e.g. `callApi(sim, token, '/execute', { paymentID })`. */
export function callApi(
  simulator: BkashSimulator,
  token: string,
  path: string,
  body: unknown,
): Promise<WireAnswer> {
  return postJson(`${simulator.baseUrl}${path}`, body, apiHeaders(simulator, token));
}

let invoices = 0;

/** A create request the simulator accepts; `overrides` change or add fields. */
export function createRequest(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  invoices += 1;
  return {
    mode: '0011',
    payerReference: 'learner-1',
    callbackURL: 'http://127.0.0.1:9/api/payments/bkash/callback',
    amount: '1000',
    currency: 'BDT',
    intent: 'sale',
    merchantInvoiceNumber: `order-${Date.now()}-${invoices}`,
    ...overrides,
  };
}

/** Creates a payment and returns create's answer body (paymentID, bkashURL, …). */
export async function createPayment(
  simulator: BkashSimulator,
  token: string,
  overrides: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  const answer = await callApi(simulator, token, '/create', createRequest(overrides));
  if (answer.body.statusCode !== '0000') {
    throw new Error(`create refused: ${JSON.stringify(answer.body)}`);
  }
  return answer.body;
}

export function text(value: unknown): string {
  if (typeof value !== 'string') throw new Error(`not text: ${JSON.stringify(value)}`);
  return value;
}
