import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_PASSWORD, grantStaff, signedInContext } from './support/accounts';
import { wcagViolations } from './support/axe';
import { baseURL, launchBrowser, PHONE, waitForHydration } from './support/browser';
import { linkFromOutbox } from './support/outbox';
import { go, payAtCheckout, reviewOrder, toast } from './support/checkout';
import { withPages } from './support/pages';
import { newTransactionId } from '../helpers/orders';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

function courseCard(page: Page, title: string) {
  return page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

describe('paying for a course, from checkout to enrolment', () => {
  // Two learners and a member of staff through sign-up, checkout, review and the dashboard: long.
  it(
    'a learner pays by bKash, staff verify it, and the learner owns the course; a rejected payment shows why',
    { timeout: 150_000 },
    async () => {
      const stamp = Date.now();
      const learnerEmail = `payer-${stamp}@example.com`;
      const staffEmail = `reviewer-${stamp}@example.com`;
      const secondEmail = `second-${stamp}@example.com`;
      const paid = newTransactionId();
      const refused = newTransactionId();

      await withPages(browser, async (pages) => {
        // The learner signs up in the browser and verifies through the mailed link.
        const { page } = await pages.open('/auth?tab=signup', { isolated: true });
        const staffContext = pages.own(await signedInContext(browser, staffEmail));
        const secondContext = pages.own(await signedInContext(browser, secondEmail));
        const signUp = page.getByRole('tabpanel');
        await signUp.getByLabel('Full name').fill('Mahmuda Khatun');
        await signUp.getByLabel('Email').fill(learnerEmail);
        await signUp.getByLabel('Password').fill(E2E_PASSWORD);
        await signUp.getByRole('button', { name: 'Create Account' }).click();
        await expect.poll(() => toast(page, 'Account created!').count(), { timeout: 5000 }).toBe(1);
        await page.goto(
          await linkFromOutbox(learnerEmail, 'Verify your email for Shikhon Academy'),
        );
        await page.waitForURL((url) => url.pathname === '/');

        // Buy Now on the catalogue card leads to checkout, with the demo bKash number labelled.
        await go(page, '/courses');
        await expect.poll(() => page.getByRole('banner').innerText()).toContain(learnerEmail);
        await courseCard(page, 'Docker Fundamentals')
          .getByRole('button', { name: /Buy Now/ })
          .click();
        await page.waitForURL((url) => url.pathname === '/checkout/docker-fundamentals');
        await waitForHydration(page);
        const main = page.getByRole('main');
        await expect(main.innerText()).resolves.toContain('DevOps & Cloud');
        await expect(main.innerText()).resolves.toContain('৳1,000');
        await expect(main.innerText()).resolves.toContain('01700-000000');
        await expect(main.innerText()).resolves.toContain('demo numbers');
        expect(await page.getByRole('radio', { name: 'bKash' }).isChecked()).toBe(true);
        expect(await wcagViolations(page)).toEqual([]);

        // Empty fields: the 'Missing information' toast; a malformed ID: the message beside the field.
        await page.getByRole('button', { name: 'Submit Payment Details' }).click();
        await expect
          .poll(() => page.getByRole('alert').innerText())
          .toContain('Missing information');
        await page.getByLabel('Mobile number').fill('01712345678');
        await page.getByLabel('Transaction ID').fill('abc');
        await page.getByRole('button', { name: 'Submit Payment Details' }).click();
        await expect.poll(() => main.innerText()).toContain('Transaction ID must be 8 to 12');
        expect(new URL(page.url()).pathname).toBe('/checkout/docker-fundamentals');

        await payAtCheckout(page, 'bKash', paid, '01700-000000');
        await go(page, '/courses');
        await expect
          .poll(() => courseCard(page, 'Docker Fundamentals').innerText())
          .toContain('Payment pending');
        await go(page, '/checkout/docker-fundamentals');
        await expect.poll(() => main.innerText()).toContain('Payment pending verification');
        // The order's details follow the heading once the order itself has loaded.
        await expect.poll(() => main.innerText()).toContain(paid);

        // Staff (granted with `npm run staff`) find the order by its transaction ID and verify it.
        expect(grantStaff(staffEmail)).toContain(`${staffEmail} is now staff`);
        const { page: staffPage } = await pages.open('/', { context: staffContext });
        await staffPage.getByRole('banner').getByRole('link', { name: 'Admin' }).click();
        await staffPage.waitForURL((url) => url.pathname === '/admin');
        await waitForHydration(staffPage);
        await staffPage.getByRole('link', { name: /Payment review/ }).click();
        await staffPage.waitForURL((url) => url.pathname === '/admin/orders');
        await waitForHydration(staffPage);
        await expect
          .poll(() => staffPage.getByRole('heading', { level: 1 }).innerText())
          .toBe('Payment review');
        await reviewOrder(staffPage, paid, 'Verify');
        expect(await wcagViolations(staffPage)).toEqual([]);

        // The learner is told by mail and owns the course.
        expect(await linkFromOutbox(learnerEmail, "You're enrolled in Docker Fundamentals")).toBe(
          `${baseURL()}/dashboard`,
        );
        await go(page, '/dashboard');
        await expect.poll(() => main.innerText()).toContain('My courses');
        await expect.poll(() => courseCard(page, 'Docker Fundamentals').count()).toBe(1);
        await expect.poll(() => main.innerText()).toContain('Verified');
        expect(await wcagViolations(page)).toEqual([]);
        await go(page, '/courses');
        await expect
          .poll(() => courseCard(page, 'Docker Fundamentals').getByRole('button').innerText())
          .toBe('Continue');
        await go(page, '/checkout/docker-fundamentals');
        await expect.poll(() => main.innerText()).toContain('You own this course');

        // A second learner pays by Nagad; staff reject it with a reason the learner then reads.
        const { page: secondPage } = await pages.open('/checkout/kubernetes-mastery', {
          context: secondContext,
        });
        await payAtCheckout(secondPage, 'Nagad', refused, '01800-000000');
        const reason = 'No Nagad payment with this transaction ID reached our number.';
        await reviewOrder(staffPage, refused, 'Reject', reason);
        await go(secondPage, '/dashboard');
        await expect
          .poll(() => secondPage.getByRole('main').innerText())
          .toContain(`Reason: ${reason}`);
        await secondPage.setViewportSize(PHONE);
        expect(await wcagViolations(secondPage)).toEqual([]);
        await linkFromOutbox(
          secondEmail,
          'We could not verify your payment for Kubernetes Mastery',
        );

        // Both mails went out through the outbox: staff see them counted, and nothing failed.
        await go(staffPage, '/admin');
        await staffPage.getByRole('link', { name: 'Mail' }).click();
        await staffPage.waitForURL((url) => url.pathname === '/admin/mail');
        await waitForHydration(staffPage);
        await expect
          .poll(() => staffPage.getByRole('main').innerText())
          .toContain('No failed mail');
        await expect(
          staffPage.getByRole('main').getByText('Sent in the last 24 hours').count(),
        ).resolves.toBe(1);
        expect(await wcagViolations(staffPage)).toEqual([]);
        await staffPage.setViewportSize(PHONE);
        expect(await wcagViolations(staffPage)).toEqual([]);
      });
    },
  );

  it('a lab programme is bought the same way: Enroll, pay, staff verify, and its labs open', async () => {
    const stamp = Date.now();
    const learnerEmail = `programme-${stamp}@example.com`;
    const staffEmail = `programme-staff-${stamp}@example.com`;
    const paid = newTransactionId();
    await withPages(browser, async (pages) => {
      const { page } = await pages.open('/labs/docker-hands-on-labs', {
        context: pages.own(await signedInContext(browser, learnerEmail)),
      });
      const staffContext = pages.own(await signedInContext(browser, staffEmail));
      await waitForHydration(page);
      await page.getByRole('link', { name: 'Enroll', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/checkout/docker-hands-on-labs');
      await waitForHydration(page);
      const main = page.getByRole('main');
      await expect(main.innerText()).resolves.toContain('Pay for Docker Hands-on Labs');
      await expect(main.innerText()).resolves.toContain('৳7,000');
      await payAtCheckout(page, 'bKash', paid, '01700-000000');

      // A bundled lab that is not its course's free first one stays closed until staff verify.
      const bundled = '/labs/docker-volumes-and-bind-mounts/session';
      await go(page, bundled);
      await expect
        .poll(() => main.innerText())
        .toContain('Enrol in the course (or a lab programme');

      expect(grantStaff(staffEmail)).toContain(`${staffEmail} is now staff`);
      const { page: staffPage } = await pages.open('/admin/orders', { context: staffContext });
      await waitForHydration(staffPage);
      await reviewOrder(staffPage, paid, 'Verify');
      await linkFromOutbox(learnerEmail, "You're enrolled in Docker Hands-on Labs");

      await go(page, '/dashboard');
      await expect.poll(() => main.innerText()).toContain('Docker Hands-on Labs');
      await main.getByRole('link', { name: 'Open its labs' }).click();
      await page.waitForURL((url) => url.pathname === '/labs/docker-hands-on-labs');
      await go(page, bundled);
      // Open to the learner now: 'Start lab', or (on a server without a sandbox driver) why not.
      const startable = page.getByRole('button', { name: 'Start lab' });
      const unavailable = main.getByText(/Labs are unavailable/);
      await expect
        .poll(async () => (await startable.count()) + (await unavailable.count()))
        .toBe(1);
      expect(await main.innerText()).not.toContain('Enrol in the course (or a lab programme');
      await go(page, '/checkout/docker-hands-on-labs');
      await expect.poll(() => main.innerText()).toContain('You own this programme');
    });
  });
});
