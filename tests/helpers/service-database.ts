import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../../src/server/db/database';

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
