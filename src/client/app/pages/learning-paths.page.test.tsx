import { describe, expect, it } from 'vitest';
import { renderPage } from '../../entry-server';
import { domainPaths, rolePaths } from '../../../shared/catalogue/paths';

const decode = (html: string) =>
  html.replaceAll('<!-- -->', '').replaceAll('&amp;', '&').replaceAll('&#x27;', "'");

describe('/learning-paths', () => {
  it('lists 7 role-based and 20 domain-based paths linking to their pages', async () => {
    const page = await renderPage('/learning-paths');
    const html = decode(page.html);
    expect(page.key).toBe('learning-paths');
    expect(page.meta.title).toBe('Learning Paths');
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain('Role-based paths</h2>');
    expect(html).toContain('Domain-based paths</h2>');
    expect(rolePaths).toHaveLength(7);
    expect(domainPaths).toHaveLength(20);
    for (const path of [...rolePaths, ...domainPaths]) {
      expect(html).toContain(`href="/learning-path/${path.id}"`);
      expect(html).toContain(path.title);
      expect(html).toContain(path.description);
      expect(html).toContain(`${path.courses} courses`);
      for (const skill of path.skills) expect(html).toContain(skill);
    }
    expect(html).toMatch(/href="\/courses"[^>]*>Browse All Courses/);
    expect(html).toMatch(/href="\/skills-assessment"[^>]*>Take Skills Assessment/);
  });
});
