import { Hono } from 'hono';
import { PICTURE_NAME, type PictureStore } from '../../storage/storage';

/**
 * GET /media/{name}: stored pictures, immutable under their generated names. Profiles keep
 * `/media/{name}` whatever the store; with S3_PUBLIC_URL the browser is sent on to the bucket's
 * public address (decision 022).
 */
export function mediaRoutes(pictures: PictureStore) {
  return new Hono().on(['GET', 'HEAD'], '/:name', async (c) => {
    const name = c.req.param('name');
    if (pictures.directUrl && PICTURE_NAME.test(name)) {
      // Not cached for long: an operator who moves the bucket behind a new address (a CDN)
      // must not find browsers still sent to the old one.
      c.header('Cache-Control', 'public, max-age=3600');
      return c.redirect(pictures.directUrl(name), 302);
    }
    const bytes = PICTURE_NAME.test(name) ? await pictures.read(name) : null;
    if (!bytes) {
      c.header('Cache-Control', 'no-store');
      return c.text('Not found', 404);
    }
    const headers = {
      'Content-Type': 'image/webp',
      'Content-Length': String(bytes.byteLength),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'public, max-age=31536000, immutable',
    };
    if (c.req.method === 'HEAD') return c.body(null, 200, headers);
    return c.body(new Uint8Array(bytes), 200, headers);
  });
}
