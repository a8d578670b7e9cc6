import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { firstLink, startSmtpCapture } from '../../../tests/helpers/smtp-capture';
import { createMailer } from './mailer';
import { orderReceivedEmail, passwordResetEmail, verificationEmail } from './templates';

const FROM = 'Shikhon Academy <no-reply@shikhon.test>';
const LINK = 'http://localhost:3000/api/auth/verify-email?token=abc&callbackURL=%2F';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

async function tempDir(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'shikhon-mail-'));
  cleanups.push(() => fs.rm(dir, { recursive: true, force: true }));
  return dir;
}

async function smtpCapture() {
  const capture = await startSmtpCapture();
  cleanups.push(() => capture.close());
  return capture;
}

/** A mailer that sends through a fresh capturing SMTP server, and that server. */
async function smtpMailer() {
  const capture = await smtpCapture();
  const mailer = createMailer({
    smtpUrl: capture.url,
    from: FROM,
    dataDir: '/nonexistent',
    log: () => {},
  });
  return { capture, mailer };
}

describe('createMailer without SMTP_URL', () => {
  /** Sends the verification mail through a mailer with no SMTP_URL; returns its folder and log. */
  async function sendToOutbox(options: { logLinks?: boolean } = {}) {
    const dataDir = await tempDir();
    const log: string[] = [];
    const mailer = createMailer({
      smtpUrl: undefined,
      from: FROM,
      dataDir,
      log: (line) => log.push(line),
      ...options,
    });
    await mailer.send({
      to: 'learner@example.com',
      ...verificationEmail({ name: 'Rahim', url: LINK }),
    });
    return { dataDir, log };
  }

  it('writes one .eml file to the outbox and logs its link', async () => {
    const { dataDir, log } = await sendToOutbox();

    const outbox = path.join(dataDir, 'outbox');
    const files = await fs.readdir(outbox);
    expect(files).toHaveLength(1);
    const [file = ''] = files;
    expect(file).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-[0-9a-f]{6}\.eml$/);
    const eml = await fs.readFile(path.join(outbox, file), 'utf8');
    expect(eml).toContain('Subject: Verify your email for Shikhon Academy');
    expect(eml).toMatch(/^To: learner@example\.com$/m);
    expect(eml).toMatch(/^From: .*<no-reply@shikhon\.test>$/m);
    expect(eml).toMatch(/^Content-Type: text\/plain/m);
    expect(eml).toMatch(/^Content-Type: text\/html/m);
    expect(eml).not.toContain('\r\n');

    expect(log).toEqual([
      `Mail to learner@example.com: "Verify your email for Shikhon Academy" saved to ${path.join(outbox, file)}`,
      `  link: ${LINK}`,
    ]);
  });

  it('keeps links (tokens) out of the log when told to, as in production', async () => {
    const { log } = await sendToOutbox({ logLinks: false });
    expect(log).toEqual([expect.stringMatching(/^Mail to learner@example\.com: .* saved to /)]);
    expect(log.join('\n')).not.toContain(LINK);
  });
});

