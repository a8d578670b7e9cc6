import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface S3Server {
  /** `http://127.0.0.1:{port}`: the S3 API, addressed path-style. */
  endpoint: string;
  /** A bucket that exists and starts empty. */
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The S3_* settings that point a server process (or loadConfig) at this store. */
  env: Record<string, string>;
  /** Stops listening, drops open connections and removes the store's files. */
  stop(): Promise<void>;
}

/** s3rver's one account: it checks request signatures against this key pair. */
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';

/**
 * An S3-compatible server (s3rver) on 127.0.0.1, in this process, keeping its objects in a
 * temporary folder, with one empty bucket. Every picture test runs against it as well as
 * against the local disk; the multi-instance test points its servers at it.
 */
export async function startS3Server(): Promise<S3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'shikhon-s3-'));
  const bucket = 'shikhon-pictures';
  const region = 'us-east-1';
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  let address;
  try {
    address = await server.run();
  } catch (error) {
    fs.rmSync(directory, { recursive: true, force: true });
    throw error;
  }
  const endpoint = `http://127.0.0.1:${address.port}`;
  let stopped = false;
  return {
    endpoint,
    bucket,
    region,
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET_ACCESS_KEY,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: region,
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      // The SDK keeps connections alive: close() alone would wait for them to time out.
      server.httpServer?.closeAllConnections();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
