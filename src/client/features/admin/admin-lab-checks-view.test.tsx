// @vitest-environment jsdom
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { settle, setValue } from '../../../../tests/helpers/dom';
import { buttonByName } from '../../../../tests/helpers/queries';
import { LEARNER, sessionOf, SIGNED_OUT, STAFF } from '../../../../tests/helpers/sessions';
import { setupStaffPage } from '../../../../tests/helpers/staff-page';
import type { SessionState } from '../../lib/session';
import type { AdminLabCheck, AdminLabCheckPage } from '../../../shared/schemas/admin-lab-checks';
import { AdminLabChecksView, labCheckCountLabel } from './admin-lab-checks-view';

function aCheck(overrides: Partial<AdminLabCheck> = {}): AdminLabCheck {
  return {
    id: 'c-1',
    checkedAt: '2026-11-21T10:05:00.000Z',
    verdict: 'failed',
    learnerName: 'Nusrat Jahan',
    learnerEmail: 'nusrat@example.com',
    labId: 'kubernetes-configmaps-and-secrets',
    labTitle: 'ConfigMaps and Secrets',
    step: 2,
    stepTitle: 'Move the password into a Secret',
    hints: ['HINT: deployment.yaml still holds DB_PASSWORD in plain text.'],
    sessionId: 's-1',
    ...overrides,
  };
}

const FAILED = aCheck();
const PASSED = aCheck({
  id: 'c-2',
  checkedAt: '2026-11-21T10:09:00.000Z',
  verdict: 'passed',
  hints: [],
  learnerName: 'Karim Uddin',
  learnerEmail: 'karim@example.com',
  labId: 'linux-users-and-permissions',
  labTitle: 'Users, groups and permissions',
  step: 1,
  stepTitle: 'Create the analysts group',
});

const page = (checks: AdminLabCheck[], hasMore = false, number = 1): AdminLabCheckPage => ({
  checks,
  hasMore,
  page: number,
});

const { dom, container, answer, json, signedOut, text, adminCalls } = setupStaffPage();

const open = (url = '/admin/labs', session: SessionState = STAFF) =>
  dom.hydrate(<AdminLabChecksView onSignedOut={signedOut} getSession={sessionOf(session)} />, {
    url,
  });

function article(labTitle: string): HTMLElement {
  const found = [...container.querySelectorAll('article')].find(
    (candidate) => candidate.querySelector('h2')?.textContent === labTitle,
  );
  if (!found) throw new Error(`no check of ${labTitle}`);
  return found;
}

function labelled(label: string): HTMLElement {
  const target = [...container.querySelectorAll('label')].find((l) => l.textContent === label);
  const element = target ? document.getElementById(target.htmlFor) : null;
  if (!element) throw new Error(`no field labelled ${label}`);
  return element;
}

const countLine = () => container.querySelector('[aria-live="polite"]')?.textContent;

describe('AdminLabChecksView: who may see it', () => {
  it('is prerendered as an access check', () => {
    const html = renderToString(<AdminLabChecksView getSession={sessionOf(STAFF)} />);
    expect(html).toMatch(/<p role="status"[^>]*>Checking your access...<\/p>/);
    expect(html).not.toContain('<form');
  });

  it('tells a learner the area is for staff, without asking the server', async () => {
    await open('/admin/labs', LEARNER);
    expect(text()).toContain('This area is for Shikhon Academy staff.');
    expect(adminCalls()).toEqual([]);
  });

  it('sends a signed-out visitor to /auth', async () => {
    await open('/admin/labs', SIGNED_OUT);
    expect(signedOut).toHaveBeenCalledTimes(1);
    expect(adminCalls()).toEqual([]);
  });

  it('shows the staff notice when the server refuses the list (403)', async () => {
    answer('GET', '/api/admin/lab-checks', () =>
      json(403, { error: { code: 'forbidden', message: 'Staff only.' } }),
    );
    await open();
    expect(text()).toContain('This area is for Shikhon Academy staff.');
  });
});

