import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { checkProfile } from '../../../shared/schemas/profile';
import type { Auth } from '../../auth';
import type { Database } from '../../db/database';
import { apiError } from '../../http/errors';
import { readJsonBody } from '../../http/json-body';
import { nulFields } from '../../http/nul-character';
import { requireUser, type SignedInEnv } from '../../http/session';
import type { PictureStore } from '../../storage/storage';
import { readPictureUpload } from './picture-upload';
import { reencodePicture } from './picture.service';
import { getProfile, saveProfile } from './profile.service';

export interface ProfileDependencies {
  auth: Auth;
  database: Database;
  pictures: PictureStore;
}

/** A profile is a few short fields; anything bigger is not a profile. */
const MAX_PROFILE_BODY_BYTES = 64 * 1024;

/**
 * /api/profile: the caller's own profile and picture uploads. There is no id in any path: the
 * profile is always the signed-in user's.
 */
export function profileRoutes(deps: ProfileDependencies) {
  const { db } = deps.database;
  return new Hono<SignedInEnv>()
    .use('*', requireUser(deps.auth, deps.database))
    .use('*', async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
    })
    .get('/', async (c) => c.json(await getProfile(db, c.var.user)))
    .put(
      '/',
      bodyLimit({
        maxSize: MAX_PROFILE_BODY_BYTES,
        onError: (c) => apiError(c, 413, 'payload_too_large', 'The profile is too large.'),
      }),
      async (c) => {
        const read = await readJsonBody(c);
        if (!read.ok) return apiError(c, 400, 'invalid_input', 'Send the profile as JSON.');
        const checked = checkProfile(read.body);
        if (!checked.ok) {
          return apiError(c, 400, 'invalid_input', checked.message, checked.fields);
        }
        const nul = nulFields(checked.data);
        if (nul)
          return apiError(c, 400, 'invalid_input', 'Some profile fields need correcting.', nul);
        return c.json(await saveProfile(db, c.var.user, checked.data));
      },
    )
    .post('/picture', async (c) => {
      const upload = await readPictureUpload(c.req.raw);
      if (!upload.ok) return apiError(c, upload.status, upload.code, upload.message);
      const picture = await reencodePicture(upload.bytes);
      if (!picture.ok) return apiError(c, 400, 'invalid_image', picture.message);
      const url = await deps.pictures.save(picture.webp);
      return c.json({ url }, 201);
    });
}
