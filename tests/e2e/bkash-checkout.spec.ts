import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltServer, type BuiltServer } from '../helpers/built-server';
import { TestClient } from '../helpers/http-client';
import { firstLink, parseMessage } from '../helpers/smtp-capture';
import {
  startBkashSimulator,
  type BkashSimulator,
} from '../../src/server/payments/bkash-simulator/start-simulator';
import { E2E_PASSWORD } from './support/accounts';
import { wcagViolations } from './support/axe';
import { DESKTOP, launchBrowser, PHONE, waitForHydration } from './support/browser';

/**
 * Pay with bKash through the simulator's page (its own HTTP server on loopback, as bKash's page
 * is its own site) and land enrolled, at phone and desktop width. The academy is a built server
 * of its own here, with BKASH_* pointing at the simulator.
 */
let browser: Browser;
let simulator: BkashSimulator;
let server: BuiltServer;

beforeAll(async () => {
  browser = await launchBrowser();
  simulator = await startBkashSimulator();
  server = await startBuiltServer({
    BKASH_BASE_URL: simulator.baseUrl,
    BKASH_APP_KEY: simulator.credentials.appKey,
    BKASH_APP_SECRET: simulator.credentials.appSecret,
    BKASH_USERNAME: simulator.credentials.username,
    BKASH_PASSWORD: simulator.credentials.password,
    BKASH_SHORT_CODE: simulator.credentials.shortCode,
  });
}, 60_000);
afterAll(async () => {
  await browser.close();
  await server.stop();
  await simulator.close();
});

async function mailTo(to: string, subject: string) {
  const outbox = path.join(server.dataDir, 'outbox');
  for (let tries = 0; tries < 100; tries++) {
    for (const file of fs.existsSync(outbox) ? fs.readdirSync(outbox) : []) {
      const raw = fs.readFileSync(path.join(outbox, file), 'utf8');
      if (!new RegExp(`^To: ${to}$`, 'mi').test(raw)) continue;
      const mail = parseMessage(raw);
      if (mail.subject === subject) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No mail "${subject}" to ${to}`);
}

/** A verified learner of this server, signed in, as a browser page at the given width. */
async function learnerPage(email: string, viewport: typeof DESKTOP): Promise<Page> {
  const client = new TestClient(server.url);
  const signUp = await client.post('/api/auth/sign-up/email', {
    name: 'Nusrat Jahan',
    email,
    password: E2E_PASSWORD,
    callbackURL: '/',
  });
  expect(signUp.status, signUp.text).toBe(200);
  const link = new URL(
    firstLink((await mailTo(email, 'Verify your email for Shikhon Academy')).text),
  );
  await client.get(link.pathname + link.search);
  const signIn = await client.post('/api/auth/sign-in/email', { email, password: E2E_PASSWORD });
  expect(signIn.status).toBe(200);
  const context = await browser.newContext({ viewport, baseURL: server.url });
  await context.addCookies(
    client
      .cookieHeader()
      .split('; ')
      .filter(Boolean)
      .map((pair) => {
        const index = pair.indexOf('=');
        return { name: pair.slice(0, index), value: pair.slice(index + 1), url: server.url };
      }),
  );
  return context.newPage();
}

/** The simulator's page: wallet, code and PIN, each with Confirm, as a payer would. */
async function approveOnBkashPage(page: Page, wallet: string, screenshot: string) {
  await page.waitForURL((url) => url.origin === simulator.url);
  expect(await page.getByText('bKash simulator: no real money moves').count()).toBeGreaterThan(0);
  await page.getByLabel(/account number/i).fill(wallet);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByLabel(/verification code/i).fill('123456');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByLabel(/PIN/).fill('12121');
  await page.screenshot({ path: screenshot, fullPage: true });
  const confirmed = Date.now();
  await page.getByRole('button', { name: 'Confirm' }).click();
  return confirmed;
}

describe('Pay with bKash at checkout (simulator)', () => {
  for (const [width, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`pays on bKash's page and lands enrolled (${width})`, { timeout: 90_000 }, async () => {
      const email = `bkash-${width}-${Date.now()}@example.com`;
      const page = await learnerPage(email, viewport);
      await page.goto('/checkout/docker-fundamentals');
      await waitForHydration(page);
      const pay = page.getByRole('button', { name: /Pay with bKash/ });
      await expect.poll(() => pay.count(), { timeout: 10_000 }).toBe(1);
      expect(await pay.innerText()).toContain('৳1,000');
      expect(await wcagViolations(page)).toEqual([]);
      await page.screenshot({ path: `/tmp/bkash-checkout-${width}.png`, fullPage: true });

      // Close on bKash's page: back at checkout, told so, and free to pay again.
      await pay.click();
      await page.waitForURL((url) => url.origin === simulator.url);
      await page.getByRole('button', { name: 'Close' }).click();
      await page.waitForURL((url) => url.pathname === '/checkout/docker-fundamentals');
      await waitForHydration(page);
      await expect
        .poll(() => page.getByRole('alert').filter({ hasText: 'cancelled' }).count())
        .toBe(1);

      await page.getByRole('button', { name: /Pay with bKash/ }).click();
      const confirmed = await approveOnBkashPage(
        page,
        '01770618575',
        `/tmp/bkash-page-${width}.png`,
      );
      await page.waitForURL((url) => url.pathname === '/checkout/docker-fundamentals');
      await waitForHydration(page);
      const outcome = page.getByRole('region', { name: "You're enrolled" });
      await expect.poll(() => outcome.count(), { timeout: 5_000 }).toBe(1);
      // enrolled, and shown so, within 5 seconds of the last Confirm on bKash's page
      const seconds = (Date.now() - confirmed) / 1000;
      console.log(`[bkash] ${width}: "You're enrolled" ${seconds.toFixed(2)} s after Confirm`);
      expect(seconds).toBeLessThan(5);
      expect(await outcome.innerText()).toContain('৳1,000');
      await page.screenshot({ path: `/tmp/bkash-enrolled-${width}.png`, fullPage: true });
      expect(await wcagViolations(page)).toEqual([]);
      await outcome.getByRole('link', { name: 'Start learning' }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/learn/docker-fundamentals'));
      const receipt = await mailTo(email, "You're enrolled in Docker Fundamentals");
      expect(receipt.text).toContain('bKash confirmed your payment');
      await page.context().close();
    });
  }
});
