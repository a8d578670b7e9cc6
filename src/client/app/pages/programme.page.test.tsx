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
      if (programme.onSale) expect(html).toContain(`${programme.hours} hours`);
      else expect(html).not.toMatch(/\d+ hours/);
      expect(html).toContain(`৳${Number(programme.price).toLocaleString('en-US')}`);
      expect(html).toContain(programme.description);
      for (const outcome of programme.outcomes) expect(html).toContain(outcome.text);
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
      // No fake enrolment: a programme without labs is not for sale and offers to tell you.
      expect(html).not.toContain('Enroll in this lab');
      if (count > 0) {
        expect(programme.onSale).toBe(true);
        expect(html).toMatch(new RegExp(`href="/checkout/${programme.slug}"[^>]*>Enroll<`));
        expect(html).toMatch(
          new RegExp(`href="/labs/${programme.labIds[0]}/session"[^>]*>Try the first lab free<`),
        );
        for (const outcome of programme.outcomes) expect(outcome.labIds.length).toBeGreaterThan(0);
      } else {
        expect(programme.onSale).toBe(false);
        expect(html).not.toContain(`href="/checkout/${programme.slug}"`);
        expect(html).not.toContain('Try the first lab free');
        expect(html).toContain('In preparation');
        expect(html).toContain('Not on sale yet: its labs are still being built.');
        expect(html).toContain('This programme is in preparation: its labs are still being built');
        expect(html).toContain('What it will cover (planned)');
      }
    },
  );

  it('says where cheaper courses hold the same labs', async () => {
    const docker = decode((await renderPage('/labs/docker-hands-on-labs')).html);
    expect(docker).toContain(
      'Every lab here is also in the course Docker Fundamentals (৳1,000), with its lessons and quizzes.',
    );
    const bootcamp = decode((await renderPage('/labs/devops-engineering-bootcamp')).html);
    expect(bootcamp).toContain(
      'Every lab here is also in the courses Linux System Administration,',
    );
    expect(bootcamp).toContain('(৳15,600 together), with their lessons and quizzes.');
  });

  it('answers 404 with "Lab not found" for an unknown slug', async () => {
    const page = await renderPage('/labs/nope');
    expect(page.meta.status).toBe(404);
    expect(page.html).toContain('Lab not found</h1>');
    expect(page.html).toContain('href="/labs"');
    expect(page.html).toContain('Back to Labs');
  });
});
