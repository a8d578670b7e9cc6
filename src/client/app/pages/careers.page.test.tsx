import { describe, expect, it } from 'vitest';
import { careerBenefits, positions } from '../../../shared/catalogue/careers';
import { renderPage } from '../../entry-server';
import { visibleText } from '../../../../tests/helpers/visible-text';

describe('/careers', () => {
  it('lists every benefit and the five open positions with all their fields', async () => {
    const { key, html, meta } = await renderPage('/careers');
    const text = visibleText(html);
    expect(key).toBe('careers');
    expect(meta.title).toBe('Careers');
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    for (const benefit of careerBenefits) {
      expect(text).toContain(benefit.title);
      expect(text).toContain(benefit.description);
    }
    expect(positions).toHaveLength(5);
    for (const position of positions) {
      for (const field of [
        position.title,
        position.department,
        position.location,
        position.type,
        position.experience,
        position.description,
        ...position.skills,
      ]) {
        expect(text).toContain(field);
      }
    }
  });

  it("links each 'Apply Now' to that position's application form", async () => {
    const { html } = await renderPage('/careers');
    expect(html.match(/>Apply Now</g)).toHaveLength(5);
    for (const position of positions) {
      expect(html).toContain(`aria-label="Apply Now: ${position.title}"`);
      expect(html).toContain(`href="/careers/apply/${position.id}"`);
    }
  });
});
