// @vitest-environment jsdom
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, settle, setupDom } from '../../../../tests/helpers/dom';
import { anOrder, aVerifiedOrder } from '../../../../tests/helpers/order-factory';
import type { Enrollment } from '../../../shared/schemas/order';
import type { CourseProgress } from '../../../shared/schemas/learn';
import { forgetLearnProgress } from '../../lib/learn-progress';
import { BADGES } from '../../../shared/achievements/badges';
import type { AchievementsView } from '../../../shared/schemas/achievements';
import { LearnerDashboard } from './learner-dashboard';

const progressOf = (courseId: string, percent: number, lastActivityAt: string | null) =>
  ({
    courseId,
    percent,
    finished: percent / 10,
    total: 10,
    lastActivityAt,
    nextItemId: `${courseId}-1-2`,
  }) satisfies CourseProgress;

const ENROLLED: Enrollment = {
  courseId: 'docker-fundamentals',
  courseTitle: 'Docker Fundamentals',
  kind: 'course',
  enrolledAt: '2026-11-20T08:00:00.000Z',
  orderId: 'order-0',
};

const dom = setupDom();
const { container } = dom;
const { answer, calls, json } = fakeApi();
const requested = () => calls.map((call) => call.url);

function hydrate({
  signedIn = true,
  onSignedOut = () => undefined,
}: { signedIn?: boolean; onSignedOut?: () => void } = {}) {
  return dom.hydrate(
    <LearnerDashboard onSignedOut={onSignedOut} isSignedIn={() => Promise.resolve(signedIn)} />,
  );
}

const text = () => container.textContent ?? '';

function orderCard(courseTitle: string): HTMLElement {
  const orders = container.querySelector('section[aria-labelledby="my-orders"]');
  const card = [...(orders?.querySelectorAll('li') ?? [])].find(
    (item) => item.querySelector('h3')?.textContent === courseTitle,
  );
  if (!card) throw new Error(`no order card for ${courseTitle}`);
  return card;
}

const ACHIEVEMENTS: AchievementsView = {
  xp: 620,
  level: 2,
  levelName: 'Explorer',
  intoLevel: 120,
  levelSize: 500,
  toNext: 380,
  streakDays: 3,
  leaderboardNeedsName: false,
  badges: BADGES.map((badge) => ({
    ...badge,
    earnedAt: badge.id === 'first-lesson' ? '2026-11-20T19:00:00.000Z' : null,
  })),
};

// What to learn next is a chunk the dashboard loads with the learner's data; the tests load it
// first instead of racing it.
beforeAll(async () => {
  await import('./next-course.lazy');
});

beforeEach(() => {
  forgetLearnProgress();
  answer('GET', '/api/me/achievements', () => json(200, ACHIEVEMENTS));
  // The certificates section (its own tests: my-certificates.test.tsx).
  answer('GET', '/api/certificates', () => json(200, []));
  // The course cards read the session; a signed-in learner who owns Docker Fundamentals.
  answer('GET', '/api/me', () =>
    json(200, {
      user: {
        email: 'nusrat@example.com',
        name: 'Nusrat Jahan',
        isStaff: false,
        courses: { enrolled: ['docker-fundamentals'], pending: ['kubernetes-mastery'] },
      },
    }),
  );
});

