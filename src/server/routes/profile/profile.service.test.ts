import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_PROFILE_FIELDS } from '../../../../tests/helpers/profiles';
import { insertUser, type TestUser } from '../../../../tests/helpers/service-database';
import {
  announceSkippedEngines,
  createTestDatabase,
  ENGINES,
  type TestDatabase,
} from '../../../../tests/helpers/test-databases';
import type { ProfileFields } from '../../../shared/schemas/profile';
import {
  PICTURE_DRIVERS,
  startPictureBackend,
  type PictureBackend,
} from '../../../../tests/helpers/picture-backends';
import { loadConfig } from '../../config';
import { createLocalPictureStore } from '../../storage/local-store';
import { pictureStoreFor } from '../../storage/picture-stores';
import { pictureNameOf, type PictureStore } from '../../storage/storage';
import { storeUpload } from './picture-uploads.service';
import {
  defaultProfile,
  getProfile,
  saveProfile,
  updateProfile,
  type ProfileOwner,
} from './profile.service';

announceSkippedEngines();

const EMPTY = EMPTY_PROFILE_FIELDS;

const FULL: ProfileFields = {
  name: 'Nusrat Jahan',
  nameBn: 'নুসরাত জাহান',
  profession: 'Site Reliability Engineer',
  company: 'Shikhon Labs',
  nationality: 'Bangladeshi',
  email: 'nusrat.work@example.com',
  phoneNumber: '01712345678',
  facebookUrl: 'https://facebook.com/nusrat',
  linkedinUrl: 'https://linkedin.com/in/nusrat',
  githubUrl: 'https://github.com/nusrat',
  institute: 'BUET',
  highSchoolGraduationYear: 2018,
  highSchoolGpa: '4.50',
  profilePictureUrl: null,
};

const WEBP = Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 not really a picture');