describe('createMailer with SMTP_URL', () => {
  it('delivers a message with text and HTML parts over SMTP', async () => {
    const { capture, mailer } = await smtpMailer();

    await mailer.send({
      to: 'learner@example.com',
      replyTo: 'support@shikhon.test',
      ...verificationEmail({ name: 'Rahim', url: LINK }),
    });

    const mail = await capture.waitFor((m) => m.to.includes('learner@example.com'));
    expect(mail.subject).toBe('Verify your email for Shikhon Academy');
    expect(mail.from).toBe('no-reply@shikhon.test');
    expect(mail.to).toEqual(['learner@example.com']);
    expect(mail.raw).toMatch(/^From: .*<no-reply@shikhon\.test>\r?$/m);
    expect(mail.raw).toMatch(/^Reply-To: support@shikhon\.test\r?$/m);
    expect(mail.raw).toMatch(/^Content-Type: text\/html/m);
    expect(mail.text.split('\n')).toContain(LINK);
    expect(firstLink(mail.text)).toBe(LINK);
  });

  it('gives mail with no Reply-To of its own the support address, and keeps one it has', async () => {
    const capture = await smtpCapture();
    const mailer = createMailer({
      smtpUrl: capture.url,
      from: FROM,
      replyTo: 'support@shikhon.test',
      dataDir: '/nonexistent',
      log: () => {},
    });
    cleanups.push(() => Promise.resolve(mailer.close()));
    await mailer.send({ to: 'rahim@example.com', ...verificationEmail({ name: 'R', url: LINK }) });
    await mailer.send({
      to: 'support@shikhon.test',
      replyTo: 'nusrat@example.com',
      subject: 'Contact form: Hello',
      text: 'Reply to this email to answer them.',
      html: '<p>Reply to this email to answer them.</p>',
    });
    expect(capture.messages.map((mail) => [mail.to.join(','), mail.replyTo])).toEqual([
      ['rahim@example.com', 'support@shikhon.test'],
      ['support@shikhon.test', 'nusrat@example.com'],
    ]);
  });

  it('sends one message after another over one pooled connection', async () => {
    const { capture, mailer } = await smtpMailer();
    cleanups.push(() => Promise.resolve(mailer.close()));
    for (const name of ['Rahim', 'Karim', 'Nusrat']) {
      await mailer.send({
        to: `${name.toLowerCase()}@example.com`,
        ...verificationEmail({ name, url: LINK }),
      });
    }
    expect(capture.messages.map((mail) => mail.to)).toEqual([
      ['rahim@example.com'],
      ['karim@example.com'],
      ['nusrat@example.com'],
    ]);
    expect(capture.connections()).toBe(1);
  });

  it('keeps non-ASCII subjects and long lines intact through MIME encoding', async () => {
    const { capture, mailer } = await smtpMailer();
    const subject = 'স্বাগতম, রহিম — your Shikhon Academy account is ready';
    const longLink = `${LINK}&next=${'a'.repeat(120)}`;
    const text = `আপনার অ্যাকাউন্ট প্রস্তুত। ${'শিখুন '.repeat(30)}\n\n${longLink}\n`;

    await mailer.send({ to: 'rahim@example.com', subject, text, html: '<p>প্রস্তুত</p>' });

    const mail = await capture.waitFor((m) => m.to.includes('rahim@example.com'));
    expect(mail.subject).toBe(subject);
    expect(mail.text).toBe(text);
    expect(firstLink(mail.text)).toBe(longLink);
  });
});

describe('mail templates', () => {
  it('escape HTML in the name and keep the link usable in both parts', () => {
    const mail = verificationEmail({ name: '<script>alert("x")</script>', url: LINK });
    expect(mail.subject).toBe('Verify your email for Shikhon Academy');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(mail.html).toContain(`href="${LINK.replace(/&/g, '&amp;')}"`);
    expect(mail.html).toContain('Shikhon Academy · DevOps and cloud skills for Bangladesh');
    expect(mail.text).toContain('Hi <script>alert("x")</script>,');
    expect(mail.text.split('\n')).toContain(LINK);
  });

  it('name a lab programme as such in the receipt, with amount, method and ID', () => {
    const mail = orderReceivedEmail({
      name: 'Rahim',
      kind: 'programme',
      courseTitle: 'Docker Hands-on Labs',
      amount: 7000,
      paymentMethod: 'bkash',
      transactionId: '7AB3KX9Q2M',
      url: 'https://shikhon.example/dashboard',
    });
    expect(mail.subject).toBe('We received your payment details for Docker Hands-on Labs');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Lab programme: Docker Hands-on Labs');
      expect(part).toContain('Amount: ৳7,000');
      expect(part).toContain('Payment method: bKash');
      expect(part).toContain('Transaction ID: 7AB3KX9Q2M');
      expect(part).toContain('the lab programme opens in your dashboard');
      expect(part).toContain('reply to this email');
    }
  });

  it('explain the expiry and sign-out in the password reset mail', () => {
    const mail = passwordResetEmail({ name: 'Rahim', url: LINK });
    expect(mail.subject).toBe('Reset your Shikhon Academy password');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('expires in 1 hour');
      expect(part).toContain('signed out of your other sessions');
    }
    expect(mail.text.split('\n')).toContain(LINK);
  });
});
