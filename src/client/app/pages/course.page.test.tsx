import { needsCloudAccount } from '../../../shared/catalogue/course-figures';
import { describe, expect, it } from 'vitest';
import { visibleText } from '../../../../tests/helpers/visible-text';
import { renderPage } from '../../entry-server';
import { courses } from '../../../shared/catalogue/courses';
import { curriculumFor, outcomesFor } from '../../../shared/catalogue/curricula';
import { formatDuration, formatTaka } from '../../../shared/format/format';
import { moduleMinutes, similarCourses } from '../../features/courses/course-detail';

describe('/course/{id}', () => {
  it.each(courses.map((course) => [course.id, course] as const))(
    'renders %s',
    async (_id, course) => {
      const { key, html, meta } = await renderPage(`/course/${course.id}`);
      const body = visibleText(html);
      expect(key).toBe('course');
      expect(meta).toEqual({ title: course.title, description: course.description });
      expect(html.match(/<h1/g)).toHaveLength(1);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${course.title}</h1>`));
      expect(html).toContain('href="/courses"');
      expect(body).toContain('Back to Courses');
      expect(body).toContain(course.description);
      expect(body).toContain('4.8');
      expect(body).toContain('(324 reviews)');
      expect(html.match(/text-amber-400/g)).toHaveLength(1);
      expect(body).toContain(`${course.lessons} lessons`);
      expect(body).toContain(`${course.hours} hours`);
      expect(body).toContain(`${course.enrolled} enrolled`);
      // The language it is taught in, said in both languages.
      expect(body).toContain('Language: English (ভাষা: ইংরেজি)');
      expect(html).toContain('<span lang="bn"');
      expect(body).toContain(formatTaka(course.priceBDT));
      expect(body).toContain(course.priceBDT === 0 ? 'Start Learning' : 'Enroll Now');
      expect(body).toContain('Get Certificate');
      // Its dialog loads on the first press, with its words (certificate-dialog.tsx).
      expect(body).not.toContain('Finish every lesson, quiz and lab of this course');
      // No page claims labs a course does not have.
      expect(body).not.toMatch(/(^|[^\d])0 hands-on labs/);
      expect(body).not.toContain('Practical Exercise');

      // Tabs: overview selected by default; the other panels are present but hidden.
      expect(html).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*>Overview</);
      expect(body).toContain("What you'll learn");
      // The course's own bullets, none of another course's.
      const own = outcomesFor(course.id);
      expect(own).toHaveLength(6);
      for (const outcome of own) expect(body).toContain(outcome);
      for (const other of courses.filter((c) => c.id !== course.id)) {
        for (const outcome of outcomesFor(other.id)) expect(body).not.toContain(outcome);
      }
      expect(body).not.toContain('fundamentals and best practices');
      const modules = curriculumFor(course.id);
      expect(modules).toHaveLength(4);
      modules.forEach((module, index) => {
        expect(body).toContain(`Module ${index + 1}: ${module.title}`);
        expect(body).toContain(
          `${module.lessons.length} lessons · ${formatDuration(moduleMinutes(module))}`,
        );
        for (const lesson of module.lessons) {
          expect(body).toContain(lesson.title);
          expect(body).toContain(`${lesson.minutes} min`);
        }
      });
      // The Labs tab lists the curriculum's labs, or says why there are none.
      const labs = modules.flatMap((module) => module.labs ?? []);
      expect(labs).toHaveLength(course.labs);
      for (const lab of labs) expect(body).toContain(lab.title);
      // A visitor may open the course's first lab (free); the others are locked.
      labs.forEach((lab, index) => {
        if (index === 0) expect(html).toContain(`href="/labs/${lab.id}/session"`);
        else expect(html).not.toContain(`href="/labs/${lab.id}/session"`);
      });
      if (labs.length === 0) {
        expect(body).toContain(
          needsCloudAccount(course)
            ? "This course's hands-on work needs your own cloud account"
            : "This course's in-browser labs are being written",
        );
        expect(body).not.toContain('Open lab');
      }

      const similar = similarCourses(course, courses);
      if (similar.length > 0) {
        expect(body).toContain(`Similar Courses in ${course.category}`);
        expect(body).toContain('View All Courses');
        for (const other of similar) expect(html).toContain(`href="/course/${other.id}"`);
      } else {
        expect(body).not.toContain('Similar Courses in');
      }
    },
  );

  it('shows similar cloud courses on the AWS page and none on the Docker page', async () => {
    const aws = visibleText((await renderPage('/course/aws-cloud-practitioner')).html);
    expect(aws).toContain('Similar Courses in Cloud Computing');
    expect(aws).toContain('Google Cloud Platform');
    const docker = visibleText((await renderPage('/course/docker-fundamentals')).html);
    expect(docker).not.toContain('Similar Courses in');
    expect(docker).not.toContain('View All Courses');
  });

  it("answers 'Course not found' with status 404 for an unknown id", async () => {
    const { key, html, meta } = await renderPage('/course/nope');
    expect(key).toBe('course');
    expect(meta.status).toBe(404);
    expect(meta.title).toBe('Course not found');
    expect(html).toMatch(/<h1[^>]*>Course not found<\/h1>/);
    expect(html).toContain('href="/courses"');
    expect(visibleText(html)).toContain('Back to Courses');
  });
});
