import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from '../helpers/free-port';
import { TestClient } from '../helpers/http-client';

/**
 * A failing log: when the disk filled, a failed write to the log ended the process. The built
 * server's stdout is a pipe whose reading end is closed here, so every later log line fails with
 * EPIPE (as a log redirected to a full disk fails with ENOSPC). The server must go on answering,
 * and still shut down cleanly.
 */
describe('the built server with a broken stdout', () => {
  it('goes on answering when its log lines cannot be written, and stops cleanly', async () => {
    if (!fs.existsSync('dist/server/main.js')) {
      throw new Error('These tests need the built app: run `npm run build` first.');
    }
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shikhon-log-failure-'));
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const env: Record<string, string | undefined> = {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
    };
    // SQLite, and no SMTP: each mail is written to DATA_DIR and announced in the log.
    delete env.DATABASE_URL;
    delete env.SMTP_URL;
    const child = spawn(process.execPath, ['dist/server/main.js'], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal })),
    );
    try {
      let listening = '';
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no start-up line: ${stderr}`)), 60_000);
        child.stdout.on('data', (chunk: Buffer) => {
          listening += chunk.toString();
          if (listening.includes('listening on')) {
            clearTimeout(timer);
            resolve();
          }
        });
      });
      // Nobody reads the log any more: the next line written to it fails.
      child.stdout.destroy();

      const visitor = new TestClient(url);
      const signUp = await visitor.post('/api/auth/sign-up/email', {
        name: 'Nusrat',
        email: 'nusrat@example.com',
        password: 'Padma-Bridge-2022',
        callbackURL: '/',
      });
      expect(signUp.status, signUp.text).toBe(200);
      // The mail (and its log lines) went out; the process is still there and answering.
      await expect
        .poll(() => fs.readdirSync(path.join(dataDir, 'outbox')).length, { timeout: 10_000 })
        .toBeGreaterThan(0);
      for (let check = 0; check < 3; check++) {
        const health = await new TestClient(url).get('/api/health');
        expect(health.status).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(child.exitCode).toBeNull();

      child.kill('SIGTERM');
      expect(await exited).toEqual({ code: 0, signal: null });
      expect(stderr).not.toMatch(/EPIPE|Unhandled 'error' event/);
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
