import type { Config } from '../config';
import { createLocalPictureStore } from './local-store';
import { createS3PictureStore } from './s3-store';
import type { PictureStore } from './storage';

/** The store the settings name: S3 when S3_BUCKET is set, else files in DATA_DIR/media. */
export function pictureStoreFor(config: Pick<Config, 'dataDir' | 's3'>): PictureStore {
  return config.s3 ? createS3PictureStore(config.s3) : createLocalPictureStore(config.dataDir);
}

/**
 * The store for a starting server: an S3 bucket must answer first, or start-up fails with one
 * line saying which bucket, where, and why (a server that cannot keep pictures must not start).
 */
export async function openPictureStore(
  config: Pick<Config, 'dataDir' | 's3'>,
): Promise<PictureStore> {
  if (!config.s3) return createLocalPictureStore(config.dataDir);
  const store = createS3PictureStore(config.s3);
  await store.checkBucket();
  return store;
}
