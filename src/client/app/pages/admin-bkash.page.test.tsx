import { describe, expect, it } from 'vitest';
import { renderPage } from '../../entry-server';
import { visibleText } from '../../../../tests/helpers/visible-text';

describe('/admin/bkash', () => {
  it('prerenders as an access check, with no payments in the HTML', async () => {
    const { key, html, meta } = await renderPage('/admin/bkash');
    expect(key).toBe('admin-bkash');
    expect(meta).toMatchObject({ title: 'bKash reconciliation', noindex: true });
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toMatch(/<h1[^>]*>bKash reconciliation<\/h1>/);
    expect(visibleText(html)).toContain('what bKash reports for each transaction ID');
    expect(html).toMatch(/<p role="status"[^>]*>Checking your access...<\/p>/);
    expect(html).not.toContain('<table');
    expect(html).not.toContain('<form');
  });
});
