// @vitest-environment jsdom
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { settle, toastTexts } from '../../../../tests/helpers/dom';
import { buttonByText } from '../../../../tests/helpers/queries';
import { LEARNER, sessionOf, SIGNED_OUT, STAFF } from '../../../../tests/helpers/sessions';
import { setupStaffPage } from '../../../../tests/helpers/staff-page';
import type { ContactMessage } from '../../../shared/schemas/contact';
import type { JobApplication } from '../../../shared/schemas/job-application';
import type { SessionState } from '../../lib/session';
import { AdminApplicationsView } from './admin-applications-view';
import { AdminMessagesView } from './admin-messages-view';

function makeMessage(overrides: Partial<ContactMessage> = {}): ContactMessage {
  return {
    id: 'm-open',
    firstName: 'Nusrat',
    lastName: 'Jahan',
    email: 'nusrat@example.com',
    subject: 'Question about the Kubernetes course',
    message: 'Hello,\nDoes the course include the CKA exam voucher?\n\nThanks',
    createdAt: '2026-11-21T10:05:00.000Z',
    handledAt: null,
    handledByEmail: null,
    ...overrides,
  };
}

const OPEN_MESSAGE = makeMessage();
const HANDLED_MESSAGE = makeMessage({
  id: 'm-handled',
  firstName: 'Karim',
  lastName: 'Uddin',
  email: 'karim@example.com',
  subject: 'Invoice & receipt',
  message: 'Please send a receipt for my bKash payment.',
  createdAt: '2026-11-20T04:00:00.000Z',
  handledAt: '2026-11-20T06:30:00.000Z',
  handledByEmail: 'mitu@shikhon.example',
});

function makeApplication(overrides: Partial<JobApplication> = {}): JobApplication {
  return {
    id: 'a-frontend',
    positionId: 'frontend-engineer',
    positionTitle: 'Frontend Engineer',
    name: 'Tanvir Ahmed',
    email: 'tanvir@example.com',
    phone: '01712345678',
    cvUrl: 'https://cv.example.com/tanvir-ahmed.pdf',
    message: 'I have built\naccessible React apps for three years.',
    createdAt: '2026-11-21T10:05:00.000Z',
    handledAt: null,
    handledByEmail: null,
    ...overrides,
  };
}

const FRONTEND = makeApplication();
const COMMUNITY = makeApplication({
  id: 'a-community',
  positionId: 'community-manager',
  positionTitle: 'Community Manager',
  name: 'Sadia Islam',
  email: 'sadia@example.com',
  phone: '+447700900123',
  cvUrl: 'https://portfolio.example.org/sadia',
  message: null,
  createdAt: '2026-11-19T08:00:00.000Z',
});

const { dom, container, answer, json, signedOut, text, adminCalls } = setupStaffPage();

/** Prerendered like the build (no query string, session unknown), then hydrated at `url`. */
const messages = (url = '/admin/messages', state: SessionState = STAFF) =>
  dom.hydrate(<AdminMessagesView onSignedOut={signedOut} getSession={sessionOf(state)} />, { url });
const applications = (url = '/admin/applications', state: SessionState = STAFF) =>
  dom.hydrate(<AdminApplicationsView onSignedOut={signedOut} getSession={sessionOf(state)} />, {
    url,
  });

const gets = () => adminCalls().filter((call) => call.method === 'GET');
const posts = () => adminCalls().filter((call) => call.method === 'POST');
const countLine = () => container.querySelector('[aria-live="polite"]')?.textContent;

/** An article by its accessible name: the heading it is labelled by. */
function article(name: string): HTMLElement {
  const found = [...container.querySelectorAll('article')].find(
    (candidate) =>
      document.getElementById(candidate.getAttribute('aria-labelledby') ?? '')?.textContent ===
      name,
  );
  if (!found) throw new Error(`no article named ${name}`);
  return found;
}

const articleNames = () =>
  [...container.querySelectorAll('article')].map(
    (candidate) => candidate.querySelector('h2')?.textContent,
  );

function linkIn(scope: ParentNode, name: string): HTMLAnchorElement {
  const found = [...scope.querySelectorAll('a')].find((candidate) =>
    candidate.textContent?.startsWith(name),
  );
  if (!found) throw new Error(`no link ${name}`);
  return found;
}

