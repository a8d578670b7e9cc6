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

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailerOptions {
  /** `smtp://user:pass@host:port`; unset: messages go to `{dataDir}/outbox/*.eml`. */
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  log: (line: string) => void;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Sends through SMTP when configured, otherwise keeps every message on disk for the developer. */
export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl
    ? createSmtpMailer(options.smtpUrl, options.from)
    : createOutboxMailer(options);
}

function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  // A local capture server (tests, MailHog-style tools) offers no certificate, so a STARTTLS
  // attempt would fail; anywhere else nodemailer upgrades whenever the server offers it.
  const ignoreTLS = LOOPBACK_HOSTS.has(new URL(smtpUrl).hostname);
  const transport = createTransport({ url: smtpUrl, ignoreTLS });
  return {
    async send(message) {
      await transport.sendMail(toMailOptions(message, from));
    },
  };
}

function createOutboxMailer(options: MailerOptions): Mailer {
  const outbox = path.join(options.dataDir, 'outbox');
  const transport = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail(toMailOptions(message, options.from));
      if (!Buffer.isBuffer(info.message)) {
        throw new Error('Mail outbox: expected the message as a buffer');
      }
      await fs.mkdir(outbox, { recursive: true });
      const stamp = new Date().toISOString().replace(/:/g, '-');
      const file = path.join(outbox, `${stamp}-${randomBytes(3).toString('hex')}.eml`);
      await fs.writeFile(file, info.message, { flag: 'wx' });
      options.log(`Mail to ${message.to}: "${message.subject}" saved to ${file}`);
      for (const url of findLinks(message.text)) options.log(`  link: ${url}`);
    },
  };
}

function toMailOptions(message: MailMessage, from: string) {
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
  };
}

function findLinks(text: string): string[] {
  const found = text.match(/https?:\/\/[^\s<>"']+/g) ?? [];
  // Sentence punctuation right after a link is not part of it.
  return [...new Set(found.map((url) => url.replace(/[.,;:!?)\]]+$/, '')))];
}
