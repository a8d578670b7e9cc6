import { describe, expect, it } from 'vitest';
import { renderPage } from '../../entry-server';
import { visibleText } from '../../../../tests/helpers/visible-text';
import { privacyPolicy } from '../../features/legal/privacy-policy';

describe('/privacy', () => {
  it('renders the policy as h2 sections with the last-updated date', async () => {
    const { key, html, meta } = await renderPage('/privacy');
    const text = visibleText(html);
    expect(key).toBe('privacy');
    expect(meta.title).toBe('Privacy Policy');
    expect(html).toMatch(/<h1[^>]*>Privacy Policy<\/h1>/);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(text).toContain('Last updated: December 15, 2024');
    for (const section of privacyPolicy.sections) {
      expect(html).toContain(`id="${section.id}"`);
      expect(html).toContain(`href="#${section.id}"`);
      expect(text).toContain(section.heading);
    }
    expect(text).toContain('We reply within 30 days');
    expect(text).toContain('a session cookie');
    expect(text).toContain('Payment records: about 7 years');
    // The server's SUPPORT_EMAIL replaces the placeholder; the data's own marker never shows.
    expect(html).toContain('href="mailto:__SUPPORT_EMAIL__"');
    expect(html).not.toContain('{support-email}');
    expect(html).toContain('href="/terms"');
  });
});
