import { describe, expect, it } from 'vitest';
import { renderPage } from '../../entry-server';
import { courses } from '../../../shared/catalogue/courses';
import { COURSE_CATEGORIES } from '../../../shared/catalogue/types';

describe('/courses', () => {
  it('prerenders the heading, the filters and all nine courses', async () => {
    const { key, html, meta } = await renderPage('/courses');
    expect(key).toBe('courses');
    expect(meta.status).toBeUndefined();
    expect(meta.title).toBe('All Courses');
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain('All Courses');
    expect(html).toMatch(/<label[^>]*for="course-search"[^>]*>Search courses<\/label>/);
    for (const label of ['All levels', 'Beginner', 'Intermediate', 'Advanced']) {
      expect(html).toContain(`>${label}</option>`);
    }
    expect(html).toContain('>All categories</option>');
    for (const category of COURSE_CATEGORIES) {
      expect(html).toContain(`>${category}</option>`);
    }
    for (const label of ['All prices', 'Free', 'Paid']) {
      expect(html).toContain(`>${label}</option>`);
    }
    expect(html).toMatch(/role="status"[^>]*>Showing 9 courses</);
    for (const course of courses) {
      expect(html).toContain(`href="/course/${course.id}"`);
      expect(html).toContain(course.title);
    }
    expect(html).not.toContain('No courses found matching your criteria');
  });
});
