/** The mail outbox as staff see it at /admin/mail (GET /api/admin/mail). */

export const MAIL_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
/**
 * pending: waiting for its first or next attempt; sending: a worker has it now; sent: the mail
 * server accepted it; failed: every attempt for 24 hours failed, until staff resend it.
 */
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** One mail, without its body: links in it (verification, reset) act for the recipient. */
export interface OutboxMail {
  id: string;
  recipient: string;
  subject: string;
  status: MailStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  nextAttemptAt: string;
  sentAt: string | null;
}

export interface MailQueueOverview {
  counts: {
    /** Waiting for an attempt, including those being retried. */
    pending: number;
    sending: number;
    failed: number;
    /** Accepted by the mail server in the last 24 hours. */
    sentLastDay: number;
  };
  /** When the oldest mail still waiting was queued; null when none waits. */
  oldestPendingAt: string | null;
  /** Failed mails, newest first (at most 200). */
  failed: OutboxMail[];
}
