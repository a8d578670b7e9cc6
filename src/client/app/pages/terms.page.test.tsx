import { describe, expect, it } from 'vitest';
import { renderPage } from '../../entry-server';
import { visibleText } from '../../../../tests/helpers/visible-text';
import { termsOfService } from '../../features/legal/terms-of-service';

describe('/terms', () => {
  it('renders the terms as h2 sections with the last-updated date', async () => {
    const { key, html, meta } = await renderPage('/terms');
    const text = visibleText(html);
    expect(key).toBe('terms');
    expect(meta.title).toBe('Terms of Service');
    expect(html).toMatch(/<h1[^>]*>Terms of Service<\/h1>/);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(text).toContain('Last updated: December 15, 2024');
    for (const section of termsOfService.sections) {
      expect(html).toContain(`id="${section.id}"`);
      expect(text).toContain(section.heading);
    }
    expect(text).toContain('at least 16 years old');
    expect(text).toContain('30-day money-back guarantee');
    expect(text).toContain('less than 20% of the course');
    expect(text).toContain('99.9%');
    expect(text).toContain('12 months before the claim');
    expect(text).toContain('laws of Bangladesh');
    expect(html).toContain('href="/privacy"');
  });
});
