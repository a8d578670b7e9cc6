import { describe, expect, it } from 'vitest';
import { renderPage } from '../../entry-server';
import { QUESTIONS } from '../../features/learning-paths/assessment';

const decode = (html: string) =>
  html.replaceAll('<!-- -->', '').replaceAll('&amp;', '&').replaceAll('&#x27;', "'");

describe('/skills-assessment', () => {
  it('renders every question as a fieldset of labelled radios and the submit button', async () => {
    const page = await renderPage('/skills-assessment');
    const html = decode(page.html);
    expect(page.meta.title).toBe('Skills Assessment');
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html.match(/<fieldset/g)).toHaveLength(QUESTIONS.length);
    for (const question of QUESTIONS) {
      expect(html).toContain(question.legend);
      for (const option of question.options) {
        expect(html).toContain(`for="${question.id}-${option.value}"`);
        expect(html).toContain(`id="${question.id}-${option.value}"`);
        expect(html).toContain(option.label);
      }
    }
    expect(html).toMatch(/type="submit"[^>]*>See my recommendation/);
  });
});
