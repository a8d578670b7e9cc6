// @vitest-environment jsdom
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, settle, setupDom } from '../../../../tests/helpers/dom';
import { learningPaths } from '../../../shared/catalogue/paths';
import type { CourseProgress } from '../../../shared/schemas/learn';
import type { MyCourses } from '../../../shared/schemas/order';
import { forgetLearnProgress } from '../../lib/learn-progress';
import { refreshSession } from '../../lib/session';
import { matchRoute } from '../routes';
import { page } from './learning-paths.page';

const { container, hydrate } = setupDom();
const { answer, calls, json } = fakeApi();

const progress = (courseId: string, percent: number): CourseProgress => ({
  courseId,
  percent,
  finished: percent,
  total: 100,
  lastActivityAt: '2026-11-22T10:00:00.000Z',
  nextItemId: null,
});

async function signIn(courses: MyCourses | null) {
  answer('GET', '/api/me', () =>
    json(200, {
      user: courses ? { email: 'n@example.com', name: 'N', isStaff: false, courses } : null,
    }),
  );
  await act(async () => {
    await refreshSession();
  });
}

const ListPage = () => <page.Page route={matchRoute('/learning-paths')} />;

/** The card of a path in the list, found by its title link. */
function card(pathId: string): HTMLElement {
  const link = container.querySelector(`a[href="/learning-path/${pathId}"]`);
  const article = link?.closest('article');
  if (!(article instanceof HTMLElement)) throw new Error(`no card for ${pathId}`);
  return article;
}

/** What a card says about the learner's progress: the sentence and the bar's value. */
function cardProgress(pathId: string) {
  const article = card(pathId);
  const bar = article.querySelector('[role="progressbar"]');
  return {
    text: /\d+ of \d+ courses finished/.exec(article.textContent)?.[0] ?? null,
    bar: bar ? [bar.getAttribute('aria-label'), bar.getAttribute('aria-valuenow')] : null,
  };
}

beforeEach(() => {
  sessionStorage.clear();
  forgetLearnProgress();
  answer('GET', '/api/learn', () =>
    json(200, [progress('docker-fundamentals', 100), progress('linux-system-administration', 50)]),
  );
});

describe('progress on the learning paths list', () => {
  it("shows a learner each path's progress over the courses the path counts", async () => {
    await signIn({ enrolled: ['docker-fundamentals', 'linux-system-administration'], pending: [] });
    await hydrate(<ListPage />);
    await settle();
    // Linux 50, Ansible 0, Docker 100.
    expect(cardProgress('system-administrator')).toEqual({
      text: '1 of 3 courses finished',
      bar: ['System Administrator progress', '50'],
    });
    // Docker 100, Kubernetes 0, Jenkins 0.
    expect(cardProgress('kubernetes-developer')).toEqual({
      text: '1 of 3 courses finished',
      bar: ['Kubernetes Developer progress', '33'],
    });
    // Linux 50, AWS 0.
    expect(cardProgress('it-foundations')).toEqual({
      text: '0 of 2 courses finished',
      bar: ['IT Foundations progress', '25'],
    });
    // Terraform and Ansible: the learner owns neither.
    expect(cardProgress('iac')).toEqual({ text: null, bar: null });
    // One request for the whole list.
    expect(calls.filter((call) => call.url === '/api/learn')).toHaveLength(1);
  });

  it("counts on each card as many courses as the card's own course count", async () => {
    await signIn({ enrolled: ['docker-fundamentals', 'linux-system-administration'], pending: [] });
    await hydrate(<ListPage />);
    await settle();
    let shown = 0;
    for (const path of learningPaths) {
      const facts = card(path.id).querySelector('ul li')?.textContent ?? '';
      const count = /^\s*(\d+) courses?\b/.exec(facts)?.[1];
      const of = / of (\d+) courses finished/.exec(card(path.id).textContent)?.[1];
      if (of === undefined) continue;
      shown += 1;
      expect(of, path.id).toBe(count);
    }
    expect(shown).toBeGreaterThan(10);
  });

  it('shows a visitor no progress and asks for none', async () => {
    await signIn(null);
    await hydrate(<ListPage />);
    await settle();
    expect(container.textContent).not.toContain('courses finished');
    expect(container.querySelector('[role="progressbar"]')).toBeNull();
    expect(calls.some((call) => call.url === '/api/learn')).toBe(false);
  });
});
