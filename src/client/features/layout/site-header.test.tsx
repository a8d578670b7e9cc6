// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, setupDom } from '../../../../tests/helpers/dom';
import { refreshSession } from '../../lib/session';
import { SiteHeader } from './site-header';

const dom = setupDom();
const { container } = dom;
const { answer, calls, json } = fakeApi();

beforeEach(() => {
  answer('GET', '/api/me', () =>
    json(200, {
      user: {
        email: 'rafi@shikhon.example',
        name: 'Rafi',
        isStaff: true,
        courses: { enrolled: [], pending: [] },
      },
    }),
  );
});

describe('SiteHeader, signed in', () => {
  it('links Dashboard at every width: beside Profile from lg, in the compact row below it', async () => {
    await dom.render(<SiteHeader pathname="/dashboard" />);
    const dashboards = [...container.querySelectorAll('a[href="/dashboard"]')];
    expect(dashboards.map((a) => a.textContent)).toEqual(['Dashboard', 'Dashboard']);
    expect(dashboards.every((a) => a.getAttribute('aria-current') === 'page')).toBe(true);
    // The top-row copy gives way below lg, where the compact row (lg:hidden) carries it.
    expect(dashboards[0]?.className).toContain('max-lg:hidden');
    expect(dashboards[1]?.closest('nav')?.className).toContain('lg:hidden');
    expect(dashboards[0]?.nextElementSibling?.textContent).toBe('Profile');
    // The email is the first thing to go when the row gets narrow.
    expect(container.querySelector('span[title="rafi@shikhon.example"]')?.className).toContain(
      'xl:inline',
    );
    expect(container.querySelector('a[href="/admin"]')?.textContent).toBe('Admin');
  });

  it('links Admin for staff at every width: in the top row from sm, in the compact row below', async () => {
    await dom.render(<SiteHeader pathname="/admin/orders" />);
    const admins = [...container.querySelectorAll('a[href="/admin"]')];
    expect(admins.map((a) => a.textContent)).toEqual(['Admin', 'Admin']);
    expect(admins.every((a) => a.getAttribute('aria-current') === 'page')).toBe(true);
    // Each copy shows exactly where the other is hidden (sm is 640 px; a phone is 390 px).
    expect(admins[0]?.className).toContain('max-sm:hidden');
    expect(admins[1]?.closest('nav')?.getAttribute('aria-label')).toBe('Main (compact)');
    expect(admins[1]?.className).toContain('sm:hidden');
    expect(admins[1]?.className).not.toContain('max-sm:hidden');
    // Five links do not fit one row at 390 px: the compact row wraps instead of overflowing.
    expect(admins[1]?.closest('nav')?.className).toContain('flex-wrap');
  });

  it("counts staff's waiting work on the Admin link: 'Admin, 3 waiting' to a screen reader", async () => {
    answer('GET', '/api/admin/waiting', () => json(200, { orders: 2, refunds: 1, total: 3 }));
    await dom.render(<SiteHeader pathname="/courses" />);
    const admins = [...container.querySelectorAll('a[href="/admin"]')];
    // The accessible name is the link's text: visible 'Admin 3', with ', ' and ' waiting' read.
    expect(admins.map((a) => a.textContent)).toEqual(['Admin, 3 waiting', 'Admin, 3 waiting']);
    for (const admin of admins) {
      const visible = [...admin.querySelectorAll('span')].filter(
        (span) => !span.classList.contains('sr-only'),
      );
      expect(visible.map((span) => span.textContent)).toEqual(['3']);
    }
    expect(calls.filter((call) => call.url === '/api/admin/waiting')).toHaveLength(1);
  });

  it('shows a plain Admin link when nothing waits', async () => {
    answer('GET', '/api/admin/waiting', () => json(200, { orders: 0, refunds: 0, total: 0 }));
    await dom.render(<SiteHeader pathname="/courses" />);
    const admins = [...container.querySelectorAll('a[href="/admin"]')];
    expect(admins.map((a) => a.textContent)).toEqual(['Admin', 'Admin']);
  });

  it('shows no Admin link to a learner who is not staff', async () => {
    answer('GET', '/api/me', () =>
      json(200, {
        user: {
          email: 'mitu@shikhon.example',
          name: 'Mitu',
          isStaff: false,
          courses: { enrolled: [], pending: [] },
        },
      }),
    );
    // The session is kept per tab: read again, as after signing in as someone else.
    await refreshSession();
    await dom.render(<SiteHeader pathname="/dashboard" />);
    expect(container.querySelector('a[href="/dashboard"]')).not.toBeNull();
    expect(container.querySelector('a[href="/admin"]')).toBeNull();
    // Nor asks the server what waits for staff.
    expect(calls.some((call) => call.url === '/api/admin/waiting')).toBe(false);
  });
});
