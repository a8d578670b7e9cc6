import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { createTransport } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

/** Hands a message to the mail server (or the developer's outbox folder); used by the mail worker. */
export interface Mailer {
  /** Resolves once the mail server has accepted the message. */
  send(message: MailMessage): Promise<void>;
  /** Closes pooled connections; call once nothing more will be sent. */
  close(): void;
}

export interface MailerOptions {
  /** `smtp://user:pass@host:port`; unset: messages go to `{dataDir}/outbox/*.eml`. */
  smtpUrl: string | undefined;
  from: string;
  /**
   * SUPPORT_EMAIL: the Reply-To of every mail that names no other. Learner mail says "reply to
   * this email"; a reply then reaches people, not MAIL_FROM (often an unread no-reply address).
   */
  replyTo?: string;
  dataDir: string;
  log: (line: string) => void;
  /**
   * Without SMTP, each saved mail's links are logged for the developer to follow (default). Off in
   * production: a verification or reset link is a token, and logs never carry one.
   */
  logLinks?: boolean;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Sends through SMTP when configured, otherwise keeps every message on disk for the developer.
 * Requests never call this: they queue mail in the outbox, and the mail worker sends it.
 */
export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl ? createSmtpMailer(options.smtpUrl, options) : createOutboxMailer(options);
}

function createSmtpMailer(smtpUrl: string, options: MailerOptions): Mailer {
  // A local capture server (tests, MailHog-style tools) offers no certificate, so a STARTTLS
  // attempt would fail; anywhere else nodemailer upgrades whenever the server offers it.
  const ignoreTLS = LOOPBACK_HOSTS.has(new URL(smtpUrl).hostname);
  const transport = createTransport({
    url: smtpUrl,
    ignoreTLS,
    // One open connection carries many messages, instead of a new connection (and TLS
    // handshake) per mail.
    pool: true,
    maxConnections: 3,
    // A stalled server fails the attempt in seconds (nodemailer waits 30 s to 10 min); the
    // worker retries later. Well inside the worker's lease, so no one else sends it meanwhile.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  // The pool reports a broken connection here too; each send's own error is what counts.
  transport.on('error', () => undefined);
  return {
    async send(message) {
      await transport.sendMail(toMailOptions(message, options));
    },
    close() {
      transport.close();
    },
  };
}

function createOutboxMailer(options: MailerOptions): Mailer {
  const outbox = path.join(options.dataDir, 'outbox');
  const transport = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail(toMailOptions(message, options));
      if (!Buffer.isBuffer(info.message)) {
        throw new Error('Mail outbox: expected the message as a buffer');
      }
      await fs.mkdir(outbox, { recursive: true });
      const stamp = new Date().toISOString().replace(/:/g, '-');
      const file = path.join(outbox, `${stamp}-${randomBytes(3).toString('hex')}.eml`);
      await fs.writeFile(file, info.message, { flag: 'wx' });
      options.log(`Mail to ${message.to}: "${message.subject}" saved to ${file}`);
      if (options.logLinks === false) return;
      for (const url of findLinks(message.text)) options.log(`  link: ${url}`);
    },
    close() {},
  };
}

function toMailOptions(message: MailMessage, options: Pick<MailerOptions, 'from' | 'replyTo'>) {
  // A mail's own Reply-To (a contact message's sender, an applicant) wins over support's.
  const replyTo = message.replyTo ?? options.replyTo;
  return {
    from: options.from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    ...(replyTo ? { replyTo } : {}),
  };
}

function findLinks(text: string): string[] {
  const found = text.match(/https?:\/\/[^\s<>"']+/g) ?? [];
  // Sentence punctuation right after a link is not part of it.
  return [...new Set(found.map((url) => url.replace(/[.,;:!?)\]]+$/, '')))];
}
