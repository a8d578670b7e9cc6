// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { articles } from '../../../shared/catalogue/blog';
import { BlogList } from './blog-list';
import { buttonByText } from '../../../../tests/helpers/queries';

// Tells React that updates are wrapped in act() (no global type declared: other tests share it).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root | undefined;
let consoleError: ReturnType<typeof vi.spyOn>;

function hydrateAt(url: string) {
  window.history.replaceState(null, '', url);
  container.innerHTML = renderToString(<BlogList />);
  act(() => {
    root = hydrateRoot(container, <BlogList />);
  });
}

const button = (name: string) => buttonByText(container, name);

function shownSlugs(): string[] {
  return [...container.querySelectorAll('a[href^="/blog/"]')].map((link) =>
    (link.getAttribute('href') ?? '').replace('/blog/', ''),
  );
}

const status = () => container.querySelector('[role="status"]')?.textContent;

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

describe('BlogList', () => {
  it('applies ?category= from the address after hydration', () => {
    hydrateAt('/blog?category=docker');
    expect(shownSlugs()).toEqual(['docker-multi-stage-builds']);
    expect(button('Docker').getAttribute('aria-pressed')).toBe('true');
    expect(button('All').getAttribute('aria-pressed')).toBe('false');
    expect(status()).toBe('Showing 1 article in Docker');
  });

  it('filters with the chips and keeps the choice in the URL', () => {
    hydrateAt('/blog');
    expect(shownSlugs()).toHaveLength(articles.length);

    act(() => button('Kubernetes').click());
    expect(window.location.search).toBe('?category=Kubernetes');
    expect(shownSlugs()).toEqual(['kubernetes-in-production-checklist']);
    expect(container.querySelector('h2')?.textContent).toBe(
      'Kubernetes in Production: A Practical Checklist',
    );

    act(() => button('CI/CD').click());
    expect(window.location.search).toBe('?category=CI%2FCD');
    expect(shownSlugs()).toEqual(['first-ci-cd-pipeline-github-actions']);

    // Pressing the selected chip again shows everything.
    act(() => button('CI/CD').click());
    expect(window.location.search).toBe('');
    expect(shownSlugs()).toHaveLength(articles.length);
  });

  it("explains an empty category and 'Show all articles' brings everything back", () => {
    hydrateAt('/blog');
    act(() => button('DevOps').click());
    expect(shownSlugs()).toEqual([]);
    expect(status()).toBe('No articles in DevOps yet.');

    act(() => button('Show all articles').click());
    expect(window.location.search).toBe('');
    expect(shownSlugs()).toHaveLength(articles.length);
    expect(document.activeElement).toBe(button('All'));
    expect(button('All').getAttribute('aria-pressed')).toBe('true');
  });
});