function select(label: string): HTMLSelectElement {
  const target = [...container.querySelectorAll('label')].find((l) => l.textContent === label);
  const element = target ? document.getElementById(target.htmlFor) : null;
  if (!(element instanceof HTMLSelectElement)) throw new Error(`no select labelled ${label}`);
  return element;
}

function choose(element: HTMLSelectElement, value: string) {
  act(() => {
    element.value = value;
    element.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

describe('staff inboxes: who may see them', () => {
  it('are prerendered as an access check', () => {
    for (const view of [
      <AdminMessagesView getSession={sessionOf(STAFF)} />,
      <AdminApplicationsView getSession={sessionOf(STAFF)} />,
    ]) {
      const html = renderToString(view);
      expect(html).toMatch(/<p role="status"[^>]*>Checking your access...<\/p>/);
      expect(html).not.toContain('<form');
    }
  });

  it('tell a learner the area is for staff, without asking the server', async () => {
    await messages('/admin/messages', LEARNER);
    expect(text()).toContain('This area is for Shikhon Academy staff.');
    dom.unmount();
    await applications('/admin/applications', LEARNER);
    expect(text()).toContain('This area is for Shikhon Academy staff.');
    expect(adminCalls()).toEqual([]);
    expect(signedOut).not.toHaveBeenCalled();
  });

  it('send a signed-out visitor to /auth', async () => {
    await messages('/admin/messages', SIGNED_OUT);
    expect(signedOut).toHaveBeenCalledTimes(1);
    dom.unmount();
    await applications('/admin/applications', SIGNED_OUT);
    expect(signedOut).toHaveBeenCalledTimes(2);
    expect(adminCalls()).toEqual([]);
  });

  it('show the staff notice when the server refuses the list (403)', async () => {
    answer('GET', '/api/admin/messages?status=open', () =>
      json(403, { error: { code: 'forbidden', message: 'Staff only.' } }),
    );
    await messages();
    expect(text()).toContain('This area is for Shikhon Academy staff.');
  });

  it('send a visitor whose session ended to /auth when the list answers 401', async () => {
    answer('GET', '/api/admin/applications?status=open', () =>
      json(401, { error: { code: 'unauthorized', message: 'Sign in first.' } }),
    );
    await applications();
    expect(signedOut).toHaveBeenCalledTimes(1);
  });
});

describe('/admin/messages', () => {
  it('lists open messages by default, each with what staff need to reply', async () => {
    answer('GET', '/api/admin/messages?status=open', () => json(200, [OPEN_MESSAGE]));
    await messages();
    expect(gets().map((call) => call.url)).toEqual(['/api/admin/messages?status=open']);
    expect(select('Show').value).toBe('open');
    expect([...select('Show').options].map((option) => option.text)).toEqual([
      'Open',
      'Handled',
      'All',
    ]);
    expect(countLine()).toBe('1 message');

    const open = article('Question about the Kubernetes course');
    for (const expected of ['Nusrat Jahan', 'nusrat@example.com', '21 Nov 2026, 16:05', 'Open']) {
      expect(open.textContent).toContain(expected);
    }
    expect(linkIn(open, 'nusrat@example.com').getAttribute('href')).toBe(
      'mailto:nusrat@example.com?subject=Re%3A%20Question%20about%20the%20Kubernetes%20course',
    );
    const body = [...open.querySelectorAll('p')].find((p) => p.textContent?.startsWith('Hello'));
    expect(body?.textContent).toBe(OPEN_MESSAGE.message);
    expect(body?.className).toContain('whitespace-pre-wrap');
    expect(body?.className).toContain('break-words');
    expect(open.querySelector('time')?.getAttribute('dateTime')).toBe(OPEN_MESSAGE.createdAt);
    expect(buttonByText(open, 'Mark as handled').type).toBe('button');
    expect(open.textContent).not.toContain('Handled by');
  });

  it('marks a message handled: POST {handled:true}, then the article says who and when', async () => {
    answer('GET', '/api/admin/messages?status=open', () => json(200, [OPEN_MESSAGE]));
    let finish: (response: Response) => void = () => undefined;
    answer(
      'POST',
      '/api/admin/messages/m-open/handled',
      () => new Promise<Response>((resolve) => (finish = resolve)),
    );
    await messages();
    const button = buttonByText(article(OPEN_MESSAGE.subject), 'Mark as handled');
    act(() => {
      button.focus();
      button.click();
    });
    await settle();
    expect(posts()).toEqual([
      { method: 'POST', url: '/api/admin/messages/m-open/handled', body: { handled: true } },
    ]);
    expect(button.textContent).toBe('Saving...');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    act(() => button.click()); // a second click while saving sends nothing more
    expect(posts()).toHaveLength(1);

    await act(async () => {
      finish(
        new Response(
          JSON.stringify({
            ...OPEN_MESSAGE,
            handledAt: '2026-11-21T11:00:00.000Z',
            handledByEmail: 'rafi@shikhon.example',
          }),
          { status: 200 },
        ),
      );
      await Promise.resolve();
    });
    await settle();
    // Still listed under Open until the list is refreshed, and says why.
    const handled = article(OPEN_MESSAGE.subject);
    expect(handled.textContent).toContain('Handled by rafi@shikhon.example on 21 Nov 2026, 17:00');
    expect(handled.textContent).toContain(
      'Marked as handled: it stays here until the list is refreshed.',
    );
    expect(button.textContent).toBe('Reopen');
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    expect(document.activeElement).toBe(button);
    expect(toastTexts()).toEqual([
      { title: 'Marked as handled', description: OPEN_MESSAGE.subject, variant: undefined },
    ]);
    expect(gets()).toHaveLength(1);

    // 'Refresh list' asks again; the server no longer lists it as open.
    answer('GET', '/api/admin/messages?status=open', () => json(200, []));
    act(() => buttonByText(container, 'Refresh list').click());
    await settle();
    expect(gets()).toHaveLength(2);
    expect(text()).toContain('No open messages.');
    expect(countLine()).toBe('0 messages');
  });

  it('reopens a handled message: POST {handled:false}', async () => {
    answer('GET', '/api/admin/messages?status=handled', () => json(200, [HANDLED_MESSAGE]));
    answer('POST', '/api/admin/messages/m-handled/handled', () =>
      json(200, { ...HANDLED_MESSAGE, handledAt: null, handledByEmail: null }),
    );
    await messages('/admin/messages?status=handled');
    const handled = article('Invoice & receipt');
    expect(handled.textContent).toContain('Handled by mitu@shikhon.example on 20 Nov 2026, 12:30');
    expect(linkIn(handled, 'karim@example.com').getAttribute('href')).toBe(
      'mailto:karim@example.com?subject=Re%3A%20Invoice%20%26%20receipt',
    );
    act(() => buttonByText(handled, 'Reopen').click());
    await settle();
    expect(posts().map((call) => call.body)).toEqual([{ handled: false }]);
    const reopened = article('Invoice & receipt');
    expect(reopened.textContent).not.toContain('Handled by');
    expect(reopened.textContent).toContain('Reopened: it stays here until the list is refreshed.');
    expect(buttonByText(reopened, 'Mark as handled')).toBeTruthy();
    expect(toastTexts()).toEqual([
      { title: 'Reopened', description: 'Invoice & receipt', variant: undefined },
    ]);
  });

  it('keeps the Show filter in the address and asks the server for that status', async () => {
    answer('GET', '/api/admin/messages?status=handled', () => json(200, [HANDLED_MESSAGE]));
    answer('GET', '/api/admin/messages', () => json(200, [OPEN_MESSAGE, HANDLED_MESSAGE]));
    answer('GET', '/api/admin/messages?status=open', () => json(200, []));
    await messages('/admin/messages?status=handled');
    expect(select('Show').value).toBe('handled');
    expect(countLine()).toBe('1 message');

    choose(select('Show'), 'all');
    await settle();
    expect(window.location.search).toBe('?status=all');
    expect(articleNames()).toEqual([OPEN_MESSAGE.subject, HANDLED_MESSAGE.subject]);
    expect(countLine()).toBe('2 messages');

    choose(select('Show'), 'open');
    await settle();
    expect(window.location.search).toBe('');
    expect(text()).toContain('No open messages.');
    expect(gets().map((call) => call.url)).toEqual([
      '/api/admin/messages?status=handled',
      '/api/admin/messages',
      '/api/admin/messages?status=open',
    ]);
  });

  it('says so when there is nothing at all, or nothing handled', async () => {
    answer('GET', '/api/admin/messages', () => json(200, []));
    await messages('/admin/messages?status=all');
    expect(text()).toContain('No messages yet.');
    answer('GET', '/api/admin/messages?status=handled', () => json(200, []));
    choose(select('Show'), 'handled');
    await settle();
    expect(text()).toContain('No handled messages.');
  });

  it('shows an error with Try again when the list cannot be loaded', async () => {
    answer('GET', '/api/admin/messages?status=open', () =>
      json(503, { error: { code: 'unavailable', message: 'The database is not answering.' } }),
    );
    await messages();
    const alert = container.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain(
      'We could not load the messages. The database is not answering.',
    );
    expect(countLine()).toBe('');

    answer('GET', '/api/admin/messages?status=open', () => json(200, [OPEN_MESSAGE]));
    act(() => buttonByText(container, 'Try again').click());
    await settle();
    expect(container.querySelector('[role="alert"]')).toBeNull();
    expect(article(OPEN_MESSAGE.subject)).toBeTruthy();
  });

  it('when the message is gone (404): says so and reloads the list', async () => {
    answer('GET', '/api/admin/messages?status=open', () => json(200, [OPEN_MESSAGE]));
    answer('POST', '/api/admin/messages/m-open/handled', () =>
      json(404, { error: { code: 'not_found', message: 'No such message.' } }),
    );
    await messages();
    answer('GET', '/api/admin/messages?status=open', () => json(200, []));
    act(() => buttonByText(article(OPEN_MESSAGE.subject), 'Mark as handled').click());
    await settle();
    expect(toastTexts()).toEqual([
      { title: 'Message not found', description: 'No such message.', variant: 'destructive' },
    ]);
    expect(gets()).toHaveLength(2);
    expect(text()).toContain('No open messages.');
  });

  it('keeps the message as it was when saving fails, so staff can try again', async () => {
    answer('GET', '/api/admin/messages?status=open', () => json(200, [OPEN_MESSAGE]));
    answer('POST', '/api/admin/messages/m-open/handled', () =>
      json(500, { error: { code: 'internal', message: 'Something went wrong.' } }),
    );
    await messages();
    act(() => buttonByText(article(OPEN_MESSAGE.subject), 'Mark as handled').click());
    await settle();
    expect(toastTexts()).toEqual([
      {
        title: 'Could not update the message',
        description: 'Something went wrong.',
        variant: 'destructive',
      },
    ]);
    expect(buttonByText(article(OPEN_MESSAGE.subject), 'Mark as handled')).toBeTruthy();
    expect(gets()).toHaveLength(1);
  });

  it('hands over to sign-in when the session ends before marking (401)', async () => {
    answer('GET', '/api/admin/messages?status=open', () => json(200, [OPEN_MESSAGE]));
    answer('POST', '/api/admin/messages/m-open/handled', () =>
      json(401, { error: { code: 'unauthorized', message: 'Sign in first.' } }),
    );
    await messages();
    act(() => buttonByText(article(OPEN_MESSAGE.subject), 'Mark as handled').click());
    await settle();
    expect(signedOut).toHaveBeenCalledTimes(1);
  });
});

describe('Reply links to an address stored before the email rule', () => {
  // Taken by the contact and careers forms before they refused URL syntax in an email.
  const HOSTILE = 'a@b.c?cc=victim%40x.test&body=phish';

  /** The link's address as a mail client reads it, and the header fields it would fill in. */
  function parseMailto(href: string | null) {
    const url = new URL(href ?? '');
    return {
      protocol: url.protocol,
      to: decodeURIComponent(url.pathname),
      fields: [...url.searchParams.entries()],
    };
  }

  it('keeps a hostile message address one recipient: no Cc or body of its own', async () => {
    const message = makeMessage({ email: HOSTILE, subject: 'Hi & bye' });
    answer('GET', '/api/admin/messages?status=open', () => json(200, [message]));
    await messages();
    const reply = linkIn(article('Hi & bye'), HOSTILE).getAttribute('href');
    expect(reply).toBe(
      'mailto:a@b.c%3Fcc%3Dvictim%2540x.test%26body%3Dphish?subject=Re%3A%20Hi%20%26%20bye',
    );
    expect(parseMailto(reply)).toEqual({
      protocol: 'mailto:',
      to: HOSTILE,
      fields: [['subject', 'Re: Hi & bye']],
    });
  });

  it('does the same for an application', async () => {
    answer('GET', '/api/admin/applications?status=open', () =>
      json(200, [makeApplication({ email: HOSTILE })]),
    );
    await applications();
    const reply = linkIn(article('Tanvir Ahmed for Frontend Engineer'), HOSTILE).getAttribute(
      'href',
    );
    expect(reply).toBe(
      'mailto:a@b.c%3Fcc%3Dvictim%2540x.test%26body%3Dphish?subject=Your%20application%20for%20Frontend%20Engineer',
    );
    expect(parseMailto(reply)).toEqual({
      protocol: 'mailto:',
      to: HOSTILE,
      fields: [['subject', 'Your application for Frontend Engineer']],
    });
  });
});

describe('/admin/applications', () => {
  it('lists each application with ways to reach the applicant and their CV', async () => {
    answer('GET', '/api/admin/applications?status=open', () => json(200, [FRONTEND, COMMUNITY]));
    await applications();
    expect(countLine()).toBe('2 applications');
    expect(articleNames()).toEqual([
      'Tanvir Ahmed for Frontend Engineer',
      'Sadia Islam for Community Manager',
    ]);

    const frontend = article('Tanvir Ahmed for Frontend Engineer');
    expect(linkIn(frontend, 'tanvir@example.com').getAttribute('href')).toBe(
      'mailto:tanvir@example.com?subject=Your%20application%20for%20Frontend%20Engineer',
    );
    expect(linkIn(frontend, '01712345678').getAttribute('href')).toBe('tel:01712345678');
    const cv = linkIn(frontend, 'https://cv.example.com/tanvir-ahmed.pdf');
    expect(cv.getAttribute('href')).toBe('https://cv.example.com/tanvir-ahmed.pdf');
    expect(cv.target).toBe('_blank');
    expect(cv.rel).toBe('noopener noreferrer');
    expect(cv.textContent).toBe('https://cv.example.com/tanvir-ahmed.pdf (opens in a new tab)');
    expect(frontend.textContent).toContain('I have built\naccessible React apps');
    expect(frontend.textContent).toContain('21 Nov 2026, 16:05');
    expect(buttonByText(frontend, 'Mark as handled')).toBeTruthy();

    const community = article('Sadia Islam for Community Manager');
    expect(linkIn(community, '+447700900123').getAttribute('href')).toBe('tel:+447700900123');
    expect(community.textContent).not.toContain('Message');
  });

  it('filters by position in the browser, keeping it in the address', async () => {
    answer('GET', '/api/admin/applications?status=open', () => json(200, [FRONTEND, COMMUNITY]));
    await applications('/admin/applications?position=community-manager');
    expect([...select('Position').options].map((option) => option.text)).toEqual([
      'All',
      'Senior DevOps Instructor',
      'Cloud Content Developer',
      'Frontend Engineer',
      'Learning Experience Designer',
      'Community Manager',
    ]);
    expect(select('Position').value).toBe('community-manager');
    expect(articleNames()).toEqual(['Sadia Islam for Community Manager']);
    expect(countLine()).toBe('1 application');

    choose(select('Position'), 'senior-devops-instructor');
    await settle();
    expect(window.location.search).toBe('?position=senior-devops-instructor');
    expect(text()).toContain('No open applications for Senior DevOps Instructor.');
    act(() => buttonByText(container, 'Show all positions').click());
    await settle();
    expect(window.location.search).toBe('');
    expect(countLine()).toBe('2 applications');
    expect(gets()).toHaveLength(1); // positions never ask the server again

    answer('GET', '/api/admin/applications', () => json(200, [FRONTEND]));
    choose(select('Show'), 'all');
    choose(select('Position'), 'frontend-engineer');
    await settle();
    expect(window.location.search).toBe('?status=all&position=frontend-engineer');
    expect(articleNames()).toEqual(['Tanvir Ahmed for Frontend Engineer']);
  });

  it('marks an application handled and reopens it', async () => {
    answer('GET', '/api/admin/applications', () => json(200, [FRONTEND]));
    answer('POST', '/api/admin/applications/a-frontend/handled', () =>
      json(200, {
        ...FRONTEND,
        handledAt: '2026-11-21T11:00:00.000Z',
        handledByEmail: 'rafi@shikhon.example',
      }),
    );
    await applications('/admin/applications?status=all');
    const name = 'Tanvir Ahmed for Frontend Engineer';
    act(() => buttonByText(article(name), 'Mark as handled').click());
    await settle();
    expect(posts()).toEqual([
      {
        method: 'POST',
        url: '/api/admin/applications/a-frontend/handled',
        body: { handled: true },
      },
    ]);
    expect(article(name).textContent).toContain(
      'Handled by rafi@shikhon.example on 21 Nov 2026, 17:00',
    );
    // Under All it still belongs: no note.
    expect(article(name).textContent).not.toContain('stays here');

    answer('POST', '/api/admin/applications/a-frontend/handled', () => json(200, FRONTEND));
    act(() => buttonByText(article(name), 'Reopen').click());
    await settle();
    expect(posts().map((call) => call.body)).toEqual([{ handled: true }, { handled: false }]);
    expect(article(name).textContent).not.toContain('Handled by');
    expect(toastTexts().map((toast) => toast.title)).toEqual(['Marked as handled', 'Reopened']);
  });

  it('shows a CV address that is not a web link as text only', async () => {
    answer('GET', '/api/admin/applications?status=open', () =>
      json(200, [makeApplication({ cvUrl: 'javascript:alert(1)' })]),
    );
    await applications();
    const frontend = article('Tanvir Ahmed for Frontend Engineer');
    expect(frontend.textContent).toContain('javascript:alert(1)');
    expect([...frontend.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      'mailto:tanvir@example.com?subject=Your%20application%20for%20Frontend%20Engineer',
      'tel:01712345678',
    ]);
  });

  it('shows an error with Try again when the list cannot be loaded', async () => {
    answer('GET', '/api/admin/applications?status=open', () =>
      json(500, { error: { code: 'internal', message: 'Something went wrong.' } }),
    );
    await applications();
    expect(container.querySelector('[role="alert"]')?.textContent).toContain(
      'We could not load the applications. Something went wrong.',
    );
    expect(buttonByText(container, 'Try again')).toBeTruthy();
  });
});

describe('staff inboxes: a list longer than one page', () => {
  it('say they show the first page only, and "Load more messages" adds the rest', async () => {
    await import('./list-more.lazy');
    const page = (from: number, count: number) =>
      Array.from({ length: count }, (_, index) =>
        makeMessage({ id: `m-${from + index}`, subject: `Question ${from + index}` }),
      );
    answer('GET', '/api/admin/messages?status=open', () =>
      Promise.resolve(
        new Response(JSON.stringify(page(0, 3)), {
          status: 200,
          headers: {
            'Content-Type': 'application/json',
            Link: '</api/admin/messages?status=open&page=2>; rel="next"',
          },
        }),
      ),
    );
    answer('GET', '/api/admin/messages?status=open&page=2', () => json(200, page(3, 2)));
    await messages();
    await settle();
    expect(countLine()).toBe('Showing the first 3 messages');
    expect(text()).toContain('Showing the first 3 messages. There are more.');
    await settle(() => buttonByText(container, 'Load more messages').click());
    await settle();
    expect(articleNames()).toHaveLength(5);
    expect(countLine()).toBe('5 messages');
    expect(text()).not.toContain('There are more.');
    expect(gets().map((call) => call.url)).toEqual([
      '/api/admin/messages?status=open',
      '/api/admin/messages?status=open&page=2',
    ]);
  });
});
