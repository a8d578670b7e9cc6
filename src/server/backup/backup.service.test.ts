import SQLite from 'better-sqlite3';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BackupError } from './backup-format';
import { createBackup } from './backup.service';
import { restoreBackup } from './restore.service';
import { tarEnd, tarHeader, tarPadding } from './tar';

let root: string;
let dataDir: string;
/** A real WebP, as the picture store keeps them (restore leaves out what is not one). */
let picture: Buffer;

beforeAll(async () => {
  // Fixed noise (a linear congruential generator), stored losslessly: tens of KB.
  const width = 160;
  const pixels = Buffer.alloc(width * width * 3, 0);
  let state = 12_345;
  for (let index = 0; index < pixels.length; index++) {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    pixels[index] = state >>> 24;
  }
  picture = await sharp(pixels, { raw: { width, height: width, channels: 3 } })
    .webp({ lossless: true })
    .toBuffer();
});

function write(relative: string, content: string | Buffer, mode = 0o644) {
  const file = path.join(dataDir, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content, { mode });
  fs.chmodSync(file, mode);
}

/** A DATA_DIR as a running server leaves it: WAL database, pictures, secrets, saved mail. */
function fillDataDir() {
  const database = new SQLite(path.join(dataDir, 'shikhon.sqlite'));
  database.pragma('journal_mode = WAL');
  database.exec('create table orders (id text primary key, amount integer)');
  const insert = database.prepare('insert into orders values (?, ?)');
  for (let index = 0; index < 500; index++) insert.run(`order-${index}`, index);
  // Left open, so part of the data is only in the -wal file, as with a live server.
  write('auth-secret', 'secret-from-the-first-start\n', 0o600);
  write('certificate-signing-key.pem', '-----BEGIN PRIVATE KEY-----\nabc\n', 0o600);
  // Bigger than a few blocks and not a multiple of 512, to exercise the padding.
  expect(picture.length).toBeGreaterThan(4 * 512);
  expect(picture.length % 512).not.toBe(0);
  write('media/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed.webp', picture);
  write('media/.00000000-0000-0000-0000-000000000000.webp.tmp', 'half an upload');
  write('outbox/2026-11-25T06-00-00.000Z-abcdef.eml', 'Subject: hello\n\nbody\n');
  // A path past the 100 bytes of a plain tar name (ustar's prefix field).
  write(`outbox/${'x'.repeat(90)}/${'y'.repeat(60)}.eml`, 'long');
  return database;
}

function contents(folder: string): Record<string, string> {
  const found: Record<string, string> = {};
  const walk = (current: string, prefix: string) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const absolute = path.join(current, entry.name);
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(absolute, relative);
      else if (!relative.startsWith('shikhon.sqlite')) {
        const mode = (fs.statSync(absolute).mode & 0o777).toString(8);
        found[relative] = `${mode} ${fs.readFileSync(absolute).toString('base64')}`;
      }
    }
  };
  walk(folder, '');
  return found;
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'shikhon-backup-unit-'));
  dataDir = path.join(root, 'data');
  fs.mkdirSync(dataDir);
});

afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

describe('createBackup and restoreBackup on SQLite', () => {
  it('restores the database, pictures, secrets and mail as they were, owner-only', async () => {
    const live = fillDataDir();
    const target = path.join(root, 'backup.tar.gz');
    const summary = await createBackup({
      dataDir,
      target,
      appVersion: 'test',
      includeDatabase: true,
    });
    live.close();
    expect(summary).toMatchObject({ file: target, pictures: 1, otherFiles: 4 });
    expect(summary.databaseBytes).toBeGreaterThan(0);
    // Nothing but the backup itself is left beside it (no work folder, no .partial).
    expect(fs.readdirSync(root).sort()).toEqual(['backup.tar.gz', 'data']);

    // A standard tar.gz: the system's tar lists it; the half-written upload and the live
    // database's -wal/-shm files are not in it.
    const listed = execFileSync('tar', ['-tzf', target], { encoding: 'utf8' }).trim().split('\n');
    expect(listed).toEqual([
      'shikhon-backup.json',
      'shikhon.sqlite',
      'auth-secret',
      'certificate-signing-key.pem',
      'media/',
      'media/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed.webp',
      'outbox/',
      'outbox/2026-11-25T06-00-00.000Z-abcdef.eml',
      `outbox/${'x'.repeat(90)}/`,
      `outbox/${'x'.repeat(90)}/${'y'.repeat(60)}.eml`,
    ]);

    const restored = path.join(root, 'restored');
    const result = await restoreBackup({ dataDir: restored, source: target, engine: 'sqlite' });
    expect(result).toMatchObject({ pictures: 1, otherFiles: 4, skipped: [] });
    const expected = contents(dataDir);
    delete expected['media/.00000000-0000-0000-0000-000000000000.webp.tmp'];
    expect(expected['media/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed.webp']).toMatch(/^644 /);
    // The same bytes; every file owner-only (decision 023), whatever mode it had.
    for (const [name, value] of Object.entries(expected)) {
      expected[name] = value.replace(/^\d+ /, '600 ');
    }
    expect(contents(restored)).toEqual(expected);
    expect(fs.statSync(path.join(restored, 'shikhon.sqlite')).mode & 0o777).toBe(0o600);
    for (const folder of ['', 'media', 'outbox', `outbox/${'x'.repeat(90)}`]) {
      expect(fs.statSync(path.join(restored, folder)).mode & 0o777, folder).toBe(0o700);
    }

    const copy = new SQLite(path.join(restored, 'shikhon.sqlite'), { readonly: true });
    const rows = copy.prepare('select count(*) as n, sum(amount) as total from orders').get();
    copy.close();
    expect(rows).toEqual({ n: 500, total: (499 * 500) / 2 });
  });

  it('leaves itself out when written inside DATA_DIR', async () => {
    fillDataDir().close();
    const target = path.join(dataDir, 'backups', 'inside.tar.gz');
    fs.mkdirSync(path.dirname(target));
    await createBackup({ dataDir, target, appVersion: 'test', includeDatabase: true });
    const listed = execFileSync('tar', ['-tzf', target], { encoding: 'utf8' }).trim().split('\n');
    expect(listed.filter((name) => name.startsWith('backups/'))).toEqual(['backups/']);
    expect(fs.readdirSync(path.dirname(target))).toEqual(['inside.tar.gz']);
  });

  it('never overwrites an existing file, and says why', async () => {
    fillDataDir().close();
    const target = path.join(root, 'backup.tar.gz');
    fs.writeFileSync(target, 'last night’s backup');
    await expect(
      createBackup({ dataDir, target, appVersion: 'test', includeDatabase: true }),
    ).rejects.toThrow(`${target} already exists: name a new file, a backup never overwrites`);
    expect(fs.readFileSync(target, 'utf8')).toBe('last night’s backup');
  });

  it('says so when DATA_DIR has no database (a wrong DATA_DIR)', async () => {
    await expect(
      createBackup({
        dataDir,
        target: path.join(root, 'b.tar.gz'),
        appVersion: 'test',
        includeDatabase: true,
      }),
    ).rejects.toThrow(/^No database at .*shikhon\.sqlite: is DATA_DIR set as for the server\?$/);
    expect(fs.existsSync(path.join(root, 'b.tar.gz'))).toBe(false);
  });
});

