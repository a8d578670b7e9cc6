import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { seedLearners } from '../../../../tests/helpers/seed-learners';
import {
  announceSkippedEngines,
  createTestDatabase,
  ENGINES,
  type TestDatabase,
} from '../../../../tests/helpers/test-databases';
import { checkProfile, type ProfileFields } from '../../../shared/schemas/profile';
import { loadConfig } from '../../config';
import { pictureStoreFor } from '../../storage/picture-stores';
import type { PictureStore } from '../../storage/storage';
import {
  scheduleUploadSweep,
  storeUpload,
  sweepUnsavedUploads,
  type UploadDependencies,
} from './picture-uploads.service';
import { saveProfile } from './profile.service';
import { solidImage } from '../../../../tests/helpers/test-images';
import {
  PICTURE_DRIVERS,
  startPictureBackend,
  type PictureBackend,
} from '../../../../tests/helpers/picture-backends';

announceSkippedEngines();

const HOUR = 60 * 60 * 1000;

/** A profile with only a picture, as PUT /api/profile would save it. */
function withPicture(url: string): ProfileFields {
  const checked = checkProfile({ profilePictureUrl: url });
  if (!checked.ok) throw new Error(checked.message);
  return checked.data;
}

const SUITES = ENGINES.flatMap((engine) =>
  PICTURE_DRIVERS.map((driver) => [engine, driver] as const),
);

describe.each(SUITES)('unsaved picture uploads on %s, pictures on %s', (engine, driver) => {
  let testDb: TestDatabase | undefined;
  let backend: PictureBackend | undefined;
  afterEach(async () => {
    await testDb?.cleanup();
    testDb = undefined;
    await backend?.stop();
    backend = undefined;
  });

  async function setUp() {
    backend = await startPictureBackend(driver);
    testDb = await createTestDatabase(engine);
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: testDb.dataDir, ...backend.env });
    const [learner] = await seedLearners({ config, database: testDb.database, count: 1 });
    if (!learner) throw new Error('no learner');
    const pictures = pictureStoreFor(config);
    const deps: UploadDependencies = { db: testDb.database.db, pictures };
    const owner = { id: learner.userId, email: learner.email, name: 'Nusrat' };
    const webp = await solidImage(8, 8).webp().toBuffer();
    // Seen on disk or through the S3 API itself, not through the store under test.
    const names = backend.storedNames.bind(backend, testDb.dataDir);
    const stored = async (url: string) => (await names()).includes(path.basename(url));
    const allStored = async (urls: string[]) => {
      const present = await names();
      return urls.map((url) => present.includes(path.basename(url)));
    };
    const rows = async () =>
      (await deps.db.selectFrom('picture_uploads').select('url').orderBy('url').execute()).map(
        (row) => row.url,
      );
    return { deps, owner, webp, stored, allStored, rows };
  }

  it('deletes an upload no profile shows a day after it was made; keeps recent and saved ones', async () => {
    const { deps, owner, webp, stored, allStored, rows } = await setUp();
    const start = new Date('2026-11-20T08:00:00.000Z');
    const at = (hours: number) => new Date(start.getTime() + hours * HOUR);
    const unsaved = await storeUpload(deps, owner.id, webp, start);
    const saved = await storeUpload(deps, owner.id, webp, start);
    await saveProfile(deps.db, owner, withPicture(saved), start);
    const recent = await storeUpload(deps, owner.id, webp, at(20));

    // 23 hours on, nothing is a day old yet.
    expect(await sweepUnsavedUploads(deps, at(23))).toBe(0);
    expect(await allStored([unsaved, saved, recent])).toEqual([true, true, true]);

    expect(await sweepUnsavedUploads(deps, at(25))).toBe(1);
    expect(await allStored([unsaved, saved, recent])).toEqual([false, true, true]);
    expect(await rows()).toEqual([saved, recent].sort());

    // The recent one's day is over later; the saved one stays for as long as it is shown.
    expect(await sweepUnsavedUploads(deps, at(45))).toBe(1);
    expect(await allStored([saved, recent])).toEqual([true, false]);
    expect(await sweepUnsavedUploads(deps, at(24 * 30))).toBe(0);
    expect(await stored(saved)).toBe(true);
  });

  it('also deletes old files with no record (uploaded before uploads were recorded)', async () => {
    const { deps, owner, webp, allStored } = await setUp();
    // Files written by the store alone, as before uploads were recorded: no rows. Their age is
    // the store's own write time (a file's mtime, an object's LastModified), so the sweep's
    // clock moves instead: a day less an hour on, then two days on.
    const legacyUnsaved = await deps.pictures.save(webp);
    const legacySaved = await deps.pictures.save(webp);
    const written = new Date();
    await saveProfile(deps.db, owner, withPicture(legacySaved), written);

    expect(await sweepUnsavedUploads(deps, new Date(written.getTime() + 23 * HOUR))).toBe(0);
    expect(await allStored([legacyUnsaved, legacySaved])).toEqual([true, true]);
    expect(await sweepUnsavedUploads(deps, new Date(written.getTime() + 48 * HOUR))).toBe(1);
    expect(await allStored([legacyUnsaved, legacySaved])).toEqual([false, true]);
  });

  it('sweeps at start-up and logs a failed sweep instead of throwing', async () => {
    const { deps, owner, webp, stored } = await setUp();
    const old = await storeUpload(deps, owner.id, webp, new Date(Date.now() - 48 * HOUR));
    const logs: string[] = [];
    const stop = scheduleUploadSweep({ ...deps, log: (line) => logs.push(line) });
    try {
      await expect.poll(() => stored(old), { timeout: 5_000 }).toBe(false);
      await expect.poll(() => logs).toEqual(['Deleted 1 picture uploads never saved to a profile']);
    } finally {
      stop();
    }

    const broken: PictureStore = {
      ...deps.pictures,
      list: () => Promise.reject(new Error('EIO: i/o error, scandir')),
    };
    const failures: string[] = [];
    const stopBroken = scheduleUploadSweep({
      db: deps.db,
      pictures: broken,
      log: (line) => failures.push(line),
    });
    try {
      await expect
        .poll(() => failures)
        .toEqual([
          'Sweeping unsaved picture uploads failed (will try again): EIO: i/o error, scandir',
        ]);
    } finally {
      stopBroken();
    }
  });
});
