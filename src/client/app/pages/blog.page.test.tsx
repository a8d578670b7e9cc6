import { describe, expect, it } from 'vitest';
import { articles } from '../../../shared/catalogue/blog';
import { formatDate } from '../../../shared/format/format';
import { renderPage } from '../../entry-server';
import { visibleText } from '../../../../tests/helpers/visible-text';

describe('/blog', () => {
  it('prerenders every article, the featured one first', async () => {
    const { key, html, meta } = await renderPage('/blog');
    const text = visibleText(html);
    expect(key).toBe('blog');
    expect(meta.title).toBe('Blog');
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(text).toContain('Showing all 6 articles');
    const featured = articles.find((article) => article.featured);
    expect(featured).toBeDefined();
    const positions = articles.map((article) => html.indexOf(`href="/blog/${article.slug}"`));
    expect(Math.min(...positions)).toBe(html.indexOf(`href="/blog/${featured?.slug}"`));
    for (const article of articles) {
      expect(text).toContain(article.title);
      expect(text).toContain(article.excerpt);
      expect(text).toContain(article.author);
      expect(text).toContain(formatDate(article.date));
      expect(text).toContain(article.readTime);
      expect(html).toContain(`aria-label="Read More: ${article.title}"`);
    }
  });

  it('shows the category chips as toggle buttons with All pressed', async () => {
    const { html } = await renderPage('/blog');
    for (const chip of [
      'All',
      'DevOps',
      'AWS',
      'Azure',
      'Kubernetes',
      'Docker',
      'Terraform',
      'CI/CD',
    ]) {
      expect(html).toMatch(new RegExp(`aria-pressed="(true|false)"[^>]*>${chip}</button>`));
    }
    expect(html).toMatch(/aria-pressed="true"[^>]*>All<\/button>/);
    expect(html.match(/aria-pressed="true"/g)).toHaveLength(1);
  });
});
