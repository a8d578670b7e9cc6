import type { Kysely } from 'kysely';
import type { MailQueueOverview, OutboxMail } from '../../../shared/schemas/mail';
import type { DatabaseSchema } from '../../db/schema';
import { hasNul } from '../../http/nul-character';
import { failure, success, type ServiceResult } from '../../services/result';
import type { OutboxRow } from '../../mail/outbox';

/** The most failed mails the staff page lists. */
export const FAILED_MAIL_LIMIT = 200;

const DAY_MS = 24 * 60 * 60_000;

function toOutboxMail(row: OutboxRow): OutboxMail {
  return {
    id: row.id,
    recipient: row.recipient,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: row.created_at,
    nextAttemptAt: row.next_attempt_at,
    sentAt: row.sent_at,
  };
}

/** What /admin/mail shows: how much waits, what failed, and how much went out today. */
export async function mailQueueOverview(
  db: Kysely<DatabaseSchema>,
  now: Date = new Date(),
): Promise<MailQueueOverview> {
  const byStatus = await db
    .selectFrom('mail_outbox')
    .select(['status', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('status', 'in', ['pending', 'sending', 'failed'])
    .groupBy('status')
    .execute();
  const count = (status: string) => Number(byStatus.find((row) => row.status === status)?.n ?? 0);
  const sent = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('status', '=', 'sent')
    .where('sent_at', '>=', new Date(now.getTime() - DAY_MS).toISOString())
    .executeTakeFirstOrThrow();
  const oldest = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.min('queued_at').as('at'))
    .where('status', 'in', ['pending', 'sending'])
    .executeTakeFirst();
  const failed = await db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('status', '=', 'failed')
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(FAILED_MAIL_LIMIT)
    .execute();
  return {
    counts: {
      pending: count('pending'),
      sending: count('sending'),
      failed: count('failed'),
      sentLastDay: Number(sent.n),
    },
    oldestPendingAt: oldest?.at ?? null,
    failed: failed.map(toOutboxMail),
  };
}

/**
 * Puts a failed mail back in the queue for another 24 hours of attempts, starting now. Only a
 * failed mail: one still pending or already sent is left alone (409), so a double click or two
 * staff members cannot send it twice.
 */
export async function resendMail(
  db: Kysely<DatabaseSchema>,
  id: string,
  now: Date = new Date(),
): Promise<ServiceResult<OutboxMail>> {
  if (hasNul(id)) return failure(404, 'not_found', 'There is no such mail.');
  const at = now.toISOString();
  const requeued = await db
    .updateTable('mail_outbox')
    .set({ status: 'pending', attempts: 0, queued_at: at, next_attempt_at: at })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .returningAll()
    .executeTakeFirst();
  if (requeued) return success(toOutboxMail(requeued));
  const current = await db
    .selectFrom('mail_outbox')
    .select('status')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!current) return failure(404, 'not_found', 'There is no such mail.');
  return failure(
    409,
    'mail_not_failed',
    current.status === 'sent'
      ? 'This mail has already been sent.'
      : 'This mail is already waiting to be sent.',
  );
}
