// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts } from '../../components/ui/toast-store';
import { ContactFormPanel } from './contact-form-panel';

// Tells React that updates are wrapped in act() (no global type declared: other tests share it).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Call {
  url: string;
  method: string;
  body: unknown;
}

let container: HTMLDivElement;
let root: Root | undefined;
let consoleError: ReturnType<typeof vi.spyOn>;
let calls: Call[];
let respond: () => Promise<Response>;

function json(status: number, body: unknown) {
  return Promise.resolve(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    }),
  );
}

/** Renders as the server does, then hydrates at `url` like the browser. */
function hydrateAt(url: string) {
  window.history.replaceState(null, '', url);
  container.innerHTML = renderToString(<ContactFormPanel />);
  act(() => {
    root = hydrateRoot(container, <ContactFormPanel />, {
      onRecoverableError: (error) => {
        throw error;
      },
    });
  });
}

function field(name: string): HTMLInputElement | HTMLTextAreaElement {
  const element = container.querySelector<HTMLInputElement | HTMLTextAreaElement>(
    `[name="${name}"]`,
  );
  if (!element) throw new Error(`no field ${name}`);
  return element;
}

function typeInto(name: string, value: string) {
  const element = field(name);
  const proto =
    element instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : HTMLInputElement.prototype;
  act(() => {
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

function submitButton(): HTMLButtonElement {
  const button = container.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!button) throw new Error('no submit button');
  return button;
}

async function submit() {
  await act(async () => {
    submitButton().click();
    for (let round = 0; round < 8; round += 1) await Promise.resolve();
  });
}

function errorOf(name: string): string | null {
  const describedBy = field(name).getAttribute('aria-describedby');
  return describedBy ? (document.getElementById(describedBy)?.textContent ?? null) : null;
}

function fillValidForm() {
  typeInto('firstName', ' Ayesha ');
  typeInto('lastName', 'Rahman');
  typeInto('email', 'ayesha@example.com');
  typeInto('subject', 'Bangla subtitles');
  typeInto('message', 'Is there a Bangla version of the Docker course?');
}

const toastTexts = () =>
  getToasts().map(({ title, description, variant }) => ({ title, description, variant }));

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  consoleError = vi.spyOn(console, 'error');
  for (const toast of getToasts()) dismissToast(toast.id);
  calls = [];
  respond = () => json(201, { received: true });
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init: RequestInit = {}) => {
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : null;
      calls.push({ url: input, method: init.method ?? 'GET', body });
      return respond();
    }),
  );
  const meta = document.createElement('meta');
  meta.name = 'shikhon:support-email';
  meta.content = 'help@academy.example';
  document.head.append(meta);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  document.head.querySelector('meta[name="shikhon:support-email"]')?.remove();
  vi.unstubAllGlobals();
  expect(consoleError).not.toHaveBeenCalled();
  consoleError.mockRestore();
});

