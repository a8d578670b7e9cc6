import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  /** Envelope sender (MAIL FROM). */
  from: string;
  /** Envelope recipients (RCPT TO). */
  to: string[];
  raw: string;
  subject: string;
  /** The decoded text/plain part, with `\n` line breaks. */
  text: string;
  /** The Reply-To header as sent ('' when there is none). */
  replyTo: string;
}

export interface SmtpCapture {
  url: string;
  port: number;
  messages: CapturedMail[];
  /** SMTP connections accepted so far (a pooled sender reuses one for many messages). */
  connections: () => number;
  waitFor(predicate: (mail: CapturedMail) => boolean, timeoutMs?: number): Promise<CapturedMail>;
  /**
   * Stops listening and drops open connections: from now on connections to the port are
   * refused, as when the mail server is down. `resume()` brings it back on the same port.
   */
  stop(): Promise<void>;
  resume(): Promise<void>;
  close(): Promise<void>;
}

/** A real SMTP server on loopback that keeps every message, so tests cross the protocol boundary. */
export async function startSmtpCapture(options: { port?: number } = {}): Promise<SmtpCapture> {
  const messages: CapturedMail[] = [];
  const listeners = new Set<(mail: CapturedMail) => void>();
  let connections = 0;

  const newServer = () =>
    new SMTPServer({
      authOptional: true,
      // Credentials in a test SMTP_URL are accepted as they are, over plain text on loopback.
      allowInsecureAuth: true,
      onAuth(auth, _session, callback) {
        callback(null, { user: auth.username ?? 'test' });
      },
      onConnect(_session, callback) {
        connections += 1;
        callback();
      },
      disabledCommands: ['STARTTLS'],
      logger: false,
      // stop() drops a pooled sender's idle connection at once instead of after 30 s.
      closeTimeout: 50,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('error', callback);
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const { mailFrom, rcptTo } = session.envelope;
          const mail: CapturedMail = {
            from: mailFrom ? mailFrom.address : '',
            to: rcptTo.map((recipient) => recipient.address),
            raw,
            ...parseMessage(raw),
          };
          messages.push(mail);
          for (const listener of listeners) listener(mail);
          callback();
        });
      },
    });

  const listen = async (port: number) => {
    const started = newServer();
    await new Promise<void>((resolve, reject) => {
      started.once('error', reject);
      started.listen(port, '127.0.0.1', () => {
        started.off('error', reject);
        resolve();
      });
    });
    // A sender that dies mid-conversation (a server instance killed by a fault test) resets its
    // connection: that mail was never accepted, which the test sees; it is not the test crashing.
    started.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') throw error;
    });
    return started;
  };

  let server: SMTPServer | undefined = await listen(options.port ?? 0);
  const { port } = server.server.address() as AddressInfo;
  const stop = async () => {
    const running = server;
    server = undefined;
    if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
  };

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    connections: () => connections,
    waitFor(predicate, timeoutMs = 5000) {
      const existing = messages.find(predicate);
      if (existing) return Promise.resolve(existing);
      return new Promise((resolve, reject) => {
        const listener = (mail: CapturedMail) => {
          if (!predicate(mail)) return;
          clearTimeout(timer);
          listeners.delete(listener);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          listeners.delete(listener);
          const subjects = messages.map((mail) => `"${mail.subject}"`).join(', ') || 'none';
          reject(new Error(`No matching mail within ${timeoutMs} ms (captured: ${subjects})`));
        }, timeoutMs);
        listeners.add(listener);
      });
    },
    stop,
    async resume() {
      if (!server) server = await listen(port);
    },
    close: stop,
  };
}

/** The first http(s) URL in a text, e.g. the verification link of a captured mail. */
export function firstLink(text: string): string {
  const match = /https?:\/\/[^\s<>"']+/.exec(text);
  if (!match) throw new Error(`No link found in:\n${text}`);
  return match[0].replace(/[.,;:!?)\]]+$/, '');
}

interface MimePart {
  headers: Map<string, string>;
  body: string;
}

export function parseMessage(raw: string): { subject: string; text: string; replyTo: string } {
  const message = splitPart(raw);
  const textPart = findPart(message, 'text/plain');
  return {
    subject: decodeEncodedWords(message.headers.get('subject') ?? ''),
    text: textPart ? decodeBody(textPart).replace(/\r\n/g, '\n') : '',
    replyTo: decodeEncodedWords(message.headers.get('reply-to') ?? ''),
  };
}

function splitPart(source: string): MimePart {
  const match = /\r?\n\r?\n/.exec(source);
  const head = match ? source.slice(0, match.index) : source;
  const body = match ? source.slice(match.index + match[0].length) : '';
  const headers = new Map<string, string>();
  // Folded header lines continue with whitespace (RFC 5322 section 2.2.3).
  for (const line of head.replace(/\r?\n(?=[ \t])/g, '').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) {
      const key = line.slice(0, colon).trim().toLowerCase();
      if (!headers.has(key)) headers.set(key, line.slice(colon + 1).trim());
    }
  }
  return { headers, body };
}

function findPart(part: MimePart, mimeType: string): MimePart | undefined {
  const contentType = part.headers.get('content-type') ?? 'text/plain';
  const type = contentType.split(';')[0]?.trim().toLowerCase();
  if (type === mimeType) return part;
  if (!type?.startsWith('multipart/')) return undefined;
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!boundary) return undefined;
  const sections = part.body.split(`--${boundary}`).slice(1);
  for (const section of sections) {
    if (section.startsWith('--')) break; // closing delimiter
    const found = findPart(splitPart(section.replace(/^\r?\n/, '')), mimeType);
    if (found) return found;
  }
  return undefined;
}

function decodeBody(part: MimePart): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  // The line break before the next boundary belongs to the delimiter, not to the content.
  const body = part.body.replace(/\r?\n$/, '');
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

function decodeQuotedPrintable(input: string): string {
  return hexEscapesToBytes(input.replace(/=\r?\n/g, '')).toString('utf8');
}

/** Turns `=C3=A9`-style escapes into bytes, keeping other characters as UTF-8. */
function hexEscapesToBytes(input: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < input.length; i++) {
    const hex = input.slice(i + 1, i + 3);
    if (input[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(input[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

const ENCODED_WORD = /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g;

/** RFC 2047 encoded words, e.g. `=?UTF-8?Q?Caf=C3=A9?=` or `=?UTF-8?B?Q2Fmw6k=?=` (UTF-8 only). */
function decodeEncodedWords(value: string): string {
  // Adjacent encoded words form one run: the whitespace between them is not text, and a
  // multi-byte character may be split across two words, so their bytes are joined first.
  const run = /=\?[^?]+\?[BbQq]\?[^?]*\?=(?:\s+=\?[^?]+\?[BbQq]\?[^?]*\?=)*/g;
  return value.replace(run, (words) => {
    const bytes = [...words.matchAll(ENCODED_WORD)].map(([, , encoding = 'Q', data = '']) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64')
        : hexEscapesToBytes(data.replace(/_/g, ' ')),
    );
    return Buffer.concat(bytes).toString('utf8');
  });
}
