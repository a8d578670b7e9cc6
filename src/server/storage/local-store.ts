import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { MEDIA_URL_PREFIX, PICTURE_NAME, type PictureStore } from './storage';

/** Pictures as files in `{dataDir}/media`, served by the app under /media/. */
export function createLocalPictureStore(dataDir: string): PictureStore {
  const folder = path.join(dataDir, 'media');
  return {
    async save(bytes) {
      await fs.mkdir(folder, { recursive: true });
      const name = `${randomUUID()}.webp`;
      // Written beside, then renamed: a reader never sees half a file.
      const temporary = path.join(folder, `.${name}.tmp`);
      await fs.writeFile(temporary, bytes, { flag: 'wx' });
      await fs.rename(temporary, path.join(folder, name));
      return `${MEDIA_URL_PREFIX}${name}`;
    },
    async read(name) {
      // The name decides the path, so it must never be able to leave the folder.
      if (!PICTURE_NAME.test(name)) return null;
      try {
        return await fs.readFile(path.join(folder, name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}
