import { FaultBoard } from './simulator-faults';
import { Ledger } from './simulator-ledger';
import { PaymentBook } from './simulator-payments';
import { TokenBook, type MerchantCredentials } from './simulator-tokens';
import type { ErrorEnvelope } from './simulator-wire';

export interface BkashSimulatorOptions {
  /** The clock (tests move it to expire tokens and payments). */
  now?: () => Date;
  /** The merchant's organizationShortCode, which its checkout transactions carry. */
  shortCode?: string;
  /** Shown on the payment page. */
  merchantName?: string;
  appKey?: string;
  appSecret?: string;
  username?: string;
  password?: string;
  /** Grants plus refreshes allowed in a sliding hour (default 2; bKash blocks more). */
  grantLimitPerHour?: number;
  /** How long after create a payment can still be paid and executed (default 24 hours). */
  paymentExpiryMs?: number;
  /** How refusals are written (default 'statusCode', as the sandbox answers). */
  errorEnvelope?: ErrorEnvelope;
}

/** The simulator's own credentials when none are given. */
export const SIMULATOR_CREDENTIALS: Readonly<MerchantCredentials> = {
  appKey: 'simulator-app-key',
  appSecret: 'simulator-app-secret',
  username: 'simulator-merchant',
  password: 'simulator-password',
};

/** bKash's sample answers carry this shortcode; any five digits would do. */
export const SIMULATOR_SHORT_CODE = '50022';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Waits that a closing simulator cuts short, so no timer outlives it. */
export class DelayRegistry {
  readonly #pending = new Set<() => void>();

  wait(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.#pending.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.#pending.add(done);
    });
  }

  releaseAll(): void {
    for (const done of [...this.#pending]) done();
  }
}

/** Everything the simulated bKash knows, shared by its HTTP app and its object API. */
export interface SimulatorState {
  readonly now: () => Date;
  readonly credentials: MerchantCredentials;
  readonly merchantName: string;
  readonly errorEnvelope: ErrorEnvelope;
  readonly tokens: TokenBook;
  readonly ledger: Ledger;
  readonly payments: PaymentBook;
  readonly faults: FaultBoard;
  readonly delays: DelayRegistry;
}

export function createSimulatorState(options: BkashSimulatorOptions = {}): SimulatorState {
  const now = options.now ?? (() => new Date());
  const credentials: MerchantCredentials = {
    appKey: options.appKey ?? SIMULATOR_CREDENTIALS.appKey,
    appSecret: options.appSecret ?? SIMULATOR_CREDENTIALS.appSecret,
    username: options.username ?? SIMULATOR_CREDENTIALS.username,
    password: options.password ?? SIMULATOR_CREDENTIALS.password,
  };
  const expiryMs = options.paymentExpiryMs ?? DAY_MS;
  const ledger = new Ledger(
    options.shortCode ?? SIMULATOR_SHORT_CODE,
    now,
    Math.max(expiryMs, DAY_MS) + DAY_MS,
  );
  return {
    now,
    credentials,
    merchantName: options.merchantName ?? 'Shikhon Academy',
    errorEnvelope: options.errorEnvelope ?? 'statusCode',
    tokens: new TokenBook(credentials, options.grantLimitPerHour ?? 2, now),
    ledger,
    payments: new PaymentBook(ledger, now, expiryMs),
    faults: new FaultBoard(),
    delays: new DelayRegistry(),
  };
}
