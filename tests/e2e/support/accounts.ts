import { spawnSync } from 'node:child_process';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { inject } from 'vitest';
import { TestClient } from '../../helpers/http-client';
import { baseURL, DESKTOP } from './browser';
import { linkFromOutbox } from './outbox';

export const E2E_PASSWORD = 'Sylhet-Tea-Garden-7';

/**
 * Each spec file (its own module) draws its own block of loopback addresses (all of 127.0.0.0/8
 * is loopback), so files running side by side or one after another never share an address and
 * its rate-limit window.
 */
const addressBlock = `127.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 256)}`;
let nextAddress = 10;

/**
 * A verified learner, signed in through the API and handed to a new browser context as its
 * cookies (the login fixture). Each account connects from its own loopback address, so the
 * sign-up and sign-in rate limits of the shared e2e server are not spent by setting up.
 */
export async function signedInContext(
  browser: Browser,
  email: string,
  viewport = DESKTOP,
  /** The sign-up form's full name; without it, the email's local part (as accounts made before). */
  name = email.split('@')[0],
): Promise<BrowserContext> {
  const client = new TestClient(baseURL(), { localAddress: `${addressBlock}.${nextAddress++}` });
  const signUp = await client.post('/api/auth/sign-up/email', {
    name,
    email,
    password: E2E_PASSWORD,
    callbackURL: '/',
  });
  if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status} ${signUp.text}`);
  const link = new URL(await linkFromOutbox(email, 'Verify your email for Shikhon Academy'));
  await client.get(link.pathname + link.search);
  const signIn = await client.post('/api/auth/sign-in/email', { email, password: E2E_PASSWORD });
  if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status} ${signIn.text}`);
  const context = await browser.newContext({ viewport, baseURL: baseURL() });
  await context.addCookies(
    client
      .cookieHeader()
      .split('; ')
      .filter(Boolean)
      .map((pair) => {
        const index = pair.indexOf('=');
        return { name: pair.slice(0, index), value: pair.slice(index + 1), url: baseURL() };
      }),
  );
  return context;
}

/** `npm run staff -- grant <email>` against the e2e server's data, as an operator would. */
export function grantStaff(email: string): string {
  const result = spawnSync('npm', ['run', '--silent', 'staff', '--', 'grant', email], {
    env: { ...process.env, NODE_ENV: 'test', DATA_DIR: inject('dataDir'), DATABASE_URL: '' },
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(`npm run staff failed (${result.status}): ${result.stderr}${result.stdout}`);
  }
  return result.stdout;
}

/**
 * Clicks "Sign In" as a person would, and again after the wait when the server says too many
 * attempts: every browser in the e2e run signs in from 127.0.0.1, so parallel journeys share
 * sign-in's per-address limit (3 in 10 s). Anything else fails with what the page says.
 */
export async function clickSignIn(page: Page, form: Locator): Promise<void> {
  for (let attempt = 0; attempt < 4; attempt++) {
    await form.getByRole('button', { name: 'Sign In' }).click();
    const limited = page
      .getByRole('status')
      .filter({ hasText: 'Too many attempts. Please wait a few seconds and try again.' });
    const outcome = await Promise.race([
      page
        .waitForURL((url) => url.pathname !== '/auth', { timeout: 30_000 })
        .then(() => 'left' as const),
      limited
        .first()
        .waitFor({ timeout: 30_000 })
        .then(() => 'limited' as const),
    ]).catch(() => 'neither' as const);
    if (outcome === 'left') return;
    if (outcome === 'neither') {
      // Say what the page shows instead of leaving the caller to time out on a navigation.
      const alerts = await page.getByRole('alert').allInnerTexts();
      const statuses = await page.getByRole('status').allInnerTexts();
      throw new Error(
        `Sign In neither left ${page.url()} nor was rate-limited within 30 s; alerts ${JSON.stringify(alerts)}, statuses ${JSON.stringify(statuses)}`,
      );
    }
    await page.waitForTimeout(10_000);
  }
}
