// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteHeader } from './site-header';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root | undefined;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(
        new Response(
          JSON.stringify({
            user: {
              email: 'rafi@shikhon.example',
              name: 'Rafi',
              isStaff: true,
              courses: { enrolled: [], pending: [] },
            },
          }),
          { status: 200, headers: { 'Content-Type': 'application/json' } },
        ),
      ),
    ),
  );
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  vi.unstubAllGlobals();
});

describe('SiteHeader, signed in', () => {
  it('links Dashboard at every width: beside Profile from lg, in the compact row below it', async () => {
    await act(async () => {
      root = createRoot(container);
      root.render(<SiteHeader pathname="/dashboard" />);
      for (let round = 0; round < 10; round += 1) await Promise.resolve();
    });
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
