import SQLite from 'better-sqlite3';
import fs from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { z } from 'zod';
import { SQLITE_FILE_NAME } from '../db/database';
import {
  readTar,
  tarEnd,
  tarFile,
  TarFormatError,
  tarHeader,
  tarPadding,
  writeEntryTo,
} from './tar';

/**
 * `npm run backup` / `npm run restore`: DATA_DIR as one .tar.gz. The SQLite database goes in as a
 * copy taken with SQLite's online backup API (one consistent snapshot, taken while the server
 * goes on writing); everything else in DATA_DIR goes in as it is: the pictures (media/), the
 * generated AUTH_SECRET (auth-secret: without it every session and signed link breaks), the
 * certificate signing key (without it issued certificates no longer verify) and mail saved to
 * outbox/ when no SMTP_URL is set.
 */

/** The archive's first entry, so restore can tell one of ours from any other tar.gz. */
const MANIFEST_NAME = 'shikhon-backup.json';
const MANIFEST_FORMAT = 'shikhon-academy-backup';

const manifestSchema = z.object({
  format: z.literal(MANIFEST_FORMAT),
  version: z.literal(1),
  appVersion: z.string(),
  createdAt: z.string(),
  /** The SQLite file's name in the archive; null: made for PostgreSQL (files only). */
  database: z.string().nullable(),
});
type Manifest = z.infer<typeof manifestSchema>;

/** A refusal or failure the command prints as one line (no stack). */
export class BackupError extends Error {
  override name = 'BackupError';
}

export interface BackupSummary {
  file: string;
  bytes: number;
  /** The database copy's size; 0 for a files-only backup. */
  databaseBytes: number;
  pictures: number;
  /** Files other than the database and pictures (secrets, keys, saved mail). */
  otherFiles: number;
}

export interface RestoreSummary {
  databaseBytes: number;
  pictures: number;
  otherFiles: number;
}

/** The live database's files: replaced in the archive by the consistent copy. */
const LIVE_DATABASE_FILES = new Set(
  ['', '-wal', '-shm', '-journal'].map((suffix) => `${SQLITE_FILE_NAME}${suffix}`),
);

