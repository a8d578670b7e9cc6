// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionState } from '../auth/session';
import { StaffHome } from './staff-home';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root | undefined;
let consoleError: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  consoleError = vi.spyOn(console, 'error');
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  expect(consoleError).not.toHaveBeenCalled();
  consoleError.mockRestore();
});

async function home(session: SessionState) {
  const element = <StaffHome getSession={() => Promise.resolve(session)} />;
  container.innerHTML = renderToString(element);
  act(() => {
    root = hydrateRoot(container, element);
  });
  await act(async () => {
    for (let round = 0; round < 5; round += 1) await Promise.resolve();
  });
}

describe('StaffHome (/admin): the inboxes', () => {
  it('gives staff one card per task: payments, messages and job applications', async () => {
    await home({ status: 'signed-in', email: 'rafi@shikhon.example', isStaff: true });
    const cards = [...container.querySelectorAll('article')].map((card) => ({
      name: card.querySelector('h2')?.textContent,
      href: card.querySelector('h2 a')?.getAttribute('href'),
      description: card.querySelector('p')?.textContent,
    }));
    expect(cards.map(({ name, href }) => [name, href])).toEqual([
      ['Payment review', '/admin/orders'],
      ['Messages', '/admin/messages'],
      ['Job applications', '/admin/applications'],
    ]);
    expect(cards[1]?.description).toContain('contact form');
    expect(cards[2]?.description).toContain('careers page');
  });
});
