import fs from 'node:fs';
import path from 'node:path';
import { SQLITE_FILE_NAME } from '../db/database';
import { SIGNING_KEY_FILE } from '../learning/certificates/certificate-signing';
import { MAX_PICTURE_BYTES } from '../routes/profile/picture-upload';
import {
  BackupError,
  isLiveDatabaseFile,
  isPicture,
  MANIFEST_NAME,
  manifestSchema,
  type Manifest,
} from './backup-format';
import {
  checkedDatabase,
  checkRestoredDatabase,
  gunzipped,
  isCollision,
  isZlibError,
  pictureProblem,
  readWhole,
} from './restore-checks';
import {
  emptyAgain,
  freeBytes,
  makeFolder,
  prepareEmptyDataDir,
  writeNewFile,
} from './restore-files';
import { readTar, TarFormatError, type TarReadEntry } from './tar';

export { RESTORED_FILE_MODE, RESTORED_FOLDER_MODE } from './restore-files';

export interface RestoreSummary {
  databaseBytes: number;
  pictures: number;
  otherFiles: number;
  /** Entries left out, with why (a "picture" that is not one). */
  skipped: { name: string; reason: string }[];
}

const MIB = 1024 * 1024;
const GIB = 1024 * MIB;

/** How much a restore may write; checked on each entry's header, before its content is written. */
export interface RestoreLimits {
  /** Every entry's content together (the database included). */
  totalBytes: number;
  /** Left free on DATA_DIR's disk: an archive that would eat into it is refused. */
  keepFreeBytes: number;
  /** Entries in the archive (each a file or a folder). */
  entries: number;
  /** A picture in media/: the server never stores one bigger than an upload may be. */
  pictureBytes: number;
  /** auth-secret and the signing key: a few hundred bytes each. */
  secretBytes: number;
  /** Any other file (saved mail; a file a later feature keeps in DATA_DIR). */
  otherFileBytes: number;
}

export const RESTORE_LIMITS: RestoreLimits = {
  totalBytes: 32 * GIB,
  keepFreeBytes: 256 * MIB,
  entries: 1_000_000,
  pictureBytes: MAX_PICTURE_BYTES,
  secretBytes: 64 * 1024,
  otherFileBytes: 100 * MIB,
};

/** The secrets the server generates in DATA_DIR (auth.ts, certificate-signing.ts). */
const SECRET_FILES = new Set(['auth-secret', SIGNING_KEY_FILE]);

/** Sizes for messages: MB up to a GB, then GB (1024-based, as the backup command prints). */
export function sizeText(bytes: number): string {
  return bytes >= GIB ? `${(bytes / GIB).toFixed(1)} GB` : `${(bytes / MIB).toFixed(1)} MB`;
}

export interface RestoreBackupOptions {
  dataDir: string;
  source: string;
  /** The database the server is set up for: a SQLite backup needs SQLite, a files-only one PostgreSQL. */
  engine: 'sqlite' | 'postgres';
  /** RESTORE_LIMITS unless given (the command's --max-size sets `totalBytes`). */
  limits?: Partial<RestoreLimits>;
}

/** What one restore knows while it reads the archive's entries. */
interface Restoring {
  dataDir: string;
  source: string;
  limits: RestoreLimits;
  /** Where the database is written until it has passed its integrity check. */
  pendingDatabase: string;
  summary: RestoreSummary;
  /** Refuses, before anything of it is written, an entry that would pass a limit. */
  admit(entry: TarReadEntry, kind: { what: string; limit: number } | null): void;
}

/**
 * The check each entry's header passes before its content is written: the count of entries, the
 * entry's own limit (`kind`), the total and the disk's free `room`.
 */
function admitter(source: string, limits: RestoreLimits, room: number): Restoring['admit'] {
  let declared = 0;
  let entries = 0;
  return (entry, kind) => {
    entries += 1;
    if (entries > limits.entries) {
      throw new BackupError(
        `${source} holds more than ${limits.entries} files and folders (the restore limit): refused`,
      );
    }
    if (kind && entry.size > kind.limit) {
      throw new BackupError(
        `${source} is not a usable backup: ${entry.name} is ${sizeText(entry.size)}, more than ` +
          `${kind.what} can be (${sizeText(kind.limit)}); refused before writing it`,
      );
    }
    declared += entry.size;
    if (declared > limits.totalBytes) {
      throw new BackupError(
        `${source} would expand to more than ${sizeText(limits.totalBytes)} (the restore limit): ` +
          'refused before writing it. If the backup really is that large, raise the limit ' +
          'with --max-size=<GB>',
      );
    }
    if (declared > room) {
      throw new BackupError(
        `${source} would expand to more than the ${sizeText(Math.max(0, room))} DATA_DIR's disk ` +
          `can take (keeping ${sizeText(limits.keepFreeBytes)} free): refused before writing it`,
      );
    }
  };
}

