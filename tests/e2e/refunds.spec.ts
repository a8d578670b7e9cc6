import { mkdirSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantStaff, signedInContext } from './support/accounts';
import { wcagViolations } from './support/axe';
import { DESKTOP, launchBrowser, PHONE } from './support/browser';
import { go, payAtCheckout, reviewOrder, toast } from './support/checkout';
import { linkFromOutbox } from './support/outbox';
import { failedResource, withPages } from './support/pages';
import { newTransactionId } from '../helpers/orders';

/** Where the journey's screenshots go, to be looked at (phone and desktop). */
const SHOTS = process.env.E2E_SCREENSHOTS ?? '/tmp/e2e-refunds';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser.close();
});

/** The screen (a dialog) or one part of it (an order's card), at phone and desktop width. */
async function shoot(page: Page, name: string, part?: Locator) {
  for (const [label, size] of [
    ['390', PHONE],
    ['1280', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    const path = `${SHOTS}/${name}-${label}.png`;
    if (part) await part.screenshot({ path });
    else await page.screenshot({ path });
  }
  await page.setViewportSize(DESKTOP);
}

function orderCard(page: Page, title: string) {
  return page
    .getByRole('main')
    .locator('section[aria-labelledby="my-orders"] li')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

describe('refunds by the 30-day rule', () => {
  it('a learner asks for a refund on the dashboard and staff approve it in /admin/orders', async () => {
    const stamp = Date.now();
    const learnerEmail = `refund-${stamp}@example.com`;
    const staffEmail = `refunder-${stamp}@example.com`;
    const paid = newTransactionId();
    const refundId = newTransactionId();

    await withPages(
      browser,
      async (pages) => {
        const learnerContext = pages.own(await signedInContext(browser, learnerEmail));
        const staffContext = pages.own(await signedInContext(browser, staffEmail));
        expect(grantStaff(staffEmail)).toContain(`${staffEmail} is now staff`);

        // The learner pays; staff verify the payment.
        const { page } = await pages.open('/checkout/docker-fundamentals', {
          context: learnerContext,
        });
        await payAtCheckout(page, 'bKash', paid, '01700-000000');
        const { page: staffPage } = await pages.open('/admin/orders', { context: staffContext });
        await reviewOrder(staffPage, paid, 'Verify');

        // A learning path with the course shows the learner's progress over its courses.
        await go(page, '/learning-path/kubernetes-developer');
        const progress = page.getByRole('region', { name: 'Your progress' });
        await expect.poll(() => progress.innerText()).toContain('0 of 3 courses finished');
        await shoot(page, 'path-progress', progress);

        // On the dashboard the verified order offers a refund, with the rule in its dialog.
        await go(page, '/dashboard');
        const card = orderCard(page, 'Docker Fundamentals');
        await expect.poll(() => card.innerText()).toContain('You can ask for a refund until');
        await shoot(page, 'dashboard-refund-offered', card);
        await card.getByRole('button', { name: 'Request a refund' }).click();
        const dialog = page.getByRole('dialog', { name: 'Request a refund' });
        await expect.poll(() => dialog.isVisible()).toBe(true);
        await expect(dialog.innerText()).resolves.toContain(
          'within 30 days of your payment being verified, while you have completed less than 20% of the course',
        );
        await dialog.getByLabel('Reason (optional)').fill('The course is not what I expected.');
        await shoot(page, 'dashboard-refund-dialog');
        await dialog.getByRole('button', { name: 'Request refund' }).click();
        await expect.poll(() => card.innerText()).toContain('Refund requested on');
        expect(await card.getByRole('button', { name: 'Request a refund' }).count()).toBe(0);
        expect(await wcagViolations(page)).toEqual([]);
        await shoot(page, 'dashboard-refund-requested', card);

        // Staff filter on refund requests and approve with the refund's transaction ID.
        await go(staffPage, '/admin/orders');
        await staffPage.getByLabel('Status').selectOption({ label: 'Refund requests' });
        await staffPage.getByRole('button', { name: 'Search' }).click();
        await staffPage.waitForURL((url) => url.search === '?status=refund');
        const order = staffPage.getByRole('article').filter({ hasText: paid });
        await expect.poll(() => order.innerText()).toContain('Refund requested on');
        await expect(order.innerText()).resolves.toContain(
          "Learner's reason: The course is not what I expected.",
        );
        await shoot(staffPage, 'admin-refund-requested', order);
        await order.getByRole('button', { name: 'Approve refund' }).click();
        const approve = staffPage.getByRole('dialog', { name: 'Approve refund' });
        await expect.poll(() => approve.isVisible()).toBe(true);
        await approve.getByLabel('Refund transaction ID').fill(refundId);
        await shoot(staffPage, 'admin-refund-approve');
        await approve.getByRole('button', { name: 'Approve refund' }).click();
        await expect
          .poll(() => toast(staffPage, 'Refund approved').count(), { timeout: 5000 })
          .toBe(1);
        await expect.poll(() => order.innerText()).toContain(`Refund transaction ID: ${refundId}`);
        expect(await wcagViolations(staffPage)).toEqual([]);
        await expect
          .poll(() => toast(staffPage, 'Refund approved').count(), { timeout: 10_000 })
          .toBe(0);
        await shoot(staffPage, 'admin-refunded', order);

        // The learner is mailed, no longer owns the course, and the order says it was refunded.
        expect(await linkFromOutbox(learnerEmail, 'Your refund for Docker Fundamentals')).toMatch(
          /\/dashboard$/,
        );
        await go(page, '/dashboard');
        await expect.poll(() => card.innerText()).toContain('Refunded on');
        await expect(page.getByRole('main').innerText()).resolves.toContain(
          'You do not own a course yet.',
        );
        await shoot(page, 'dashboard-refunded', card);
        await go(page, '/learn/docker-fundamentals');
        await page.waitForURL((url) => url.pathname === '/checkout/docker-fundamentals');
        await expect
          .poll(() => page.getByRole('main').innerText())
          .toContain('Enrol in this course to open its lessons.');
      },
      {
        // The course player learns from the API's refusal that the course is no longer theirs.
        allowErrors: [failedResource(403, '/api/learn/docker-fundamentals')],
      },
    );
  });
});
