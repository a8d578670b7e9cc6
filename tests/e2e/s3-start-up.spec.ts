import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltServer, type BuiltServer } from '../helpers/built-server';
import { freePort } from '../helpers/free-port';
import { s3ClientFor } from '../helpers/picture-backends';
import { startS3Server, type S3Server } from '../helpers/s3-server';

const dataDirs: string[] = [];
afterAll(() => {
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** The built server with these settings, expected to refuse to start: its exit and output. */
async function failedStart(env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shikhon-s3-start-'));
  dataDirs.push(dataDir);
  const fullEnv: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(await freePort()),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ...env,
  };
  delete fullEnv.DATABASE_URL;
  const started = Date.now();
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: fullEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, stdout, stderr, ms: Date.now() - started, dataDir };
}

describe('the server with S3_BUCKET set', () => {
  let s3: S3Server;
  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterAll(async () => {
    await s3.stop();
  });

  it('refuses to start, in one line on stderr, when nothing listens at S3_ENDPOINT', async () => {
    const port = await freePort();
    const endpoint = `http://127.0.0.1:${port}`;
    const result = await failedStart({ ...s3.env, S3_ENDPOINT: endpoint });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      `Start-up failed: S3 bucket "${s3.bucket}" at ${endpoint} is unreachable: connect ECONNREFUSED 127.0.0.1:${port}\n`,
    );
    // Nothing else started: no database was made, nothing said it was listening.
    expect(result.stdout).not.toContain('listening');
    expect(fs.existsSync(path.join(result.dataDir, 'shikhon.sqlite'))).toBe(false);
    // A few short tries, not an endless wait.
    expect(result.ms).toBeLessThan(15_000);
  });

  it('refuses to start, in one line on stderr, when the bucket does not exist', async () => {
    const result = await failedStart({ ...s3.env, S3_BUCKET: 'no-such-bucket' });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      `Start-up failed: S3 bucket "no-such-bucket" at ${s3.endpoint} is unreachable: no bucket of that name (HTTP 404)\n`,
    );
  });

  it('refuses to start when a setting the driver needs is missing, naming it', async () => {
    const result = await failedStart({ ...s3.env, S3_SECRET_ACCESS_KEY: '' });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      'Invalid setting S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set\n',
    );
  });

  describe('and the bucket there', () => {
    let server: BuiltServer | undefined;
    afterEach(async () => {
      await server?.stop();
      server = undefined;
    });

    it('starts and serves pictures from the bucket, not from its disk', async () => {
      server = await startBuiltServer(s3.env);
      expect(server.output()).toContain(
        `Pictures are kept in S3 bucket "${s3.bucket}" (${s3.endpoint})`,
      );
      const name = '0f8fad5b-d9cb-469f-a165-70867728950e.webp';
      const bytes = Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 from the bucket');
      const client = s3ClientFor(s3);
      try {
        await client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: name, Body: bytes }));
      } finally {
        client.destroy();
      }
      const response = await fetch(`${server.url}/media/${name}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
      expect(fs.existsSync(path.join(server.dataDir, 'media'))).toBe(false);
    });
  });
});
