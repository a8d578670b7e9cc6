import fs from 'node:fs';
import path from 'node:path';
import { ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { quietAwsSdkNodeNotice } from '../../src/server/config';
import type { Engine } from '../../src/server/db/database';
import { startS3Server, type S3Server } from './s3-server';
import { ENGINES } from './test-databases';

export type PictureDriver = 'local' | 's3';

export const PICTURE_DRIVERS: PictureDriver[] = ['local', 's3'];

/**
 * Engine and driver pairs for suites that run through the whole server: the local disk on every
 * engine, S3 on one (PostgreSQL when it is there, as in production; the store does not depend on
 * the engine, and the service-level suites cover every pair).
 */
export const PICTURE_SUITES: [Engine, PictureDriver][] = [
  ...ENGINES.map((engine): [Engine, PictureDriver] => [engine, 'local']),
  [ENGINES[ENGINES.length - 1] ?? 'sqlite', 's3'],
];

/** Where a test's pictures go, and a way to see what is stored without the store under test. */
export interface PictureBackend {
  driver: PictureDriver;
  /** Settings for startTestServer or loadConfig (the S3_* ones for S3, none for the disk). */
  env: Record<string, string>;
  /** Every name stored, read from DATA_DIR/media or from the bucket through the S3 API itself. */
  storedNames(dataDir: string): Promise<string[]>;
  /** Puts a file that is not a picture where pictures are kept (DATA_DIR itself, or the bucket). */
  plant(dataDir: string, name: string, text: string): Promise<void>;
  /** The S3 server, for S3 (to stop it, or to look at it). */
  s3: S3Server | undefined;
  stop(): Promise<void>;
}

export async function startPictureBackend(driver: PictureDriver): Promise<PictureBackend> {
  if (driver === 'local') {
    return {
      driver,
      env: {},
      async storedNames(dataDir) {
        const media = path.join(dataDir, 'media');
        return fs.existsSync(media) ? fs.readdirSync(media) : [];
      },
      async plant(dataDir, name, text) {
        fs.writeFileSync(path.join(dataDir, name), text);
      },
      s3: undefined,
      async stop() {},
    };
  }
  const s3 = await startS3Server();
  const client = s3ClientFor(s3);
  return {
    driver,
    env: s3.env,
    storedNames: () => objectKeys(client, s3.bucket),
    async plant(_dataDir, name, text) {
      await client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: name, Body: text }));
    },
    s3,
    async stop() {
      client.destroy();
      await s3.stop();
    },
  };
}

/** A client of the test's S3 server of its own, to look behind the store under test. */
export function s3ClientFor(s3: S3Server): S3Client {
  quietAwsSdkNodeNotice();
  return new S3Client({
    endpoint: s3.endpoint,
    region: s3.region,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** Every key in a bucket (one page: tests store far fewer than 1000). */
export async function objectKeys(client: S3Client, bucket: string): Promise<string[]> {
  const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
  return (listed.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
}
