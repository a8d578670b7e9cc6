import { loadArticleBody } from '../../../shared/catalogue/blog-bodies';
import { describe, expect, it } from 'vitest';
import { articles } from '../../../shared/catalogue/blog';
import { formatDate } from '../../../shared/format/format';
import { renderPage } from '../../entry-server';
import { visibleText } from '../../../../tests/helpers/visible-text';

const squash = (value: string) => value.replace(/\s+/g, ' ');

describe.each(articles.map((article) => [article.slug, article] as const))(
  '/blog/%s',
  (slug, article) => {
    it('renders the article with its meta and every body block', async () => {
      const { key, html, meta } = await renderPage(`/blog/${slug}`);
      const text = visibleText(html);
      expect(key).toBe('article');
      expect(meta).toEqual({ title: article.title, description: article.excerpt });
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      expect(html).toContain('href="/blog"');
      expect(text).toContain('Back to Blog');
      for (const field of [
        article.category,
        article.title,
        article.author,
        formatDate(article.date),
        article.readTime,
      ]) {
        expect(text).toContain(field);
      }
      for (const block of await loadArticleBody(article.slug)) {
        const parts = block.kind === 'ul' ? block.items : [block.text];
        for (const part of parts) expect(text).toContain(squash(part));
      }
    });

    it('puts code in a keyboard-scrollable region', async () => {
      const { html } = await renderPage(`/blog/${slug}`);
      expect(html).toMatch(
        /<pre role="region" aria-label="Code example" tabindex="0" class="[^"]*overflow-x-auto/,
      );
    });

    it('links to two or three other articles', async () => {
      const { html } = await renderPage(`/blog/${slug}`);
      const more = html.slice(html.indexOf('More articles'));
      const links = more.match(/aria-label="Read More: [^"]+"/g) ?? [];
      expect(links.length).toBeGreaterThanOrEqual(2);
      expect(links.length).toBeLessThanOrEqual(3);
      expect(links).not.toContain(`aria-label="Read More: ${article.title}"`);
    });
  },
);

describe('/blog/nope', () => {
  it('shows the not-found state with status 404', async () => {
    const { key, html, meta } = await renderPage('/blog/nope');
    expect(key).toBe('article');
    expect(meta.status).toBe(404);
    expect(meta.title).toBe('Article not found');
    expect(html).toMatch(/<h1[^>]*>Article not found<\/h1>/);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(visibleText(html)).toContain('Back to Blog');
    expect(html).toContain('href="/blog"');
  });
});
