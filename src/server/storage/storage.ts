/**
 * Where uploaded profile pictures live. The default keeps them on local disk (one instance);
 * several instances need a shared driver (an object store) behind the same two calls.
 */
export interface PictureStore {
  /** Stores a re-encoded WebP under a new generated name; answers its public URL path. */
  save(bytes: Buffer): Promise<string>;
  /** The bytes of a stored picture by file name (`{uuid}.webp`), or null when there is none. */
  read(name: string): Promise<Buffer | null>;
}

/** The only names a stored picture can have: a random UUID and the WebP extension. */
export const PICTURE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

export const MEDIA_URL_PREFIX = '/media/';
