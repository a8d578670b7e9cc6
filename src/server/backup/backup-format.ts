import { z } from 'zod';
import { SQLITE_FILE_NAME } from '../db/database';

/** What `npm run backup` writes and `npm run restore` reads, shared by the two (decision 023). */

/** The archive's first entry, so restore can tell one of ours from any other tar.gz. */
export const MANIFEST_NAME = 'shikhon-backup.json';
export const MANIFEST_FORMAT = 'shikhon-academy-backup';

export const manifestSchema = z.object({
  format: z.literal(MANIFEST_FORMAT),
  version: z.literal(1),
  appVersion: z.string(),
  createdAt: z.string(),
  /** The SQLite file's name in the archive; null: made for PostgreSQL (files only). */
  database: z.string().nullable(),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** A refusal or failure the command prints as one line (no stack). */
export class BackupError extends Error {
  override name = 'BackupError';
}

/** The live database's files: replaced in the archive by the consistent copy. */
const LIVE_DATABASE_FILES = new Set(
  ['', '-wal', '-shm', '-journal'].map((suffix) => `${SQLITE_FILE_NAME}${suffix}`),
);

export function isLiveDatabaseFile(relative: string): boolean {
  return LIVE_DATABASE_FILES.has(relative);
}

export function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

export function isPicture(name: string): boolean {
  return name.startsWith('media/') && !name.slice('media/'.length).includes('/');
}