describe('AdminLabChecksView: the list', () => {
  it('shows each check: lab, step, verdict, learner, when, and the hints of a failed one', async () => {
    answer('GET', '/api/admin/lab-checks', () => json(200, page([PASSED, FAILED])));
    await open();
    expect(countLine()).toBe('2 checks');
    const failed = article('ConfigMaps and Secrets');
    for (const expected of [
      'Step 2: Move the password into a Secret',
      'Failed',
      'Nusrat Jahan',
      'nusrat@example.com',
      '21 Nov 2026, 16:05',
      'deployment.yaml still holds DB_PASSWORD in plain text.',
    ]) {
      expect(failed.textContent).toContain(expected);
    }
    expect(failed.textContent).not.toContain('HINT:');
    const passed = article('Users, groups and permissions');
    expect(passed.textContent).toContain('Passed');
    expect(passed.textContent).toContain('karim@example.com');
    expect(passed.querySelector('ul')).toBeNull();
    expect(container.querySelector('nav')).toBeNull();
  });

  it('applies verdict and search on Search, keeping them in the address', async () => {
    answer('GET', '/api/admin/lab-checks', () => json(200, page([PASSED, FAILED])));
    answer('GET', '/api/admin/lab-checks?verdict=failed&q=nusrat%40example.com', () =>
      json(200, page([FAILED])),
    );
    await open();
    expect([...(labelled('Verdict') as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'All',
      'Passed',
      'Failed',
    ]);
    expect(labelled('Search').getAttribute('placeholder')).toBe('Learner email or lab');
    setValue(labelled('Verdict'), 'failed');
    setValue(labelled('Search'), ' nusrat@example.com ');
    expect(adminCalls()).toHaveLength(1);
    act(() => buttonByName(container, 'Search').click());
    await settle();
    expect(window.location.search).toBe('?verdict=failed&q=nusrat%40example.com');
    expect(countLine()).toBe('1 check');
    expect(() => article('Users, groups and permissions')).toThrow();
  });

  it('says when nothing matches, and offers the newest checks', async () => {
    answer('GET', '/api/admin/lab-checks?q=nobody', () => json(200, page([])));
    answer('GET', '/api/admin/lab-checks', () => json(200, page([PASSED])));
    await open('/admin/labs?q=nobody');
    expect((labelled('Search') as HTMLInputElement).value).toBe('nobody');
    expect(text()).toContain('No checks match these filters.');
    act(() => buttonByName(container, 'Show the newest checks').click());
    await settle();
    expect(window.location.search).toBe('');
    expect(countLine()).toBe('1 check');
  });

  it('pages to older and newer checks, 50 a page', async () => {
    const many = Array.from({ length: 50 }, (_, index) => aCheck({ id: `c-${index}` }));
    answer('GET', '/api/admin/lab-checks?verdict=failed', () => json(200, page(many, true)));
    answer('GET', '/api/admin/lab-checks?verdict=failed&page=2', () =>
      json(200, page([PASSED], false, 2)),
    );
    await open('/admin/labs?verdict=failed');
    expect(countLine()).toBe('Checks 1 to 50');
    expect(container.querySelectorAll('article')).toHaveLength(50);
    expect(() => buttonByName(container, 'Newer checks')).toThrow();
    act(() => buttonByName(container, 'Older checks').click());
    await settle();
    expect(window.location.search).toBe('?verdict=failed&page=2');
    expect(countLine()).toBe('Check 51');
    expect(text()).toContain('Page 2');
    expect(() => buttonByName(container, 'Older checks')).toThrow();
    act(() => buttonByName(container, 'Newer checks').click());
    await settle();
    expect(window.location.search).toBe('?verdict=failed');
    expect(container.querySelectorAll('article')).toHaveLength(50);
  });

  it('counts checks in words', () => {
    expect(labCheckCountLabel(1, 0, false)).toBe('0 checks');
    expect(labCheckCountLabel(1, 1, false)).toBe('1 check');
    expect(labCheckCountLabel(3, 12, false)).toBe('Checks 101 to 112');
  });
});
