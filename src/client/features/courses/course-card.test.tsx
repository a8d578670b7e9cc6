// @vitest-environment jsdom
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { polyfillDialog } from '../../../../tests/helpers/dialog';
import { fakeApi, setupDom } from '../../../../tests/helpers/dom';
import { findCourse } from '../../../shared/catalogue/courses';
import type { MyCourses } from '../../../shared/schemas/order';
import { CourseSideCard } from './course-side-card';
import { refreshSession } from '../../lib/session';
import { CourseCard } from '../../components/course-card';
import { forgetLearnProgress } from '../../lib/learn-progress';

const docker = findCourse('docker-fundamentals');
const kubernetes = findCourse('kubernetes-mastery');
const aws = findCourse('aws-cloud-practitioner');
if (!docker || !kubernetes || !aws) throw new Error('missing course');

// hydrate() prerenders like the server and hydrates like the browser: a mismatch fails the test.
const { container, hydrate } = setupDom();
const { answer, calls, json } = fakeApi();
polyfillDialog();

const DOCKER_PROGRESS = {
  courseId: 'docker-fundamentals',
  percent: 40,
  finished: 4,
  total: 10,
  lastActivityAt: '2026-11-22T10:00:00.000Z',
  nextItemId: 'docker-1-5',
};

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

/** The buttons on show (not those inside the closed certificate dialog), by visible text. */
const buttons = () =>
  [...container.querySelectorAll('button')]
    .filter((button) => !button.closest('dialog'))
    .map((button) => [button.textContent.trim(), button.getAttribute('aria-label')]);

const links = () =>
  [...container.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);

beforeEach(() => {
  // The remembered session lives there: each test signs in afresh.
  sessionStorage.clear();
  forgetLearnProgress();
  answer('GET', '/api/learn', () => json(200, [DOCKER_PROGRESS]));
  answer('GET', '/api/certificates', () => json(200, []));
});

describe('course card button', () => {
  const cards = (
    <>
      <CourseCard course={docker} />
      <CourseCard course={kubernetes} />
      <CourseCard course={aws} />
    </>
  );

  it("says 'Continue' for an owned course and 'Payment pending' while a payment waits", async () => {
    await signIn({ enrolled: [docker.id], pending: [kubernetes.id] });
    const prerendered = await hydrate(cards);
    // The prerendered page is the signed-out one, whatever the session says later.
    expect(prerendered.match(/>Buy Now</g)).toHaveLength(3);
    expect(buttons()).toEqual([
      ['Continue', 'Continue: Docker Fundamentals'],
      ['Payment pending', 'Payment pending: Kubernetes Mastery'],
      ['Buy Now', 'Buy Now: AWS Cloud Practitioner'],
    ]);
  });

  it("says 'Buy Now' to a signed-out visitor", async () => {
    await signIn(null);
    await hydrate(cards);
    expect(buttons().map(([label]) => label)).toEqual(['Buy Now', 'Buy Now', 'Buy Now']);
    expect(container.querySelector('[role="progressbar"]')).toBeNull();
    expect(container.textContent).toContain('৳1,000');
    expect(calls.some((call) => call.url === '/api/learn')).toBe(false);
  });

  it('shows an owner their progress instead of the price, asking for it once per page', async () => {
    await signIn({ enrolled: [docker.id], pending: [] });
    await hydrate(cards);
    const articles = [...container.querySelectorAll('article')];
    const bar = articles[0]?.querySelector('[role="progressbar"]');
    expect(bar?.getAttribute('aria-valuenow')).toBe('40');
    expect(articles[0]?.textContent).toContain('40%');
    expect(articles[0]?.textContent).not.toContain('৳1,000');
    expect(articles[1]?.querySelector('[role="progressbar"]')).toBeNull();
    expect(articles[2]?.textContent).toContain('৳');
    expect(calls.filter((call) => call.url === '/api/learn')).toHaveLength(1);
  });
});

describe('course side card', () => {
  it("shows the price and 'Enroll Now' to a buyer", async () => {
    await signIn({ enrolled: [], pending: [] });
    await hydrate(<CourseSideCard course={docker} />);
    expect(container.textContent).toContain('Course price৳1,000');
    expect(buttons().map(([label]) => label)).toEqual(['Enroll Now', 'Get Certificate']);
  });

  it("says 'Continue learning' with the owner's progress and keeps 'Get Certificate'", async () => {
    await signIn({ enrolled: [docker.id], pending: [] });
    await hydrate(<CourseSideCard course={docker} />);
    expect(container.querySelector('h2')?.textContent).toBe('You own this course');
    expect(container.textContent).not.toContain('Enroll Now');
    expect(container.textContent).toContain('You have finished 40% of this course.');
    expect(links()).toEqual([['Continue learning', `/learn/${docker.id}`]]);
    expect(buttons().map(([label]) => label)).toEqual(['Get Certificate']);
  });

  it('links an owner who has earned the certificate to it', async () => {
    const url = 'https://shikhon.test/certificates/AbCdEfGhIjKlMnOpQrStUvWx';
    answer('GET', '/api/certificates', () =>
      json(200, [
        {
          id: 'AbCdEfGhIjKlMnOpQrStUvWx',
          courseId: docker.id,
          courseTitle: docker.title,
          issuedAt: '2026-11-20T10:00:00.000Z',
          status: 'valid',
          url,
          pdfUrl: `${url}.pdf`,
        },
      ]),
    );
    await signIn({ enrolled: [docker.id], pending: [] });
    await hydrate(<CourseSideCard course={docker} />);
    const own = () => links().filter(([label]) => label === 'View your certificate');
    // Under 'Get Certificate'; the dialog, and its words, load on the first press.
    await vi.waitFor(() => expect(own()).toEqual([['View your certificate', url]]));
    expect(container.querySelector('dialog')).toBeNull();
    const button = [...container.querySelectorAll('button')].find(
      (candidate) => candidate.textContent.trim() === 'Get Certificate',
    );
    await act(async () => {
      button?.click();
      await import('./certificate-dialog.lazy');
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(container.querySelector('dialog')?.textContent).toContain(
      'Finish every lesson, quiz and lab of this course to earn a certificate',
    );
    expect(container.querySelector('dialog')?.open).toBe(true);
    // And beside the rule in the dialog.
    expect(own()).toEqual([
      ['View your certificate', url],
      ['View your certificate', url],
    ]);
  });

  it('links a waiting payment to its status', async () => {
    await signIn({ enrolled: [], pending: [docker.id] });
    await hydrate(<CourseSideCard course={docker} />);
    expect(container.querySelector('h2')?.textContent).toBe('Payment pending verification');
    expect(links()).toEqual([['View payment status', `/checkout/${docker.id}`]]);
  });
});
