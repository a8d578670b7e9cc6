import { describe, expect, it } from 'vitest';
import { renderPage } from '../../entry-server';
import { visibleText } from '../../../../tests/helpers/visible-text';

describe('/admin/orders and /admin', () => {
  it('prerenders payment review as an access check, with nothing about any order', async () => {
    const { key, html, meta } = await renderPage('/admin/orders');
    expect(key).toBe('admin-orders');
    expect(meta).toMatchObject({ title: 'Payment review', noindex: true });
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(visibleText(html)).toContain('Payment review');
    expect(visibleText(html)).toContain(
      'The page opens on the payments awaiting verification, oldest first: learners are promised a decision within 24 hours.',
    );
    expect(html).toMatch(/<p role="status"[^>]*>Checking your access...<\/p>/);
    expect(html).not.toContain('<form');
  });

  it('prerenders the staff area the same way', async () => {
    const { key, html, meta } = await renderPage('/admin');
    expect(key).toBe('admin');
    expect(meta).toMatchObject({ title: 'Staff area', noindex: true });
    expect(visibleText(html)).toContain('Staff area');
    expect(html).toMatch(/<p role="status"[^>]*>Checking your access...<\/p>/);
  });
});
