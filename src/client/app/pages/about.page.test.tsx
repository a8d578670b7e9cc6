import { describe, expect, it } from 'vitest';
import { renderPage } from '../../entry-server';
import { visibleText } from '../../../../tests/helpers/visible-text';

describe('/about', () => {
  it('tells the story with the spec figures, four values, mission and vision', async () => {
    const { key, html, meta } = await renderPage('/about');
    const text = visibleText(html);
    expect(key).toBe('about');
    expect(meta.title).toBe('About Us');
    expect(meta.status).toBeUndefined();
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(text).toContain('2020');
    expect(text).toContain('10,000+');
    expect(text).toContain('95%');
    expect(text).toContain('Employed within 6 months');
    expect(text).toContain('Our story');
    for (const value of [
      'Learn by doing',
      'Within reach for everyone',
      'Taught by practitioners',
      'Learners first',
    ]) {
      expect(text).toContain(value);
    }
    expect(text).toContain('a throwaway Linux machine on our servers');
    expect(text).not.toContain('real cloud');
    expect(text).toContain('Our mission');
    expect(text).toContain('Our vision');
    expect(html).toContain('href="/courses"');
    expect(html).toContain('href="/contact"');
  });
});
