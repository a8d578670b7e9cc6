// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { polyfillDialog } from '../../../../tests/helpers/dialog';
import { fakeScreen, fakeSockets } from '../../../../tests/helpers/fake-lab-terminal';
import { fakeApi, settle, setupDom, toastTexts } from '../../../../tests/helpers/dom';
import type {
  LabCheckResult,
  LabFacts,
  LabFinalRun,
  LabFinishResult,
} from '../../../shared/schemas/labs';
import { LabSessionView as SessionPage } from './lab-session-view';
import {
  aLabSession,
  LAB,
  labFacts,
  SESSION,
  shell,
} from '../../../../tests/helpers/lab-session-fixtures';

const PATH = `/labs/${LAB}/session`;

const dom = setupDom();
const { container } = dom;
const { answer, calls, json } = fakeApi();

polyfillDialog();
beforeAll(() => {
  // The clock, the countdown and the polling move only when a test says so.
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
});
afterAll(() => {
  vi.useRealTimers();
});

const aSession = aLabSession;
const facts = labFacts;

const button = (name: string | RegExp) => {
  const found = [...container.querySelectorAll('button')].find((candidate) =>
    typeof name === 'string'
      ? candidate.textContent?.replace(/\s+/g, ' ').trim() === name
      : name.test(candidate.textContent ?? ''),
  );
  if (!found) throw new Error(`no button ${String(name)} in: ${container.textContent ?? ''}`);
  return found;
};
const text = () => container.textContent?.replace(/\s+/g, ' ') ?? '';

async function open({
  lab = facts(),
  signedIn = true,
}: { lab?: LabFacts | null; signedIn?: boolean } = {}) {
  if (lab) answer('GET', `/api/labs/${LAB}`, () => json(200, lab));
  const go = vi.fn<(href: string) => void>();
  const screen = fakeScreen();
  const sockets = fakeSockets();
  window.history.replaceState(null, '', PATH);
  const prerendered = await dom.hydrate(
    <SessionPage
      shell={shell}
      go={go}
      isSignedIn={() => Promise.resolve(signedIn)}
      openScreen={screen.openScreen}
      createSocket={sockets.createSocket}
      pollMs={10}
    />,
  );
  await settle();
  return { go, screen, sockets, prerendered };
}

