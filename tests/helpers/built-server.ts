import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

export interface BuiltServer {
  url: string;
  dataDir: string;
  output: () => string;
  /** SIGTERM, wait for the exit, remove the data folder. */
  stop: () => Promise<void>;
}

/**
 * The built server (`npm run build` first: dist/server/main.js) on SQLite in a throwaway
 * DATA_DIR, started and healthy. `env` adds or overrides settings.
 */
export async function startBuiltServer(env: Record<string, string> = {}): Promise<BuiltServer> {
  if (!fs.existsSync('dist/server/main.js')) {
    throw new Error('These tests need the built app: run `npm run build` first.');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shikhon-built-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const fullEnv: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
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
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Server exited early:\n${output}`);
    if (Date.now() > deadline) throw new Error(`Server did not become healthy in 30 s:\n${output}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    dataDir,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
