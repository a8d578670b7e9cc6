import { Hono } from 'hono';
import { checkProfile } from '../../../shared/schemas/profile';
import type { Auth } from '../../auth';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { apiError, rateLimited } from '../../http/errors';
import { hitRateLimit } from '../../rate-limit/rate-limit.service';
import { jsonInput } from '../../http/json-input';
import { noStore } from '../../http/no-store';
import { requireUser, type SignedInEnv } from '../../http/session';
import type { PictureStore } from '../../storage/storage';
import { readPictureUpload } from './picture-upload';
import { reencodePicture } from './picture.service';
import { pictureUploadLimit, storeUpload } from './picture-uploads.service';
import { getProfile, updateProfile } from './profile.service';
import { refreshLeaderboardListing } from '../../learning/xp/leaderboard-listing';

export interface ProfileDependencies {
  auth: Auth;
  database: Database;
  pictures: PictureStore;
  config: Pick<Config, 'pictureUploadsPerHour'>;
  log: (message: string) => void;
  /**
   * After a save: issues the certificates the learner qualified for while they had no name of
   * their own (certificates.ts, issueHeldCertificates).
   */
  issueHeldCertificates?: (userId: string) => Promise<unknown>;
}

/** A profile is a few short fields; anything bigger is not a profile. */
const profileInput = jsonInput(checkProfile, {
  maxBytes: 64 * 1024,
  what: 'profile',
  notJson: 'Send the profile as JSON.',
  nul: 'Some profile fields need correcting.',
});

/**
 * /api/profile: the caller's own profile and picture uploads. There is no id in any path: the
 * profile is always the signed-in user's.
 */
export function profileRoutes(deps: ProfileDependencies) {
  const { db } = deps.database;
  const uploads = { db, pictures: deps.pictures, log: deps.log };
  const uploadLimit = pictureUploadLimit(deps.config.pictureUploadsPerHour);
  return new Hono<SignedInEnv>()
    .use('*', requireUser(deps.auth, deps.database))
    .use('*', noStore)
    .get('/', async (c) => c.json(await getProfile(db, c.var.user)))
    .put('/', profileInput, async (c) => {
      const profile = await updateProfile(uploads, c.var.user, c.var.input);
      // A new full name may put the learner on the leaderboard, or keep them off it.
      await refreshLeaderboardListing(db, c.var.user.id);
      await deps.issueHeldCertificates?.(c.var.user.id);
      return c.json(profile);
    })
    .post('/picture', async (c) => {
      // Counted before the upload is read: every try costs the server a decode and a file.
      const verdict = await hitRateLimit(db, `picture:${c.var.user.id}`, uploadLimit);
      if (!verdict.allowed) {
        return rateLimited(
          c,
          verdict.retryAfterSeconds,
          (wait) => `You have uploaded many pictures recently. Please try again in ${wait}.`,
        );
      }
      const upload = await readPictureUpload(c.req.raw);
      if (!upload.ok) return apiError(c, upload.status, upload.code, upload.message);
      const picture = await reencodePicture(upload.bytes);
      if (!picture.ok) return apiError(c, 400, 'invalid_image', picture.message);
      const url = await storeUpload(uploads, c.var.user.id, picture.webp);
      return c.json({ url }, 201);
    });
}
