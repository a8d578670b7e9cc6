import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { waitForHydration } from './browser';

/** The steps of paying for a course and of staff reviewing it, as people take them. */

export async function go(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

export async function payAtCheckout(
  page: Page,
  method: 'bKash' | 'Nagad',
  transactionId: string,
  receivingNumber: string,
) {
  await page.getByRole('radio', { name: method }).check();
  await expect.poll(() => page.getByRole('main').innerText()).toContain(receivingNumber);
  await page.getByLabel('Mobile number').fill('01712345678');
  await page.getByLabel('Transaction ID').fill(transactionId);
  await page.getByRole('button', { name: 'Submit Payment Details' }).click();
  // The checkout becomes the order's confirmation: what was sent and what happens now.
  const confirmation = page.getByRole('region', { name: 'Payment details received' });
  await expect.poll(() => confirmation.count(), { timeout: 10_000 }).toBe(1);
  const said = await confirmation.innerText();
  expect(said).toContain(transactionId.toUpperCase());
  expect(said).toContain('We verify payments within 24 hours');
  expect(await confirmation.getByRole('link', { name: 'Go to my dashboard' }).count()).toBe(1);
  await expect
    .poll(() => toast(page, 'Payment submitted successfully!').count(), { timeout: 5000 })
    .toBe(1);
}

export function toast(page: Page, text: string) {
  return page.getByRole('status').filter({ hasText: text });
}

export async function reviewOrder(
  page: Page,
  transactionId: string,
  decision: 'Verify' | 'Reject',
  note?: string,
) {
  await page.getByLabel('Search').fill(transactionId);
  await page.getByRole('button', { name: 'Search' }).click();
  const order = page.getByRole('article').filter({ hasText: transactionId });
  await expect.poll(() => order.count()).toBe(1);
  await order.getByRole('button', { name: decision, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `${decision} payment` });
  await expect.poll(() => dialog.isVisible()).toBe(true);
  if (note) {
    await dialog
      .getByLabel(decision === 'Reject' ? 'Reason for rejecting' : 'Note (optional)')
      .fill(note);
  }
  await dialog.getByRole('button', { name: `${decision} payment` }).click();
  await expect
    .poll(() => toast(page, `Payment ${decision === 'Verify' ? 'verified' : 'rejected'}`).count(), {
      timeout: 5000,
    })
    .toBe(1);
  await expect
    .poll(() => order.innerText())
    .toContain(decision === 'Verify' ? 'Verified' : 'Rejected');
}
