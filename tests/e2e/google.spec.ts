import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGoogle, type FakeGoogle } from '../helpers/fake-google';
import { launchBrowser, openPage } from './support/browser';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** The built server (dist/server/main.js) on SQLite, with Google pointed at `google`. */
async function startServerWithGoogle(google: FakeGoogle) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shikhon-google-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    ...google.env,
  };
  delete env.DATABASE_URL;
  const child: ChildProcess = spawn(process.execPath, ['dist/server/main.js'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    output: () => output,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('Google sign-in in the browser', () => {
  let google: FakeGoogle;
  let server: Awaited<ReturnType<typeof startServerWithGoogle>>;
  beforeAll(async () => {
    google = await startFakeGoogle();
    server = await startServerWithGoogle(google);
  });
  afterAll(async () => {
    await server?.stop();
    await google?.close();
  });

  it('goes from /auth to the provider and back to / signed in, email in the header', async () => {
    const email = `browser${Date.now()}@example.com`;
    google.signInAs({ sub: `sub-${Date.now()}`, email, email_verified: true, name: 'Tania' });
    const opened = await openPage(browser, `${server.url}/auth`, { isolated: true });
    try {
      const { page } = opened;
      const navigations: string[] = [];
      page.on('request', (request) => {
        if (request.isNavigationRequest()) navigations.push(request.url());
      });
      await page.getByRole('button', { name: 'Continue with Google' }).click();
      await page.waitForURL(`${server.url}/`, { timeout: 15_000 });
      // innerText is what is rendered (the compact nav's copy is hidden on a desktop).
      await expect
        .poll(() => page.locator('header').innerText(), { timeout: 10_000 })
        .toContain(email);
      // It really went through the provider and our callback.
      expect(navigations.some((url) => url.startsWith(`${google.issuer}/authorize?`))).toBe(true);
      expect(
        navigations.some((url) => url.startsWith(`${server.url}/api/auth/callback/google?`)),
      ).toBe(true);
      const me = await page.evaluate(async () => (await fetch('/api/me')).json());
      expect(me).toMatchObject({ user: { email, name: 'Tania' } });
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});

describe('Google sign-in when the server has no Google settings', () => {
  it("shows the 'Google sign in failed' toast with the server's message", async () => {
    // The shared e2e server (global-setup) runs without GOOGLE_*.
    const opened = await openPage(browser, '/auth', { isolated: true });
    try {
      const { page } = opened;
      await page.getByRole('button', { name: 'Continue with Google' }).click();
      // Destructive toasts are announced assertively (role=alert).
      const alert = page.getByRole('alert');
      await expect.poll(() => alert.innerText()).toContain('Google sign in failed');
      await expect
        .poll(() => alert.innerText())
        .toContain('Google sign-in is not configured on this server.');
      expect(new URL(page.url()).pathname).toBe('/auth');
    } finally {
      await opened.close();
    }
  });
});