describe('LearnerDashboard', () => {
  it('is prerendered as a loading state', () => {
    const html = renderToString(<LearnerDashboard isSignedIn={() => Promise.resolve(true)} />);
    expect(html).toMatch(/<p role="status"[^>]*>Loading your courses and orders...<\/p>/);
  });

  it('lists the owned courses as course cards and every order with its status', async () => {
    answer('GET', '/api/enrollments', () => json(200, [ENROLLED]));
    answer('GET', '/api/orders', () =>
      json(200, [
        anOrder(),
        anOrder({
          id: 'order-2',
          courseId: 'aws-cloud-practitioner',
          courseTitle: 'AWS Cloud Practitioner',
          amount: 3900,
          paymentMethod: 'nagad',
          transactionId: 'NG12345678',
          paymentStatus: 'rejected',
          reviewedAt: '2026-11-21T12:00:00.000Z',
          reviewNote: 'No payment with this transaction ID reached our Nagad account.',
        }),
        aVerifiedOrder(),
      ]),
    );
    answer('GET', '/api/learn', () =>
      json(200, [progressOf('docker-fundamentals', 30, '2026-11-22T04:00:00.000Z')]),
    );
    await hydrate();
    expect([...container.querySelectorAll('h2')].map((h) => h.textContent)).toEqual([
      'Continue learning',
      'My courses',
      'My orders',
    ]);

    // Course cards are the page's only articles (journeys find a course's card by its title).
    expect([...container.querySelectorAll('article h3')].map((h) => h.textContent)).toEqual([
      'Docker Fundamentals',
    ]);
    const courses = container.querySelector('section[aria-labelledby="my-courses"]');
    const courseLinks = [...(courses?.querySelectorAll('h3 a') ?? [])];
    expect(courseLinks.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Docker Fundamentals', '/course/docker-fundamentals'],
    ]);
    // An owned course's card shows the learner's progress and last activity, not its price.
    expect(courses?.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')).toBe(
      '30',
    );
    expect(courses?.textContent).toContain('Last activity: 22 Nov 2026, 10:00');
    expect(courses?.textContent).not.toContain('৳1,000');

    const pending = orderCard('Kubernetes Mastery');
    expect(pending.querySelector('h3 a')?.getAttribute('href')).toBe('/course/kubernetes-mastery');
    expect(pending.textContent).toContain('Pending verification');
    expect(pending.textContent).toContain('৳4,900');
    expect(pending.textContent).toContain('bKash');
    expect(pending.textContent).toContain('9AB3XK2LQ1');
    expect(pending.textContent).toContain('01712345678');
    // 10:05 UTC is 16:05 in Dhaka, whatever the browser's zone.
    expect(pending.textContent).toContain('21 Nov 2026, 16:05');
    expect(pending.textContent).toContain(
      'You sent this payment on 21 Nov 2026, 16:05. We verify payments within 24 hours.',
    );
    expect(pending.textContent).not.toContain('Try again');

    const rejected = orderCard('AWS Cloud Practitioner');
    expect(rejected.textContent).toContain('Rejected');
    expect(rejected.textContent).toContain('Nagad');
    expect(rejected.textContent).toContain(
      'Reason: No payment with this transaction ID reached our Nagad account.',
    );
    const retry = [...rejected.querySelectorAll('a')].find((a) => a.textContent === 'Try again');
    expect(retry?.getAttribute('href')).toBe('/checkout/aws-cloud-practitioner');

    const verified = orderCard('Docker Fundamentals');
    expect(verified.textContent).toContain('Verified');
    expect(verified.textContent).not.toContain('We verify payments within 24 hours.');
  });

  it('puts the course touched last first, with its next item, percent and Continue', async () => {
    answer('GET', '/api/me', () =>
      json(200, {
        user: {
          email: 'nusrat@example.com',
          name: 'Nusrat Jahan',
          isStaff: false,
          courses: { enrolled: ['docker-fundamentals', 'kubernetes-mastery'], pending: [] },
        },
      }),
    );
    answer('GET', '/api/enrollments', () =>
      json(200, [
        ENROLLED,
        { ...ENROLLED, courseId: 'kubernetes-mastery', courseTitle: 'Kubernetes Mastery' },
      ]),
    );
    answer('GET', '/api/orders', () => json(200, []));
    answer('GET', '/api/learn', () =>
      json(200, [
        progressOf('docker-fundamentals', 20, '2026-11-20T04:00:00.000Z'),
        progressOf('kubernetes-mastery', 60, '2026-11-23T04:00:00.000Z'),
      ]),
    );
    answer('GET', '/api/learn/kubernetes-mastery', () =>
      json(200, {
        modules: [
          {
            id: 'kubernetes-mastery-1',
            title: 'Basics',
            items: [{ id: 'kubernetes-mastery-1-2', title: 'Pods and nodes', kind: 'lesson' }],
          },
        ],
      }),
    );
    await hydrate();
    await settle();
    const resume = container.querySelector('section[aria-labelledby="continue-learning"]');
    expect(resume?.querySelector('h3')?.textContent).toBe('Kubernetes Mastery');
    expect(resume?.textContent).toContain('Next: Pods and nodes');
    expect(resume?.textContent).toContain('60% complete');
    expect(resume?.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')).toBe('60');
    expect(
      [...(resume?.querySelectorAll('a') ?? [])].map((a) => [
        a.textContent,
        a.getAttribute('href'),
      ]),
    ).toEqual([['Continue', '/learn/kubernetes-mastery']]);
    // One GET /api/learn serves the dashboard and its course cards.
    expect(requested().filter((url) => url === '/api/learn')).toHaveLength(1);
  });

  it('says a finished course is completed, with its certificate and the next course of its path', async () => {
    answer('GET', '/api/enrollments', () =>
      json(200, [
        { ...ENROLLED, courseId: 'linux-system-administration', courseTitle: 'Linux' },
        { ...ENROLLED, courseId: 'ansible-automation', courseTitle: 'Ansible' },
      ]),
    );
    answer('GET', '/api/orders', () => json(200, []));
    answer('GET', '/api/learn', () =>
      json(200, [
        {
          ...progressOf('linux-system-administration', 100, '2026-11-23T04:00:00.000Z'),
          finished: 10,
          nextItemId: null,
        },
        { ...progressOf('ansible-automation', 100, '2026-11-20T04:00:00.000Z'), nextItemId: null },
      ]),
    );
    await hydrate();
    await settle();
    const next = container.querySelector('section[aria-labelledby="continue-learning"]');
    expect(next?.querySelector('h2')?.textContent).toBe('Your next step');
    expect(next?.textContent).toContain('Completed');
    expect(next?.textContent).toContain(
      'You have finished every lesson, quiz and lab of this course.',
    );
    expect(next?.textContent).not.toContain('Continue learning');
    // Linux and Ansible are finished: the System Administrator path goes on with Docker.
    expect(next?.textContent).toContain('Next on the System Administrator path:');
    const links = [...(next?.querySelectorAll('a') ?? [])].map((a) => [
      a.textContent,
      a.getAttribute('href'),
    ]);
    expect(links).toContainEqual(['Your certificate', '#my-certificates']);
    expect(links).toContainEqual(['See Docker Fundamentals', '/course/docker-fundamentals']);
    expect(links).toContainEqual([
      'Review Linux System Administration',
      '/learn/linux-system-administration',
    ]);
  });

  it('picks an unfinished course over a finished one touched later', async () => {
    answer('GET', '/api/enrollments', () =>
      json(200, [
        ENROLLED,
        { ...ENROLLED, courseId: 'kubernetes-mastery', courseTitle: 'Kubernetes Mastery' },
      ]),
    );
    answer('GET', '/api/orders', () => json(200, []));
    answer('GET', '/api/learn', () =>
      json(200, [
        progressOf('docker-fundamentals', 20, '2026-11-20T04:00:00.000Z'),
        { ...progressOf('kubernetes-mastery', 100, '2026-11-23T04:00:00.000Z'), nextItemId: null },
      ]),
    );
    await hydrate();
    await settle();
    const resume = container.querySelector('section[aria-labelledby="continue-learning"]');
    expect(resume?.querySelector('h2')?.textContent).toBe('Continue learning');
    expect(resume?.querySelector('h3')?.textContent).toBe('Docker Fundamentals');
  });

  it('offers the catalogue when the learner owns nothing yet', async () => {
    answer('GET', '/api/enrollments', () => json(200, []));
    answer('GET', '/api/orders', () => json(200, []));
    await hydrate();
    const browse = [...container.querySelectorAll('a')].find(
      (a) => a.textContent === 'Browse courses',
    );
    expect(browse?.getAttribute('href')).toBe('/courses');
    expect(text()).toContain('No orders yet.');
  });

  it('sends a signed-out visitor to /auth without asking for their orders', async () => {
    const signedOut = vi.fn();
    await hydrate({ signedIn: false, onSignedOut: signedOut });
    expect(signedOut).toHaveBeenCalledTimes(1);
    expect(requested().filter((url) => url !== '/api/me')).toEqual([]);
  });

  it('sends the visitor to /auth when the session has ended (401)', async () => {
    answer('GET', '/api/enrollments', () => json(401, { error: { code: 'unauthenticated' } }));
    answer('GET', '/api/orders', () => json(401, { error: { code: 'unauthenticated' } }));
    const signedOut = vi.fn();
    await hydrate({ onSignedOut: signedOut });
    expect(signedOut).toHaveBeenCalledTimes(1);
  });

  it('says when loading fails and can try again', async () => {
    answer('GET', '/api/enrollments', () => json(200, []));
    await hydrate();
    expect(container.querySelector('[role="alert"]')?.textContent).toContain(
      'We could not load your courses and orders.',
    );
    answer('GET', '/api/orders', () => json(200, [anOrder()]));
    const retry = [...container.querySelectorAll('button')].find(
      (button) => button.textContent === 'Try again',
    );
    act(() => retry?.click());
    await settle();
    expect(container.querySelector('[role="alert"]')).toBeNull();
    expect(orderCard('Kubernetes Mastery').textContent).toContain('Pending verification');
  });

  it('loads the achievements section after the page: XP, level, streak and badges', async () => {
    answer('GET', '/api/enrollments', () => json(200, [ENROLLED]));
    answer('GET', '/api/orders', () => json(200, []));
    await hydrate();
    await settle();
    await vi.waitFor(() => {
      expect(container.querySelector('section[aria-labelledby="achievements"]')).not.toBeNull();
      expect(text()).toContain('620');
    });
    const section = container.querySelector('section[aria-labelledby="achievements"]');
    const shown = section?.textContent ?? '';
    expect(shown).toContain('Level 2: Explorer');
    expect(shown).toContain('380 XP to level 3');
    expect(shown).toContain('3 days');
    // Earned on 21 November in Dhaka (01:00 there), with its date; the others with their rule.
    expect(shown).toContain('Earned November 21, 2026');
    expect(shown).toContain('Pass your first lab.');
    expect(section?.querySelector('a[href="/leaderboard"]')?.textContent).toBe(
      'See the leaderboard',
    );
    expect(shown).not.toContain('You are not on the leaderboard');
  });

  it('asks a learner with XP but no name of their own to add one, linking their profile', async () => {
    answer('GET', '/api/enrollments', () => json(200, [ENROLLED]));
    answer('GET', '/api/orders', () => json(200, []));
    answer('GET', '/api/me/achievements', () =>
      json(200, { ...ACHIEVEMENTS, leaderboardNeedsName: true }),
    );
    await hydrate();
    await settle();
    await vi.waitFor(() => {
      expect(text()).toContain('620');
    });
    const section = container.querySelector('section[aria-labelledby="achievements"]');
    expect(section?.textContent).toContain(
      'You are not on the leaderboard: add your name on your profile.',
    );
    const link = [...(section?.querySelectorAll('a') ?? [])].find(
      (a) => a.textContent === 'add your name on your profile',
    );
    expect(link?.getAttribute('href')).toBe('/profile');
  });
});
