import sharp from 'sharp';

export const PICTURE_SIZE = 512;
/** Larger images would take too much memory to decode (a small file can hold a huge image). */
const MAX_INPUT_PIXELS = 50_000_000;

type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif';

/** The format the first bytes announce, or null: only these four are accepted. */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | null {
  const starts = (signature: number[], offset = 0) =>
    bytes.length >= offset + signature.length &&
    signature.every((byte, index) => bytes[offset + index] === byte);
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0x47, 0x49, 0x46, 0x38]) && (starts([0x37, 0x61], 4) || starts([0x39, 0x61], 4))) {
    return 'gif';
  }
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}

export type PictureResult = { ok: true; webp: Buffer } | { ok: false; message: string };

const NOT_AN_IMAGE = 'The file is not a JPEG, PNG, WebP or GIF picture.';

/**
 * Re-encodes an upload as a 512x512 WebP: turned upright by its EXIF orientation, cropped to a
 * square from the centre, with every piece of metadata (EXIF, GPS position, ICC, XMP) dropped.
 * The bytes must both announce and decode as the same accepted format, so HTML, SVG or a script
 * sent with an image's name or type never gets through.
 */
export async function reencodePicture(bytes: Buffer): Promise<PictureResult> {
  const announced = sniffImageFormat(bytes);
  if (!announced) return { ok: false, message: NOT_AN_IMAGE };
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const;
  try {
    const metadata = await sharp(bytes, options).metadata();
    if (metadata.format !== announced) return { ok: false, message: NOT_AN_IMAGE };
    const webp = await sharp(bytes, options)
      .rotate()
      .resize(PICTURE_SIZE, PICTURE_SIZE, { fit: 'cover', position: 'centre' })
      .webp({ quality: 82 })
      .toBuffer();
    return { ok: true, webp };
  } catch (error) {
    const reason = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(reason)) {
      return { ok: false, message: 'The picture has too many pixels. Choose a smaller one.' };
    }
    return { ok: false, message: 'The picture could not be read. It may be damaged.' };
  }
}
