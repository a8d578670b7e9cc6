import { describe, expect, it } from 'vitest';
import { renderPage } from '../../entry-server';
import { visibleText } from '../../../../tests/helpers/visible-text';

describe('/admin/mail', () => {
  it('prerenders as an access check, with no mail in the HTML', async () => {
    const { key, html, meta } = await renderPage('/admin/mail');
    expect(key).toBe('admin-mail');
    expect(meta).toMatchObject({ title: 'Mail', noindex: true });
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toMatch(/<h1[^>]*>Mail<\/h1>/);
    expect(visibleText(html)).toContain('failed for 24 hours');
    expect(html).toMatch(/<p role="status"[^>]*>Checking your access...<\/p>/);
    expect(html).not.toContain('<article');
    expect(html).not.toContain('Resend');
  });
});
