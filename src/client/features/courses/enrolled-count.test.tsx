// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, setupDom } from '../../../../tests/helpers/dom';
import { findCourse } from '../../../shared/catalogue/courses';
import { CourseCard } from '../../components/course-card';
import { forgetEnrolmentCounts } from '../../lib/enrolment-counts';
import { CourseHero } from './course-hero';

const docker = findCourse('docker-fundamentals');
const kubernetes = findCourse('kubernetes-mastery');
if (!docker || !kubernetes) throw new Error('missing course');

// hydrate() prerenders like the server and hydrates like the browser: a mismatch fails the test.
const { container, hydrate } = setupDom();
const { answer, calls, json } = fakeApi();
const COUNTS_URL = '/api/catalogue/enrolments';

beforeEach(() => {
  forgetEnrolmentCounts();
});

const page = (
  <>
    <CourseHero course={docker} />
    <CourseCard course={docker} />
    <CourseCard course={kubernetes} />
  </>
);
const figuresIn = (text: string) => text.match(/\d+ enrolled/g);
const figures = () => figuresIn(container.textContent);
/** The prerendered HTML's text, as a reader (or the layout) sees it before any script runs. */
function textOf(html: string): string {
  const element = document.createElement('div');
  element.innerHTML = html;
  return element.textContent;
}

describe('enrolled counts', () => {
  it('prerender the catalogue figure, then show the live count, asked for once', async () => {
    answer('GET', COUNTS_URL, () =>
      json(200, { counts: { [docker.id]: docker.enrolled + 3, [kubernetes.id]: 99 } }),
    );
    const prerendered = await hydrate(page);
    expect(figuresIn(textOf(prerendered))).toEqual([
      `${docker.enrolled} enrolled`,
      `${docker.enrolled} enrolled`,
      `${kubernetes.enrolled} enrolled`,
    ]);
    expect(figures()).toEqual([
      `${docker.enrolled + 3} enrolled`,
      `${docker.enrolled + 3} enrolled`,
      '99 enrolled',
    ]);
    expect(calls.filter((call) => call.url === COUNTS_URL)).toHaveLength(1);
  });

  it('keep the catalogue figure of a course the server leaves out', async () => {
    answer('GET', COUNTS_URL, () => json(200, { counts: { [docker.id]: 50 } }));
    await hydrate(page);
    expect(figures()).toEqual(['50 enrolled', '50 enrolled', `${kubernetes.enrolled} enrolled`]);
  });

  it('keep the catalogue figures when the server cannot say', async () => {
    answer('GET', COUNTS_URL, () => json(503, { error: { code: 'x', message: 'Away.' } }));
    await hydrate(page);
    expect(figures()).toEqual([
      `${docker.enrolled} enrolled`,
      `${docker.enrolled} enrolled`,
      `${kubernetes.enrolled} enrolled`,
    ]);
  });
});
