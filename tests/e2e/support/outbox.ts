import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { firstLink, parseMessage } from '../../helpers/smtp-capture';

/** Waits for the newest mail to `to` in the e2e server's outbox and returns its first link. */
export async function linkFromOutbox(to: string, subject: string, timeoutMs = 10_000) {
  const outbox = path.join(inject('dataDir'), 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (fs.existsSync(outbox)) {
      for (const file of fs.readdirSync(outbox).sort().reverse()) {
        const raw = fs.readFileSync(path.join(outbox, file), 'utf8');
        if (!new RegExp(`^To: ${to}$`, 'mi').test(raw)) continue;
        const mail = parseMessage(raw);
        if (mail.subject === subject) return firstLink(mail.text);
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No mail "${subject}" to ${to} in ${outbox}`);
}
