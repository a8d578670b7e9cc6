import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { LabFacts } from '../../../src/shared/schemas/labs';

/** The free first lab of Linux System Administration (content/labs/...). */
export const FREE_LAB = 'linux-find-and-organise-files';

/** GET /api/labs/{lab} as the context's learner: whether labs run here, and the lab's steps. */
export async function labFacts(context: BrowserContext, lab = FREE_LAB): Promise<LabFacts> {
  const response = await context.request.get(`/api/labs/${lab}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as LabFacts;
}

/** The terminal's visible text (xterm's DOM renderer draws rows as elements). */
export const screenText = (page: Page) =>
  page.locator('[data-terminal] .xterm-rows').innerText({ timeout: 10_000 });

/** Types a command into the terminal as the learner would, and waits for `marker` to show. */
export async function run(page: Page, command: string, marker: string) {
  await page.locator('[data-terminal]').click();
  await page.keyboard.type(`${command}\n`);
  await expect.poll(() => screenText(page), { timeout: 30_000 }).toContain(marker);
}

/** Every command ends by echoing a marker computed by the shell, so the echo of the typed text cannot match it. */
export const marked = (command: string, tag: string) => `${command}; echo ${tag}-$((40+2))`;

/** A step of the lab, by its title. */
export function step(page: Page, title: string) {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
}

/** Waits until the terminal says it is connected to the lab machine. */
export async function connected(page: Page) {
  await page.getByRole('region', { name: 'Terminal' }).getByText('Connected').waitFor({
    timeout: 30_000,
  });
}
