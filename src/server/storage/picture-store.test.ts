import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  PICTURE_DRIVERS,
  startPictureBackend,
  type PictureBackend,
} from '../../../tests/helpers/picture-backends';
import { freePort } from '../../../tests/helpers/free-port';
import { startS3Server, type S3Server } from '../../../tests/helpers/s3-server';
import { loadConfig, type S3Config } from '../config';
import { pictureStoreFor } from './picture-stores';
import { createS3PictureStore } from './s3-store';
import { PICTURE_NAME, pictureNameOf, STORE_UNAVAILABLE, type PictureStore } from './storage';

const webp = (text: string) => Buffer.from(`RIFF....WEBPVP8 ${text}`);

describe.each(PICTURE_DRIVERS)('the %s picture store', (driver) => {
  let backend: PictureBackend;
  let dataDir: string;
  let store: PictureStore;
  beforeEach(async () => {
    backend = await startPictureBackend(driver);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shikhon-store-'));
    store = pictureStoreFor(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...backend.env }));
  });
  afterEach(async () => {
    await backend.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps a picture under a new random name and gives back the same bytes', async () => {
    const before = Date.now();
    const first = await store.save(webp('one'));
    const second = await store.save(webp('two'));
    expect(first).toMatch(/^\/media\/[0-9a-f-]{36}\.webp$/);
    expect(second).not.toBe(first);
    const name = pictureNameOf(first) ?? '';
    expect((await store.read(name))?.toString()).toBe(webp('one').toString());
    expect((await backend.storedNames(dataDir)).sort()).toEqual(
      [name, pictureNameOf(second)].sort(),
    );
    const listed = await store.list();
    expect(listed.map((picture) => picture.name).sort()).toEqual(
      [name, pictureNameOf(second)].sort(),
    );
    for (const picture of listed) {
      // S3 keeps whole seconds.
      expect(picture.writtenAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(picture.writtenAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    }
  });

  it('answers null for a name it does not keep, and never reads outside its pictures', async () => {
    expect(await store.read('0f8fad5b-d9cb-469f-a165-70867728950e.webp')).toBeNull();
    await backend.plant(dataDir, 'secret.txt', 'do not serve');
    for (const bad of [
      'secret.txt',
      '../secret.txt',
      '0F8FAD5B-D9CB-469F-A165-70867728950E.webp',
    ]) {
      expect(await store.read(bad), bad).toBeNull();
    }
  });

  it('removes a picture; removing one it does not keep is no error', async () => {
    const name = pictureNameOf(await store.save(webp('gone'))) ?? '';
    await store.remove(name);
    await store.remove(name);
    await store.remove('0f8fad5b-d9cb-469f-a165-70867728950e.webp');
    expect(await store.read(name)).toBeNull();
    expect(await store.list()).toEqual([]);
    expect(await backend.storedNames(dataDir)).toEqual([]);
  });

  it('lists only pictures, never other files kept beside them', async () => {
    const name = pictureNameOf(await store.save(webp('kept'))) ?? '';
    await backend.plant(
      dataDir,
      driver === 'local' ? path.join('media', 'notes.txt') : 'notes.txt',
      'not a picture',
    );
    expect((await store.list()).map((picture) => picture.name)).toEqual([name]);
    await store.remove('notes.txt');
    expect(await backend.storedNames(dataDir)).toContain('notes.txt');
  });
});