describe.each(ENGINES)('profile.service (%s)', (engine) => {
  let testDb: TestDatabase;
  let owner: ProfileOwner;
  let other: TestUser;
  let pictures: PictureStore;
  let logged: string[];

  beforeEach(async () => {
    testDb = await createTestDatabase(engine);
    owner = await insertUser(testDb.database, '  Nusrat Jahan ');
    other = await insertUser(testDb.database, 'Karim Uddin');
    pictures = createLocalPictureStore(testDb.dataDir);
    logged = [];
  });
  afterEach(async () => {
    await testDb.cleanup();
  });

  const deps = () => ({
    db: testDb.database.db,
    pictures,
    log: (message: string) => logged.push(message),
  });
  const profileRows = () => testDb.database.db.selectFrom('profile').selectAll().execute();
  /** Set by the picture suites below: where their pictures are, seen without the store. */
  let backend: PictureBackend | undefined;
  const stored = async (url: string) => {
    const name = pictureNameOf(url);
    if (!name) throw new Error(`not a picture URL: ${url}`);
    if (!backend) throw new Error('no picture backend');
    return (await backend.storedNames(testDb.dataDir)).includes(name);
  };

  it("starts from the account's trimmed name and email, without writing a row", async () => {
    const profile = await getProfile(testDb.database.db, owner);
    expect(profile).toEqual({
      ...EMPTY,
      name: 'Nusrat Jahan',
      email: owner.email,
      updatedAt: null,
    });
    expect(profile).toEqual(defaultProfile(owner));
    expect(defaultProfile({ ...owner, name: '   ' }).name).toBeNull();
    expect(await profileRows()).toEqual([]);
  });

  it('saves every field, reads them back, and keeps one row per learner', async () => {
    const now = new Date('2026-11-21T10:05:00.000Z');
    const saved = await saveProfile(testDb.database.db, owner, FULL, now);
    expect(saved).toEqual({ ...FULL, updatedAt: now.toISOString() });
    expect(await getProfile(testDb.database.db, owner)).toEqual(saved);

    // A save replaces the whole profile: a field left out is cleared.
    const later = new Date('2026-11-22T10:05:00.000Z');
    const replaced = await saveProfile(
      testDb.database.db,
      owner,
      { ...EMPTY, profession: 'Platform Engineer' },
      later,
    );
    expect(replaced).toEqual({
      ...EMPTY,
      profession: 'Platform Engineer',
      updatedAt: later.toISOString(),
    });
    const rows = await profileRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: owner.id, profession: 'Platform Engineer' });
  });

  it("never touches another learner's profile", async () => {
    await saveProfile(testDb.database.db, owner, FULL);
    const theirs = await getProfile(testDb.database.db, other);
    expect(theirs).toEqual(defaultProfile(other));
    await saveProfile(testDb.database.db, other, { ...EMPTY, company: 'Elsewhere Ltd' });
    expect((await getProfile(testDb.database.db, owner)).company).toBe('Shikhon Labs');
    expect((await profileRows()).map((row) => row.user_id).sort()).toEqual(
      [owner.id, other.id].sort(),
    );
  });

  describe.each(PICTURE_DRIVERS)('updateProfile, pictures on %s', (driver) => {
    beforeEach(async () => {
      backend = await startPictureBackend(driver);
      pictures = pictureStoreFor(
        loadConfig({ NODE_ENV: 'test', DATA_DIR: testDb.dataDir, ...backend.env }),
      );
    });
    afterEach(async () => {
      await backend?.stop();
      backend = undefined;
    });

    it('deletes the picture a save replaces, and keeps the new one', async () => {
      const first = await storeUpload(deps(), owner.id, WEBP);
      const second = await storeUpload(deps(), owner.id, WEBP);
      await updateProfile(deps(), owner, { ...FULL, profilePictureUrl: first });
      const profile = await updateProfile(deps(), owner, { ...FULL, profilePictureUrl: second });
      expect(profile.profilePictureUrl).toBe(second);
      expect(await stored(first)).toBe(false);
      expect(await stored(second)).toBe(true);
      const uploads = await testDb.database.db
        .selectFrom('picture_uploads')
        .select('url')
        .execute();
      expect(uploads.map((row) => row.url)).toEqual([second]);
      expect(logged).toEqual([]);
    });

    it('keeps the picture a save goes on showing', async () => {
      const url = await storeUpload(deps(), owner.id, WEBP);
      await updateProfile(deps(), owner, { ...FULL, profilePictureUrl: url });
      await updateProfile(deps(), owner, {
        ...FULL,
        company: 'Elsewhere Ltd',
        profilePictureUrl: url,
      });
      expect(await stored(url)).toBe(true);
      expect((await getProfile(testDb.database.db, owner)).profilePictureUrl).toBe(url);
    });

    it('deletes the picture a save removes', async () => {
      const url = await storeUpload(deps(), owner.id, WEBP);
      await updateProfile(deps(), owner, { ...FULL, profilePictureUrl: url });
      const profile = await updateProfile(deps(), owner, FULL);
      expect(profile.profilePictureUrl).toBeNull();
      expect(await stored(url)).toBe(false);
    });

    it('keeps a replaced picture that another profile still shows', async () => {
      const url = await storeUpload(deps(), owner.id, WEBP);
      await updateProfile(deps(), owner, { ...FULL, profilePictureUrl: url });
      await saveProfile(testDb.database.db, other, { ...EMPTY, profilePictureUrl: url });
      await updateProfile(deps(), owner, FULL);
      expect(await stored(url)).toBe(true);
    });

    it("keeps a replaced picture that was another learner's upload", async () => {
      const theirs = await storeUpload(deps(), other.id, WEBP);
      await updateProfile(deps(), owner, { ...FULL, profilePictureUrl: theirs });
      await updateProfile(deps(), owner, FULL);
      expect(await stored(theirs)).toBe(true);
    });

    it('saves even when deleting the old picture fails, and logs why', async () => {
      const url = await storeUpload(deps(), owner.id, WEBP);
      await updateProfile(deps(), owner, { ...FULL, profilePictureUrl: url });
      pictures = { ...pictures, remove: () => Promise.reject(new Error('disk unplugged')) };
      const profile = await updateProfile(deps(), owner, { ...FULL, profession: 'Architect' });
      expect(profile.profession).toBe('Architect');
      expect((await getProfile(testDb.database.db, owner)).profilePictureUrl).toBeNull();
      expect(logged).toEqual([`Deleting the replaced picture ${url} failed: disk unplugged`]);
    });
  });
});
