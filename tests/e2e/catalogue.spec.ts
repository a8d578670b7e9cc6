import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, PHONE } from './support/browser';
import { withPage } from './support/pages';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const courseTitles = (page: Page) =>
  page.locator('main article h2 a, main article h3 a').allInnerTexts();

describe('/courses filters', () => {
  it('searches title and description case-insensitively and counts matches', async () => {
    await withPage(browser, '/courses', {}, async ({ page }) => {
      await expect(
        page.getByRole('status').filter({ hasText: 'Showing' }).innerText(),
      ).resolves.toBe('Showing 9 courses');
      await page.getByLabel('Search courses').fill('KUBERNETES');
      await expect.poll(() => courseTitles(page)).toContain('Kubernetes Mastery');
      const titles = await courseTitles(page);
      expect(titles).not.toContain('Terraform Infrastructure');
      // 'pipelines' appears only in descriptions
      await page.getByLabel('Search courses').fill('pipelines');
      await expect.poll(async () => (await courseTitles(page)).length).toBeGreaterThan(0);
    });
  });

  it('filters by level, category and price, keeps them in the URL across a reload', async () => {
    await withPage(browser, '/courses', {}, async ({ page }) => {
      await page.getByLabel('Level').selectOption({ label: 'Beginner' });
      await page.getByLabel('Category').selectOption({ label: 'Cloud Computing' });
      await page.getByLabel('Price').selectOption({ label: 'Paid' });
      await expect
        .poll(() => courseTitles(page))
        .toEqual(['AWS Cloud Practitioner', 'Google Cloud Platform']);
      expect(page.url()).toContain('level=beginner');
      await page.reload();
      await expect
        .poll(() => courseTitles(page))
        .toEqual(['AWS Cloud Practitioner', 'Google Cloud Platform']);
      await expect(page.getByLabel('Level').inputValue()).resolves.toBe('beginner');
    });
  });

  it('shows the empty state and Clear Filters resets every filter', async () => {
    await withPage(browser, '/courses?price=free', {}, async ({ page }) => {
      await expect
        .poll(() => page.getByText('No courses found matching your criteria').isVisible())
        .toBe(true);
      await page.getByRole('button', { name: 'Clear Filters' }).first().click();
      await expect.poll(async () => (await courseTitles(page)).length).toBe(9);
      await expect(page.getByLabel('Price').inputValue()).resolves.toBe('');
      expect(new URL(page.url()).search).toBe('');
    });
  });
});

describe('/labs filters', () => {
  const labTitles = (page: Page) => page.locator('main article h3').allInnerTexts();

  it('filters by technology, title search and a case-insensitive level', async () => {
    await withPage(browser, '/labs', {}, async ({ page }) => {
      await expect.poll(async () => (await labTitles(page)).length).toBe(6);
      await page.getByRole('button', { name: 'Docker', exact: true }).click();
      await expect.poll(() => labTitles(page)).toEqual(['Docker Hands-on Labs']);
      await page.getByRole('button', { name: 'All', exact: true }).click();
      // levels are stored as 'ADVANCED' and 'Advanced'
      await page.getByLabel('Level').selectOption({ label: 'Advanced' });
      await expect
        .poll(() => labTitles(page))
        .toEqual(['MLOps and Machine Learning Pipelines', 'Cloud Security and DevSecOps']);
      await page.getByLabel('Search labs').fill('zzz');
      await expect.poll(() => page.getByText('No labs found').isVisible()).toBe(true);
    });
  });

  it('opens a working detail page from See Details', async () => {
    await withPage(browser, '/labs', {}, async ({ page }) => {
      await page
        .getByRole('link', { name: /See Details/ })
        .first()
        .click();
      await page.waitForURL(/\/labs\/[a-z0-9-]+$/);
      await expect(page.locator('h1').innerText()).resolves.toBe('DevOps Engineering Bootcamp');
    });
  });
});

describe('course card button while signed out', () => {
  it('shows the Authentication required toast and goes to /auth', async () => {
    await withPage(browser, '/', {}, async ({ page }) => {
      await page
        .getByRole('button', { name: /^Buy Now/ })
        .first()
        .click();
      await page.waitForURL((url) => url.pathname === '/auth');
      const alert = page.getByRole('alert');
      await expect.poll(() => alert.innerText()).toContain('Authentication required');
      await expect(alert.innerText()).resolves.toContain('Please sign in to start this course.');
    });
  });
});