describe('the S3 picture store', () => {
  let s3: S3Server;
  beforeEach(async () => {
    s3 = await startS3Server();
  });
  afterEach(async () => {
    await s3.stop();
  });

  function settings(overrides: Partial<S3Config> = {}): S3Config {
    const config = loadConfig({ NODE_ENV: 'test', ...s3.env }).s3;
    if (!config) throw new Error('S3 settings missing');
    return { ...config, ...overrides };
  }

  it('lists every picture across pages', async () => {
    // s3rver's continuation tokens need DES, which Node 20's OpenSSL no longer has: the pages
    // come from a stand-in that answers ListObjectsV2 as S3 does, 2 keys at a time.
    const keys = [
      '00000000-0000-4000-8000-000000000001.webp',
      'notes.txt',
      '00000000-0000-4000-8000-000000000002.webp',
      '00000000-0000-4000-8000-000000000003.webp',
      '00000000-0000-4000-8000-000000000004.webp',
    ];
    const asked: (string | null)[] = [];
    const lister = http.createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const token = url.searchParams.get('continuation-token');
      asked.push(token);
      const start = token ? Number(token.replace('after-', '')) : 0;
      const size = Number(url.searchParams.get('max-keys') ?? 1000);
      const page = keys.slice(start, start + size);
      const truncated = start + size < keys.length;
      response.setHeader('Content-Type', 'application/xml');
      response.end(
        `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">` +
          `<Name>${s3.bucket}</Name><KeyCount>${page.length}</KeyCount><MaxKeys>${size}</MaxKeys>` +
          `<IsTruncated>${truncated}</IsTruncated>` +
          (truncated
            ? `<NextContinuationToken>after-${start + size}</NextContinuationToken>`
            : '') +
          page
            .map(
              (key) =>
                `<Contents><Key>${key}</Key><LastModified>2026-11-20T08:00:00.000Z</LastModified><Size>9</Size></Contents>`,
            )
            .join('') +
          `</ListBucketResult>`,
      );
    });
    await new Promise<void>((resolve) => lister.listen(0, '127.0.0.1', resolve));
    const address = lister.address();
    const endpoint = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    try {
      const store = createS3PictureStore(settings({ endpoint }), { pageSize: 2 });
      const listed = await store.list();
      expect(listed.map((picture) => picture.name)).toEqual(
        keys.filter((key) => PICTURE_NAME.test(key)),
      );
      expect(listed[0]?.writtenAt.toISOString()).toBe('2026-11-20T08:00:00.000Z');
      expect(asked).toEqual([null, 'after-2', 'after-4']);
    } finally {
      lister.closeAllConnections();
      await new Promise((resolve) => lister.close(resolve));
    }
  });

  it('points browsers at S3_PUBLIC_URL only when it is set', () => {
    const name = '0f8fad5b-d9cb-469f-a165-70867728950e.webp';
    expect(createS3PictureStore(settings()).directUrl).toBeUndefined();
    const store = createS3PictureStore(settings({ publicUrl: 'https://cdn.example/pictures' }));
    expect(store.directUrl?.(name)).toBe(`https://cdn.example/pictures/${name}`);
  });

  it('finds its bucket at start-up', async () => {
    await expect(createS3PictureStore(settings()).checkBucket()).resolves.toBeUndefined();
  });

  it('says in one line that the bucket does not exist, without trying again', async () => {
    const started = Date.now();
    await expect(
      createS3PictureStore(settings({ bucket: 'no-such-bucket' })).checkBucket({ pauseMs: 5_000 }),
    ).rejects.toThrow(
      `S3 bucket "no-such-bucket" at ${s3.endpoint} is unreachable: no bucket of that name (HTTP 404)`,
    );
    expect(Date.now() - started).toBeLessThan(4_000);
  });

  it('says when the keys are refused', async () => {
    // s3rver checks the key's id (its V4 signatures go unchecked).
    await expect(
      createS3PictureStore(settings({ accessKeyId: 'NOT-A-KEY' })).checkBucket(),
    ).rejects.toThrow(
      `S3 bucket "${s3.bucket}" at ${s3.endpoint} is unreachable: access denied (HTTP 403): check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY`,
    );
  });

  it('tries a closed port a few times, then says the connection was refused', async () => {
    const port = await freePort();
    const endpoint = `http://127.0.0.1:${port}`;
    const started = Date.now();
    await expect(
      createS3PictureStore(settings({ endpoint })).checkBucket({ attempts: 3, pauseMs: 300 }),
    ).rejects.toThrow(
      `S3 bucket "${s3.bucket}" at ${endpoint} is unreachable: connect ECONNREFUSED 127.0.0.1:${port}`,
    );
    // Three tries with two pauses between them: it did try again, and did not wait long.
    expect(Date.now() - started).toBeGreaterThanOrEqual(600);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it(
    'gives up on a store that takes connections but never answers',
    { timeout: 15_000 },
    async () => {
      const sockets = new Set<net.Socket>();
      const silent = net.createServer((socket) => void sockets.add(socket));
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
      const address = silent.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const endpoint = `http://127.0.0.1:${port}`;
      try {
        const started = Date.now();
        await expect(
          createS3PictureStore(settings({ endpoint })).checkBucket({
            attempts: 2,
            timeoutMs: 300,
            pauseMs: 50,
          }),
        ).rejects.toThrow(
          `S3 bucket "${s3.bucket}" at ${endpoint} is unreachable: no answer within 300 ms`,
        );
        expect(Date.now() - started).toBeLessThan(3_000);

        // A request of a running server: failed in time as an outage (503), never left waiting.
        const store = createS3PictureStore(settings({ endpoint }), { requestTimeoutMs: 300 });
        const reading = Date.now();
        const failure: unknown = await store
          .read('0f8fad5b-d9cb-469f-a165-70867728950e.webp')
          .catch((error: unknown) => error);
        expect(failure).toMatchObject({
          code: STORE_UNAVAILABLE,
          message: 'The picture store did not answer: no answer within 300 ms',
        });
        // The SDK's three tries of 300 ms each, and its pauses.
        expect(Date.now() - reading).toBeLessThan(5_000);
      } finally {
        // Connections the client left open would keep close() waiting.
        for (const socket of sockets) socket.destroy();
        await new Promise((resolve) => silent.close(resolve));
      }
    },
  );
});