function isLiveDatabaseFile(relative: string): boolean {
  return LIVE_DATABASE_FILES.has(relative);
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

function isPicture(name: string): boolean {
  return name.startsWith('media/') && !name.slice('media/'.length).includes('/');
}

interface Found {
  relative: string;
  type: 'file' | 'directory';
}

/**
 * Every folder and regular file under DATA_DIR, parents first, except the live database, files
 * being written (a picture upload's `.name.tmp`) and the paths in `leaveOut` (the backup being
 * written, its work folder). Links and other special files are not followed.
 */
async function listDataDir(dataDir: string, leaveOut: string[]): Promise<Found[]> {
  const found: Found[] = [];
  const walk = async (folder: string, prefix: string) => {
    let entries: fs.Dirent[];
    try {
      entries = await fs.promises.readdir(folder, { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const absolute = path.join(folder, entry.name);
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (leaveOut.includes(absolute) || isLiveDatabaseFile(relative)) continue;
      if (entry.isDirectory()) {
        found.push({ relative, type: 'directory' });
        await walk(absolute, relative);
      } else if (entry.isFile() && !/^\..*\.tmp$/.test(entry.name)) {
        found.push({ relative, type: 'file' });
      }
    }
  };
  await walk(dataDir, '');
  return found;
}

async function openForArchive(file: string): Promise<FileHandle | undefined> {
  try {
    return await fs.promises.open(file, 'r');
  } catch (error) {
    // Gone since the listing (a replaced picture, a mail sent): not part of the backup.
    if (isMissing(error)) return undefined;
    throw error;
  }
}

/**
 * One consistent copy of the live database in `copy`. The whole database is copied in a single
 * step, that is inside one read transaction: with SQLite's default of a few pages per step, every
 * write the server made between two steps would restart the copy, and under a steady write load
 * it might never finish. In WAL mode the read does not block the server's writes.
 */
async function copyDatabase(source: string, copy: string): Promise<number> {
  const database = new SQLite(source, { fileMustExist: true });
  try {
    database.pragma('busy_timeout = 10000');
    await database.backup(copy, { progress: () => 0x7fffffff });
  } finally {
    database.close();
  }
  return (await fs.promises.stat(copy)).size;
}

export interface CreateBackupOptions {
  dataDir: string;
  /** The .tar.gz to write; refused when it exists. */
  target: string;
  appVersion: string;
  /** False on PostgreSQL (pg_dump copies the database): DATA_DIR's files only. */
  includeDatabase: boolean;
}

export async function createBackup(options: CreateBackupOptions): Promise<BackupSummary> {
  const dataDir = path.resolve(options.dataDir);
  const target = path.resolve(options.target);
  if (fs.existsSync(target)) {
    throw new BackupError(`${target} already exists: name a new file, a backup never overwrites`);
  }
  const folder = path.dirname(target);
  if (!fs.existsSync(folder)) throw new BackupError(`The folder ${folder} does not exist`);
  if (!fs.existsSync(dataDir)) {
    throw new BackupError(`DATA_DIR ${dataDir} does not exist: is DATA_DIR set as for the server?`);
  }
  const liveDatabase = path.join(dataDir, SQLITE_FILE_NAME);
  if (options.includeDatabase && !fs.existsSync(liveDatabase)) {
    throw new BackupError(`No database at ${liveDatabase}: is DATA_DIR set as for the server?`);
  }

  const work = await fs.promises.mkdtemp(path.join(folder, '.shikhon-backup-'));
  const partial = `${target}.partial`;
  try {
    const copy = path.join(work, SQLITE_FILE_NAME);
    const databaseBytes = options.includeDatabase ? await copyDatabase(liveDatabase, copy) : 0;
    // Listed after the snapshot: a picture saved meanwhile is in (unused, harmless); one saved
    // before the snapshot is in the folder already.
    const found = await listDataDir(dataDir, [target, partial, work]);
    const manifest: Manifest = {
      format: MANIFEST_FORMAT,
      version: 1,
      appVersion: options.appVersion,
      createdAt: new Date().toISOString(),
      database: options.includeDatabase ? SQLITE_FILE_NAME : null,
    };
    let pictures = 0;
    let otherFiles = 0;

    async function* archive(): AsyncGenerator<Buffer> {
      const manifestBytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
      const now = new Date();
      yield tarHeader({
        name: MANIFEST_NAME,
        type: 'file',
        mode: 0o644,
        size: manifestBytes.length,
        mtime: now,
      });
      yield manifestBytes;
      yield tarPadding(manifestBytes.length);
      if (options.includeDatabase) {
        const handle = await fs.promises.open(copy, 'r');
        const mode = (await fs.promises.stat(liveDatabase)).mode;
        yield* tarFile(
          { name: SQLITE_FILE_NAME, type: 'file', mode, size: databaseBytes, mtime: now },
          handle,
        );
      }
      for (const entry of found) {
        const absolute = path.join(dataDir, ...entry.relative.split('/'));
        if (entry.type === 'directory') {
          const stat = await fs.promises.stat(absolute).catch(() => undefined);
          if (!stat) continue;
          yield tarHeader({
            name: entry.relative,
            type: 'directory',
            mode: stat.mode,
            size: 0,
            mtime: stat.mtime,
          });
          continue;
        }
        const handle = await openForArchive(absolute);
        if (!handle) continue;
        const stat = await handle.stat();
        if (isPicture(entry.relative)) pictures++;
        else otherFiles++;
        yield* tarFile(
          {
            name: entry.relative,
            type: 'file',
            mode: stat.mode,
            size: stat.size,
            mtime: stat.mtime,
          },
          handle,
        );
      }
      yield tarEnd();
    }

    await pipeline(
      Readable.from(archive()),
      createGzip(),
      fs.createWriteStream(partial, { flags: 'wx', mode: 0o600 }),
    );
    // On disk before it gets its name: a crash never leaves a half backup under the real name.
    const handle = await fs.promises.open(partial, 'r+');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.promises.rename(partial, target);
    const bytes = (await fs.promises.stat(target)).size;
    return { file: target, bytes, databaseBytes, pictures, otherFiles };
  } catch (error) {
    await fs.promises.rm(partial, { force: true });
    throw error;
  } finally {
    await fs.promises.rm(work, { recursive: true, force: true });
  }
}

/** DATA_DIR must be empty (or not exist yet): a restore never mixes with or overwrites data. */
async function prepareEmptyDataDir(dataDir: string): Promise<{ created: boolean }> {
  let entries: string[];
  try {
    const stat = await fs.promises.stat(dataDir);
    if (!stat.isDirectory()) throw new BackupError(`DATA_DIR ${dataDir} is a file, not a folder`);
    entries = await fs.promises.readdir(dataDir);
  } catch (error) {
    if (!isMissing(error)) throw error;
    await fs.promises.mkdir(dataDir, { recursive: true, mode: 0o700 });
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

/** The archive's bytes decompressed; a file that is not gzip fails with zlib's error. */
async function* gunzipped(file: string): AsyncGenerator<Buffer> {
  const gunzip = createGunzip();
  const input = fs.createReadStream(file);
  input.on('error', (error) => gunzip.destroy(error));
  yield* input.pipe(gunzip) as AsyncIterable<Buffer>;
}

function isZlibError(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return typeof code === 'string' && code.startsWith('Z_');
}

/** Two entries for one path, or a file where a folder should be: a damaged or crafted archive. */
function isCollision(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'EEXIST' || code === 'ENOTDIR' || code === 'EISDIR';
}

function checkRestoredDatabase(file: string, source: string) {
  const database = new SQLite(file, { fileMustExist: true });
  try {
    const rows = database.pragma('integrity_check') as { integrity_check: string }[];
    const verdict = rows.map((row) => row.integrity_check).join('; ');
    if (verdict !== 'ok')
      throw new BackupError(`${source}: the database in it is damaged (${verdict})`);
  } finally {
    database.close();
  }
}

export interface RestoreBackupOptions {
  dataDir: string;
  source: string;
  /** The database the server is set up for: a SQLite backup needs SQLite, a files-only one PostgreSQL. */
  engine: 'sqlite' | 'postgres';
}

/**
 * Restores a backup into an empty DATA_DIR. The archive is checked as it is read (our manifest
 * first, header checksums, gzip's CRC, paths inside the folder) and the database's integrity at
 * the end; on any failure DATA_DIR is emptied again (it was empty), so nothing half-restored is
 * left for a server to start on.
 */
export async function restoreBackup(options: RestoreBackupOptions): Promise<RestoreSummary> {
  const dataDir = path.resolve(options.dataDir);
  const source = path.resolve(options.source);
  const stat = await fs.promises.stat(source).catch(() => undefined);
  if (!stat?.isFile()) throw new BackupError(`${source}: no such file`);
  const { created } = await prepareEmptyDataDir(dataDir);

  const pendingDatabase = path.join(dataDir, `${SQLITE_FILE_NAME}.restoring`);
  const summary: RestoreSummary = { databaseBytes: 0, pictures: 0, otherFiles: 0 };
  try {
    let manifest: Manifest | undefined;
    for await (const entry of readTar(gunzipped(source))) {
      if (!manifest) {
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
        manifest = checked.data;
        if (manifest.database && options.engine === 'postgres') {
          throw new BackupError(
            `${source} holds a SQLite database, but DATABASE_URL is set: unset it to restore onto SQLite`,
          );
        }
        if (!manifest.database && options.engine === 'sqlite') {
          throw new BackupError(
            `${source} holds no database (made for PostgreSQL): set DATABASE_URL, and restore the database with pg_restore`,
          );
        }
        continue;
      }
      if (entry.name === MANIFEST_NAME || isLiveDatabaseFile(entry.name)) {
        if (entry.name !== manifest.database || fs.existsSync(pendingDatabase)) {
          throw new BackupError(`${source} is damaged: unexpected entry ${entry.name}`);
        }
        await writeEntryTo(entry, pendingDatabase);
        summary.databaseBytes = entry.size;
        continue;
      }
      const absolute = path.join(dataDir, ...entry.name.split('/'));
      if (entry.type === 'directory') {
        await fs.promises.mkdir(absolute, { recursive: true });
        await fs.promises.chmod(absolute, entry.mode & 0o777);
        continue;
      }
      await fs.promises.mkdir(path.dirname(absolute), { recursive: true });
      await writeEntryTo(entry, absolute);
      if (isPicture(entry.name)) summary.pictures++;
      else summary.otherFiles++;
    }
    if (!manifest)
      throw new BackupError(`${source} is not a Shikhon Academy backup (npm run backup)`);
    if (manifest.database) {
      if (!fs.existsSync(pendingDatabase)) {
        throw new BackupError(`${source} is damaged: the database is missing from it`);
      }
      checkRestoredDatabase(pendingDatabase, source);
      await fs.promises.rename(pendingDatabase, path.join(dataDir, SQLITE_FILE_NAME));
    }
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

async function emptyAgain(dataDir: string, created: boolean) {
  if (created) {
    await fs.promises.rm(dataDir, { recursive: true, force: true });
    return;
  }
  for (const entry of await fs.promises.readdir(dataDir)) {
    await fs.promises.rm(path.join(dataDir, entry), { recursive: true, force: true });
  }
}
