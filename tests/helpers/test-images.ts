import sharp from 'sharp';

/** Real pictures for the upload tests, made with sharp. */

export function solidImage(width: number, height: number) {
  return sharp({
    create: { width, height, channels: 3, background: { r: 14, g: 116, b: 144 } },
  });
}

/** A JPEG with EXIF that gives away where it was taken (Dhaka) and the camera. */
export function jpegWithGpsExif(): Promise<Buffer> {
  return solidImage(900, 600)
    .jpeg()
    .withExif({
      IFD0: { Make: 'Shikhon Test Camera', Model: 'Location Leaker 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '23/1 48/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '90/1 25/1 0/1',
      },
    })
    .toBuffer();
}

/**
 * A landscape picture, red on the left and blue on the right, stored with EXIF orientation 6
 * ("rotate 90 degrees clockwise to display"): shown upright it is red on top, blue below.
 */
export async function sidewaysJpeg(): Promise<Buffer> {
  const red = await sharp({
    create: { width: 400, height: 400, channels: 3, background: { r: 220, g: 20, b: 20 } },
  })
    .png()
    .toBuffer();
  return sharp({
    create: { width: 800, height: 400, channels: 3, background: { r: 20, g: 20, b: 220 } },
  })
    .composite([{ input: red, left: 0, top: 0 }])
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/**
 * A valid JPEG of exactly `size` bytes: a small picture whose header is padded with comment (COM)
 * segments, which decoders skip. Each segment carries at most 65,533 bytes of comment.
 */
export async function jpegOfExactSize(size: number): Promise<Buffer> {
  const picture = await solidImage(640, 480).jpeg().toBuffer();
  let padding = size - picture.length;
  if (padding < 4) throw new Error(`a ${size}-byte JPEG cannot be padded from ${picture.length}`);
  const segments: Buffer[] = [];
  while (padding > 0) {
    let segment = Math.min(padding, 65_537);
    // Never leave a remainder too small for a segment's own 4 header bytes.
    if (padding - segment > 0 && padding - segment < 4) segment -= 4;
    const length = segment - 2;
    const header = Buffer.from([0xff, 0xfe, length >> 8, length & 0xff]);
    segments.push(header, Buffer.alloc(segment - 4, 0x20));
    padding -= segment;
  }
  const result = Buffer.concat([picture.subarray(0, 2), ...segments, picture.subarray(2)]);
  if (result.length !== size) throw new Error(`padded JPEG is ${result.length} bytes`);
  return result;
}
