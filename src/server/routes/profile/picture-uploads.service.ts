import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import { errorText } from '../../error-text';
import type { RateLimitRule } from '../../rate-limit/rate-limit.service';
import { MEDIA_URL_PREFIX, pictureNameOf, type PictureStore } from '../../storage/storage';

/**
 * Picture uploads per learner and hour (PICTURE_UPLOADS_PER_HOUR, 20 by default): a few tries to
 * find a good photo, never a way to fill the disk (one learner once stored 200 pictures in 8 s).
 * Counted in the database, so shared by every instance.
 */
export function pictureUploadLimit(perHour: number): RateLimitRule {
  return { windowMs: 60 * 60 * 1000, max: perHour };
}

/** An upload that no profile shows this long after it was made is deleted. */
export const UNSAVED_UPLOAD_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** How often the server looks for unsaved uploads (and once at start-up). */
export const UPLOAD_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** Past PostgreSQL's and SQLite's limits on bound values, lists are checked in slices. */
const SLICE = 500;

export interface UploadDependencies {
  db: Kysely<DatabaseSchema>;
  pictures: PictureStore;
}

/** Stores a re-encoded picture and records who uploaded it and when; answers its URL. */
export async function storeUpload(
  deps: UploadDependencies,
  userId: string,
  webp: Buffer,
  now: Date = new Date(),
): Promise<string> {
  const url = await deps.pictures.save(webp);
  try {
    await deps.db
      .insertInto('picture_uploads')
      .values({ url, user_id: userId, created_at: now.toISOString() })
      .execute();
  } catch (error) {
    // Unrecorded, the file would wait a day for the sweep; the request fails, so it goes now.
    const name = pictureNameOf(url);
    if (name) await deps.pictures.remove(name).catch(() => undefined);
    throw error;
  }
  return url;
}

/**
 * Deletes a picture a learner's profile no longer shows: only their own upload, and only while no
 * profile shows it (two tabs saving at once, or a URL copied into another profile, keep it).
 * True when the file was deleted.
 */
export async function discardPicture(
  deps: UploadDependencies,
  userId: string,
  url: string,
): Promise<boolean> {
  const name = pictureNameOf(url);
  if (!name) return false;
  const deleted = await deps.db
    .deleteFrom('picture_uploads')
    .where('url', '=', url)
    .where('user_id', '=', userId)
    .where(({ exists, not, selectFrom }) =>
      not(exists(selectFrom('profile').select('user_id').where('profile_picture_url', '=', url))),
    )
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) return false;
  await deps.pictures.remove(name);
  return true;
}

/**
 * Deletes uploads that no profile shows a day after they were made: the recorded ones by their
 * row, and files with no row (uploaded before uploads were recorded, or whose row was lost) by
 * the time they were written. Answers how many files were deleted.
 */
export async function sweepUnsavedUploads(
  deps: UploadDependencies,
  now: Date = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - UNSAVED_UPLOAD_LIFETIME_MS);
  const stale = await deps.db
    .deleteFrom('picture_uploads')
    .where('created_at', '<', cutoff.toISOString())
    .where(({ exists, not, selectFrom }) =>
      not(
        exists(
          selectFrom('profile')
            .select('profile.user_id')
            .whereRef('profile.profile_picture_url', '=', 'picture_uploads.url'),
        ),
      ),
    )
    .returning('url')
    .execute();
  let removed = 0;
  for (const { url } of stale) {
    const name = pictureNameOf(url);
    if (!name) continue;
    await deps.pictures.remove(name);
    removed += 1;
  }

  const old = (await deps.pictures.list()).filter((picture) => picture.writtenAt < cutoff);
  for (let start = 0; start < old.length; start += SLICE) {
    const urls = old.slice(start, start + SLICE).map((picture) => MEDIA_URL_PREFIX + picture.name);
    const recorded = await deps.db
      .selectFrom('picture_uploads')
      .select('url')
      .where('url', 'in', urls)
      .execute();
    const shown = await deps.db
      .selectFrom('profile')
      .select('profile_picture_url')
      .where('profile_picture_url', 'in', urls)
      .execute();
    const keep = new Set([
      ...recorded.map((row) => row.url),
      ...shown.map((row) => row.profile_picture_url),
    ]);
    for (const url of urls) {
      const name = pictureNameOf(url);
      if (keep.has(url) || !name) continue;
      await deps.pictures.remove(name);
      removed += 1;
    }
  }
  return removed;
}

/**
 * Sweeps unsaved uploads now and then every `everyMs`, in the background; a failed sweep is
 * logged and tried again at the next turn. Answers a function that stops the timer.
 */
export function scheduleUploadSweep(
  deps: UploadDependencies & { log: (message: string) => void },
  everyMs: number = UPLOAD_SWEEP_INTERVAL_MS,
): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const removed = await sweepUnsavedUploads(deps);
      if (removed > 0) deps.log(`Deleted ${removed} picture uploads never saved to a profile`);
    } catch (error) {
      deps.log(`Sweeping unsaved picture uploads failed (will try again): ${errorText(error)}`);
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(() => void run(), everyMs);
  // The sweep never keeps the process alive on its own (shutdown, tests).
  timer.unref();
  return () => clearInterval(timer);
}
