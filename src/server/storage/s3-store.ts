import { randomUUID } from 'node:crypto';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { quietAwsSdkNodeNotice, type S3Config } from '../config';
import {
  MEDIA_URL_PREFIX,
  PICTURE_NAME,
  STORE_UNAVAILABLE,
  type PictureStore,
  type StoredPicture,
} from './storage';

export interface S3PictureStore extends PictureStore {
  /**
   * Answers once the bucket answers; throws one line naming the bucket, the endpoint and why
   * when it is missing or cannot be reached (a few short tries, never an endless wait).
   */
  checkBucket(options?: BucketCheckOptions): Promise<void>;
}

export interface BucketCheckOptions {
  /** Tries before giving up (3); a refusal (404 no bucket, 403 wrong keys) is not tried again. */
  attempts?: number;
  /** How long one try may take (3 s). */
  timeoutMs?: number;
  /** The pause between tries (500 ms). */
  pauseMs?: number;
}

export interface S3StoreOptions {
  /** Keys per page of a listing (1000, S3's own maximum); tests make pages small. */
  pageSize?: number;
  /** How long one request may wait for its answer (15 s); tests make it short. */
  requestTimeoutMs?: number;
}

/** Pictures as objects `{uuid}.webp` at the top of an S3 bucket (decision 022). */
export function createS3PictureStore(
  settings: S3Config,
  options: S3StoreOptions = {},
): S3PictureStore {
  // Long: the store's methods (save, read, remove, list) are short and share one client and
  // its error mapping.
  const requestTimeoutMs = options.requestTimeoutMs ?? 15_000;
  const client = s3Client(settings, 3, requestTimeoutMs);
  /** Rethrows an S3 failure; one where the store did not answer as a STORE_UNAVAILABLE error. */
  const unavailable = (error: unknown): never => {
    const status = statusOf(error);
    if (status !== undefined && status < 500) throw error;
    throw Object.assign(
      new Error(`The picture store did not answer: ${reasonOf(error, requestTimeoutMs)}`, {
        cause: error,
      }),
      { code: STORE_UNAVAILABLE },
    );
  };
  const Bucket = settings.bucket;
  const where = settings.endpoint ?? `AWS S3 (${settings.region})`;
  const publicUrl = settings.publicUrl;
  async function checkBucket({
    attempts = 3,
    timeoutMs = 3_000,
    pauseMs = 500,
  }: BucketCheckOptions = {}): Promise<void> {
    // Its own client, without the SDK's retries: the tries and their time are counted here.
    const checker = s3Client(settings, 1, timeoutMs);
    try {
      for (let attempt = 1; ; attempt += 1) {
        try {
          await checker.send(new HeadBucketCommand({ Bucket }), {
            abortSignal: AbortSignal.timeout(timeoutMs),
          });
          return;
        } catch (error) {
          const status = statusOf(error);
          const refused = status !== undefined && status < 500;
          if (refused || attempt >= attempts) {
            throw new Error(
              `S3 bucket "${Bucket}" at ${where} is unreachable: ${reasonOf(error, timeoutMs)}`,
              { cause: error },
            );
          }
          await new Promise((resolve) => setTimeout(resolve, pauseMs));
        }
      }
    } finally {
      checker.destroy();
    }
  }

  return {
    async save(bytes) {
      const name = `${randomUUID()}.webp`;
      // One PUT: an object store never shows a half-written object, so no rename is needed.
      await client
        .send(
          new PutObjectCommand({
            Bucket,
            Key: name,
            Body: bytes,
            ContentType: 'image/webp',
            CacheControl: 'public, max-age=31536000, immutable',
          }),
        )
        .catch(unavailable);
      return `${MEDIA_URL_PREFIX}${name}`;
    },
    async read(name) {
      // The name decides the key: nothing but a picture's may ever be asked for.
      if (!PICTURE_NAME.test(name)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: name }));
        if (!object.Body) return null;
        const bytes = await object.Body.transformToByteArray();
        return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      } catch (error) {
        if (statusOf(error) === 404) return null;
        return unavailable(error);
      }
    },
    async remove(name) {
      if (!PICTURE_NAME.test(name)) return;
      // S3 answers a delete of a missing key with success too.
      await client.send(new DeleteObjectCommand({ Bucket, Key: name })).catch(unavailable);
    },
    async list() {
      const pictures: StoredPicture[] = [];
      const pages = paginateListObjectsV2(
        { client, pageSize: options.pageSize ?? 1000 },
        { Bucket },
      );
      try {
        for await (const page of pages) {
          for (const object of page.Contents ?? []) {
            // Other objects may share the bucket (later: certificate PDFs): never swept.
            if (!object.Key || !PICTURE_NAME.test(object.Key) || !object.LastModified) continue;
            pictures.push({ name: object.Key, writtenAt: object.LastModified });
          }
        }
      } catch (error) {
        return unavailable(error);
      }
      return pictures;
    },
    directUrl: publicUrl === undefined ? undefined : (name) => `${publicUrl}/${name}`,
    checkBucket,
    // Readiness (/api/health): one short try; a store that does not answer is not ready.
    check: () => checkBucket({ attempts: 1 }),
  };
}

function s3Client(settings: S3Config, maxAttempts: number, requestTimeoutMs: number): S3Client {
  quietAwsSdkNodeNotice();
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    // Custom endpoints (MinIO, s3rver, Garage) are addressed http://host/bucket/key: no DNS per
    // bucket needed. AWS itself keeps its virtual-hosted style.
    forcePathStyle: settings.endpoint !== undefined,
    credentials: {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
    },
    maxAttempts,
    // A store that stops answering fails the request that waits on it instead of holding it
    // (without throwOnRequestTimeout the SDK only logs a warning and waits on).
    requestHandler: {
      connectionTimeout: 3_000,
      requestTimeout: requestTimeoutMs,
      throwOnRequestTimeout: true,
    },
    // Checksums only where S3 requires them: several S3-compatible stores refuse the SDK's
    // newer default trailers (aws-chunked CRC32) on PUT.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** The HTTP status of an S3 answer that was an error, or undefined when none came. */
function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('$metadata' in error)) return undefined;
  const metadata = (error as { $metadata?: { httpStatusCode?: number } }).$metadata;
  return metadata?.httpStatusCode;
}

/** Why the bucket did not answer, in words an operator can act on (one line). */
function reasonOf(error: unknown, timeoutMs: number): string {
  const status = statusOf(error);
  if (status === 404) return 'no bucket of that name (HTTP 404)';
  if (status === 403) {
    return 'access denied (HTTP 403): check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY';
  }
  if (status === 301) return 'the bucket is in another region (HTTP 301): check S3_REGION';
  if (status !== undefined) return `HTTP ${status}`;
  if (error instanceof Error) {
    if (error.name === 'TimeoutError' || error.name === 'AbortError') {
      return `no answer within ${timeoutMs} ms`;
    }
    // Node's connection errors to a name with several addresses come as an AggregateError
    // with an empty message; its code (ECONNREFUSED…) and first error say what happened.
    const inner = error instanceof AggregateError ? (error.errors[0] as unknown) : undefined;
    const message =
      error.message ||
      (inner instanceof Error ? inner.message : '') ||
      (error as NodeJS.ErrnoException).code ||
      error.name;
    return message.replace(/\s+/g, ' ').trim();
  }
  return String(error).replace(/\s+/g, ' ').trim();
}
