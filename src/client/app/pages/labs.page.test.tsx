import { describe, expect, it } from 'vitest';
import { renderPage } from '../../entry-server';
import { labs } from '../../../shared/catalogue/labs';
import { LAB_TECHNOLOGIES } from '../../../shared/catalogue/types';

const decode = (html: string) =>
  html.replaceAll('<!-- -->', '').replaceAll('&amp;', '&').replaceAll('&#x27;', "'");

describe('/labs', () => {
  it('prerenders every lab with the filters', async () => {
    const page = await renderPage('/labs');
    const html = decode(page.html);
    expect(page.key).toBe('labs');
    expect(page.meta.title).toBe('Labs');
    expect(page.meta.status).toBeUndefined();
    expect(html.match(/<h1/g)).toHaveLength(1);
    for (const tech of ['All', ...LAB_TECHNOLOGIES]) {
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
    for (const lab of labs) {
      expect(html).toContain(lab.title);
      expect(html).toContain(`href="/labs/${lab.slug}"`);
    }
    expect(html.match(/See Details/g)).toHaveLength(6);
    expect(html).toContain('৳26,000');
    expect(html).toContain('৳15,000');
    expect(html).toContain('BDT');
    // Each card counts its real labs (none claimed while a programme has none).
    expect(html).not.toContain('99+ labs');
    for (const lab of labs.filter((l) => l.labIds.length > 0)) {
      expect(html).toContain(`${lab.labIds.length} ${lab.labIds.length === 1 ? 'lab' : 'labs'}<`);
    }
    expect(html).not.toMatch(/>0 labs?</);
  });
});
