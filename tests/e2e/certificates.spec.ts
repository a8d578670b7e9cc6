import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCourse } from '../../src/shared/catalogue/courses';
import { grantStaff, signedInContext } from './support/accounts';
import { wcagViolations } from './support/axe';
import { DESKTOP, launchBrowser, PHONE } from './support/browser';
import { nearlyFinish } from './support/course-progress';
import { withPages } from './support/pages';
import { finishOpenLesson } from './support/lesson-page';

const COURSE = 'docker-fundamentals';
const SHOTS = '/tmp/cert-shots';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  fs.mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser.close();
});

describe('certificates', () => {
  it(
    'a learner finishes the last item, finds the certificate on the dashboard, and anyone signed out reads its verification URL on its page',
    { timeout: 180_000 },
    async () => {
      const email = `certified-${Date.now()}@example.com`;
      const name = 'Farhana Akter';
      const title = findCourse(COURSE)?.title ?? COURSE;
      await withPages(browser, async (pages) => {
        const context = pages.own(await signedInContext(browser, email, undefined, name));
        const lesson = await nearlyFinish(email, COURSE);

        // The last item, finished through the course player.
        const { page } = await pages.open(`/learn/${COURSE}/${lesson.id}`, { context });
        await finishOpenLesson(page);

        // The dashboard lists the certificate with its three actions.
        const { page: dashboard } = await pages.open('/dashboard', { context });
        const section = dashboard.getByRole('region', { name: 'My certificates' });
        const card = section.getByRole('listitem').filter({
          has: dashboard.getByRole('heading', { name: title }),
        });
        await card.waitFor({ timeout: 10_000 });
        const view = await card
          .getByRole('link', { name: 'View certificate' })
          .getAttribute('href');
        expect(view).toMatch(/\/certificates\/[A-Za-z0-9_-]{24}$/);
        const url = view ?? '';
        expect(await card.getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toBe(
          `${url}.pdf`,
        );
        const linkedIn = await card
          .getByRole('link', { name: 'Share on LinkedIn' })
          .getAttribute('href');
        expect(linkedIn).toContain(
          'https://www.linkedin.com/profile/add?startTask=CERTIFICATION_NAME',
        );
        expect(linkedIn).toContain(`certUrl=${encodeURIComponent(url)}`);
        await dashboard.screenshot({ path: `${SHOTS}/dashboard-1280.png`, fullPage: true });

        // Signed out, on a phone: the page says who, what and that it is valid, with its URL.
        const opened = await pages.open(new URL(url).pathname, { isolated: true, viewport: PHONE });
        expect(opened.status).toBe(200);
        const shown = opened.page;
        await shown.getByText('Valid certificate.').waitFor({ timeout: 10_000 });
        expect(await shown.getByRole('heading', { level: 1 }).innerText()).toBe(name);
        expect(await shown.getByText(url, { exact: true }).count()).toBe(1);
        expect(
          await shown.getByRole('img', { name: "QR code of this page's address" }).count(),
        ).toBe(1);
        expect(await shown.getByText(title).count()).toBeGreaterThan(0);
        expect(await shown.locator('body').innerText()).not.toContain(email);
        expect(await shown.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
        await shown.screenshot({ path: `${SHOTS}/page-390.png`, fullPage: true });
        expect(await wcagViolations(shown)).toEqual([]);

        // Its PDF, kept for a look (rendered to PNG when pdftoppm is there).
        const pdf = await shown.request.get(`${url}.pdf`);
        expect(pdf.status()).toBe(200);
        const body = await pdf.body();
        expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        fs.writeFileSync(`${SHOTS}/certificate.pdf`, body);
        spawnSync('pdftoppm', [
          '-png',
          '-r',
          '60',
          `${SHOTS}/certificate.pdf`,
          `${SHOTS}/certificate`,
        ]);

        // Staff find it by the learner's email and revoke it; its page then says so.
        const staffEmail = `cert-staff-${Date.now()}@example.com`;
        const staffContext = pages.own(await signedInContext(browser, staffEmail));
        grantStaff(staffEmail);
        const { page: admin } = await pages.open('/admin/certificates', { context: staffContext });
        await admin.getByLabel('Certificate ID or learner email').fill(email);
        await admin.getByRole('button', { name: 'Search' }).click();
        const row = admin.getByRole('listitem').filter({ hasText: email });
        await row.getByRole('button', { name: 'Revoke' }).click();
        const dialog = admin.getByRole('dialog', { name: 'Revoke certificate' });
        await dialog.getByLabel('Reason for revoking').fill('Issued by mistake');
        await dialog.getByRole('button', { name: 'Revoke certificate' }).click();
        await admin
          .getByRole('status')
          .filter({ hasText: `Revoked the certificate of ${name} for ${title}.` })
          .waitFor({ timeout: 10_000 });
        await admin.screenshot({ path: `${SHOTS}/admin-1280.png`, fullPage: true });

        await shown.reload();
        await shown.getByText(/^Revoked on \d{1,2} \w+ \d{4}/).waitFor({ timeout: 10_000 });
        expect(
          await shown.getByRole('status').filter({ hasText: 'Revoked on' }).innerText(),
        ).toContain(': Issued by mistake. This certificate is no longer valid.');
      });
    },
  );
  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const)(
    'on a %s: the name from sign-up is on the certificate; after a name change a re-issue carries the new one and the old page says superseded',
    async (label, viewport) => {
      const email = `renamed-${label}-${Date.now()}@example.com`;
      const title = findCourse(COURSE)?.title ?? COURSE;
      await withPages(browser, async (pages) => {
        const context = pages.own(await signedInContext(browser, email, viewport, 'Tanvir Rahman'));
        const lesson = await nearlyFinish(email, COURSE);

        // The Get Certificate dialog names the name the certificate will carry.
        const { page: course } = await pages.open(`/course/${COURSE}`, { context });
        await course.getByRole('button', { name: 'Get Certificate' }).click();
        const dialog = course.getByRole('dialog', { name: 'How to earn your certificate' });
        await expect
          .poll(() => dialog.innerText(), { timeout: 10_000 })
          .toContain('Your certificate will carry the name Tanvir Rahman.');

        const { page } = await pages.open(`/learn/${COURSE}/${lesson.id}`, { context });
        await finishOpenLesson(page);

        const { page: dashboard } = await pages.open('/dashboard', { context });
        const section = dashboard.getByRole('region', { name: 'My certificates' });
        const card = section.getByRole('listitem').filter({ hasText: title });
        await expect
          .poll(() => card.innerText(), { timeout: 10_000 })
          .toContain('Issued to Tanvir Rahman');
        // The finished course says so, and what to learn next.
        const nextStep = dashboard.getByRole('region', { name: 'Your next step' });
        // textContent: the label is drawn in capitals by CSS, and innerText says COMPLETED.
        const said = (await nextStep.textContent()) ?? '';
        expect(said).toContain('Completed');
        expect(said).toContain('You have finished every lesson, quiz and lab of this course.');
        const onward = nextStep.getByRole('link', { name: /^See / });
        expect(await onward.getAttribute('href')).toMatch(/^\/course\/[a-z0-9-]+$/);
        expect(await dashboard.getByRole('region', { name: 'Continue learning' }).count()).toBe(0);
        const oldUrl =
          (await card.getByRole('link', { name: 'View certificate' }).getAttribute('href')) ?? '';

        // The name changes on the profile.
        const { page: profile } = await pages.open('/profile', { context });
        const fullName = profile.getByLabel('Full name');
        await expect.poll(() => fullName.inputValue(), { timeout: 10_000 }).toBe('Tanvir Rahman');
        await fullName.fill('Tanvir Ahmed Rahman');
        await profile.getByRole('button', { name: 'Save Changes' }).click();
        await expect
          .poll(() =>
            profile.getByRole('status').filter({ hasText: 'Profile updated successfully' }).count(),
          )
          .toBe(1);

        // The dashboard offers the re-issue; it is done at once and said so.
        await dashboard.reload();
        const reissue = section.getByRole('button', {
          name: 'Re-issue with the name Tanvir Ahmed Rahman',
        });
        await reissue.waitFor({ timeout: 10_000 });
        await dashboard.screenshot({ path: `${SHOTS}/reissue-${label}.png`, fullPage: true });
        await reissue.click();
        await expect
          .poll(
            () =>
              dashboard.getByRole('status').filter({ hasText: 'Certificates re-issued' }).count(),
            {
              timeout: 10_000,
            },
          )
          .toBe(1);
        await expect
          .poll(() => card.innerText(), { timeout: 10_000 })
          .toContain('Issued to Tanvir Ahmed Rahman');
        const newUrl =
          (await card.getByRole('link', { name: 'View certificate' }).getAttribute('href')) ?? '';
        expect(newUrl).not.toBe(oldUrl);
        expect(await section.getByRole('button', { name: /^Re-issue/ }).count()).toBe(0);

        // Signed out: the new page carries the new name; the old one says superseded by it.
        const fresh = await pages.open(new URL(newUrl).pathname, { isolated: true, viewport });
        await fresh.page.getByText('Valid certificate.').waitFor({ timeout: 10_000 });
        expect(await fresh.page.getByRole('heading', { level: 1 }).innerText()).toBe(
          'Tanvir Ahmed Rahman',
        );
        const old = await pages.open(new URL(oldUrl).pathname, { isolated: true, viewport });
        await old.page.getByText('Superseded by').waitFor({ timeout: 10_000 });
        expect(await old.page.getByRole('heading', { level: 1 }).innerText()).toBe('Tanvir Rahman');
        expect(
          await old.page
            .getByRole('link', { name: newUrl.split('/').at(-1) ?? '' })
            .getAttribute('href'),
        ).toBe(newUrl);
        await old.page.screenshot({ path: `${SHOTS}/superseded-${label}.png`, fullPage: true });
        expect(await wcagViolations(old.page)).toEqual([]);
      });
    },
    180_000,
  );

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const)(
    'on a %s, in Bangla: the name written in Bangla on the profile is on the certificate beside the chosen one, with a Bangla PDF',
    async (label, viewport) => {
      const email = `bangla-name-${label}-${Date.now()}@example.com`;
      await withPages(browser, async (pages) => {
        const context = pages.own(await signedInContext(browser, email, viewport, 'Farhana Akter'));
        const lesson = await nearlyFinish(email, COURSE);

        // The name in Bangla, written on the Bangla profile page (Latin letters are refused).
        const { page: profile } = await pages.open('/bn/profile', { context });
        const field = profile.getByLabel('বাংলায় আপনার নাম (ঐচ্ছিক)');
        await field.fill('Farhana');
        await profile.getByRole('button', { name: 'পরিবর্তন সেভ করুন' }).click();
        await expect
          .poll(() => profile.getByText('বাংলায় নামটি বাংলা অক্ষরে লিখুন, যেমন নুসরাত জাহান।').count())
          .toBeGreaterThan(0);
        await field.fill('ফারহানা আক্তার');
        await profile.getByRole('button', { name: 'পরিবর্তন সেভ করুন' }).click();
        await profile.getByText('প্রোফাইল সফলভাবে আপডেট হয়েছে').first().waitFor({ timeout: 10_000 });

        const { page } = await pages.open(`/learn/${COURSE}/${lesson.id}`, { context });
        await finishOpenLesson(page);

        // The Bangla dashboard's PDF link is the Bangla PDF.
        const { page: dashboard } = await pages.open('/bn/dashboard', { context });
        const section = dashboard.getByRole('region', { name: 'আমার সার্টিফিকেট' });
        const view = section.getByRole('link', { name: 'সার্টিফিকেট দেখুন' });
        await view.waitFor({ timeout: 10_000 });
        const url = (await view.getAttribute('href')) ?? '';
        const id = url.split('/').at(-1) ?? '';
        expect(id).toMatch(/^[A-Za-z0-9_-]{24}$/);
        expect(
          new URL(
            (await section.getByRole('link', { name: 'PDF ডাউনলোড করুন' }).getAttribute('href')) ??
              '',
          ).pathname,
        ).toBe(`/bn/certificates/${id}.pdf`);

        // Signed out, the Bangla page puts the Bangla name first and the chosen one beneath.
        const shown = await pages.open(`/bn/certificates/${id}`, { isolated: true, viewport });
        await shown.page.getByText('বৈধ সার্টিফিকেট।').waitFor({ timeout: 10_000 });
        expect(await shown.page.getByRole('heading', { level: 1 }).innerText()).toBe(
          'ফারহানা আক্তার',
        );
        expect(await shown.page.getByText('Farhana Akter').count()).toBeGreaterThan(0);
        await shown.page.screenshot({ path: `${SHOTS}/bangla-${label}.png`, fullPage: true });
        expect(await wcagViolations(shown.page)).toEqual([]);
        const english = await pages.open(`/certificates/${id}`, { isolated: true, viewport });
        await english.page.getByText('Valid certificate.').waitFor({ timeout: 10_000 });
        expect(await english.page.getByRole('heading', { level: 1 }).innerText()).toBe(
          'Farhana Akter',
        );
        expect(await english.page.getByText('ফারহানা আক্তার').count()).toBeGreaterThan(0);

        const pdf = await shown.page.request.get(
          new URL(`/bn/certificates/${id}.pdf`, shown.page.url()).href,
        );
        expect(pdf.status()).toBe(200);
        const body = await pdf.body();
        expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        expect(body.toString('latin1')).toContain('/Lang (bn)');
        fs.writeFileSync(`${SHOTS}/certificate-bn-${label}.pdf`, body);
      });
    },
    180_000,
  );
});
