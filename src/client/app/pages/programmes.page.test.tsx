import { describe, expect, it } from 'vitest';
import { renderPage } from '../../entry-server';
import { programmes } from '../../../shared/catalogue/programmes';
import { PROGRAMME_TECHNOLOGIES } from '../../../shared/catalogue/types';

const decode = (html: string) =>
  html.replaceAll('<!-- -->', '').replaceAll('&amp;', '&').replaceAll('&#x27;', "'");

describe('/labs', () => {
  it('prerenders every programme with the filters', async () => {
    const page = await renderPage('/labs');
    const html = decode(page.html);
    expect(page.key).toBe('programmes');
    expect(page.meta.title).toBe('Labs');
    expect(page.meta.status).toBeUndefined();
    expect(html.match(/<h1/g)).toHaveLength(1);
    for (const tech of ['All', ...PROGRAMME_TECHNOLOGIES]) {
      expect(html).toContain(`>${tech}</button>`);
    }
    expect(html).not.toContain('Poridhi');
    expect(html).toContain('aria-pressed="true"');
    expect(html).toContain('<label for="lab-search"');
    expect(html).toContain('Search labs');
    for (const level of ['All levels', 'Beginner', 'Intermediate', 'Advanced']) {
      expect(html).toContain(`>${level}</option>`);
    }
    expect(html).toMatch(/role="status"[^>]*>6 labs found/);
    for (const programme of programmes) {
      expect(html).toContain(programme.title);
      expect(html).toContain(`href="/labs/${programme.slug}"`);
    }
    expect(html.match(/See Details/g)).toHaveLength(6);
    expect(html).toContain('৳26,000');
    expect(html).toContain('৳15,000');
    expect(html).toContain('BDT');
    // Each card counts its real labs (none claimed while a programme has none).
    expect(html).not.toContain('99+ labs');
    for (const programme of programmes.filter((p) => p.labIds.length > 0)) {
      expect(html).toContain(
        `${programme.labIds.length} ${programme.labIds.length === 1 ? 'lab' : 'labs'}<`,
      );
    }
    expect(html).not.toMatch(/>0 labs?</);
  });
});
