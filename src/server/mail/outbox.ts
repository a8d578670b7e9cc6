import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Engine } from '../db/database';
import type { DatabaseSchema, MailOutboxTable } from '../db/schema';
import { errorText } from '../error-text';
import type { MailMessage } from './mailer';

/**
 * The outbox's rows and their life (decision 010): queued with the change that causes them,
 * claimed by one worker at a time, then sent, retried with growing delays, or given up on.
 */

/** The first retry comes this soon; each later one waits twice as long as the one before. */
export const FIRST_RETRY_MS = 2_000;
/** ...up to this long between attempts. */
export const MAX_RETRY_MS = 15 * 60_000;
/** A mail still not accepted this long after it was queued is marked failed for staff. */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;
/** Sent mail is kept this long (the staff page counts it), then deleted. */
export const KEEP_SENT_MS = 30 * 24 * 60 * 60_000;

const MAX_ERROR_LENGTH = 1000;

export type OutboxRow = Selectable<MailOutboxTable>;

/** What request handlers and services see of the outbox. */
export interface MailOutbox {
  /**
   * Writes `message` to the outbox through `executor`. Pass the transaction of the change that
   * causes the mail, so that both are kept or neither is.
   */
  queue(executor: Kysely<DatabaseSchema>, message: MailMessage): Promise<void>;
  /**
   * Says that queued mail has committed, so the worker sends it now rather than at its next
   * poll. Call it after the transaction; forgetting it only delays the mail by a poll.
   */
  notify(): void;
}

export async function insertMail(
  executor: Kysely<DatabaseSchema>,
  message: MailMessage,
  now: Date,
): Promise<string> {
  const id = randomUUID();
  const at = now.toISOString();
  await executor
    .insertInto('mail_outbox')
    .values({
      id,
      recipient: message.to,
      reply_to: message.replyTo ?? null,
      subject: message.subject,
      text_body: message.text,
      html_body: message.html,
      status: 'pending',
      attempts: 0,
      queued_at: at,
      next_attempt_at: at,
      locked_until: null,
      last_error: null,
      created_at: at,
      sent_at: null,
    })
    .execute();
  return id;
}

export function toMailMessage(row: OutboxRow): MailMessage {
  return {
    to: row.recipient,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    ...(row.reply_to ? { replyTo: row.reply_to } : {}),
  };
}

/** How long to wait after the `attempts`-th failed attempt: 2 s, 4 s, 8 s... up to 15 min. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
}

/**
 * Claims up to `limit` due mails: pending ones whose time has come, and ones a worker claimed but
 * never finished (it crashed; its lease ran out). Each is marked 'sending' until `leaseMs` from
 * now and its attempt counted, in one statement. On PostgreSQL the rows are locked with SKIP
 * LOCKED, so workers in other instances claim other rows instead of waiting for these.
 */
export async function claimDueMail(
  db: Kysely<DatabaseSchema>,
  engine: Engine,
  now: Date,
  { limit, leaseMs }: { limit: number; leaseMs: number },
): Promise<OutboxRow[]> {
  const at = now.toISOString();
  const due = db
    .selectFrom('mail_outbox')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', at)]),
        eb.and([eb('status', '=', 'sending'), eb('locked_until', '<=', at)]),
      ]),
    )
    .orderBy('next_attempt_at')
    .limit(limit);
  return (
    db
      .updateTable('mail_outbox')
      .set({
        status: 'sending',
        attempts: sql<number>`attempts + 1`,
        locked_until: new Date(now.getTime() + leaseMs).toISOString(),
      })
      // SQLite has one writer at a time, so its single statement is already exclusive.
      .where('id', 'in', engine === 'postgres' ? due.forUpdate().skipLocked() : due)
      .returningAll()
      .execute()
  );
}

/** The mail server accepted the mail. */
export async function recordSent(db: Kysely<DatabaseSchema>, id: string, now: Date) {
  await db
    .updateTable('mail_outbox')
    .set({ status: 'sent', sent_at: now.toISOString(), locked_until: null, last_error: null })
    .where('id', '=', id)
    .execute();
}

export type FailureOutcome = { status: 'pending'; nextAttemptAt: string } | { status: 'failed' };

/**
 * An attempt failed: the mail is tried again after a growing delay, and once 24 hours have
 * passed since it was queued, marked failed. The last attempt falls on the 24-hour mark.
 */
export async function recordFailure(
  db: Kysely<DatabaseSchema>,
  row: Pick<OutboxRow, 'id' | 'attempts' | 'queued_at'>,
  error: unknown,
  now: Date,
): Promise<FailureOutcome> {
  const lastError = clippedErrorText(error);
  const deadline = Date.parse(row.queued_at) + GIVE_UP_AFTER_MS;
  if (now.getTime() >= deadline) {
    await db
      .updateTable('mail_outbox')
      .set({ status: 'failed', locked_until: null, last_error: lastError })
      .where('id', '=', row.id)
      .execute();
    return { status: 'failed' };
  }
  const nextAttemptAt = new Date(
    Math.min(now.getTime() + retryDelayMs(row.attempts), deadline),
  ).toISOString();
  await db
    .updateTable('mail_outbox')
    .set({
      status: 'pending',
      next_attempt_at: nextAttemptAt,
      locked_until: null,
      last_error: lastError,
    })
    .where('id', '=', row.id)
    .execute();
  return { status: 'pending', nextAttemptAt };
}

/** Deletes sent mail older than KEEP_SENT_MS; the rows hold links that act for the recipient. */
export async function deleteOldSentMail(db: Kysely<DatabaseSchema>, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('mail_outbox')
    .where('status', '=', 'sent')
    .where('sent_at', '<', new Date(now.getTime() - KEEP_SENT_MS).toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** A failure's text cut to what `mail_outbox.last_error` keeps, for that column and log lines. */
export function clippedErrorText(error: unknown): string {
  const text = errorText(error);
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH - 1)}…` : text;
}

/** Mail not yet accepted by the mail server, and failed mail, as health and /metrics report it. */
export interface OutboxBacklog {
  pending: number;
  sending: number;
  failed: number;
  /** Pending mail whose last attempt failed (the mail server refused or was unreachable). */
  retrying: number;
  /** When the oldest mail still waiting to go out was queued; null when none waits. */
  oldestQueuedAt: string | null;
}

/** One grouped read over the outbox's status index; sent mail is not counted. */
export async function outboxBacklog(db: Kysely<DatabaseSchema>): Promise<OutboxBacklog> {
  const rows = await db
    .selectFrom('mail_outbox')
    .select(['status', (eb) => eb.fn.countAll<number | string>().as('count')])
    .select((eb) => eb.fn.min<string | null>('queued_at').as('oldest'))
    .select(sql<number | string | null>`sum(case when attempts > 0 then 1 else 0 end)`.as('tried'))
    .where('status', 'in', ['pending', 'sending', 'failed'])
    .groupBy('status')
    .execute();
  const backlog: OutboxBacklog = {
    pending: 0,
    sending: 0,
    failed: 0,
    retrying: 0,
    oldestQueuedAt: null,
  };
  for (const row of rows) {
    if (row.status === 'sent') continue;
    backlog[row.status] = Number(row.count);
    if (row.status === 'pending') backlog.retrying = Number(row.tried ?? 0);
    if (row.status !== 'failed' && row.oldest !== null) {
      if (backlog.oldestQueuedAt === null || row.oldest < backlog.oldestQueuedAt) {
        backlog.oldestQueuedAt = row.oldest;
      }
    }
  }
  return backlog;
}