describe('the lab session page', () => {
  it('is prerendered as the lab shell, and sends a signed-out visitor to sign in first', async () => {
    const { go, prerendered } = await open({ signedIn: false, lab: null });
    expect(prerendered).toContain('Find and organise files from the shell');
    expect(prerendered).toContain(`data-lab-shell="${LAB}"`);
    expect(go).toHaveBeenCalledWith(`/auth?next=${encodeURIComponent(PATH)}`);
    expect(calls).toEqual([]);
  });

  it('explains why a learner without the course cannot open it, with the way to checkout', async () => {
    await open({ lab: facts({ access: 'no-access', finishHtml: null }) });
    expect(text()).toContain('This lab is part of Linux System Administration.');
    const link = container.querySelector<HTMLAnchorElement>(
      'a[href="/checkout/linux-system-administration"]',
    );
    expect(link?.textContent).toBe('Enrol in Linux System Administration');
    expect(() => button('Start lab')).toThrow();
  });

  it("says labs are unavailable on this server, in the server's words, and offers no terminal", async () => {
    const { screen } = await open({
      lab: facts({ unavailableReason: 'podman is not installed on this machine.' }),
    });
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      'Labs are unavailable on this server: podman is not installed on this machine.',
    );
    expect(() => button('Start lab')).toThrow();
    expect(screen.state.opened).toBe(0);
  });

  it('tells a learner on a free lab that the machines for free labs are taken and enrolled learners go first', async () => {
    await open();
    const queued = aSession({
      status: 'queued',
      queuePosition: 2,
      waitingFor: 'free-machine',
      secondsLeft: 0,
      expiresAt: null,
    });
    answer('POST', `/api/labs/${LAB}/sessions`, () => json(201, queued));
    answer('GET', `/api/labs/sessions/${SESSION}`, () => json(200, queued));
    await settle(() => button('Start lab').click());
    expect(container.querySelector('[role="status"]')?.textContent).toBe(
      "All the lab machines for free labs are in use; enrolled learners' labs start first. You are number 2 in the queue.",
    );
  });

  it('starts the lab, shows the queue place, then opens the terminal with the steps', async () => {
    const { screen, sockets } = await open();
    expect(text()).toContain('A colleague left a tree of logs');
    answer('POST', `/api/labs/${LAB}/sessions`, () =>
      json(
        201,
        aSession({
          status: 'queued',
          queuePosition: 3,
          waitingFor: 'machine',
          secondsLeft: 0,
          expiresAt: null,
        }),
      ),
    );
    answer('GET', `/api/labs/sessions/${SESSION}`, () =>
      json(200, aSession({ status: 'starting', secondsLeft: 0 })),
    );
    await settle(() => button('Start lab').click());
    expect(container.querySelector('[role="status"]')?.textContent).toBe(
      'All lab machines are busy. You are number 3 in the queue.',
    );
    // Polled until live.
    await vi.waitFor(async () => {
      await settle();
      expect(text()).toContain('Starting your lab machine…');
    });
    answer('GET', `/api/labs/sessions/${SESSION}`, () =>
      json(200, aSession({ secondsLeft: 2700 })),
    );
    await vi.waitFor(async () => {
      await settle();
      expect(text()).toContain('0 of 3 steps passed');
    });
    expect(container.querySelector('h1')?.textContent).toBe(shell.title);
    expect(container.querySelector('[role="timer"]')?.textContent).toBe('45:00');
    expect(text()).toContain('Make the target folders');
    expect(screen.state.opened).toBe(1);
    const socket = sockets.sockets[0];
    expect(socket?.url).toBe(
      `ws://localhost:3000/api/labs/sessions/${SESSION}/terminal?cols=100&rows=30`,
    );
    await settle(() => socket?.open());
    expect(text()).toContain('Connected');
    expect(socket?.sent).toEqual(['{"type":"resize","cols":100,"rows":30}']);
    screen.state.type('mkdir -p /srv/archive/logs\r');
    expect(socket?.sent.at(-1)).toBe('mkdir -p /srv/archive/logs\r');
    await settle(() => socket?.receive('root@lab:~# '));
    expect(screen.state.written).toBe('root@lab:~# ');
  });

  it('reattaches to the live session on reload, without starting another', async () => {
    const { sockets } = await open({
      lab: facts({ session: aSession({ stepsPassed: [1], secondsLeft: 600 }) }),
    });
    expect(text()).toContain('1 of 3 steps passed');
    expect(container.querySelector('[role="timer"]')?.textContent).toBe('10:00');
    // It counts down.
    await settle(() => vi.advanceTimersByTime(2000));
    expect(container.querySelector('[role="timer"]')?.textContent).toBe('09:58');
    expect(sockets.sockets).toHaveLength(1);
    expect(calls.map(({ method, url }) => `${method} ${url}`)).toEqual([`GET /api/labs/${LAB}`]);
  });

  it('checks a step: Not yet with the hints, then Passed, then the lab is passed', async () => {
    await open({ lab: facts({ session: aSession({ stepsPassed: [1, 2] }) }) });
    const result = (extra: Partial<LabCheckResult>): LabCheckResult => ({
      step: 3,
      passed: false,
      hints: [],
      stepsPassed: [1, 2],
      labPassed: false,
      finalRun: null,
      ...extra,
    });
    const check = `POST /api/labs/sessions/${SESSION}/steps/3/check`;
    answer('POST', `/api/labs/sessions/${SESSION}/steps/3/check`, () =>
      json(200, result({ hints: ['/srv/archive/reports/reports.tar.gz does not exist yet.'] })),
    );
    await settle(() => button('Check step 3').click());
    expect(calls.at(-1)).toEqual({ method: 'POST', url: check.slice(5), body: null });
    expect(text()).toContain('Not yet/srv/archive/reports/reports.tar.gz does not exist yet.');
    expect(text()).toContain('2 of 3 steps passed');
    expect(toastTexts()).toContainEqual({
      title: 'Step 3: not yet',
      description: '/srv/archive/reports/reports.tar.gz does not exist yet.',
      variant: undefined,
    });
    expect(text()).not.toContain('Lab passed');

    answer('POST', `/api/labs/sessions/${SESSION}/steps/3/check`, () =>
      json(
        200,
        result({
          passed: true,
          stepsPassed: [1, 2, 3],
          labPassed: true,
          finalRun: { passed: true, failedStep: null, hints: [], message: 'Every step passes.' },
        }),
      ),
    );
    await settle(() => button('Check step 3').click());
    expect(text()).toContain('3 of 3 steps passed');
    expect(text()).toContain('Lab passed');
    expect(text()).toContain('You sorted the inbox like a pro.');
    // A free lab's learner does not own the course: the rest of it is on its page.
    const back = [...container.querySelectorAll('a')].find(
      (a) => a.textContent === 'See the rest of Linux System Administration',
    );
    expect(back?.getAttribute('href')).toBe('/course/linux-system-administration');
    expect(toastTexts().at(-1)?.title).toBe('Lab passed');
  });

  const undone: LabFinalRun = {
    passed: false,
    failedStep: 2,
    hints: ['/srv/archive is empty.'],
    message:
      'Step 2 no longer passes on your sandbox as it is now. Fix it and press Finish lab again.',
  };
  const alertText = () => container.querySelector('[role="alert"]')?.textContent ?? '';

  it('finishes the lab: Finish lab waits for every step, says it checks them, then the lab is passed', async () => {
    await open({
      lab: facts({
        access: 'enrolled',
        next: { kind: 'quiz', id: 'linux-1-quiz', title: 'Module 1 quiz' },
        session: aSession({ stepsPassed: [1, 2, 3] }),
      }),
    });
    let release: () => void = () => undefined;
    const passed: LabFinishResult = {
      stepsPassed: [1, 2, 3],
      labPassed: true,
      finalRun: { passed: true, failedStep: null, hints: [], message: 'Every step passes.' },
      xpGained: 50,
    };
    answer(
      'POST',
      `/api/labs/sessions/${SESSION}/finish`,
      () => new Promise((done) => (release = () => done(json(200, passed)))),
    );
    await settle(() => button('Finish lab').click());
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      url: `/api/labs/sessions/${SESSION}/finish`,
      body: null,
    });
    expect(container.querySelector('[role="status"][aria-live="polite"]')?.textContent).toBe(
      'Checking every step…',
    );
    expect(button('Finish lab').disabled).toBe(true);
    expect(button('Check step 1').disabled).toBe(true);
    await settle(() => release());
    expect(text()).toContain('Lab passed');
    expect(text()).toContain('You sorted the inbox like a pro.');
    expect(text()).not.toContain('Checking every step…');
    expect(toastTexts().at(-1)?.title).toBe('Lab passed');
    // The course's owner goes on to its next item in the player.
    const links = [...container.querySelectorAll('a')].map((a) => [
      a.textContent,
      a.getAttribute('href'),
    ]);
    expect(links).toContainEqual([
      'Next: Module 1 quiz',
      '/learn/linux-system-administration/linux-1-quiz',
    ]);
    expect(links).toContainEqual(['Course outline', '/learn/linux-system-administration']);
  });

  it('keeps Finish lab off until every step has passed once', async () => {
    await open({ lab: facts({ session: aSession({ stepsPassed: [1, 2] }) }) });
    expect(button('Finish lab').disabled).toBe(true);
  });

  it('names the failing step and its hints when Finish lab finds a step undone', async () => {
    await open({ lab: facts({ session: aSession({ stepsPassed: [1, 2, 3] }) }) });
    answer('POST', `/api/labs/sessions/${SESSION}/finish`, () =>
      json(200, { stepsPassed: [1, 2, 3], labPassed: false, finalRun: undone }),
    );
    await settle(() => button('Finish lab').click());
    expect(alertText()).toContain(
      'Step 2 no longer passes on your sandbox as it is now. Fix it and press Finish lab again.',
    );
    expect(alertText()).toContain('/srv/archive is empty.');
    expect(text()).not.toContain('Lab passed');
    expect(button('Finish lab').disabled).toBe(false);
  });

  it('shows the same alert when the final run after the last step fails', async () => {
    await open({ lab: facts({ session: aSession({ stepsPassed: [1, 2] }) }) });
    const result: LabCheckResult = {
      step: 3,
      passed: true,
      hints: [],
      stepsPassed: [1, 2, 3],
      labPassed: false,
      finalRun: undone,
    };
    answer('POST', `/api/labs/sessions/${SESSION}/steps/3/check`, () => json(200, result));
    await settle(() => button('Check step 3').click());
    expect(text()).toContain('3 of 3 steps passed');
    expect(alertText()).toContain('Step 2 no longer passes');
    expect(alertText()).toContain('/srv/archive is empty.');
    expect(text()).not.toContain('Lab passed');
  });

  it('says when checks were run too often, and lets the Check buttons wait as the server says', async () => {
    await open({ lab: facts({ session: aSession() }) });
    const message = 'Checked too often (at most 30 checks in 5 minutes): try again in 2 minutes.';
    answer('POST', `/api/labs/sessions/${SESSION}/steps/2/check`, () =>
      Promise.resolve(
        new Response(JSON.stringify({ error: { code: 'rate_limited', message } }), {
          status: 429,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '65' },
        }),
      ),
    );
    await settle(() => button('Check step 2').click());
    expect(toastTexts()).toContainEqual({
      title: 'Step 2 could not be checked',
      description: message,
      variant: 'destructive',
    });
    // Every step waits; the session, its terminal and its clock go on.
    for (const step of [1, 2, 3]) {
      expect(button(`Check again in 2 minutes step ${step}`).disabled).toBe(true);
    }
    expect(text()).toContain('0 of 3 steps passed');
    expect(container.querySelector('[role="timer"]')).not.toBeNull();
    await settle(() => vi.advanceTimersByTime(10_000));
    expect(button('Check again in 55 s step 2').disabled).toBe(true);
    await settle(() => vi.advanceTimersByTime(55_000));
    expect(button('Check step 2').disabled).toBe(false);
  });

  it('says why when a check finds the course refunded: the session has ended, with the way back', async () => {
    await open({ lab: facts({ session: aSession() }) });
    const message =
      'Your access to this course has ended (it was refunded), so this lab session was closed.';
    answer('POST', `/api/labs/sessions/${SESSION}/steps/1/check`, () =>
      json(403, { error: { code: 'lab_no_access', message } }),
    );
    answer('GET', `/api/labs/sessions/${SESSION}`, () =>
      json(200, aSession({ status: 'ended', endReason: 'no-access', secondsLeft: 0 })),
    );
    answer('GET', `/api/labs/${LAB}`, () => json(200, facts({ access: 'no-access' })));
    await settle(() => button('Check step 1').click());
    await settle();
    expect(toastTexts()).toContainEqual({
      title: 'Step 1 could not be checked',
      description: message,
      variant: 'destructive',
    });
    expect(text()).toContain('This lab session has ended.');
    expect(text()).toContain(
      'Your access to this course has ended (it was refunded), so this lab session was closed and its machine thrown away.',
    );
    expect(() => button('Check step 1')).toThrow();
    // No offer to start again: the way back in is to enrol.
    expect(() => button('Start again')).toThrow();
    const enrol = [...container.querySelectorAll('a')].find(
      (a) => a.textContent === 'Enrol in Linux System Administration',
    );
    expect(enrol?.getAttribute('href')).toBe('/checkout/linux-system-administration');
  });

  it('extends once: the clock moves on by 15 minutes and the button goes away', async () => {
    await open({ lab: facts({ session: aSession({ secondsLeft: 125 }) }) });
    expect(container.querySelector('[role="timer"]')?.textContent).toBe('02:05');
    answer('POST', `/api/labs/sessions/${SESSION}/extend`, () =>
      json(200, aSession({ secondsLeft: 125 + 15 * 60, extended: true })),
    );
    await settle(() => button('Extend by 15 minutes').click());
    expect(container.querySelector('[role="timer"]')?.textContent).toBe('17:05');
    expect(() => button('Extend by 15 minutes')).toThrow();
    expect(text()).toContain('Extended once');
    expect(toastTexts().at(-1)?.title).toBe('Lab extended by 15 minutes');
  });

  it('ends the lab only after the confirmation dialog says so', async () => {
    const { sockets } = await open({ lab: facts({ session: aSession() }) });
    await settle(() => button('End lab').click());
    const dialog = container.querySelector('dialog');
    expect(dialog?.open).toBe(true);
    expect(dialog?.textContent).toContain('End this lab?');
    // Keep working closes it, nothing is sent.
    await settle(() => button('Keep working').click());
    expect(container.querySelector('dialog')).toBeNull();
    expect(calls.some(({ method }) => method === 'DELETE')).toBe(false);

    answer('DELETE', `/api/labs/sessions/${SESSION}`, () =>
      json(200, aSession({ status: 'ended', endReason: 'ended', secondsLeft: 0 })),
    );
    answer('GET', `/api/labs/${LAB}`, () => json(200, facts({ passed: true })));
    await settle(() => button('End lab').click());
    const confirm = [...(container.querySelector('dialog')?.querySelectorAll('button') ?? [])].find(
      (candidate) => candidate.textContent === 'End lab',
    );
    await settle(() => confirm?.click());
    expect(text()).toContain('This lab session has ended.');
    expect(text()).toContain('You ended this lab session.');
    expect(button('Start again')).toBeTruthy();
    expect(text()).toContain('You have passed this lab before.');
    expect(sockets.sockets[0]?.closedWith).toBe(1000);
    expect(toastTexts().at(-1)?.title).toBe('Lab ended');
  });

  it('says so when the session ends under the terminal (time up), with the way back', async () => {
    const { sockets } = await open({ lab: facts({ session: aSession() }) });
    answer('GET', `/api/labs/sessions/${SESSION}`, () =>
      json(200, aSession({ status: 'ended', endReason: 'expired', secondsLeft: 0 })),
    );
    await settle(() => sockets.sockets[0]?.open());
    await settle(() => sockets.sockets[0]?.drop(4001));
    await settle();
    expect(text()).toContain('Time is up: this lab session has ended');
    expect(
      [...container.querySelectorAll('a')].some(
        (a) => a.getAttribute('href') === '/course/linux-system-administration',
      ),
    ).toBe(true);
  });

  it("says why the terminal closed when the learner's sign-in ended, and sends them to sign in", async () => {
    const { go, sockets } = await open({ lab: facts({ session: aSession() }) });
    answer('GET', `/api/labs/sessions/${SESSION}`, () =>
      json(401, { error: { code: 'unauthenticated', message: 'Please sign in first.' } }),
    );
    await settle(() => sockets.sockets[0]?.open());
    await settle(() =>
      sockets.sockets[0]?.drop(4004, 'You are signed out. Sign in again to use the terminal.'),
    );
    await settle();
    expect(container.querySelector('[aria-label="Terminal"] [role="status"]')?.textContent).toBe(
      'You are signed out. Sign in again to use the terminal.',
    );
    expect(go).toHaveBeenCalledWith(`/auth?next=${encodeURIComponent(PATH)}`);
    expect(sockets.sockets).toHaveLength(1);
  });

  it('offers to go back to, or end, another lab that is running', async () => {
    await open({
      lab: facts({
        session: aSession({
          labId: 'linux-users-and-permissions',
          labTitle: 'Users and permissions',
        }),
      }),
    });
    expect(text()).toContain('You already have a lab running: Users and permissions.');
    const back = [...container.querySelectorAll('a')].find(
      (a) => a.textContent === 'Go back to Users and permissions',
    );
    expect(back?.getAttribute('href')).toBe('/labs/linux-users-and-permissions/session');
    expect(button('End Users and permissions')).toBeTruthy();
    expect(() => button('Start lab')).toThrow();
  });
});