describe('restoreBackup refuses', () => {
  async function backupFile(): Promise<string> {
    fillDataDir().close();
    const target = path.join(root, 'backup.tar.gz');
    await createBackup({ dataDir, target, appVersion: 'test', includeDatabase: true });
    return target;
  }

  it('a DATA_DIR that is not empty, leaving it as it was', async () => {
    const source = await backupFile();
    const before = contents(dataDir);
    const error = await restoreBackup({ dataDir, source, engine: 'sqlite' }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(BackupError);
    expect((error as Error).message).toBe(
      `DATA_DIR ${dataDir} is not empty (auth-secret, certificate-signing-key.pem, media, …): ` +
        'restore only writes into an empty folder; point DATA_DIR at a new one or move this one away',
    );
    expect(contents(dataDir)).toEqual(before);
  });

  it.each([
    ['a file that is not gzip', () => Buffer.from('not a backup at all'), /is not a usable backup/],
    [
      'a tar.gz that is not ours',
      () => {
        const other = path.join(root, 'other');
        fs.mkdirSync(other);
        fs.writeFileSync(path.join(other, 'notes.txt'), 'hello');
        return execFileSync('tar', ['-czf', '-', '-C', other, 'notes.txt']);
      },
      /is not a Shikhon Academy backup \(npm run backup\)$/,
    ],
    [
      'a backup cut short',
      (whole: Buffer) => whole.subarray(0, Math.floor(whole.length / 2)),
      /is not a usable backup: /,
    ],
    [
      'a backup whose tar stream is damaged (gzip intact)',
      (whole: Buffer) => {
        const tar = gunzipSync(whole);
        // A byte of the second header (the database's) changed: its checksum no longer matches.
        tar.writeUInt8(tar.readUInt8(1024 + 10) ^ 0xff, 1024 + 10);
        return gzipSync(tar);
      },
      /is not a usable backup: damaged header: checksum$/,
    ],
    [
      'a backup with one file in it twice',
      (whole: Buffer) => {
        const tar = gunzipSync(whole);
        // Our manifest (header and one block of JSON), then the same picture twice.
        const entry = () => [
          tarHeader({
            name: 'media/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed.webp',
            type: 'file',
            mode: 0o644,
            size: picture.length,
            mtime: new Date(),
          }),
          picture,
          tarPadding(picture.length),
        ];
        return gzipSync(Buffer.concat([tar.subarray(0, 1024), ...entry(), ...entry(), tarEnd()]));
      },
      /is not a usable backup: EEXIST/,
    ],
  ])('%s, leaving no DATA_DIR behind', async (_label, make, message) => {
    const whole = fs.readFileSync(await backupFile());
    const source = path.join(root, 'bad.tar.gz');
    fs.writeFileSync(source, make(whole));
    const restored = path.join(root, 'restored');
    await expect(restoreBackup({ dataDir: restored, source, engine: 'sqlite' })).rejects.toThrow(
      message,
    );
    expect(fs.existsSync(restored)).toBe(false);
  });

  it('a SQLite backup when DATABASE_URL is set, and a files-only one on SQLite', async () => {
    const source = await backupFile();
    const empty = path.join(root, 'empty');
    fs.mkdirSync(empty);
    await expect(restoreBackup({ dataDir: empty, source, engine: 'postgres' })).rejects.toThrow(
      'holds a SQLite database, but DATABASE_URL is set: unset it to restore onto SQLite',
    );
    // Emptied again, but the folder it was given stays.
    expect(fs.readdirSync(empty)).toEqual([]);

    const filesOnly = path.join(root, 'files.tar.gz');
    await createBackup({ dataDir, target: filesOnly, appVersion: 'test', includeDatabase: false });
    await expect(
      restoreBackup({ dataDir: empty, source: filesOnly, engine: 'sqlite' }),
    ).rejects.toThrow('holds no database (made for PostgreSQL)');
    const restored = await restoreBackup({ dataDir: empty, source: filesOnly, engine: 'postgres' });
    expect(restored).toMatchObject({ databaseBytes: 0, pictures: 1, otherFiles: 4 });
    expect(fs.existsSync(path.join(empty, 'shikhon.sqlite'))).toBe(false);
  });
});
