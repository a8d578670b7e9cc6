// @vitest-environment jsdom
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { settle, toastTexts } from '../../../../tests/helpers/dom';
import { buttonByName } from '../../../../tests/helpers/queries';
import { LEARNER, sessionOf, SIGNED_OUT, STAFF } from '../../../../tests/helpers/sessions';
import { setupStaffPage } from '../../../../tests/helpers/staff-page';
import type { MailQueueOverview, OutboxMail } from '../../../shared/schemas/mail';
import type { SessionState } from '../../lib/session';
import { AdminMailView } from './admin-mail-view';

function makeMail(overrides: Partial<OutboxMail> = {}): OutboxMail {
  return {
    id: 'mail-verify',
    recipient: 'nusrat@example.com',
    subject: 'Verify your email for Shikhon Academy',
    status: 'failed',
    attempts: 105,
    lastError: 'connect ECONNREFUSED 10.0.0.5:587',
    createdAt: '2026-11-20T04:00:00.000Z',
    nextAttemptAt: '2026-11-21T04:00:00.000Z',
    sentAt: null,
    ...overrides,
  };
}

const VERIFY = makeMail();
const ENROLLED = makeMail({
  id: 'mail-enrolled',
  recipient: 'karim@example.com',
  subject: "You're enrolled in Docker Fundamentals",
  attempts: 104,
  lastError: '550 5.1.1 Mailbox unavailable',
});

function overview(failed: OutboxMail[], counts: Partial<MailQueueOverview['counts']> = {}) {
  return {
    counts: { pending: 3, sending: 1, failed: failed.length, sentLastDay: 1250, ...counts },
    oldestPendingAt: '2026-11-21T10:05:00.000Z',
    failed,
  } satisfies MailQueueOverview;
}

const { dom, container, answer, json, signedOut, text, adminCalls } = setupStaffPage();

const view = (state: SessionState = STAFF) =>
  dom.hydrate(<AdminMailView onSignedOut={signedOut} getSession={sessionOf(state)} />, {
    url: '/admin/mail',
  });

function article(name: string): HTMLElement {
  const found = [...container.querySelectorAll('article')].find(
    (candidate) =>
      document.getElementById(candidate.getAttribute('aria-labelledby') ?? '')?.textContent ===
      name,
  );
  if (!found) throw new Error(`no article named ${name}`);
  return found;
}

/** A button by its accessible name (its aria-label, else its text). */

/** The queue's figures as a reader of the page sees them: term → value. */
function stats(): Record<string, string> {
  const terms = [...container.querySelectorAll('section dl dt')];
  return Object.fromEntries(
    terms.map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']),
  );
}

describe('AdminMailView (/admin/mail)', () => {
  it('is prerendered as an access check, and is for staff only', async () => {
    const html = renderToString(<AdminMailView getSession={sessionOf(STAFF)} />);
    expect(html).toMatch(/<p role="status"[^>]*>Checking your access...<\/p>/);
    await view(LEARNER);
    expect(text()).toContain('This area is for Shikhon Academy staff.');
    dom.unmount();
    await view(SIGNED_OUT);
    expect(signedOut).toHaveBeenCalledTimes(1);
    expect(adminCalls()).toEqual([]);
  });

  it('shows the queue and each failed mail with its recipient, attempts and last error', async () => {
    answer('GET', '/api/admin/mail', () => json(200, overview([VERIFY, ENROLLED])));
    await view();
    expect(stats()).toEqual({
      'Waiting to be sent': '3',
      'Being sent now': '1',
      Failed: '2',
      'Sent in the last 24 hours': '1,250',
    });
    expect(text()).toContain('The oldest mail still waiting was queued on 21 Nov 2026, 16:05.');
    expect(container.querySelector('[aria-live="polite"]')?.textContent).toBe('2 failed mails');
    const verify = article('Verify your email for Shikhon Academy');
    expect(verify.textContent).toContain('Tonusrat@example.com');
    expect(verify.textContent).toContain('Attempts105');
    expect(verify.textContent).toContain('connect ECONNREFUSED 10.0.0.5:587');
    expect(article("You're enrolled in Docker Fundamentals").textContent).toContain(
      '550 5.1.1 Mailbox unavailable',
    );
  });

  it('resends a failed mail: it is queued again, counted as waiting, and its button says so', async () => {
    answer('GET', '/api/admin/mail', () => json(200, overview([VERIFY, ENROLLED])));
    answer('POST', '/api/admin/mail/mail-verify/resend', () =>
      json(200, { ...VERIFY, status: 'pending', attempts: 0 }),
    );
    await view();
    const resend = buttonByName(
      article('Verify your email for Shikhon Academy'),
      'Resend "Verify your email for Shikhon Academy" to nusrat@example.com',
    );
    resend.focus();
    act(() => resend.click());
    await settle();
    expect(adminCalls().filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', url: '/api/admin/mail/mail-verify/resend', body: {} },
    ]);
    expect(resend.textContent).toBe('Queued again');
    expect(resend.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(resend);
    expect(stats()).toMatchObject({ 'Waiting to be sent': '4', Failed: '1' });
    expect(toastTexts()).toEqual([
      {
        title: 'Queued again',
        description:
          '"Verify your email for Shikhon Academy" to nusrat@example.com will be sent in a moment.',
        variant: undefined,
      },
    ]);
    // Pressed again: nothing more is sent.
    act(() => resend.click());
    await settle();
    expect(adminCalls().filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('says so when another staff member resent it first, and shows the queue as it now is', async () => {
    answer('GET', '/api/admin/mail', () => json(200, overview([VERIFY])));
    answer('POST', '/api/admin/mail/mail-verify/resend', () =>
      json(409, {
        error: { code: 'mail_not_failed', message: 'This mail is already waiting to be sent.' },
      }),
    );
    await view();
    answer('GET', '/api/admin/mail', () => json(200, overview([])));
    act(() =>
      buttonByName(
        container,
        'Resend "Verify your email for Shikhon Academy" to nusrat@example.com',
      ).click(),
    );
    await settle();
    await settle();
    expect(toastTexts()).toEqual([
      {
        title: 'Could not resend the mail',
        description: 'This mail is already waiting to be sent.',
        variant: 'destructive',
      },
    ]);
    expect(text()).toContain('No failed mail');
  });

  it('says when nothing has failed', async () => {
    answer('GET', '/api/admin/mail', () =>
      json(200, { ...overview([], { pending: 0, sending: 0 }), oldestPendingAt: null }),
    );
    await view();
    expect(container.querySelector('[aria-live="polite"]')?.textContent).toBe('0 failed mails');
    expect(text()).toContain('No failed mail: everything queued has been sent');
    expect(text()).toContain('Nothing is waiting');
  });
});
