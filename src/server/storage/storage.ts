/**
 * Where uploaded profile pictures live. The default keeps them on local disk (one instance);
 * several instances need a shared driver (an object store) behind the same calls.
 */
export interface PictureStore {
  /** Stores a re-encoded WebP under a new generated name; answers its public URL path. */
  save(bytes: Buffer): Promise<string>;
  /** The bytes of a stored picture by file name (`{uuid}.webp`), or null when there is none. */
  read(name: string): Promise<Buffer | null>;
  /** Deletes a stored picture by file name; a name that is not stored is no error. */
  remove(name: string): Promise<void>;
  /** Every stored picture's name and when it was written (for sweeping unsaved uploads). */
  list(): Promise<StoredPicture[]>;
  /**
   * Where a browser may fetch a stored picture itself (a public bucket or a CDN), if anywhere:
   * GET /media/{name} then redirects there instead of streaming it (S3_PUBLIC_URL).
   */
  directUrl?: (name: string) => string;
  /** Resolves when the store can be written now; rejects when it is unreachable (readiness). */
  check(): Promise<void>;
}

export interface StoredPicture {
  name: string;
  writtenAt: Date;
}

/** The only names a stored picture can have: a random UUID and the WebP extension. */
export const PICTURE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

export const MEDIA_URL_PREFIX = '/media/';

/** The file name behind a picture URL (`/media/{uuid}.webp`), or null for any other text. */
export function pictureNameOf(url: string): string | null {
  if (!url.startsWith(MEDIA_URL_PREFIX)) return null;
  const name = url.slice(MEDIA_URL_PREFIX.length);
  return PICTURE_NAME.test(name) ? name : null;
}

/**
 * The code of an error from a store that did not answer (an object store down, timing out or
 * answering 5xx): the server's passing trouble, answered 503 (http/outage.ts), not a bug.
 */
export const STORE_UNAVAILABLE = 'PICTURE_STORE_UNAVAILABLE';
