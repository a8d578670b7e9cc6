import { describe, expect, it } from 'vitest';
import { renderPage } from '../../entry-server';
import { pathCourses } from '../../../shared/catalogue/path-courses';
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
    const cards = html.split('<article').slice(1);
    expect(cards).toHaveLength(27);
    for (const path of [...rolePaths, ...domainPaths]) {
      const card = cards.find((text) => text.includes(`href="/learning-path/${path.id}"`)) ?? '';
      expect(card).toContain(path.title);
      expect(card).toContain(path.description);
      // The count the path page, its progress and its badge use too.
      expect(card, path.id).toContain(`${pathCourses(path).taught.length} courses</li>`);
      for (const skill of path.skills) expect(card).toContain(skill);
    }
    // Progress is the learner's, after hydration: the prerendered list has none.
    expect(html).not.toContain('courses finished');
    expect(html).not.toContain('role="progressbar"');
    expect(html).toMatch(/href="\/courses"[^>]*>Browse All Courses/);
    expect(html).toMatch(/href="\/skills-assessment"[^>]*>Take Skills Assessment/);
  });
});
