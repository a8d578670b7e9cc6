import SQLite from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import { createGunzip } from 'node:zlib';
import { SQLITE_FILE_NAME } from '../db/database';
import {
  BackupError,
  isLiveDatabaseFile,
  isMissing,
  isPicture,
  MANIFEST_NAME,
  manifestSchema,
  type Manifest,
} from './backup-format';
import { readTar, TarFormatError, writeEntryTo } from './tar';

export interface RestoreSummary {
  databaseBytes: number;
  pictures: number;
  otherFiles: number;
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
