import { describe, expect, it } from 'vitest';
import { renderPage } from '../../entry-server';
import { visibleText } from '../../../../tests/helpers/visible-text';

describe('/admin/messages', () => {
  it('prerenders as an access check, with no message in the HTML', async () => {
    const { key, html, meta } = await renderPage('/admin/messages');
    expect(key).toBe('admin-messages');
    expect(meta).toMatchObject({ title: 'Messages', noindex: true });
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toMatch(/<h1[^>]*>Messages<\/h1>/);
    expect(visibleText(html)).toContain('contact form');
    expect(html).toMatch(/<p role="status"[^>]*>Checking your access...<\/p>/);
    expect(html).not.toContain('<form');
    expect(html).not.toContain('<article');
  });
});
