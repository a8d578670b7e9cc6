import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, ENGINES, type TestDatabase } from '../helpers/test-databases';

const dataDirs: string[] = [];
afterAll(() => {
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

function startServer(env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shikhon-proc-'));
  dataDirs.push(dataDir);
  const fullEnv: Record<string, string | undefined> = {
    ...process.env,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    ...env,
  };
  if (!env.DATABASE_URL) delete fullEnv.DATABASE_URL;
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: fullEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const listening = async (): Promise<string> => {
    // As tests/helpers/built-server.ts allows: start-up (site, content, lab runtime checks) takes
    // seconds on a quiet machine and far longer beside a busy browser suite.
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline) {
      const found = /listening on (http:\/\/[^\s]+)/.exec(output);
      if (found?.[1]) return found[1];
      if (child.exitCode !== null) throw new Error(`exited early:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`did not start:\n${output}`);
  };
  return { child, exited, listening, output: () => output, dataDir };
}

describe.each(ENGINES)('the server process on %s', (engine) => {
  let testDb: TestDatabase | undefined;
  afterAll(async () => {
    await testDb?.cleanup();
  });

  it('starts, migrates, answers health, and closes cleanly on SIGTERM', async () => {
    const env: Record<string, string> = { PORT: '0' };
    if (engine === 'postgres') {
      testDb = await createTestDatabase('postgres');
      env.DATABASE_URL = testDb.databaseUrl ?? '';
    }
    const server = startServer(env);
    const url = await server.listening();
    const health = (await (await fetch(`${url}/api/health`)).json()) as { database: string };
    expect(health.database).toBe(engine);
    if (engine === 'sqlite') {
      expect(fs.existsSync(path.join(server.dataDir, 'shikhon.sqlite'))).toBe(true);
    }
    server.child.kill('SIGTERM');
    await expect(server.exited).resolves.toBe(0);
    expect(server.output()).toContain('Closed cleanly');
  });
});

describe('bad settings', () => {
  it('stop start-up with one line naming the variable', async () => {
    const server = startServer({ PORT: 'not-a-port' });
    await expect(server.exited).resolves.toBe(1);
    expect(server.output().trim()).toBe('Invalid setting PORT: must be a port number');
  });
});
