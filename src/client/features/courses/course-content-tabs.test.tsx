// @vitest-environment jsdom
import { act } from 'react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, setupDom } from '../../../../tests/helpers/dom';
import { findCourse } from '../../../shared/catalogue/courses';
import { curriculumFor, outcomesFor } from '../../../shared/catalogue/curricula';
import type { MyCourses } from '../../../shared/schemas/order';
import { refreshSession } from '../../lib/session';
import { CourseContentTabs } from './course-content-tabs';
import { readyLaterParts } from '../../components/server-only';

// The Curriculum and Labs tabs' code, which the browser loads after the first view.
beforeAll(readyLaterParts);

const course = findCourse('docker-fundamentals');
if (!course) throw new Error('missing course');
const modules = curriculumFor(course.id);
const lessonCount = modules.reduce((sum, module) => sum + module.lessons.length, 0);
const labCount = modules.reduce((sum, module) => sum + (module.labs?.length ?? 0), 0);

// hydrate() prerenders like the server and hydrates like the browser: a mismatch fails the test.
const { container, hydrate } = setupDom();
const { answer, json } = fakeApi();

async function signIn(courses: MyCourses | null, isStaff = false) {
  answer('GET', '/api/me', () =>
    json(200, {
      user: courses ? { email: 'n@example.com', name: 'N', isStaff, courses } : null,
    }),
  );
  await act(async () => {
    await refreshSession();
  });
}

const tabs = (
  <CourseContentTabs course={course} modules={modules} outcomes={outcomesFor(course.id)} />
);
const rows = () => [...container.querySelectorAll('[role="tabpanel"] ol > li > ul > li')];
const playerLinks = () =>
  [...container.querySelectorAll('a[href^="/learn/"]')].map((a) => [
    a.textContent,
    a.getAttribute('href'),
  ]);
const locks = () => container.querySelectorAll('[title="Locked"]');

beforeEach(() => {
  // The remembered session lives there: each test signs in afresh.
  sessionStorage.clear();
});

describe('curriculum rows', () => {
  it('show a visitor the free preview of the first lesson and a lock on every other item', async () => {
    await signIn(null);
    const prerendered = await hydrate(tabs, { url: `/course/${course.id}?tab=curriculum` });
    const first = modules[0];
    if (!first) throw new Error('no module');
    expect(playerLinks()).toEqual([
      [`Preview: ${first.lessons[0]?.title}`, `/learn/${course.id}/docker-1-1`],
    ]);
    // One row per lesson and lab and a quiz row per module; all but the preview lesson and the
    // course's free first lab are locked.
    expect(rows()).toHaveLength(lessonCount + labCount + modules.length);
    expect(locks()).toHaveLength(lessonCount + labCount + modules.length - 2);
    for (const lock of locks()) {
      expect(lock.textContent).toBe('Locked');
      expect(lock.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    }
    expect(rows().filter((row) => row.textContent.startsWith('Module quiz'))).toHaveLength(
      modules.length,
    );
    // The prerendered page is what every visitor gets first: the same locks and one preview.
    expect(prerendered.match(/title="Locked"/g)).toHaveLength(
      lessonCount + labCount + modules.length - 2,
    );
    expect(prerendered).toContain(`href="/learn/${course.id}/docker-1-1"`);
  });

  it('keep the locks for a learner who has only a payment waiting', async () => {
    await signIn({ enrolled: ['kubernetes-mastery'], pending: [course.id] });
    await hydrate(tabs);
    expect(playerLinks()).toHaveLength(1);
    expect(locks()).toHaveLength(lessonCount + labCount + modules.length - 2);
  });

  it("open every lesson and quiz in the player for the course's owner, without locks", async () => {
    await signIn({ enrolled: [course.id], pending: [] });
    const prerendered = await hydrate(tabs);
    // Prerendered signed out; the rows open once hydrated and the session is known.
    expect(prerendered).toContain('title="Locked"');
    expect(locks()).toHaveLength(0);
    const expected = modules.flatMap((module) => [
      ...module.lessons.map((lesson, index) => [
        lesson.title,
        `/learn/${course.id}/${module.id}-${index + 1}`,
      ]),
      ['Module quiz', `/learn/${course.id}/${module.id}-quiz`],
    ]);
    expect(playerLinks()).toEqual(expected);
    expect(container.textContent).not.toContain('Preview');
  });

  it('open for staff, who may read every course', async () => {
    await signIn({ enrolled: [], pending: [] }, true);
    await hydrate(tabs);
    expect(locks()).toHaveLength(0);
    expect(playerLinks()).toHaveLength(lessonCount + modules.length);
  });
});
