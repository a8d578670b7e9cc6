import { describe, expect, it } from 'vitest';
import { renderPage } from '../../entry-server';
import { visibleText } from '../../../../tests/helpers/visible-text';

describe('/dashboard', () => {
  it('is prerendered as a private loading shell: the courses and orders load in the browser', async () => {
    const { key, html, meta } = await renderPage('/dashboard');
    expect(key).toBe('dashboard');
    expect(meta).toMatchObject({ title: 'My Learning', noindex: true });
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(visibleText(html)).toContain('My Learning');
    expect(html).toMatch(/<p role="status"[^>]*>Loading your courses and orders...<\/p>/);
  });
});