describe('ContactFormPanel', () => {
  it('pre-fills Subject from ?subject= after hydration, without a mismatch', () => {
    hydrateAt('/contact?subject=Question%20about%20Docker%20Fundamentals');
    expect(field('subject').value).toBe('Question about Docker Fundamentals');
    typeInto('subject', 'Question about Docker Fundamentals labs');
    expect(field('subject').value).toBe('Question about Docker Fundamentals labs');
  });

  it('carries a spam trap that people never see, hear or tab to', () => {
    hydrateAt('/contact');
    const trap = field('website');
    expect(trap.tabIndex).toBe(-1);
    expect(trap.getAttribute('autocomplete')).toBe('off');
    expect(trap.labels?.[0]?.textContent).toBe('Leave this field empty');
    const hidden = trap.closest('[aria-hidden="true"]');
    expect(hidden?.className).toContain('absolute');
    expect(hidden?.className).toContain('-left-[10000px]');
    // Keyboard users meet only the five visible fields, then the button.
    const tabbable = [...container.querySelectorAll<HTMLElement>('input, textarea, button')].filter(
      (element) => element.tabIndex >= 0,
    );
    expect(tabbable.map((element) => element.getAttribute('name') ?? element.textContent)).toEqual([
      'firstName',
      'lastName',
      'email',
      'subject',
      'message',
      'Send Message',
    ]);
  });

  it('flags every empty field and focuses the first one, without a request', async () => {
    hydrateAt('/contact');
    await submit();
    for (const name of ['firstName', 'lastName', 'email', 'subject', 'message']) {
      expect(field(name).getAttribute('aria-invalid')).toBe('true');
      expect(errorOf(name)).toMatch(/^Enter /);
    }
    expect(document.activeElement).toBe(field('firstName'));
    expect(calls).toEqual([]);
    expect(getToasts()).toEqual([]);
  });

  it('checks the email format and message length, focusing the first bad field', async () => {
    hydrateAt('/contact');
    typeInto('firstName', 'Ayesha');
    typeInto('lastName', 'Rahman');
    typeInto('email', 'ayesha@example');
    typeInto('subject', 'Labs');
    typeInto('message', 'Too short');
    await submit();
    expect(field('firstName').getAttribute('aria-invalid')).toBeNull();
    expect(errorOf('email')).toBe('Enter a valid email address, like name@example.com.');
    expect(errorOf('message')).toBe('Your message must be at least 10 characters.');
    expect(document.activeElement).toBe(field('email'));
    expect(calls).toEqual([]);

    typeInto('email', 'ayesha@example.com');
    expect(field('email').getAttribute('aria-invalid')).toBeNull();
    expect(errorOf('email')).toBeNull();
  });

  it('sends the message, thanks the visitor and clears the form', async () => {
    hydrateAt('/contact?subject=Question');
    fillValidForm();
    let finish: (response: Response) => void = () => undefined;
    respond = () => new Promise<Response>((resolve) => (finish = resolve));
    await submit();
    expect(submitButton().textContent).toBe('Sending...');
    expect(submitButton().disabled).toBe(true);

    await act(async () => {
      finish(new Response(JSON.stringify({ received: true }), { status: 201 }));
      for (let round = 0; round < 8; round += 1) await Promise.resolve();
    });
    expect(calls).toEqual([
      {
        url: '/api/contact',
        method: 'POST',
        body: {
          firstName: 'Ayesha',
          lastName: 'Rahman',
          email: 'ayesha@example.com',
          subject: 'Bangla subtitles',
          message: 'Is there a Bangla version of the Docker course?',
          website: '',
        },
      },
    ]);
    expect(toastTexts()).toEqual([
      {
        title: 'Message sent',
        description: "Thanks, Ayesha! We'll reply to ayesha@example.com within 24 hours.",
        variant: undefined,
      },
    ]);
    for (const name of ['firstName', 'lastName', 'email', 'subject', 'message']) {
      expect(field(name).value).toBe('');
    }
    expect(submitButton().textContent).toBe('Send Message');
    expect(submitButton().disabled).toBe(false);
  });

  it('sends whatever a robot put in the trap, so the server can drop it', async () => {
    hydrateAt('/contact');
    fillValidForm();
    (field('website') as HTMLInputElement).value = 'https://spam.example';
    await submit();
    expect(calls[0]?.body).toMatchObject({ website: 'https://spam.example' });
  });

  it("shows the server's message when there were too many, keeping what was typed", async () => {
    hydrateAt('/contact');
    fillValidForm();
    respond = () =>
      json(429, {
        error: {
          code: 'rate_limited',
          message: 'You have sent several messages in a row. Please wait 10 minutes.',
        },
      });
    await submit();
    expect(toastTexts()).toEqual([
      {
        title: 'Message not sent',
        description: 'You have sent several messages in a row. Please wait 10 minutes.',
        variant: 'destructive',
      },
    ]);
    expect(field('firstName').value).toBe(' Ayesha ');
    expect(field('message').value).toBe('Is there a Bangla version of the Docker course?');
    expect(submitButton().disabled).toBe(false);
  });

  it("puts the server's field errors beside the fields", async () => {
    hydrateAt('/contact');
    fillValidForm();
    respond = () =>
      json(400, {
        error: {
          code: 'invalid_input',
          message: 'Some message fields need correcting.',
          fields: { email: 'We cannot deliver email to this address.' },
        },
      });
    await submit();
    expect(errorOf('email')).toBe('We cannot deliver email to this address.');
    expect(field('email').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('email'));
    expect(getToasts()).toEqual([]);
  });

  it('offers the support address when the message could not be sent', async () => {
    hydrateAt('/contact');
    fillValidForm();
    respond = () => Promise.reject(new TypeError('Failed to fetch'));
    await submit();
    expect(toastTexts()).toEqual([
      {
        title: 'Message not sent',
        description: 'Please try again, or email help@academy.example.',
        variant: 'destructive',
      },
    ]);
    expect(field('subject').value).toBe('Bangla subtitles');
  });
});
