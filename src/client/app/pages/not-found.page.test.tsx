import { describe, expect, it } from 'vitest';
import { renderPage } from '../../entry-server';

describe('not-found page', () => {
  it('answers unknown paths with the 404 page and status', async () => {
    const { key, meta, html } = await renderPage('/does-not-exist');
    expect(key).toBe('not-found');
    expect(meta.status).toBe(404);
    expect(meta.title).toBe('Page not found');
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toContain('Oops! Page not found');
    expect(html).toMatch(/<a href="\/"[^>]*>.*Return to Home/);
  });
});
