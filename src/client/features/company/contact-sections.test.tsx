// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactDetails, SupportOptions } from './contact-sections';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root | undefined;
let consoleError: ReturnType<typeof vi.spyOn>;

/** The `<meta name="shikhon:{name}">` tags the server writes into every page. */
function setSettings(settings: Record<string, string>) {
  for (const [name, content] of Object.entries(settings)) {
    const meta = document.createElement('meta');
    meta.name = `shikhon:${name}`;
    meta.content = content;
    document.head.append(meta);
  }
}

const links = () =>
  [...container.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
const headings = () => [...container.querySelectorAll('h3')].map((h) => h.textContent);

/** Returns the HTML the prerender step would write, then hydrates it like the browser. */
function prerenderAndHydrate(): string {
  const page = (
    <>
      <ContactDetails />
      <SupportOptions />
    </>
  );
  const html = renderToString(page);
  container.innerHTML = html;
  act(() => {
    root = hydrateRoot(container, page, {
      onRecoverableError: (error) => {
        throw error;
      },
    });
  });
  return html;
}

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  consoleError = vi.spyOn(console, 'error');
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  for (const meta of document.head.querySelectorAll('meta[name^="shikhon:"]')) meta.remove();
  expect(consoleError).not.toHaveBeenCalled();
  consoleError.mockRestore();
});

describe('support options', () => {
  it('adds the forum and chat after hydration when the server has their addresses', () => {
    setSettings({
      'support-email': 'help@academy.example',
      'community-url': 'https://community.example.com',
      'chat-url': 'https://chat.example.com/shikhon',
    });
    const html = prerenderAndHydrate();
    expect(html).not.toContain('Community Forum');
    expect(html).not.toContain('Live Chat');
    expect(html).not.toContain('href=""');

    expect(headings()).toEqual([
      'Email',
      'Phone',
      'Office',
      'Live Chat',
      'Community Forum',
      'Help Center',
      'Email Support',
    ]);
    expect(links()).toEqual(
      expect.arrayContaining([
        ['help@academy.example', 'mailto:help@academy.example'],
        ['Start a chat', 'https://chat.example.com/shikhon'],
        ['Visit the forum', 'https://community.example.com'],
        ['Read the answers', '/faq'],
        ['Email support', 'mailto:help@academy.example?subject=Support%20request'],
        ['View All FAQs', '/faq'],
      ]),
    );
  });

  it('leaves out an option whose address is empty or not a web address', () => {
    setSettings({
      'support-email': 'help@academy.example',
      'community-url': '',
      'chat-url': 'javascript:alert(1)',
    });
    prerenderAndHydrate();
    expect(headings()).not.toContain('Community Forum');
    expect(headings()).not.toContain('Live Chat');
    expect(headings()).toContain('Help Center');
    expect(container.querySelector('a[href=""]')).toBeNull();
    expect(container.querySelector('a[href^="javascript:"]')).toBeNull();
  });
});
