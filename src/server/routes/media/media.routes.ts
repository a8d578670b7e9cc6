import { Hono } from 'hono';
import { PICTURE_NAME, type PictureStore } from '../../storage/storage';

/** GET /media/{name}: stored pictures, immutable under their generated names. */
export function mediaRoutes(pictures: PictureStore) {
  return new Hono().on(['GET', 'HEAD'], '/:name', async (c) => {
    const name = c.req.param('name');
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
