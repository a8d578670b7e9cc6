import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../../src/server/db/database';
import { insertMail, type MailOutbox } from '../../src/server/mail/outbox';

export interface TestUser {
  id: string;
  email: string;
  name: string;
}

/**
 * A verified account row, written directly, for tests that call services without the HTTP
 * layer (signing up through better-auth would hash a password for nothing).
 */
export async function insertUser(database: Database, name = 'Nusrat Jahan'): Promise<TestUser> {
  const id = randomUUID();
  const email = `user-${id.slice(0, 8)}@example.com`;
  const now = new Date().toISOString();
  const verified = database.engine === 'postgres' ? sql`true` : sql`1`;
  await sql`insert into "user" ("id", "name", "email", "emailVerified", "image", "createdAt", "updatedAt")
    values (${id}, ${name}, ${email}, ${verified}, ${null}, ${now}, ${now})`.execute(database.db);
  return { id, email, name };
}

export interface TestOutbox extends MailOutbox {
  /** How many times the service woke the mail worker. */
  notified: number;
  /** When set, queue() writes the mail and then throws this (as a failing insert would). */
  failWith: Error | null;
}

/** The real outbox table behind the service's MailOutbox, with the worker's wake-ups counted. */
export function testOutbox(): TestOutbox {
  const outbox: TestOutbox = {
    notified: 0,
    failWith: null,
    async queue(executor, message) {
      await insertMail(executor, message, new Date());
      if (outbox.failWith) throw outbox.failWith;
    },
    notify() {
      outbox.notified += 1;
    },
  };
  return outbox;
}

/**
 * An outbox that drops every mail, for tests that create orders (and so receipts) only to set
 * up what they test, and count the outbox's rows for something else.
 */
export function discardingOutbox(): MailOutbox {
  return {
    async queue() {},
    notify() {},
  };
}
