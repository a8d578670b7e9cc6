import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInContext } from './support/accounts';
import { wcagViolations } from './support/axe';
import { baseURL, DESKTOP, launchBrowser, PHONE } from './support/browser';
import { connected, FREE_LAB, labFacts, screenText, step } from './support/labs';
import { withPages } from './support/pages';

const PATH = `/labs/${FREE_LAB}/session`;
const SHOTS = '/tmp/lab-shots';
/** Step 2's first command (content/labs/.../steps/02.md), and a file it lists (setup.sh makes it). */
const LOOK = "find /srv/inbox -type f -name '*.log'";
const LISTED = '/srv/inbox/app/2026-10/api-2026-10.log';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  fs.mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser.close();
});

const tab = (page: Page, name: 'Steps' | 'Terminal') =>
  page.getByRole('tablist', { name: 'Lab' }).getByRole('tab', { name });

/**
 * The terminal's rows that are on the screen now (inside the viewport, without scrolling), as
 * the learner sees them: xterm's DOM renderer draws each row as an element.
 */
const rowsOnScreen = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[data-terminal] .xterm-rows > div')]
      .filter((row) => {
        const box = row.getBoundingClientRect();
        return box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight;
      })
      .map((row) => row.textContent ?? '')
      .join('\n'),
  );

describe('a lab on a phone', () => {
  it(
    'at 390 px: Steps and Terminal tabs, a terminal drawn without scrolling, Run in terminal; at 1280 px side by side',
    { timeout: 180_000 },
    async (test) => {
      const email = `lab-phone-${Date.now()}@example.com`;
      let unavailable: string | null = null;
      await withPages(browser, async (pages) => {
        const context = pages.own(await signedInContext(browser, email, PHONE));
        const facts = await labFacts(context);
        if (facts.unavailableReason) {
          unavailable = facts.unavailableReason;
          return;
        }
        expect(facts.access).toBe('free');
        const [first, second] = facts.steps;
        if (!first || !second) throw new Error('The lab has fewer than 2 steps');
        await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
          origin: baseURL(),
        });

        const { page } = await pages.open(PATH, { context, viewport: PHONE });
        await page.getByRole('button', { name: 'Start lab' }).click();

        // Two tabs; the steps first, the terminal in the other tab. (Start lab may have been
        // scrolled to: the learner comes back to the top, as after a reload.)
        await tab(page, 'Steps').waitFor({ timeout: 60_000 });
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
        expect(await tab(page, 'Steps').getAttribute('aria-selected')).toBe('true');
        expect(await tab(page, 'Terminal').getAttribute('aria-selected')).toBe('false');
        expect(await step(page, first.title).isVisible()).toBe(true);
        expect(await page.locator('[data-terminal]').isVisible()).toBe(false);
        expect(await page.getByRole('button', { name: /Hide steps/ }).count()).toBe(0);
        expect(await wcagViolations(page)).toEqual([]);
        await page.screenshot({ path: `${SHOTS}/phone-steps-390.png` });

        // The Terminal tab: the step to do now above a terminal that is drawn at once, on the
        // screen, with nothing scrolled.
        await tab(page, 'Terminal').click();
        expect(await tab(page, 'Terminal').getAttribute('aria-selected')).toBe('true');
        const terminalPanel = page.getByRole('tabpanel', { name: 'Terminal' });
        expect(await terminalPanel.getByText(`Step 1 of ${facts.steps.length}`).count()).toBe(1);
        expect(await terminalPanel.getByText(first.title, { exact: true }).count()).toBe(1);
        await connected(page);
        await expect.poll(() => rowsOnScreen(page), { timeout: 30_000 }).toMatch(/#\s*$/m);
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
        const screenBox = await page.locator('[data-terminal] .xterm-screen').boundingBox();
        expect(screenBox?.width).toBeLessThanOrEqual(PHONE.width);
        expect(screenBox?.y).toBeLessThan(PHONE.height);
        expect(await step(page, first.title).isVisible()).toBe(false);
        expect(await wcagViolations(page)).toEqual([]);
        await page.screenshot({ path: `${SHOTS}/phone-terminal-390.png` });

        // Copy, then Run in terminal, from a step: the command runs in the terminal, which the
        // page shows.
        await tab(page, 'Steps').click();
        // The block whose whole text is the command (the next block starts with it too).
        const look = step(page, second.title)
          .getByRole('figure')
          .filter({ has: page.getByText(LOOK, { exact: true }) });
        expect(await look.count()).toBe(1);
        await look.getByRole('button', { name: 'Copy code' }).click();
        await look.getByText('Copied').waitFor();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(LOOK);
        await look.getByRole('button', { name: 'Run in terminal' }).click();
        expect(await tab(page, 'Terminal').getAttribute('aria-selected')).toBe('true');
        await expect.poll(() => screenText(page), { timeout: 30_000 }).toContain(LISTED);
        await expect.poll(() => rowsOnScreen(page)).toContain('api-2026-10.log');
        await page.screenshot({ path: `${SHOTS}/phone-ran-390.png` });

        // A wide screen: no tabs, the steps beside the terminal, the same shell still drawn.
        await page.setViewportSize(DESKTOP);
        await expect.poll(() => page.getByRole('tablist', { name: 'Lab' }).count()).toBe(0);
        const steps = await step(page, first.title).boundingBox();
        const terminal = await page.getByRole('region', { name: 'Terminal' }).boundingBox();
        if (!steps || !terminal) throw new Error('the steps or the terminal are not on show');
        expect(terminal.x).toBeGreaterThanOrEqual(steps.x + steps.width);
        expect(terminal.y).toBeLessThan(steps.y + steps.height);
        await expect.poll(() => rowsOnScreen(page)).toContain('api-2026-10.log');
        expect(await wcagViolations(page)).toEqual([]);
        await page.screenshot({ path: `${SHOTS}/phone-then-1280.png` });

        // The machine goes back for the next learner.
        await page.getByRole('button', { name: 'End lab' }).click();
        const dialog = page.getByRole('dialog', { name: 'End this lab?' });
        await dialog.getByRole('button', { name: 'End lab' }).click();
        await page.getByText('This lab session has ended.').waitFor();
      });
      if (unavailable) {
        console.log(`lab-phone.spec: the phone lab journey is skipped: ${unavailable}`);
        test.skip();
      }
    },
  );
});
