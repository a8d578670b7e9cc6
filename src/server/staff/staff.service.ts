import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import { isUniqueViolation } from '../db/errors';

/**
 * Staff are the ADMIN_EMAILS addresses plus those granted in the database (`npm run staff --
 * grant`). Both are looked up on every request, so a grant or revoke takes effect at once on
 * every server instance.
 */
export async function isStaff(
  db: Kysely<DatabaseSchema>,
  adminEmails: readonly string[],
  email: string,
): Promise<boolean> {
  const normalised = email.trim().toLowerCase();
  if (adminEmails.includes(normalised)) return true;
  const grant = await db
    .selectFrom('staff_grants')
    .select('email')
    .where('email', '=', normalised)
    .executeTakeFirst();
  return grant !== undefined;
}

/** Grants the staff role; false when the address already had it. */
export async function grantStaff(
  db: Kysely<DatabaseSchema>,
  email: string,
  now: Date = new Date(),
): Promise<boolean> {
  try {
    await db
      .insertInto('staff_grants')
      .values({ email: email.trim().toLowerCase(), granted_at: now.toISOString() })
      .execute();
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** Removes a grant; false when there was none. */
export async function revokeStaff(db: Kysely<DatabaseSchema>, email: string): Promise<boolean> {
  const result = await db
    .deleteFrom('staff_grants')
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function listStaffGrants(db: Kysely<DatabaseSchema>) {
  return db.selectFrom('staff_grants').selectAll().orderBy('email').execute();
}
