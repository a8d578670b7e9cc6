import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { walkPaymentPage, type PayPageOptions } from './pay-page-walker';
import { API_BASE } from './simulator-api';
import { simulatorAppFor } from './simulator-app';
import type { FaultSwitches } from './simulator-faults';
import type { AddTransactionInput, LedgerTransaction } from './simulator-ledger';
import type { SimulatedPayment } from './simulator-payments';
import { createSimulatorState, type BkashSimulatorOptions } from './simulator-state';
import type { MerchantCredentials } from './simulator-tokens';

export interface StartBkashSimulatorOptions extends BkashSimulatorOptions {
  /** Default 0: a free port on 127.0.0.1. */
  port?: number;
}

/** A running simulator and what a test may ask of it or do to it. */
export interface BkashSimulator {
  /** Its origin: "http://127.0.0.1:PORT". */
  url: string;
  /** What BKASH_BASE_URL would be: "http://127.0.0.1:PORT/v1.2.0-beta/tokenized/checkout". */
  baseUrl: string;
  /** The merchant credentials it accepts, and the merchant's organizationShortCode. */
  credentials: MerchantCredentials & { shortCode: string };
  /** Grants and refreshes asked for so far, refused ones included. */
  grants(): number;
  /** Copies of every payment it holds, oldest first. */
  payments(): SimulatedPayment[];
  /** A copy of one payment, or undefined. */
  payment(paymentID: string): SimulatedPayment | undefined;
  /** A transaction general/searchTransaction can find, made outside checkout; its trxID. */
  addTransaction(input: AddTransactionInput): string;
  /** A copy of a transaction by trxID (a checkout's or an added one). */
  transaction(trxID: string): LedgerTransaction | undefined;
  faults: FaultSwitches;
  /**
   * Pays (or with `closeAt`, cancels) a payment on the page over HTTP as a browser would, and
   * returns the callback address the page redirects to.
   */
  payPage(paymentID: string, wallet: string, options?: PayPageOptions): Promise<string>;
  close(): Promise<void>;
}

/** Starts the simulator as its own HTTP server on 127.0.0.1. */
export function startBkashSimulator(
  options: StartBkashSimulatorOptions = {},
): Promise<BkashSimulator> {
  const state = createSimulatorState(options);
  const app = simulatorAppFor(state);
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port: options.port ?? 0, hostname: '127.0.0.1' });
    server.once('error', reject);
    server.once('listening', () => {
      server.off('error', reject);
      const { port } = server.address() as AddressInfo;
      const url = `http://127.0.0.1:${port}`;
      resolve({
        url,
        baseUrl: `${url}${API_BASE}`,
        credentials: { ...state.credentials, shortCode: state.ledger.shortCode },
        grants: () => state.tokens.requests,
        payments: () => state.payments.all().map((payment) => structuredClone(payment)),
        payment: (paymentID) => {
          const payment = state.payments.get(paymentID);
          return payment ? structuredClone(payment) : undefined;
        },
        addTransaction: (input) => state.ledger.add(input),
        transaction: (trxID) => {
          const transaction = state.ledger.get(trxID);
          return transaction ? structuredClone(transaction) : undefined;
        },
        faults: state.faults,
        payPage: async (paymentID, wallet, payOptions) => {
          const payment = state.payments.get(paymentID);
          if (!payment) throw new Error(`bKash simulator: no payment ${paymentID}`);
          return walkPaymentPage(payment.bkashURL, wallet, payOptions);
        },
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            if ('closeAllConnections' in server) server.closeAllConnections();
            // A delayed answer would keep its request open: cut it short.
            state.delays.releaseAll();
          }),
      });
    });
  });
}
