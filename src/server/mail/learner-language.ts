import type { Kysely } from 'kysely';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../shared/i18n/locale';
import type { DatabaseSchema } from '../db/schema';

/** The language a learner chose for the academy's mail (English until they choose). */
export async function learnerLanguage(db: Kysely<DatabaseSchema>, userId: string): Promise<Locale> {
  const row = await db
    .selectFrom('learner_language')
    .select('language')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return localeOf(row?.language);
}

/**
 * Who a learner's mail goes to and in which language, in one read: their account's name and
 * email, and the language they chose (English until they choose).
 */
export async function mailRecipient(
  db: Kysely<DatabaseSchema>,
  userId: string,
): Promise<{ name: string; email: string; language: Locale }> {
  const row = await db
    .selectFrom('user')
    .leftJoin('learner_language', 'learner_language.user_id', 'user.id')
    .select(['user.name', 'user.email', 'learner_language.language'])
    .where('user.id', '=', userId)
    .executeTakeFirstOrThrow();
  return { name: row.name, email: row.email, language: localeOf(row.language) };
}

/** A stored language as a Locale: anything else (no row, left joined) is English. */
export function localeOf(language: string | null | undefined): Locale {
  return isLocale(language) ? language : DEFAULT_LOCALE;
}

/** Remembers a learner's language: one upsert, so two saves racing never make a second row. */
export async function saveLearnerLanguage(
  db: Kysely<DatabaseSchema>,
  userId: string,
  language: Locale,
  now: Date,
): Promise<void> {
  const columns = { language, updated_at: now.toISOString() };
  await db
    .insertInto('learner_language')
    .values({ user_id: userId, ...columns })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(columns))
    .execute();
}

/**
 * The language of a new account's first mail: the one it chose, or, when it has chosen none, the
 * language of the page it signed up on (the page's API calls say it in Accept-Language), which
 * is then kept as its choice. A learner who signs up on the Bangla site is written to in Bangla
 * from the verification mail on.
 */
export async function signUpLanguage(
  db: Kysely<DatabaseSchema>,
  userId: string,
  pageLanguage: Locale,
  now: Date,
): Promise<Locale> {
  const row = await db
    .selectFrom('learner_language')
    .select('language')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (row) return localeOf(row.language);
  if (pageLanguage !== DEFAULT_LOCALE) await saveLearnerLanguage(db, userId, pageLanguage, now);
  return pageLanguage;
}
