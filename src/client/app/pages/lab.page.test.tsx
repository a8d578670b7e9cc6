import { describe, expect, it } from 'vitest';
import { renderPage } from '../../entry-server';
import { labs } from '../../../shared/catalogue/labs';

const decode = (html: string) =>
  html.replaceAll('<!-- -->', '').replaceAll('&amp;', '&').replaceAll('&#x27;', "'");

describe('/labs/{slug}', () => {
  it.each(labs.map((lab) => [lab.slug, lab] as const))('renders %s', async (slug, lab) => {
    const page = await renderPage(`/labs/${slug}`);
    const html = decode(page.html);
    expect(page.key).toBe('lab');
    expect(page.meta.status).toBeUndefined();
    expect(page.meta.title).toBe(lab.title);
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain(`>${lab.title}</h1>`);
    expect(html).toContain('href="/labs"');
    expect(html).toContain('Back to Labs');
    expect(html).toContain(lab.technology);
    expect(html).toContain(`${lab.modules} modules`);
    expect(html).toContain(`${lab.labs} labs`);
    expect(html).toContain(`${lab.hours} hours`);
    expect(html).toContain(`৳${Number(lab.price).toLocaleString('en-US')}`);
    expect(html).toContain(lab.description);
    for (const outcome of lab.outcomes) expect(html).toContain(outcome);
    for (const title of lab.moduleTitles) expect(html).toContain(title);
    for (const id of lab.relatedCourseIds) expect(html).toContain(`href="/course/${id}"`);
    expect(html).toContain('Enroll in this lab');
  });

  it('answers 404 with "Lab not found" for an unknown slug', async () => {
    const page = await renderPage('/labs/nope');
    expect(page.meta.status).toBe(404);
    expect(page.html).toContain('Lab not found</h1>');
    expect(page.html).toContain('href="/labs"');
    expect(page.html).toContain('Back to Labs');
  });
});