describe('/course/{id}', () => {
  it('switches between Overview, Curriculum and Labs tabs, also by keyboard', async () => {
    await withPage(browser, '/course/docker-fundamentals', {}, async ({ page }) => {
      const overview = page.getByRole('tab', { name: 'Overview' });
      await expect(overview.getAttribute('aria-selected')).resolves.toBe('true');
      await expect(page.getByRole('tabpanel').innerText()).resolves.toContain(
        'Write Dockerfiles with multi-stage builds for small production images',
      );
      await page.getByRole('tab', { name: 'Curriculum' }).click();
      const curriculum = await page.getByRole('tabpanel').innerText();
      expect(curriculum).toContain('Module 1');
      expect(curriculum).toMatch(/\d+ min/);
      expect(curriculum).toMatch(/\b\d+h( \d+m)?\b|\b\d+m\b/);
      await page.keyboard.press('ArrowRight');
      await expect(
        page.getByRole('tab', { name: 'Labs' }).getAttribute('aria-selected'),
      ).resolves.toBe('true');
      const labs = await page.getByRole('tabpanel').innerText();
      // The course's real labs (from its curriculum), never placeholders.
      expect(labs).toContain('Hands-on labs');
      expect(labs).not.toContain('Practical Exercise');
    });
  });

  it('lists up to three similar courses of the same category', async () => {
    await withPage(browser, '/course/aws-cloud-practitioner', {}, async ({ page }) => {
      const section = page.getByRole('region', { name: /Similar Courses in Cloud Computing/ });
      await expect(section.locator('article h3').allInnerTexts()).resolves.toEqual([
        'Google Cloud Platform',
      ]);
      await section.getByRole('link', { name: 'View All Courses' }).click();
      await page.waitForURL((url) => url.pathname === '/courses');
    });
  });

  it('hides the similar courses section when the category has no other course', async () => {
    await withPage(browser, '/course/kubernetes-mastery', {}, async ({ page }) => {
      await expect(page.getByText(/Similar Courses in/).count()).resolves.toBe(0);
    });
  });

  it('opens the curriculum from a landing page Preview Course link', async () => {
    await withPage(browser, '/courses/docker', {}, async ({ page }) => {
      await page.getByRole('link', { name: 'Preview Course' }).click();
      await page.waitForURL(/\/course\/docker-fundamentals\?tab=curriculum$/);
      await expect
        .poll(() => page.getByRole('tab', { name: 'Curriculum' }).getAttribute('aria-selected'))
        .toBe('true');
    });
  });
});

describe('/learning-path/{id}', () => {
  it('draws the flowchart with dashed connectors and positioned course cards', async () => {
    await withPage(browser, '/learning-path/kubernetes-administrator', {}, async ({ page }) => {
      const dashed = await page.locator('svg .flow-connector, svg [stroke-dasharray]').count();
      expect(dashed).toBeGreaterThan(0);
      const dash = await page
        .locator('.flow-connector')
        .first()
        .evaluate((node) => getComputedStyle(node).strokeDasharray);
      expect(dash).not.toBe('none');
      await expect(
        page.getByRole('link', { name: /More details/ }).count(),
      ).resolves.toBeGreaterThan(2);
      const nothing = page.getByRole('button', { name: 'Nothing' });
      await expect(nothing.getAttribute('aria-pressed')).resolves.toBe('true');
      const other = page.getByRole('button', { name: 'Containers', exact: true });
      await expect(other.getAttribute('aria-pressed')).resolves.toBe('false');
      await other.click();
      await expect(other.getAttribute('aria-pressed')).resolves.toBe('true');
      await expect(nothing.getAttribute('aria-pressed')).resolves.toBe('false');
    });
  });

  it('is usable on a phone: steps in a column, no sideways scrolling, links work', async () => {
    await withPage(
      browser,
      '/learning-path/system-administrator',
      { viewport: PHONE },
      async ({ page }) => {
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        await page
          .getByRole('link', { name: /More details/ })
          .first()
          .click();
        await page.waitForURL(/\/course\//);
      },
    );
  });

  it("Start Learning Path opens the path's first course", async () => {
    await withPage(browser, '/learning-path/cka', {}, async ({ page }) => {
      await page.getByRole('link', { name: 'Start Learning Path' }).click();
      await page.waitForURL((url) => url.pathname === '/course/kubernetes-mastery');
    });
  });
});
