import { describe, expect, it } from 'vitest';
import { renderPage } from '../../entry-server';
import { visibleText } from '../../../../tests/helpers/visible-text';

describe('/reset-password', () => {
  it('prerenders a neutral loading state: the token is only known in the browser', async () => {
    const { html, meta } = await renderPage('/reset-password');
    const text = visibleText(html);
    expect(text).toContain('Choose a new password');
    expect(text).toContain('Loading…');
    expect(text).not.toContain('expired');
    expect(meta.noindex).toBe(true);
  });
});
