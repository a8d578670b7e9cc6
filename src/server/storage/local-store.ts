import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { MEDIA_URL_PREFIX, PICTURE_NAME, type PictureStore, type StoredPicture } from './storage';

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/** Pictures as files in `{dataDir}/media`, served by the app under /media/. */
export function createLocalPictureStore(dataDir: string): PictureStore {
  const folder = path.join(dataDir, 'media');
  return {
    async save(bytes) {
      await fs.mkdir(folder, { recursive: true });
      const name = `${randomUUID()}.webp`;
      // Written beside, then renamed: a reader never sees half a file.
      const temporary = path.join(folder, `.${name}.tmp`);
      try {
        await fs.writeFile(temporary, bytes, { flag: 'wx' });
        await fs.rename(temporary, path.join(folder, name));
      } catch (error) {
        // A full disk leaves a partial file behind: it must not take up what little is left.
        await fs.rm(temporary, { force: true }).catch(() => undefined);
        throw error;
      }
      return `${MEDIA_URL_PREFIX}${name}`;
    },
    async read(name) {
      // The name decides the path, so it must never be able to leave the folder.
      if (!PICTURE_NAME.test(name)) return null;
      try {
        return await fs.readFile(path.join(folder, name));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(name) {
      if (!PICTURE_NAME.test(name)) return;
      await fs.rm(path.join(folder, name), { force: true });
    },
    async list() {
      let names: string[];
      try {
        names = await fs.readdir(folder);
      } catch (error) {
        if (isMissing(error)) return [];
        throw error;
      }
      const pictures: StoredPicture[] = [];
      for (const name of names.filter((entry) => PICTURE_NAME.test(entry))) {
        try {
          const { mtime } = await fs.stat(path.join(folder, name));
          pictures.push({ name, writtenAt: mtime });
        } catch (error) {
          // Removed between the listing and now: nothing to sweep.
          if (!isMissing(error)) throw error;
        }
      }
      return pictures;
    },
    async check() {
      await fs.mkdir(folder, { recursive: true });
      await fs.access(folder, fs.constants.W_OK);
    },
  };
}
