import SQLite from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import { createGunzip } from 'node:zlib';
import sharp from 'sharp';
import { PICTURE_NAME } from '../storage/storage';
import { sniffImageFormat } from '../routes/profile/picture.service';
import { BackupError } from './backup-format';
import type { TarReadEntry } from './tar';

// How a restore checks what it reads: the archive's compression and format errors, the
// database's header and integrity, and that a "picture" is one.

/** As the picture upload decodes: a small file can hold a huge image. */
const MAX_PICTURE_PIXELS = 50_000_000;

/** The archive's bytes decompressed; a file that is not gzip fails with zlib's error. */
export async function* gunzipped(file: string): AsyncGenerator<Buffer> {
  const gunzip = createGunzip();
  const input = fs.createReadStream(file);
  input.on('error', (error) => gunzip.destroy(error));
  yield* input.pipe(gunzip) as AsyncIterable<Buffer>;
}

export function isZlibError(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return typeof code === 'string' && code.startsWith('Z_');
}

/** Two entries for one path, or a file where a folder should be: a damaged or crafted archive. */
export function isCollision(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'EEXIST' || code === 'ENOTDIR' || code === 'EISDIR';
}

const SQLITE_HEADER = Buffer.from('SQLite format 3\0', 'latin1');

/**
 * The database's first 100 bytes are SQLite's header; its page size times its page count (when
 * the header vouches for the count, as every backup's copy does) must be the entry's size. So
 * an archive whose "database" is padding, or claims more than it is, is refused after one
 * header, not after writing it all out.
 */
function checkDatabaseHeader(head: Buffer, size: number, source: string) {
  const damaged = (why: string) => new BackupError(`${source} is damaged: the database ${why}`);
  if (head.length < 100 || !head.subarray(0, 16).equals(SQLITE_HEADER)) {
    throw damaged('in it is not a SQLite database');
  }
  const stored = head.readUInt16BE(16);
  const pageSize = stored === 1 ? 65_536 : stored;
  if (pageSize < 512 || pageSize > 65_536 || (pageSize & (pageSize - 1)) !== 0) {
    throw damaged('has a damaged header');
  }
  const pages = head.readUInt32BE(28);
  const headerVouches = head.readUInt32BE(24) === head.readUInt32BE(92);
  if (size % pageSize !== 0) {
    throw damaged(`is ${size} bytes in the archive, not whole pages of ${pageSize}`);
  }
  if (headerVouches && pages > 0 && pages * pageSize !== size) {
    throw damaged(`is ${size} bytes in the archive, but its header says ${pages * pageSize}`);
  }
}

/** The database entry's content, its header checked before any of it is passed on. */
export async function* checkedDatabase(
  entry: TarReadEntry,
  source: string,
): AsyncGenerator<Buffer> {
  let head: Buffer | undefined = Buffer.alloc(0);
  for await (const piece of entry.content()) {
    if (!head) {
      yield piece;
      continue;
    }
    head = Buffer.concat([head, piece]);
    if (head.length < 100) continue;
    checkDatabaseHeader(head, entry.size, source);
    yield head;
    head = undefined;
  }
  if (head) checkDatabaseHeader(head, entry.size, source);
}

/**
 * Why a file in media/ is not restored, or null when it is a picture the server would serve: a
 * name the store writes and a WebP (what every stored picture is) that decodes whole.
 */
export async function pictureProblem(name: string, bytes: Buffer): Promise<string | null> {
  if (!PICTURE_NAME.test(path.posix.basename(name))) {
    return 'not a picture name the academy writes';
  }
  if (sniffImageFormat(bytes) !== 'webp') return 'not a WebP image';
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_PICTURE_PIXELS, failOn: 'error' });
    const metadata = await image.metadata();
    if (metadata.format !== 'webp') return 'not a WebP image';
    // Every pixel decoded: a valid header over damaged or foreign data fails here.
    await image.stats();
    return null;
  } catch {
    return 'a damaged or unreadable image';
  }
}

export async function readWhole(entry: TarReadEntry): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const piece of entry.content()) chunks.push(piece);
  return Buffer.concat(chunks);
}

export function checkRestoredDatabase(file: string, source: string) {
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
