// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, settle, setupDom, setValue, toastTexts } from '../../../../tests/helpers/dom';
import { getToasts } from '../../components/ui/toast-store';
import { ContactFormPanel } from './contact-form-panel';

const CONTACT = '/api/contact';

const dom = setupDom();
const { container } = dom;
const { answer, calls, json } = fakeApi();

/** Renders as the server does, then hydrates at `url` like the browser. */
function hydrateAt(url: string) {
  return dom.hydrate(<ContactFormPanel />, { url });
}

function field(name: string): HTMLInputElement | HTMLTextAreaElement {
  const element = container.querySelector<HTMLInputElement | HTMLTextAreaElement>(
    `[name="${name}"]`,
  );
  if (!element) throw new Error(`no field ${name}`);
  return element;
}

function typeInto(name: string, value: string) {
  setValue(field(name), value);
}

function submitButton(): HTMLButtonElement {
  const button = container.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!button) throw new Error('no submit button');
  return button;
}

async function submit() {
  await settle(() => submitButton().click());
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

// The form's checks are a chunk the page loads on the first keystroke; a visitor's browser has it
// long before Submit, so the tests load it first instead of racing it.
beforeAll(async () => {
  await import('./contact-checks.lazy');
});

beforeEach(() => {
  answer('POST', CONTACT, () => json(201, { received: true }));
  const meta = document.createElement('meta');
  meta.name = 'shikhon:support-email';
  meta.content = 'help@academy.example';
  document.head.append(meta);
});

afterEach(() => {
  document.head.querySelector('meta[name="shikhon:support-email"]')?.remove();
});

describe('ContactFormPanel', () => {
  it('pre-fills Subject from ?subject= after hydration, without a mismatch', async () => {
    await hydrateAt('/contact?subject=Question%20about%20Docker%20Fundamentals');
    expect(field('subject').value).toBe('Question about Docker Fundamentals');
    typeInto('subject', 'Question about Docker Fundamentals labs');
    expect(field('subject').value).toBe('Question about Docker Fundamentals labs');
  });

  it('carries a spam trap that people never see, hear or tab to', async () => {
    await hydrateAt('/contact');
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
    await hydrateAt('/contact');
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
    await hydrateAt('/contact');
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
    await hydrateAt('/contact?subject=Question');
    fillValidForm();
    let finish: (response: Response) => void = () => undefined;
    answer('POST', CONTACT, () => new Promise<Response>((resolve) => (finish = resolve)));
    await submit();
    expect(submitButton().textContent).toBe('Sending...');
    expect(submitButton().disabled).toBe(true);

    await settle(() => finish(new Response(JSON.stringify({ received: true }), { status: 201 })));
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
    await hydrateAt('/contact');
    fillValidForm();
    (field('website') as HTMLInputElement).value = 'https://spam.example';
    await submit();
    expect(calls[0]?.body).toMatchObject({ website: 'https://spam.example' });
  });

  it("shows the server's message when there were too many, keeping what was typed", async () => {
    await hydrateAt('/contact');
    fillValidForm();
    answer('POST', CONTACT, () =>
      json(429, {
        error: {
          code: 'rate_limited',
          message: 'You have sent several messages in a row. Please wait 10 minutes.',
        },
      }),
    );
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
    await hydrateAt('/contact');
    fillValidForm();
    answer('POST', CONTACT, () =>
      json(400, {
        error: {
          code: 'invalid_input',
          message: 'Some message fields need correcting.',
          fields: { email: 'We cannot deliver email to this address.' },
        },
      }),
    );
    await submit();
    expect(errorOf('email')).toBe('We cannot deliver email to this address.');
    expect(field('email').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('email'));
    expect(getToasts()).toEqual([]);
  });

  it('offers the support address when the message could not be sent', async () => {
    await hydrateAt('/contact');
    fillValidForm();
    answer('POST', CONTACT, () => Promise.reject(new TypeError('Failed to fetch')));
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
