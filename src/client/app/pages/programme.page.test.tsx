import { describe, expect, it } from 'vitest';
import { renderPage } from '../../entry-server';
import { findCourse } from '../../../shared/catalogue/courses';
import { curriculumFor } from '../../../shared/catalogue/curricula';
import { programmes } from '../../../shared/catalogue/programmes';

const decode = (html: string) =>
  html.replaceAll('<!-- -->', '').replaceAll('&amp;', '&').replaceAll('&#x27;', "'");

describe('/labs/{slug}', () => {
  it.each(programmes.map((programme) => [programme.slug, programme] as const))(
    'renders %s',
    async (slug, programme) => {
      const page = await renderPage(`/labs/${slug}`);
      const html = decode(page.html);
      expect(page.key).toBe('programme');
      expect(page.meta.status).toBeUndefined();
      expect(page.meta.title).toBe(programme.title);
      expect(html.match(/<h1/g)).toHaveLength(1);
      expect(html).toContain(`>${programme.title}</h1>`);
      expect(html).toContain('href="/labs"');
      expect(html).toContain('Back to Labs');
      expect(html).toContain(programme.technology);
      expect(html).toContain(`${programme.modules} modules`);
      const count = programme.labIds.length;
      if (count > 0) expect(html).toContain(count === 1 ? '1 lab<' : `${count} labs<`);
      else expect(html).not.toMatch(/\b0 (hands-on )?labs\b/);
      expect(html).toContain(`${programme.hours} hours`);
      expect(html).toContain(`৳${Number(programme.price).toLocaleString('en-US')}`);
      expect(html).toContain(programme.description);
      for (const outcome of programme.outcomes) expect(html).toContain(outcome);
      for (const title of programme.moduleTitles) expect(html).toContain(title);
      for (const id of programme.relatedCourseIds) expect(html).toContain(`href="/course/${id}"`);
      expect(html).toContain('Labs in this programme');
      // Each real lab: title, course, minutes and its session link.
      const listed = programme.relatedCourseIds.flatMap((courseId) =>
        curriculumFor(courseId).flatMap((module) =>
          (module.labs ?? []).map((entry) => ({ ...entry, courseId })),
        ),
      );
      for (const id of programme.labIds) {
        const entry = listed.find((each) => each.id === id);
        expect(entry, id).toBeDefined();
        expect(html).toContain(`>${entry?.title}<`);
        expect(html).toContain(`>${findCourse(entry?.courseId ?? '')?.title}<`);
        expect(html).toContain(`${entry?.minutes} min`);
        expect(html).toContain(`href="/labs/${id}/session"`);
      }
      // No fake enrolment: the first lab, or nothing to start while there are no labs.
      expect(html).not.toContain('Enroll in this lab');
      expect(html).toMatch(new RegExp(`href="/checkout/${programme.slug}"[^>]*>Enroll<`));
      if (count > 0) {
        expect(html).toMatch(
          new RegExp(`href="/labs/${programme.labIds[0]}/session"[^>]*>Try the first lab free<`),
        );
      } else {
        expect(html).not.toContain('Try the first lab free');
        expect(html).toContain('The labs of this programme are being written.');
      }
    },
  );

  it('answers 404 with "Lab not found" for an unknown slug', async () => {
    const page = await renderPage('/labs/nope');
    expect(page.meta.status).toBe(404);
    expect(page.html).toContain('Lab not found</h1>');
    expect(page.html).toContain('href="/labs"');
    expect(page.html).toContain('Back to Labs');
  });
});
