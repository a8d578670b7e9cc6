import type { LearnDependencies } from './learn-access';

/** How long a remembered opening of the same item stands before it is written again. */
const POSITION_FRESH_MS = 60_000;

export async function recordPosition(
  deps: LearnDependencies,
  userId: string,
  courseId: string,
  itemId: string,
  now: Date,
) {
  const stored = await deps.db
    .selectFrom('learning_positions')
    .select(['item_id', 'opened_at'])
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .executeTakeFirst();
  await writePosition(deps, { userId, courseId, itemId, now }, stored);
}

/**
 * Remembers the opening unless `stored` already says so: a reload or a second tab re-opens the
 * same item, which needs no write (on SQLite every write waits for the one before) unless the
 * stored time is a minute old, as "most recent" reads it.
 */
export async function writePosition(
  deps: LearnDependencies,
  {
    userId,
    courseId,
    itemId,
    now,
  }: { userId: string; courseId: string; itemId: string; now: Date },
  stored: { item_id: string | null; opened_at: string | null } | undefined,
) {
  if (
    stored?.item_id === itemId &&
    stored.opened_at !== null &&
    now.getTime() - Date.parse(stored.opened_at) < POSITION_FRESH_MS
  ) {
    return;
  }
  const openedAt = now.toISOString();
  await deps.db
    .insertInto('learning_positions')
    .values({ user_id: userId, course_id: courseId, item_id: itemId, opened_at: openedAt })
    .onConflict((conflict) =>
      conflict
        .columns(['user_id', 'course_id'])
        .doUpdateSet({ item_id: itemId, opened_at: openedAt }),
    )
    .execute();
}
