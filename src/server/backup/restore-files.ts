import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { BackupError, isMissing } from './backup-format';

// How a restore writes into DATA_DIR: only into an empty folder, owner-only, never over a file,
// and emptied again when the restore fails.

/**
 * The modes everything restored gets, whatever the archive says: DATA_DIR holds the secrets, the
 * signing key, the database (password hashes) and saved mail (sign-in links), and only the
 * server's own user reads it (pictures are served by the app), so owner-only for all.
 */
export const RESTORED_FILE_MODE = 0o600;
export const RESTORED_FOLDER_MODE = 0o700;

/** DATA_DIR must be empty (or not exist yet): a restore never mixes with or overwrites data. */
export async function prepareEmptyDataDir(dataDir: string): Promise<{ created: boolean }> {
  let entries: string[];
  try {
    const stat = await fs.promises.stat(dataDir);
    if (!stat.isDirectory()) throw new BackupError(`DATA_DIR ${dataDir} is a file, not a folder`);
    entries = await fs.promises.readdir(dataDir);
  } catch (error) {
    if (!isMissing(error)) throw error;
    await fs.promises.mkdir(dataDir, { recursive: true, mode: RESTORED_FOLDER_MODE });
    return { created: true };
  }
  if (entries.length > 0) {
    const shown = entries.sort().slice(0, 3).join(', ');
    throw new BackupError(
      `DATA_DIR ${dataDir} is not empty (${shown}${entries.length > 3 ? ', …' : ''}): ` +
        'restore only writes into an empty folder; point DATA_DIR at a new one or move this one away',
    );
  }
  return { created: false };
}

/** Writes chunks to a new file (never over one), owner-only from its creation on. */
export async function writeNewFile(
  chunks: AsyncIterable<Buffer> | Iterable<Buffer>,
  file: string,
): Promise<void> {
  // A folder the archive did not list (it normally does, first) is made owner-only too.
  await fs.promises.mkdir(path.dirname(file), { recursive: true, mode: RESTORED_FOLDER_MODE });
  await pipeline(
    Readable.from(chunks),
    fs.createWriteStream(file, { flags: 'wx', mode: RESTORED_FILE_MODE }),
  );
  // Exactly this mode: the umask could only have narrowed it.
  await fs.promises.chmod(file, RESTORED_FILE_MODE);
}

/** A folder the archive lists (never DATA_DIR itself: its path has at least one segment). */
export async function makeFolder(folder: string): Promise<void> {
  await fs.promises.mkdir(folder, { recursive: true, mode: RESTORED_FOLDER_MODE });
  await fs.promises.chmod(folder, RESTORED_FOLDER_MODE);
}

/** Space DATA_DIR's disk has for an unprivileged writer. */
export async function freeBytes(folder: string): Promise<number> {
  const stats = await fs.promises.statfs(folder);
  return stats.bavail * stats.bsize;
}

/** Back to the empty folder the restore started from (or none, when it made DATA_DIR). */
export async function emptyAgain(dataDir: string, created: boolean) {
  if (created) {
    await fs.promises.rm(dataDir, { recursive: true, force: true });
    return;
  }
  for (const entry of await fs.promises.readdir(dataDir)) {
    await fs.promises.rm(path.join(dataDir, entry), { recursive: true, force: true });
  }
}
