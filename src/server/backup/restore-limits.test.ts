import SQLite from 'better-sqlite3';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import sharp from 'sharp';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mountTinyDisk } from '../../../tests/helpers/tiny-disk';
import { BackupError, MANIFEST_FORMAT, MANIFEST_NAME } from './backup-format';
import { restoreBackup, type RestoreLimits } from './restore.service';
import { tarEnd, tarHeader, tarPadding } from './tar';

/**
 * Restore against crafted archives (decision 023's addendum): whatever modes an archive carries, what
 * is restored is owner-only; an archive that would write more than the limits (or than the disk
 * can take) is refused on the entry's header, before its content is written, and leaves DATA_DIR
 * as it was; a "picture" that is not one is left out with a message. For both kinds of backup:
 * with the SQLite database in it, and files only (PostgreSQL).
 */

const MIB = 1024 * 1024;
const PICTURE = '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed.webp';
const OTHER_PICTURE = '2c8e7cde-ccfe-4c3e-8c6e-bc9e0cce5cfe.webp';

let root: string;
let webp: Buffer;
let sqlite: Buffer;

beforeAll(async () => {
  webp = await sharp({
    create: { width: 64, height: 64, channels: 3, background: { r: 14, g: 116, b: 144 } },
  })
    .webp()
    .toBuffer();
  // A real database file, as `npm run backup` puts one in.
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'shikhon-restore-db-'));
  const database = new SQLite(path.join(folder, 'db.sqlite'));
  database.exec('create table orders (id text primary key)');
  database.prepare('insert into orders values (?)').run('order-1');
  database.close();
  sqlite = fs.readFileSync(path.join(folder, 'db.sqlite'));
  fs.rmSync(folder, { recursive: true, force: true });
});

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'shikhon-restore-limits-'));
});

afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

type Kind = 'sqlite' | 'postgres';

interface Part {
  name: string;
  type?: 'file' | 'directory';
  mode?: number;
  /** The content, or a size of zeros produced as the archive is written (never held whole). */
  content?: Buffer | { zeros: number };
}

function* zeros(count: number): Generator<Buffer> {
  const chunk = Buffer.alloc(MIB);
  for (let left = count; left > 0; left -= chunk.length) {
    yield left >= chunk.length ? chunk : chunk.subarray(0, left);
  }
}

function* entry(part: Part): Generator<Buffer> {
  const content = part.content ?? Buffer.alloc(0);
  const size = Buffer.isBuffer(content) ? content.length : content.zeros;
  const type = part.type ?? 'file';
  yield tarHeader({
    name: part.name,
    type,
    mode: part.mode ?? 0o644,
    size: type === 'file' ? size : 0,
    mtime: new Date(),
  });
  if (type === 'directory') return;
  if (Buffer.isBuffer(content)) yield content;
  else yield* zeros(content.zeros);
  yield tarPadding(size);
}

/** Our manifest (and for SQLite the database) first, as the backup command writes them. */
function* archive(kind: Kind, parts: Part[], options: { cutAfter?: number } = {}) {
  const manifest = Buffer.from(
    JSON.stringify({
      format: MANIFEST_FORMAT,
      version: 1,
      appVersion: 'crafted',
      createdAt: new Date().toISOString(),
      database: kind === 'sqlite' ? 'shikhon.sqlite' : null,
    }),
  );
  yield* entry({ name: MANIFEST_NAME, content: manifest });
  const all = kind === 'sqlite' ? [{ name: 'shikhon.sqlite', content: sqlite }, ...parts] : parts;
  for (const [index, part] of all.entries()) {
    if (options.cutAfter === index) {
      // The archive stops right after this entry's header: its content is not even there.
      yield tarHeader({
        name: part.name,
        type: 'file',
        mode: 0o644,
        size: Buffer.isBuffer(part.content) ? part.content.length : (part.content?.zeros ?? 0),
        mtime: new Date(),
      });
      return;
    }
    yield* entry(part);
  }
  yield tarEnd();
}

async function writeArchive(parts: Iterable<Buffer>): Promise<string> {
  const file = path.join(root, `crafted-${fs.readdirSync(root).length}.tar.gz`);
  await pipeline(Readable.from(parts), createGzip(), fs.createWriteStream(file));
  return file;
}

function restore(kind: Kind, source: string, dataDir: string, limits?: Partial<RestoreLimits>) {
  return restoreBackup({ dataDir, source, engine: kind, ...(limits ? { limits } : {}) });
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(BackupError);
  return (error as Error).message;
}

const mode = (file: string) => fs.statSync(file).mode & 0o7777;

