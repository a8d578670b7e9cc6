// @vitest-environment jsdom
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, setupDom } from '../../../../tests/helpers/dom';
import { visibleText } from '../../../../tests/helpers/visible-text';
import { courseItems } from '../../../shared/catalogue/course-items';
import { findCourse } from '../../../shared/catalogue/courses';
import { curriculumFor } from '../../../shared/catalogue/curricula';
import type { Course, CurriculumModule } from '../../../shared/catalogue/types';
import type { CourseOutline } from '../../../shared/schemas/learn';
import type { MyCourses } from '../../../shared/schemas/order';
import { refreshSession } from '../../lib/session';
import { LabsPanel } from './course-labs-panel.lazy';

function course(id: string): Course {
  const found = findCourse(id);
  if (!found) throw new Error(`missing course ${id}`);
  return found;
}

const linux = course('linux-system-administration');
const FIRST = 'linux-find-and-organise-files';
const SECOND = 'linux-users-and-permissions';
// The real curriculum's modules with two labs of the test's own: the first in module 1 (free),
// a second in module 2 (locked for visitors), none elsewhere.
const modules: CurriculumModule[] = curriculumFor(linux.id).map((module) => ({
  ...module,
  labs:
    module.id === 'linux-1'
      ? [{ id: FIRST, title: 'Find and organise files from the shell', minutes: 20 }]
      : module.id === 'linux-2'
        ? [{ id: SECOND, title: 'Users, groups and permissions', minutes: 30 }]
        : [],
}));
const OUTLINE_URL = `/api/learn/${linux.id}`;

const { container, hydrate } = setupDom();
const { answer, calls, json } = fakeApi();

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

/** The learner's outline of the course with `finished` items done. */
function outline(finished: string[]): CourseOutline {
  const items = courseItems(modules);
  return {
    courseId: linux.id,
    title: linux.title,
    modules: modules.map((module) => ({
      id: module.id,
      title: module.title,
      items: items
        .filter((item) => item.moduleId === module.id)
        .map((item) => ({ ...item, finished: finished.includes(item.id), preview: false })),
    })),
    finished: finished.length,
    total: items.length,
    percent: 0,
    lastItemId: null,
    nextItemId: null,
  };
}

/** Each lab row as [its text, its link or null]. */
const rows = () =>
  [...container.querySelectorAll('li > ul > li')].map((row) => [
    visibleText(row.innerHTML).trim(),
    row.querySelector('a')?.getAttribute('href') ?? null,
  ]);
const outlineCalls = () => calls.filter((call) => call.url === OUTLINE_URL);

beforeEach(() => {
  sessionStorage.clear();
});

describe('LabsPanel', () => {
  it('shows a visitor each module’s labs, the first free to open and the others locked', async () => {
    await signIn(null);
    const prerendered = await hydrate(<LabsPanel course={linux} modules={modules} />, {
      url: `/course/${linux.id}?tab=labs`,
    });
    expect(container.textContent).toContain('Module 1: Getting Started with the Shell');
    expect(container.textContent).toContain('Module 2: Users, Permissions and Packages');
    expect(rows()).toEqual([
      [
        'Find and organise files from the shell Free 20 min Open lab : Find and organise files from the shell',
        `/labs/${FIRST}/session`,
      ],
      ['Users, groups and permissions 30 min Locked', null],
    ]);
    expect(prerendered).toContain(`href="/labs/${FIRST}/session"`);
    expect(prerendered).not.toContain(`href="/labs/${SECOND}/session"`);
    expect(outlineCalls()).toEqual([]);
  });

  it('shows an owner which labs they passed and opens every one', async () => {
    await signIn({ enrolled: [linux.id], pending: [] });
    answer('GET', OUTLINE_URL, () => json(200, outline(['linux-1-1', FIRST])));
    await hydrate(<LabsPanel course={linux} modules={modules} />, {
      url: `/course/${linux.id}?tab=labs`,
    });
    await act(async () => {
      await Promise.resolve();
    });
    expect(rows()).toEqual([
      [
        'Find and organise files from the shell Passed 20 min Open lab : Find and organise files from the shell',
        `/labs/${FIRST}/session`,
      ],
      [
        'Users, groups and permissions Not passed yet 30 min Open lab : Users, groups and permissions',
        `/labs/${SECOND}/session`,
      ],
    ]);
    expect(container.textContent).not.toContain('Free');
    expect(outlineCalls()).toHaveLength(1);
  });

  it('asks for an owner’s progress only once the Labs tab is shown', async () => {
    await signIn({ enrolled: [linux.id], pending: [] });
    await hydrate(<LabsPanel course={linux} modules={modules} />);
    expect(outlineCalls()).toEqual([]);
    expect(container.textContent).not.toContain('Passed');
    expect(rows().map(([, href]) => href)).toEqual([
      `/labs/${FIRST}/session`,
      `/labs/${SECOND}/session`,
    ]);
  });

  it('opens every lab for staff, without a status', async () => {
    await signIn({ enrolled: [], pending: [] }, true);
    await hydrate(<LabsPanel course={linux} modules={modules} />, {
      url: `/course/${linux.id}?tab=labs`,
    });
    expect(rows().map(([, href]) => href)).toEqual([
      `/labs/${FIRST}/session`,
      `/labs/${SECOND}/session`,
    ]);
    expect(container.querySelectorAll('[title="Locked"]')).toHaveLength(0);
    expect(outlineCalls()).toEqual([]);
  });

  it('says a cloud course’s practice needs a cloud account, with no lab list', async () => {
    await signIn(null);
    const aws = course('aws-cloud-practitioner');
    await hydrate(<LabsPanel course={aws} modules={curriculumFor(aws.id)} />, {
      url: `/course/${aws.id}?tab=labs`,
    });
    expect(container.textContent).toContain(
      "This course's hands-on work needs your own cloud account: each module's lessons walk you through it step by step.",
    );
    expect(rows()).toEqual([]);
    expect(container.textContent).not.toMatch(/\d+ labs?\b/);
  });
});
