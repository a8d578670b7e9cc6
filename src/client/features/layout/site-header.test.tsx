// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, setupDom } from '../../../../tests/helpers/dom';
import { SiteHeader } from './site-header';

const dom = setupDom();
const { container } = dom;
const { answer, json } = fakeApi();

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
});
