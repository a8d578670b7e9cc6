// @vitest-environment jsdom
import { act } from 'react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, settle, setupDom } from '../../../../tests/helpers/dom';
import { pathDetails } from '../../../shared/catalogue/path-details';
import { findPath } from '../../../shared/catalogue/paths';
import type { CourseProgress } from '../../../shared/schemas/learn';
import type { MyCourses } from '../../../shared/schemas/order';
import { forgetLearnProgress } from '../../lib/learn-progress';
import { refreshSession } from '../../lib/session';
import { DetailedPath, PlainPath } from './path-overview';
import { readyLaterParts } from '../../components/server-only';

// The roadmap's code, which the browser loads after the first view (the server awaits it).
beforeAll(readyLaterParts);

const sysadmin = findPath('system-administrator');
const sysadminDetail = pathDetails['system-administrator'];
// Linux, Ansible and Docker; no flowchart.
const devops = findPath('kubernetes-developer');
if (!sysadmin || !sysadminDetail || !devops) throw new Error('missing path');

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

const text = () => container.textContent ?? '';

beforeEach(() => {
  sessionStorage.clear();
  forgetLearnProgress();
  answer('GET', '/api/learn', () =>
    json(200, [progress('docker-fundamentals', 60), progress('linux-system-administration', 30)]),
  );
});

describe('progress on a learning path', () => {
  it("shows an owner's progress over the path and on its course cards", async () => {
    await signIn({ enrolled: ['docker-fundamentals', 'linux-system-administration'], pending: [] });
    // kubernetes-developer: Docker, Kubernetes, Jenkins -> (60 + 0 + 0) / 3.
    await hydrate(<PlainPath path={devops} />);
    await settle();
    expect(text()).toContain('You have finished 20% of this path.');
    const bars = [...container.querySelectorAll('[role="progressbar"]')].map((bar) => [
      bar.getAttribute('aria-label'),
      bar.getAttribute('aria-valuenow'),
    ]);
    expect(bars).toEqual([
      ['Path progress', '20'],
      ['Docker Fundamentals progress', '60'],
    ]);
    expect(calls.filter((call) => call.url === '/api/learn')).toHaveLength(1);
  });

  it('ticks the courses the learner has finished and counts them', async () => {
    await signIn({ enrolled: ['docker-fundamentals', 'linux-system-administration'], pending: [] });
    answer('GET', '/api/learn', () =>
      json(200, [
        progress('docker-fundamentals', 100),
        progress('linux-system-administration', 99),
      ]),
    );
    // system-administrator: Linux, Ansible, Docker.
    await hydrate(<DetailedPath path={sysadmin} detail={sysadminDetail} />);
    await settle();
    const section = container.querySelector('section[aria-label="Your progress"]');
    expect(section?.textContent).toContain('1 of 3 courses finished');
    const rows = [...(section?.querySelectorAll('li') ?? [])].map((row) => row.textContent);
    expect(rows).toEqual([
      'Linux System Administration99%',
      'Ansible Automation0%',
      'Docker FundamentalsFinished',
    ]);
  });

  it('shows the percent on the flowchart course cards of a detailed path', async () => {
    await signIn({ enrolled: ['docker-fundamentals', 'linux-system-administration'], pending: [] });
    await hydrate(<DetailedPath path={sysadmin} detail={sysadminDetail} />);
    await settle();
    // Linux 30, Ansible 0, Docker 60.
    expect(text()).toContain('You have finished 30% of this path.');
    const linux = [...container.querySelectorAll('article')].find((card) =>
      card.querySelector('a[href="/course/linux-system-administration"]'),
    );
    expect(linux?.textContent).toContain('30% complete');
  });

  it('leaves the page as it was for a visitor, without asking for progress', async () => {
    await signIn(null);
    await hydrate(
      <>
        <PlainPath path={devops} />
        <DetailedPath path={sysadmin} detail={sysadminDetail} />
      </>,
    );
    await settle();
    expect(text()).not.toContain('of this path');
    expect(text()).not.toContain('% complete');
    expect(container.querySelector('[role="progressbar"]')).toBeNull();
    expect(calls.some((call) => call.url === '/api/learn')).toBe(false);
  });

  it('shows nothing to a learner who owns none of the path’s courses', async () => {
    await signIn({ enrolled: ['aws-cloud-practitioner'], pending: [] });
    answer('GET', '/api/learn', () => json(200, [progress('aws-cloud-practitioner', 50)]));
    await hydrate(<PlainPath path={devops} />);
    await settle();
    expect(text()).not.toContain('of this path');
  });
});

/** The hero's course count, as its first fact says it. */
function heroCount(): string | undefined {
  const facts = container.querySelector('section ul li')?.textContent ?? '';
  return /^\s*(\d+) courses?/.exec(facts)?.[1];
}

const detailLinks = () =>
  [...container.querySelectorAll('a')].filter((link) =>
    link.textContent.startsWith('More details'),
  );

describe('one course count on a path page', () => {
  it.each(Object.keys(pathDetails))(
    '%s: the hero, the roadmap cards and the progress count the same courses',
    async (id) => {
      const path = findPath(id);
      const detail = pathDetails[id];
      if (!path || !detail) throw new Error(`missing ${id}`);
      await signIn({ enrolled: ['docker-fundamentals'], pending: [] });
      answer('GET', '/api/learn', () => json(200, [progress('docker-fundamentals', 100)]));
      await hydrate(<DetailedPath path={path} detail={detail} />);
      await settle();
      expect(heroCount()).toBe('3');
      expect(detailLinks()).toHaveLength(3);
      const section = container.querySelector('section[aria-label="Your progress"]');
      expect(section?.textContent).toContain('1 of 3 courses finished');
    },
  );

  // A course the path names that no catalogue course teaches.
  const networking = { id: 'networking-in-depth', title: 'Networking in Depth' };

  it('shows a roadmap card for a course not taught here, without a link or a count', async () => {
    await signIn({ enrolled: ['docker-fundamentals'], pending: [] });
    answer('GET', '/api/learn', () => json(200, [progress('docker-fundamentals', 100)]));
    const path = { ...sysadmin, notTaught: [networking] };
    const detail = {
      ...sysadminDetail,
      cardPlacements: [...sysadminDetail.cardPlacements, { courseId: networking.id, x: 88, y: 25 }],
    };
    await hydrate(<DetailedPath path={path} detail={detail} />);
    await settle();
    expect(container.querySelector('section ul li')?.textContent).toContain(
      '3 courses (and 1 not taught here yet)',
    );
    const cards = [...container.querySelectorAll('article')];
    expect(cards).toHaveLength(4);
    const untaught = cards.find((article) => article.textContent.includes(networking.title));
    expect(untaught?.textContent).toContain('Not taught here yet');
    expect(untaught?.querySelector('a')).toBeNull();
    expect(detailLinks()).toHaveLength(3);
    const section = container.querySelector('section[aria-label="Your progress"]');
    expect(section?.textContent).toContain('1 of 3 courses finished');
    expect(section?.textContent).not.toContain(networking.title);
  });

  it('lists a course not taught here on a path without a roadmap, uncounted', async () => {
    await signIn(null);
    await hydrate(<PlainPath path={{ ...devops, notTaught: [networking] }} />);
    await settle();
    expect(heroCount()).toBe('3');
    expect(text()).toContain('3 courses (and 1 not taught here yet)');
    expect(text()).toContain(`${networking.title}: Not taught here yet`);
    expect(container.querySelector('a[href="/course/networking-in-depth"]')).toBeNull();
  });
});
