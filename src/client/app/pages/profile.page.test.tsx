import { describe, expect, it } from 'vitest';
import { renderPage } from '../../entry-server';
import { visibleText } from '../../../../tests/helpers/visible-text';

describe('/profile', () => {
  it('is prerendered as a loading shell: one h1, then the profile loads in the browser', async () => {
    const { key, html, meta } = await renderPage('/profile');
    const text = visibleText(html);
    expect(key).toBe('profile');
    expect(meta).toMatchObject({ title: 'Profile Settings' });
    expect(meta.status).toBeUndefined();
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(text).toContain('Profile Settings');
    expect(html).toMatch(/<p role="status"[^>]*>Loading your profile...<\/p>/);
    // Nothing personal is in the prerendered HTML: no form until the profile arrives.
    expect(html).not.toContain('<form');
  });
});
