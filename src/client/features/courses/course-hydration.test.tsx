// @vitest-environment jsdom
import { act, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { courses, findCourse } from '../../../shared/catalogue/courses';
import { curriculumFor, outcomesFor } from '../../../shared/catalogue/curricula';
import { renderOnServer } from '../../../../tests/helpers/dom';
import { CourseCatalogue } from './course-catalogue';
import { CourseDetailView } from './course-detail-view';
import { readyLaterParts } from '../../components/server-only';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

// The server renders the page's later parts (their code loaded first, as the prerender does).
beforeAll(readyLaterParts);

let root: Root | undefined;
let container: HTMLDivElement;

beforeEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

/** Prerenders like the server (no query string), then hydrates at `url` like the browser. */
async function hydrateAt(url: string, element: ReactNode) {
  container.innerHTML = renderOnServer(element);
  const prerendered = container.innerHTML;
  window.history.replaceState(null, '', url);
  const errors = vi.spyOn(console, 'error');
  await act(async () => {
    root = hydrateRoot(container, element, {
      onRecoverableError: (error) => {
        throw error;
      },
    });
  });
  expect(errors).not.toHaveBeenCalled();
  return prerendered;
}

const status = () => container.querySelector('[role="status"]')?.textContent;
const select = (id: string) => {
  const element = container.querySelector(`#${id}`);
  if (!(element instanceof HTMLSelectElement)) throw new Error(`no select #${id}`);
  return element;
};

function type(element: HTMLInputElement, value: string) {
  // React tracks the value it last set; go through the native setter so it sees a change.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(element, value);
  element.dispatchEvent(new Event('input', { bubbles: true }));
}

function changeSelect(element: HTMLSelectElement, value: string) {
  element.value = value;
  element.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('course catalogue in the browser', () => {
  it('prerenders all courses and applies the filters in the address after hydration', async () => {
    const prerendered = await hydrateAt(
      '/courses?level=advanced&category=nonsense',
      <CourseCatalogue courses={courses} />,
    );
    expect(prerendered).toContain('Showing 9 courses');
    expect(status()).toBe('Showing 1 course');
    expect(select('course-level').value).toBe('advanced');
    expect(select('course-category').value).toBe('');
  });

  it('writes filter changes to the address and clears them all', async () => {
    await hydrateAt('/courses', <CourseCatalogue courses={courses} />);
    await act(async () => changeSelect(select('course-category'), 'cloud-computing'));
    expect(window.location.search).toBe('?category=cloud-computing');
    expect(status()).toBe('Showing 2 courses');

    await act(async () => changeSelect(select('course-price'), 'free'));
    expect(window.location.search).toBe('?category=cloud-computing&price=free');
    expect(status()).toBe('Showing 0 courses');
    expect(container.textContent).toContain('No courses found matching your criteria');

    const clear = [...container.querySelectorAll('button')].find(
      (button) => button.textContent === 'Clear Filters',
    );
    await act(async () => clear?.click());
    expect(window.location.search).toBe('');
    expect(status()).toBe('Showing 9 courses');
    expect(document.activeElement?.id).toBe('course-search');
  });
  it('searches as the visitor types, keeping spaces between words', async () => {
    await hydrateAt('/courses', <CourseCatalogue courses={courses} />);
    const input = container.querySelector('#course-search');
    if (!(input instanceof HTMLInputElement)) throw new Error('no search box');
    await act(async () => type(input, 'CLOUD '));
    expect(input.value).toBe('CLOUD ');
    expect(new URLSearchParams(window.location.search).get('q')).toBe('CLOUD ');
    // AWS and Google Cloud by title, Terraform by its description.
    expect(status()).toBe('Showing 3 courses');
    await act(async () => type(input, 'CLOUD quantum'));
    expect(status()).toBe('Showing 0 courses');
    await act(async () => type(input, 'ec2'));
    expect(status()).toBe('Showing 1 course');
  });
});

describe('course detail in the browser', () => {
  const course = findCourse('kubernetes-mastery');
  if (!course) throw new Error('missing course');
  const view = (
    <CourseDetailView
      course={course}
      all={courses}
      modules={curriculumFor(course.id)}
      outcomes={outcomesFor(course.id)}
    />
  );
  const selectedTab = () => container.querySelector('[role="tab"][aria-selected="true"]');

  it('opens the curriculum tab named in the address after hydration', async () => {
    const prerendered = await hydrateAt(`/course/${course.id}?tab=curriculum`, view);
    expect(prerendered).toMatch(/aria-selected="true"[^>]*>Overview</);
    expect(selectedTab()?.textContent).toBe('Curriculum');
  });

  it('keeps the selected tab in the address', async () => {
    await hydrateAt(`/course/${course.id}`, view);
    expect(selectedTab()?.textContent).toBe('Overview');
    const labs = [...container.querySelectorAll('[role="tab"]')].find(
      (tab) => tab.textContent === 'Labs',
    );
    await act(async () => (labs as HTMLButtonElement | undefined)?.click());
    expect(window.location.search).toBe('?tab=labs');
    expect(selectedTab()?.textContent).toBe('Labs');
  });
});
