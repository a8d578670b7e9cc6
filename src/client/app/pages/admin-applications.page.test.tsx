import { describe, expect, it } from 'vitest';
import { renderPage } from '../../entry-server';
import { visibleText } from '../../../../tests/helpers/visible-text';

describe('/admin/applications', () => {
  it('prerenders as an access check, with no application in the HTML', async () => {
    const { key, html, meta } = await renderPage('/admin/applications');
    expect(key).toBe('admin-applications');
    expect(meta).toMatchObject({ title: 'Job applications', noindex: true });
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toMatch(/<h1[^>]*>Job applications<\/h1>/);
    expect(visibleText(html)).toContain('careers page');
    expect(html).toMatch(/<p role="status"[^>]*>Checking your access...<\/p>/);
    expect(html).not.toContain('<form');
    expect(html).not.toContain('<article');
  });
});