describe.each(['sqlite', 'postgres'] as const)('restore of a crafted %s backup', (kind) => {
  it('gives every file 0600 and every folder 0700, whatever modes the archive says', async () => {
    const source = await writeArchive(
      archive(kind, [
        { name: 'auth-secret', mode: 0o777, content: Buffer.from('secret\n') },
        { name: 'certificate-signing-key.pem', mode: 0o4777, content: Buffer.from('key\n') },
        { name: 'media', type: 'directory', mode: 0o777 },
        { name: `media/${PICTURE}`, mode: 0o6777, content: webp },
        { name: 'outbox', type: 'directory', mode: 0o1777 },
        { name: 'outbox/a.eml', mode: 0o666, content: Buffer.from('Subject: hi\n\nbody\n') },
        // No folder entry for this one: made owner-only all the same.
        { name: 'later-feature/state.json', mode: 0o777, content: Buffer.from('{}') },
      ]),
    );
    const dataDir = path.join(root, 'restored');
    const summary = await restore(kind, source, dataDir);
    expect(mode(path.join(dataDir, 'auth-secret'))).toBe(0o600);
    expect(fs.readFileSync(path.join(dataDir, 'auth-secret'), 'utf8')).toBe('secret\n');
    expect(mode(path.join(dataDir, 'certificate-signing-key.pem'))).toBe(0o600);
    expect(mode(path.join(dataDir, 'media', PICTURE))).toBe(0o600);
    expect(mode(path.join(dataDir, 'outbox', 'a.eml'))).toBe(0o600);
    expect(mode(path.join(dataDir, 'later-feature', 'state.json'))).toBe(0o600);
    for (const folder of ['', 'media', 'outbox', 'later-feature']) {
      expect(mode(path.join(dataDir, folder)), folder).toBe(0o700);
    }
    if (kind === 'sqlite') expect(mode(path.join(dataDir, 'shikhon.sqlite'))).toBe(0o600);
    expect(summary).toMatchObject({ pictures: 1, otherFiles: 4, skipped: [] });
  });

  it('refuses a small archive that expands past the limit, on its header, leaving DATA_DIR as it was', async () => {
    // The probe's archive: a few hundred KB of gzip that unpack to 301 MB.
    const source = await writeArchive(
      archive(kind, [
        { name: 'outbox/a.eml', content: Buffer.from('Subject: hi\n\nbody\n') },
        { name: 'outbox/b.eml', content: { zeros: 301 * MIB } },
      ]),
    );
    expect(fs.statSync(source).size).toBeLessThan(400 * 1024);
    // An empty DATA_DIR the operator made stays empty (and keeps its mode); a new one is not left.
    const given = path.join(root, 'given');
    fs.mkdirSync(given, { mode: 0o750 });
    fs.chmodSync(given, 0o750);
    expect(await refusal(restore(kind, source, given))).toBe(
      `${source} is not a usable backup: outbox/b.eml is 301.0 MB, more than a file in DATA_DIR ` +
        'can be (100.0 MB); refused before writing it',
    );
    expect(fs.readdirSync(given)).toEqual([]);
    expect(mode(given)).toBe(0o750);

    // Under the per-file limit, the total is what bounds it.
    const fresh = path.join(root, 'fresh');
    const limits = { totalBytes: 64 * MIB, otherFileBytes: 512 * MIB };
    expect(await refusal(restore(kind, source, fresh, limits))).toBe(
      `${source} would expand to more than 64.0 MB (the restore limit): refused before writing ` +
        'it. If the backup really is that large, raise the limit with --max-size=<GB>',
    );
    expect(fs.existsSync(fresh)).toBe(false);

    // Refused on the header alone: an archive that ends right after it gets the same answer,
    // not "cut short", so none of the content was read, let alone written.
    const headerOnly = await writeArchive(
      archive(
        kind,
        [
          { name: 'outbox/a.eml', content: Buffer.from('x') },
          { name: 'outbox/b.eml', content: { zeros: 301 * MIB } },
        ],
        { cutAfter: kind === 'sqlite' ? 2 : 1 },
      ),
    );
    expect(await refusal(restore(kind, headerOnly, fresh, limits))).toMatch(
      /would expand to more than 64\.0 MB \(the restore limit\): refused before writing it/,
    );
    expect(fs.existsSync(fresh)).toBe(false);
  });

  it('refuses a secret or a picture bigger than one can be, and too many entries', async () => {
    const bigSecret = await writeArchive(
      archive(kind, [{ name: 'auth-secret', content: { zeros: 2 * MIB } }]),
    );
    expect(await refusal(restore(kind, bigSecret, path.join(root, 'a')))).toBe(
      `${bigSecret} is not a usable backup: auth-secret is 2.0 MB, more than auth-secret can be ` +
        '(0.1 MB); refused before writing it',
    );
    const bigPicture = await writeArchive(
      archive(kind, [{ name: `media/${PICTURE}`, content: { zeros: 11 * MIB } }]),
    );
    expect(await refusal(restore(kind, bigPicture, path.join(root, 'b')))).toBe(
      `${bigPicture} is not a usable backup: media/${PICTURE} is 11.0 MB, more than a picture ` +
        'can be (10.0 MB); refused before writing it',
    );
    const many = await writeArchive(
      archive(
        kind,
        Array.from({ length: 30 }, (_, index) => ({ name: `outbox/${index}.eml` })),
      ),
    );
    expect(await refusal(restore(kind, many, path.join(root, 'c'), { entries: 20 }))).toBe(
      `${many} holds more than 20 files and folders (the restore limit): refused`,
    );
    for (const folder of ['a', 'b', 'c'])
      expect(fs.existsSync(path.join(root, folder))).toBe(false);
  });

  it('refuses what would fill DATA_DIR’s disk, before writing it', async () => {
    const disk = mountTinyDisk(32, 'The restore disk-space test');
    if (!disk) return;
    try {
      const source = await writeArchive(
        archive(kind, [{ name: 'outbox/big.eml', content: { zeros: 48 * MIB } }]),
      );
      const dataDir = path.join(disk.dir, 'data');
      const message = await refusal(restore(kind, source, dataDir, { keepFreeBytes: 4 * MIB }));
      expect(message).toMatch(
        /would expand to more than the (2[0-9]|3[0-9])\.\d MB DATA_DIR's disk can take \(keeping 4\.0 MB free\): refused before writing it$/,
      );
      expect(fs.existsSync(dataDir)).toBe(false);
    } finally {
      disk.remove();
    }
  });

  it('leaves out, with a message, a "picture" that is not a WebP image the store wrote', async () => {
    const png = await sharp({
      create: { width: 8, height: 8, channels: 3, background: { r: 0, g: 0, b: 0 } },
    })
      .png()
      .toBuffer();
    const source = await writeArchive(
      archive(kind, [
        { name: 'media', type: 'directory' },
        { name: `media/${PICTURE}`, content: webp },
        {
          name: `media/${OTHER_PICTURE}`,
          content: Buffer.from('<html><script>alert(1)</script></html>'),
        },
        { name: 'media/3d9f8def-ddff-4d4f-9d7f-cdaf1ddf6dff.webp', content: png },
        // A WebP header over bytes that are not an image.
        {
          name: 'media/4eaf9efa-eeaa-4e5a-ae8a-debf2eea7eaa.webp',
          content: Buffer.concat([webp.subarray(0, 30), Buffer.alloc(200, 0x41)]),
        },
        { name: 'media/notes.txt', content: Buffer.from('hello') },
      ]),
    );
    const dataDir = path.join(root, 'restored');
    const summary = await restore(kind, source, dataDir);
    expect(summary.pictures).toBe(1);
    expect(summary.skipped).toEqual([
      { name: `media/${OTHER_PICTURE}`, reason: 'not a WebP image' },
      { name: 'media/3d9f8def-ddff-4d4f-9d7f-cdaf1ddf6dff.webp', reason: 'not a WebP image' },
      {
        name: 'media/4eaf9efa-eeaa-4e5a-ae8a-debf2eea7eaa.webp',
        reason: 'a damaged or unreadable image',
      },
      { name: 'media/notes.txt', reason: 'not a picture name the academy writes' },
    ]);
    expect(fs.readdirSync(path.join(dataDir, 'media'))).toEqual([PICTURE]);
    expect(fs.readFileSync(path.join(dataDir, 'media', PICTURE)).equals(webp)).toBe(true);
  });
});