/** The archive's first entry: our manifest, for the database engine the server is set up for. */
async function readManifest(
  entry: TarReadEntry,
  source: string,
  engine: RestoreBackupOptions['engine'],
): Promise<Manifest> {
  if (entry.name !== MANIFEST_NAME || entry.type !== 'file' || entry.size > 64 * 1024) {
    throw new BackupError(`${source} is not a Shikhon Academy backup (npm run backup)`);
  }
  const chunks: Buffer[] = [];
  for await (const piece of entry.content()) chunks.push(piece);
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    parsed = undefined;
  }
  const checked = manifestSchema.safeParse(parsed);
  if (!checked.success) {
    throw new BackupError(`${source} is not a Shikhon Academy backup this version can read`);
  }
  const manifest = checked.data;
  if (manifest.database && engine === 'postgres') {
    throw new BackupError(
      `${source} holds a SQLite database, but DATABASE_URL is set: unset it to restore onto SQLite`,
    );
  }
  if (!manifest.database && engine === 'sqlite') {
    throw new BackupError(
      `${source} holds no database (made for PostgreSQL): set DATABASE_URL, and restore the database with pg_restore`,
    );
  }
  return manifest;
}

/** Writes one entry after the manifest: the database, a folder, a picture or another file. */
async function restoreEntry(
  entry: TarReadEntry,
  manifest: Manifest,
  restoring: Restoring,
): Promise<void> {
  const { source, limits, pendingDatabase, summary, admit } = restoring;
  if (entry.name === MANIFEST_NAME || isLiveDatabaseFile(entry.name)) {
    if (entry.name !== manifest.database || fs.existsSync(pendingDatabase)) {
      throw new BackupError(`${source} is damaged: unexpected entry ${entry.name}`);
    }
    // Bounded by the total and the disk, and by its own header.
    admit(entry, null);
    await writeNewFile(checkedDatabase(entry, source), pendingDatabase);
    summary.databaseBytes = entry.size;
    return;
  }
  const absolute = path.join(restoring.dataDir, ...entry.name.split('/'));
  if (entry.type === 'directory') {
    admit(entry, null);
    await makeFolder(absolute);
    return;
  }
  if (isPicture(entry.name)) {
    admit(entry, { what: 'a picture', limit: limits.pictureBytes });
    const bytes = await readWhole(entry);
    const problem = await pictureProblem(entry.name, bytes);
    if (problem) {
      summary.skipped.push({ name: entry.name, reason: problem });
      return;
    }
    await writeNewFile([bytes], absolute);
    summary.pictures++;
    return;
  }
  admit(
    entry,
    SECRET_FILES.has(entry.name)
      ? { what: `${entry.name}`, limit: limits.secretBytes }
      : { what: 'a file in DATA_DIR', limit: limits.otherFileBytes },
  );
  await writeNewFile(entry.content(), absolute);
  summary.otherFiles++;
}

/** Reads the whole archive into DATA_DIR; the database is checked and moved in place last. */
async function restoreArchive(restoring: Restoring, engine: RestoreBackupOptions['engine']) {
  const { source, pendingDatabase } = restoring;
  let manifest: Manifest | undefined;
  for await (const entry of readTar(gunzipped(source))) {
    if (!manifest) manifest = await readManifest(entry, source, engine);
    else await restoreEntry(entry, manifest, restoring);
  }
  if (!manifest)
    throw new BackupError(`${source} is not a Shikhon Academy backup (npm run backup)`);
  if (manifest.database) {
    if (!fs.existsSync(pendingDatabase)) {
      throw new BackupError(`${source} is damaged: the database is missing from it`);
    }
    checkRestoredDatabase(pendingDatabase, source);
    await fs.promises.rename(pendingDatabase, path.join(restoring.dataDir, SQLITE_FILE_NAME));
  }
}

/**
 * Restores a backup into an empty DATA_DIR. The archive is checked as it is read (our manifest
 * first, header checksums, gzip's CRC, paths inside the folder, each entry's size against the
 * limits and the disk's free space before it is written, the database's header) and the
 * database's integrity at the end; pictures that are not images are left out. Everything gets
 * owner-only modes, whatever the archive says. On any failure DATA_DIR is emptied again (it was
 * empty), so nothing half-restored is left for a server to start on.
 */
export async function restoreBackup(options: RestoreBackupOptions): Promise<RestoreSummary> {
  const dataDir = path.resolve(options.dataDir);
  const source = path.resolve(options.source);
  const limits: RestoreLimits = { ...RESTORE_LIMITS, ...options.limits };
  const stat = await fs.promises.stat(source).catch(() => undefined);
  if (!stat?.isFile()) throw new BackupError(`${source}: no such file`);
  const { created } = await prepareEmptyDataDir(dataDir);

  const summary: RestoreSummary = { databaseBytes: 0, pictures: 0, otherFiles: 0, skipped: [] };
  try {
    const room = (await freeBytes(dataDir)) - limits.keepFreeBytes;
    const restoring: Restoring = {
      dataDir,
      source,
      limits,
      pendingDatabase: path.join(dataDir, `${SQLITE_FILE_NAME}.restoring`),
      summary,
      admit: admitter(source, limits, room),
    };
    await restoreArchive(restoring, options.engine);
    return summary;
  } catch (error) {
    await emptyAgain(dataDir, created);
    if (error instanceof BackupError) throw error;
    if (error instanceof TarFormatError || isZlibError(error) || isCollision(error)) {
      throw new BackupError(`${source} is not a usable backup: ${(error as Error).message}`);
    }
    throw error;
  }
}
