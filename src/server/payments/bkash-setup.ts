import type { Hono } from 'hono';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { errorText } from '../error-text';
import type { Log } from '../log';
import type { MailOutbox } from '../mail/outbox';
import type { CourseCatalogue } from '../learning/enrolments';
import { createBkashClient } from './bkash-client';
import { sweepBkashPayments } from './bkash-checkout.service';
import { API_BASE } from './bkash-simulator/simulator-api';
import { bkashSimulatorApp } from './bkash-simulator/simulator-app';
import { SIMULATOR_CREDENTIALS, SIMULATOR_SHORT_CODE } from './bkash-simulator/simulator-state';
import type { BkashClient, BkashSettings } from './bkash-types';

/** Where `npm start` outside production serves the simulator when no credentials are set. */
export const SIMULATOR_PATH = '/bkash-simulator';

/**
 * bKash for this server: the merchant's credentials (BKASH_*) when set; else, in development
 * only, the simulator mounted on this server (no real money moves); in production or tests
 * without credentials, none (checkout offers the manual forms).
 */
export function bkashFor(config: Config): {
  settings: BkashSettings | undefined;
  simulator: Hono | undefined;
} {
  if (config.bkash) return { settings: config.bkash, simulator: undefined };
  if (config.nodeEnv !== 'development') return { settings: undefined, simulator: undefined };
  // At PUBLIC_URL, like the callback: the simulator builds its page's address (where the
  // browser goes) from the address it is called at.
  return {
    settings: {
      baseUrl: `${config.publicUrl}${SIMULATOR_PATH}${API_BASE}`,
      appKey: SIMULATOR_CREDENTIALS.appKey,
      appSecret: SIMULATOR_CREDENTIALS.appSecret,
      username: SIMULATOR_CREDENTIALS.username,
      password: SIMULATOR_CREDENTIALS.password,
      shortCode: SIMULATOR_SHORT_CODE,
      timeoutMs: 30_000,
      simulated: true,
    },
    simulator: bkashSimulatorApp() as unknown as Hono,
  };
}

/**
 * The client over these settings, and the sweeper running every `sweepMs` (BKASH_SWEEP_SECONDS),
 * the first time right after start-up: a restart finishes what the last process left.
 */
export function startBkash(
  settings: BkashSettings,
  deps: {
    sweepMs: number;
    database: Database;
    outbox: MailOutbox;
    catalogue: CourseCatalogue;
    publicUrl: string;
    log: Log;
  },
): { client: BkashClient; stop: () => void } {
  const client = createBkashClient({ db: deps.database.db, settings, log: deps.log });
  let running = false;
  const sweep = () => {
    if (running) return;
    running = true;
    sweepBkashPayments({
      db: deps.database.db,
      client,
      catalogue: deps.catalogue,
      outbox: deps.outbox,
      publicUrl: deps.publicUrl,
      executeTimeoutMs: settings.timeoutMs,
    })
      .then((outcome) => {
        if (outcome.checked > 0) {
          deps.log(
            `bKash sweep: ${outcome.checked} payment(s) asked about, ${outcome.completed} completed, ${outcome.closed} closed`,
          );
        }
      })
      .catch((error: unknown) =>
        deps.log(`bKash sweep failed: ${errorText(error)}`, { level: 'warn' }),
      )
      .finally(() => {
        running = false;
      });
  };
  const first = setTimeout(sweep, Math.min(deps.sweepMs, 5_000));
  first.unref();
  const timer = setInterval(sweep, deps.sweepMs);
  timer.unref();
  return {
    client,
    stop: () => {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