describe('restore of a crafted database entry', () => {
  it('refuses, after its first bytes, a "database" that is padding or longer than its header says', async () => {
    const padding = await writeArchive(
      (function* () {
        const parts = [...archive('sqlite', [])];
        // The manifest's entry (header and one block), then a database of zeros instead.
        yield Buffer.concat(parts).subarray(0, 1024);
        yield* entry({ name: 'shikhon.sqlite', content: { zeros: 200 * MIB } });
        yield tarEnd();
      })(),
    );
    expect(fs.statSync(padding).size).toBeLessThan(400 * 1024);
    const dataDir = path.join(root, 'restored');
    expect(await refusal(restore('sqlite', padding, dataDir))).toBe(
      `${padding} is damaged: the database in it is not a SQLite database`,
    );
    expect(fs.existsSync(dataDir)).toBe(false);

    const longer = await writeArchive(
      (function* () {
        const parts = [...archive('sqlite', [])];
        yield Buffer.concat(parts).subarray(0, 1024);
        yield* entry({
          name: 'shikhon.sqlite',
          content: Buffer.concat([sqlite, Buffer.alloc(64 * sqlite.readUInt16BE(16))]),
        });
        yield tarEnd();
      })(),
    );
    expect(await refusal(restore('sqlite', longer, dataDir))).toBe(
      `${longer} is damaged: the database is ${sqlite.length + 64 * sqlite.readUInt16BE(16)} ` +
        `bytes in the archive, but its header says ${sqlite.length}`,
    );
    expect(fs.existsSync(dataDir)).toBe(false);
  });
});
