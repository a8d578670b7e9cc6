import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { signUpVerifyAndSignIn } from '../../../tests/helpers/accounts';
import { TestClient } from '../../../tests/helpers/http-client';
import { newTransactionId, submitOrder } from '../../../tests/helpers/orders';
import { multipartBody, rawRequest } from '../../../tests/helpers/raw-request';
import { announceSkippedEngines, ENGINES } from '../../../tests/helpers/test-databases';
import { startTestServer, type TestServer } from '../../../tests/helpers/test-server';
import type { Database } from '../db/database';
import { DatabaseUnavailableError } from '../db/errors';
import { solidImage } from '../../../tests/helpers/test-images';
import { mountTinyDisk, type TinyDisk } from '../../../tests/helpers/tiny-disk';
import { startS3Server, type S3Server } from '../../../tests/helpers/s3-server';
import { createLocalPictureStore } from '../storage/local-store';
import type { PictureStore } from '../storage/storage';
import { isStorageFull, outageOf } from './outage';

announceSkippedEngines();

/** An error as Node, SQLite or PostgreSQL builds it: a message and a code. */
function coded(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

function noSpace(): Error {
  return Object.assign(new Error('ENOSPC: no space left on device, write'), {
    code: 'ENOSPC',
    errno: -28,
    syscall: 'write',
  });
}

describe('outageOf', () => {
  it('answers 507 storage_full for a full disk, whoever reports it', () => {
    for (const error of [
      noSpace(),
      coded('EDQUOT: disk quota exceeded, write', 'EDQUOT'),
      coded('database or disk is full', 'SQLITE_FULL'),
      coded('could not extend file "base/16384/16385": No space left on device', '53100'),
      new Error('auth failed', { cause: coded('database or disk is full', 'SQLITE_FULL') }),
    ]) {
      expect(isStorageFull(error), error.message).toBe(true);
      expect(outageOf(error)).toEqual({
        status: 507,
        code: 'storage_full',
        message: expect.stringMatching(/out of storage space.*try again later/),
      });
    }
  });

  it('answers 503 database_unavailable for a lost database connection', () => {
    const lost = new DatabaseUnavailableError(coded('terminating connection', '57P01'));
    expect(outageOf(lost)).toMatchObject({ status: 503, code: 'database_unavailable' });
  });

  it('leaves every other error a 500', () => {
    for (const error of [
      new Error('boom'),
      coded('duplicate key', '23505'),
      coded('disk I/O error', 'SQLITE_IOERR'),
      coded('connect ECONNREFUSED 127.0.0.1:25', 'ECONNREFUSED'),
    ]) {
      expect(outageOf(error), error.message).toBeNull();
    }
    expect(outageOf('ENOSPC')).toBeNull();
  });
});

/** The local store, on a disk with no room left for another picture. */
function fullDisk(dataDir: string): PictureStore {
  const store = createLocalPictureStore(dataDir);
  return { ...store, save: () => Promise.reject(noSpace()) };
}

/**
 * PostgreSQL with a full disk, as the app sees it: a trigger on every table raises disk_full
 * (53100), the error PostgreSQL gives when it cannot extend a file. Reads go on.
 */
async function fillPostgres(database: Database) {
  await sql
    .raw(
      `create function disk_is_full() returns trigger language plpgsql as $$
       begin raise exception 'could not extend file: No space left on device'
         using errcode = 'disk_full'; end $$;
       do $$ declare t record; begin
         for t in select tablename from pg_tables where schemaname = 'public' loop
           execute format('create trigger disk_is_full before insert or update or delete on %I
             for each statement execute function disk_is_full()', t.tablename);
         end loop; end $$;`,
    )
    .execute(database.db);
}

interface ErrorBody {
  error: { code: string; message: string };
}

function expectStorageFull(response: { status: number; text: string }, what: string) {
  expect(response.status, `${what}: ${response.text}`).toBe(507);
  const parsed = JSON.parse(response.text) as ErrorBody;
  expect(parsed.error.code, what).toBe('storage_full');
  expect(parsed.error.message, what).toMatch(/out of storage space/);
}

async function pictureUpload(server: TestServer, learner: TestClient) {
  const png = await solidImage(16, 16).png().toBuffer();
  const { body, contentType } = multipartBody('file', {
    name: 'me.png',
    type: 'image/png',
    bytes: png,
  });
  return rawRequest(server.base, '/api/profile/picture', {
    as: learner,
    headers: { 'content-type': contentType },
    body,
  });
}

/** What a learner does: read, and write. Reads answer 200; writes 507 storage_full. */
async function expectReadsButNoWrites(server: TestServer, learner: TestClient) {
  expectStorageFull(
    await submitOrder(learner, 'kubernetes-mastery', { transactionId: newTransactionId() }),
    'order',
  );
  expectStorageFull(
    await learner.request('PUT', '/api/profile', { name: 'Nusrat Jahan' }),
    'profile save',
  );
  const visitor = new TestClient(server.base, { localAddress: '127.0.0.3' });
  expectStorageFull(
    await visitor.post('/api/auth/sign-up/email', {
      name: 'Rahim',
      email: 'rahim@example.com',
      password: 'Padma-Bridge-2022',
      callbackURL: '/',
    }),
    'sign-up',
  );
  for (const path of ['/api/health', '/api/profile', '/api/orders', '/api/me']) {
    const response = await learner.get(path);
    expect(response.status, `${path}: ${response.text}`).toBe(200);
  }
  expect((await learner.get('/api/orders')).json<unknown[]>()).toHaveLength(1);
  expect(server.logs.join('\n')).not.toContain('Unhandled error');
}

describe.each(ENGINES)('a full disk on %s', (engine) => {
  let server: TestServer | undefined;
  let disk: TinyDisk | null = null;
  afterEach(async () => {
    await server?.close();
    server = undefined;
    disk?.remove();
    disk = null;
  });

  it('answers a picture upload 507 storage_full when the picture cannot be written', async () => {
    server = await startTestServer(engine, {}, { pictures: fullDisk });
    const learner = await signUpVerifyAndSignIn(server, 'nusrat@example.com');
    expectStorageFull(await pictureUpload(server, learner), 'picture upload');
    expect((await learner.get('/api/profile')).status).toBe(200);
    // The upload left no record behind.
    const rows = await server.testDb.database.db
      .selectFrom('picture_uploads')
      .selectAll()
      .execute();
    expect(rows).toEqual([]);
  });

  it('answers writes 507 storage_full when the database disk is full, and reads 200', async () => {
    if (engine === 'sqlite') {
      // The real thing: the data folder on a tiny disk, filled up.
      disk = mountTinyDisk(8, 'SQLite full-disk test');
      if (!disk) return;
    }
    server = await startTestServer(engine, {}, { parentDir: disk?.dir });
    const learner = await signUpVerifyAndSignIn(server, 'nusrat@example.com');
    expect((await submitOrder(learner, 'docker-fundamentals')).status).toBe(201);
    if (disk) disk.fill();
    else await fillPostgres(server.testDb.database);
    await expectReadsButNoWrites(server, learner);
  });
});

describe('an S3 picture store that stops answering', () => {
  let server: TestServer | undefined;
  let s3: S3Server | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
    await s3?.stop();
    s3 = undefined;
  });

  it('answers uploads and pictures 503 storage_unavailable while the rest of the site goes on', async () => {
    s3 = await startS3Server();
    server = await startTestServer(ENGINES[ENGINES.length - 1] ?? 'sqlite', s3.env);
    const learner = await signUpVerifyAndSignIn(server, 'nusrat@example.com');
    const uploaded = await pictureUpload(server, learner);
    expect(uploaded.status).toBe(201);
    const { url } = uploaded.json<{ url: string }>();
    expect((await learner.request('PUT', '/api/profile', { profilePictureUrl: url })).status).toBe(
      200,
    );

    await s3.stop();
    for (const [what, response] of [
      ['upload', await pictureUpload(server, learner)],
      ['picture', await rawRequest(server.base, url, { method: 'GET' })],
    ] as const) {
      expect(response.status, `${what}: ${response.text}`).toBe(503);
      expect(response.json<ErrorBody>().error, what).toEqual({
        code: 'storage_unavailable',
        message: 'Pictures are briefly unavailable. Please try again in a few minutes.',
      });
    }
    expect((await learner.get('/api/profile')).json()).toMatchObject({ profilePictureUrl: url });
    const health = await learner.get('/api/health');
    expect(health.status).toBe(200);
    expect(health.json()).toMatchObject({
      status: 'degraded',
      checks: { storage: { status: 'unavailable' } },
    });
    // One line each, naming the cause; no stack for an outage.
    expect(server.logs.join('\n')).not.toContain('Unhandled error');
    expect(server.logs).toContainEqual(
      expect.stringMatching(
        /^storage_unavailable on POST \/api\/profile\/picture: The picture store did not answer: connect ECONNREFUSED/,
      ),
    );
  });
});
