import { describe, expect, it } from 'vitest';
import { renderPage } from '../../entry-server';
import { visibleText } from '../../../../tests/helpers/visible-text';

describe('/admin/labs', () => {
  it('prerenders as an access check, with no checks in the HTML', async () => {
    const { key, html, meta } = await renderPage('/admin/labs');
    expect(key).toBe('admin-lab-checks');
    expect(meta).toMatchObject({ title: 'Lab checks', noindex: true });
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toMatch(/<h1[^>]*>Lab checks<\/h1>/);
    expect(visibleText(html)).toContain('pressed Check in a lab');
    expect(html).toMatch(/<p role="status"[^>]*>Checking your access...<\/p>/);
    expect(html).not.toContain('<article');
  });
});
