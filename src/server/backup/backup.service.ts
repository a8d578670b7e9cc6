import SQLite from 'better-sqlite3';
import fs from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { SQLITE_FILE_NAME } from '../db/database';
import {
  BackupError,
  isLiveDatabaseFile,
  isMissing,
  isPicture,
  MANIFEST_FORMAT,
  MANIFEST_NAME,
  type Manifest,
} from './backup-format';
import { tarEnd, tarFile, tarHeader, tarPadding } from './tar';

/**
 * `npm run backup` / `npm run restore`: DATA_DIR as one .tar.gz. The SQLite database goes in as a
 * copy taken with SQLite's online backup API (one consistent snapshot, taken while the server
 * goes on writing); everything else in DATA_DIR goes in as it is: the pictures (media/), the
 * generated AUTH_SECRET (auth-secret: without it every session and signed link breaks), the
 * certificate signing key (without it issued certificates no longer verify) and mail saved to
 * outbox/ when no SMTP_URL is set.
 */

export interface BackupSummary {
  file: string;
  bytes: number;
  /** The database copy's size; 0 for a files-only backup. */
  databaseBytes: number;
  pictures: number;
  /** Files other than the database and pictures (secrets, keys, saved mail). */
  otherFiles: number;
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

/** Where the backup reads and writes, after checking each is there (and the target is not). */
function backupPaths(options: CreateBackupOptions) {
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
  return { dataDir, target, folder, liveDatabase };
}

/** What the archive holds, as archiveBytes writes it; the counts grow as files are written. */
interface ArchiveContents {
  manifest: Manifest;
  /** The snapshot of the database (and the live file, for its mode), when it is included. */
  database: { copy: string; live: string; bytes: number } | null;
  dataDir: string;
  found: Found[];
  counts: { pictures: number; otherFiles: number };
}

/** The tar stream: the manifest first, then the database's snapshot, then DATA_DIR's files. */
async function* archiveBytes(contents: ArchiveContents): AsyncGenerator<Buffer> {
  const { manifest, database, dataDir, found, counts } = contents;
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
  if (database) {
    const handle = await fs.promises.open(database.copy, 'r');
    const mode = (await fs.promises.stat(database.live)).mode;
    yield* tarFile(
      { name: SQLITE_FILE_NAME, type: 'file', mode, size: database.bytes, mtime: now },
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
    if (isPicture(entry.relative)) counts.pictures++;
    else counts.otherFiles++;
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

/** Gzips the archive into `partial`, syncs it, and only then gives it the target's name. */
async function writeArchive(archive: AsyncIterable<Buffer>, partial: string, target: string) {
  await pipeline(
    Readable.from(archive),
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
}

export async function createBackup(options: CreateBackupOptions): Promise<BackupSummary> {
  const { dataDir, target, folder, liveDatabase } = backupPaths(options);
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
    const counts = { pictures: 0, otherFiles: 0 };
    const database = options.includeDatabase
      ? { copy, live: liveDatabase, bytes: databaseBytes }
      : null;
    await writeArchive(
      archiveBytes({ manifest, database, dataDir, found, counts }),
      partial,
      target,
    );
    const bytes = (await fs.promises.stat(target)).size;
    return { file: target, bytes, databaseBytes, ...counts };
  } catch (error) {
    await fs.promises.rm(partial, { force: true });
    throw error;
  } finally {
    await fs.promises.rm(work, { recursive: true, force: true });
  }
}
