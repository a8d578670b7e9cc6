import { describe, expect, it } from 'vitest';
import { visibleText } from '../../../../tests/helpers/visible-text';
import { renderPage } from '../../entry-server';
import { findCourse } from '../../../shared/catalogue/courses';
import { formatTaka } from '../../../shared/format/format';

const cases = [
  {
    topic: 'docker',
    courseId: 'docker-fundamentals',
    title: 'Docker Course',
    figures: [
      'Beginner',
      '42 students',
      '16 hours',
      '24 lessons',
      '4.8',
      'Course modules (4)',
      'Your instructor',
    ],
  },
  {
    topic: 'kubernetes',
    courseId: 'kubernetes-mastery',
    title: 'Kubernetes Course',
    figures: ['Advanced', '28 students', '18 hours', '28 lessons', '4.9'],
  },
  {
    topic: 'aws',
    courseId: 'aws-cloud-practitioner',
    title: 'AWS Course',
    figures: [
      'Intermediate',
      '35 students',
      '14 hours',
      '28 lessons',
      '4.7',
      'Certification ready',
    ],
  },
  {
    topic: 'azure',
    courseId: 'azure-devops-engineer',
    title: 'Azure Course',
    figures: ['16 hours', '28 lessons', '17 students', "What you'll learn", 'Your instructor'],
  },
];

describe('/courses/{topic} landing pages', () => {
  it.each(cases)('renders /courses/$topic', async ({ topic, courseId, title, figures }) => {
    const { key, html, meta } = await renderPage(`/courses/${topic}`);
    const body = visibleText(html);
    const course = findCourse(courseId);
    expect(key).toBe('course-landing');
    expect(meta.title).toBe(title);
    expect(meta.status).toBeUndefined();
    expect(html.match(/<h1/g)).toHaveLength(1);
    for (const figure of figures) expect(body).toContain(figure);
    expect(body).toContain('Enroll Now');
    expect(body).toContain('Preview Course');
    expect(html).toContain(`href="/course/${courseId}?tab=curriculum"`);
    expect(body).toContain('30-day money-back guarantee');
    expect(body).toContain(formatTaka(course?.priceBDT ?? -1));
  });

  it('keeps the azure page to its figures, a learn list and an instructor', async () => {
    const body = visibleText((await renderPage('/courses/azure')).html);
    expect(body).not.toContain('Certification ready');
    expect(body).not.toContain('Course modules');
  });
});
