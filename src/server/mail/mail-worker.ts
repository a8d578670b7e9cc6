import type { Config } from '../config';
import type { Database } from '../db/database';
import { createMailer, type Mailer } from './mailer';
import {
  claimDueMail,
  deleteOldSentMail,
  clippedErrorText,
  insertMail,
  recordFailure,
  recordSent,
  toMailMessage,
  type MailOutbox,
  type OutboxRow,
} from './outbox';

/** The outbox as request handlers use it, and the worker that sends what it holds. */
export interface MailWorker extends MailOutbox {
  /** Starts sending in the background: at once when notified, else every poll interval. */
  start(): void;
  /** One pass: claims the mail that is due and tries each once. Answers how many it claimed. */
  runOnce(): Promise<number>;
  /**
   * Stops polling and waits (a few seconds at most) for mail being sent to be recorded as sent
   * or failed, then closes the mail server connections.
   */
  stop(): Promise<void>;
}

export interface MailWorkerOptions {
  database: Database;
  mailer: Mailer;
  log: (line: string) => void;
  /** The clock; tests pass their own to move through retries and the 24-hour limit. */
  now?: () => Date;
  /** How often to look for mail queued by other instances or due for a retry. */
  pollIntervalMs?: number;
  /** How many mails one pass claims (and sends side by side). */
  batchSize?: number;
  /** How long a claim lasts: after it, a crashed sender's mail is tried again. */
  leaseMs?: number;
  /** How long stop() waits for sends in progress. */
  stopGraceMs?: number;
}

const SWEEP_INTERVAL_MS = 60 * 60_000;

/**
 * Sends the outbox's mail from inside the server process (decision 010). Several instances may
 * run one each against a shared PostgreSQL database: a mail is claimed by one worker at a time,
 * and marked sent right after the mail server accepts it. Only a crash between that acceptance
 * and the update can send a mail twice, after the claim's lease runs out.
 */
export function createMailWorker(options: MailWorkerOptions): MailWorker {
  // Long: the poll loop, claiming, sending and stopping are short closures over one worker's
  // state (the loop, the stop flag, the wake-up), so they stay together in the factory.
  const { database, mailer, log } = options;
  const { db } = database;
  const now = options.now ?? (() => new Date());
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const batchSize = options.batchSize ?? 10;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const stopGraceMs = options.stopGraceMs ?? 5000;

  let stopped = false;
  let loop: Promise<void> | undefined;
  let notified = false;
  let wakeUp: (() => void) | undefined;
  let lastSweep = 0;
  let failing = false;

  const recordFailed = async (row: OutboxRow, error: unknown) => {
    try {
      const outcome = await recordFailure(db, row, error, now());
      log(
        outcome.status === 'failed'
          ? `Mail ${row.id} to ${row.recipient} failed for 24 hours; staff can resend it at /admin/mail. Last error: ${clippedErrorText(error)}`
          : `Mail ${row.id} to ${row.recipient} not sent (attempt ${row.attempts}): ${clippedErrorText(error)}; next attempt at ${outcome.nextAttemptAt}`,
      );
    } catch (recordError) {
      // Still claimed: tried again once the lease runs out.
      log(
        `Mail ${row.id} to ${row.recipient} not sent, and not recorded: ${clippedErrorText(recordError)}`,
      );
    }
  };

  const sendOne = async (row: OutboxRow) => {
    try {
      await mailer.send(toMailMessage(row));
    } catch (error) {
      await recordFailed(row, error);
      return;
    }
    try {
      await recordSent(db, row.id, now());
    } catch (error) {
      // The mail is out; only its row could not say so. After the lease it would go again.
      log(
        `Mail ${row.id} to ${row.recipient} was sent but not recorded: ${clippedErrorText(error)}`,
      );
    }
  };

  const runOnce = async () => {
    const at = now();
    if (at.getTime() - lastSweep >= SWEEP_INTERVAL_MS) {
      lastSweep = at.getTime();
      await deleteOldSentMail(db, at);
    }
    const claimed = await claimDueMail(db, database.engine, at, { limit: batchSize, leaseMs });
    await Promise.all(claimed.map(sendOne));
    return claimed.length;
  };

  const sleep = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        wakeUp = undefined;
        resolve();
      };
      const timer = setTimeout(done, pollIntervalMs);
      timer.unref();
      wakeUp = done;
    });

  const run = async () => {
    while (!stopped) {
      notified = false;
      let claimed = 0;
      try {
        claimed = await runOnce();
        if (failing) log('Mail worker: the outbox can be read again');
        failing = false;
      } catch (error) {
        // E.g. the database is unreachable: said once, then tried again every poll.
        if (!failing) log(`Mail worker: could not read the outbox: ${clippedErrorText(error)}`);
        failing = true;
      }
      // A full batch may have left more behind; mail queued during the pass is due now.
      if (stopped || claimed >= batchSize || notified) continue;
      await sleep();
    }
  };

  return {
    async queue(executor, message) {
      await insertMail(executor, message, now());
    },
    notify() {
      notified = true;
      wakeUp?.();
    },
    start() {
      if (!loop && !stopped) loop = run();
    },
    runOnce,
    async stop() {
      stopped = true;
      wakeUp?.();
      if (loop) {
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          loop,
          new Promise((resolve) => {
            timer = setTimeout(resolve, stopGraceMs);
          }),
        ]);
        clearTimeout(timer);
      }
      mailer.close();
    },
  };
}

/**
 * The mailer the settings name (SMTP_URL, or .eml files in DATA_DIR/outbox) and a started worker
 * around it: what main.ts and the test server both run.
 */
export function startMailWorker(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'supportEmail' | 'dataDir' | 'isProduction'>,
  database: Database,
  log: (line: string) => void,
): MailWorker {
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    replyTo: config.supportEmail,
    dataDir: config.dataDir,
    log,
    logLinks: !config.isProduction,
  });
  const worker = createMailWorker({ database, mailer, log });
  worker.start();
  return worker;
}
