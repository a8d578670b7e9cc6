// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts } from '../../components/ui/toast-store';
import { findPosition } from './application-link';
import { CareerApplicationView } from './career-application-view';

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

function hydrate(positionId: string) {
  const position = findPosition(positionId);
  if (!position) throw new Error(`no position ${positionId}`);
  window.history.replaceState(null, '', `/careers/apply/${positionId}`);
  const view = <CareerApplicationView position={position} />;
  container.innerHTML = renderToString(view);
  act(() => {
    root = hydrateRoot(container, view, {
      onRecoverableError: (error) => {
        throw error;
      },
    });
  });
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function field(name: string): Control {
  const element = container.querySelector<Control>(`[name="${name}"]`);
  if (!element) throw new Error(`no field ${name}`);
  return element;
}

function labelOf(name: string): string | null | undefined {
  return field(name).labels?.[0]?.textContent;
}

function typeInto(name: string, value: string) {
  const element = field(name);
  const proto =
    element instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : element instanceof HTMLSelectElement
        ? HTMLSelectElement.prototype
        : HTMLInputElement.prototype;
  act(() => {
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(element, value);
    element.dispatchEvent(
      new Event(element instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
    );
  });
}

async function submit() {
  const button = container.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!button) throw new Error('no submit button');
  expect(button.textContent).toBe('Submit Application');
  await act(async () => {
    button.click();
    for (let round = 0; round < 8; round += 1) await Promise.resolve();
  });
}

function errorOf(name: string): string | null {
  const ids = field(name).getAttribute('aria-describedby') ?? '';
  const errorId = ids.split(' ').find((id) => id.endsWith('-error'));
  return errorId ? (document.getElementById(errorId)?.textContent ?? null) : null;
}

function fillValidForm() {
  typeInto('name', 'Rafi Islam');
  typeInto('email', 'rafi@example.com');
  typeInto('phone', '+880 1712-345678');
  typeInto('cvUrl', 'https://example.com/rafi-cv.pdf');
}

const heading = () => container.querySelector('h1')?.textContent;
const text = () => container.textContent.replace(/\s+/g, ' ');
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
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  vi.unstubAllGlobals();
  expect(consoleError).not.toHaveBeenCalled();
  consoleError.mockRestore();
});

describe('the application form', () => {
  it('labels every field and starts with the page’s position chosen', () => {
    hydrate('frontend-engineer');
    expect(heading()).toBe('Apply for Frontend Engineer');
    expect(field('positionId').value).toBe('frontend-engineer');
    expect([...(field('positionId') as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Senior DevOps Instructor',
      'Cloud Content Developer',
      'Frontend Engineer',
      'Learning Experience Designer',
      'Community Manager',
    ]);
    expect(
      ['positionId', 'name', 'email', 'phone', 'cvUrl', 'message'].map((name) => labelOf(name)),
    ).toEqual([
      'Position',
      'Full name',
      'Email',
      'Phone',
      'Link to your CV or portfolio',
      'Message (optional)',
    ]);
    expect(field('cvUrl').getAttribute('type')).toBe('url');
    expect(field('cvUrl').getAttribute('placeholder')).toBe('https://');
    expect(field('website').tabIndex).toBe(-1);
    expect(field('website').closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('lets the applicant switch position, and the page and address follow', () => {
    hydrate('frontend-engineer');
    typeInto('positionId', 'community-manager');
    expect(heading()).toBe('Apply for Community Manager');
    expect(text()).toContain('Marketing');
    expect(window.location.pathname).toBe('/careers/apply/community-manager');
  });

  it('explains each missing field without a request', async () => {
    hydrate('frontend-engineer');
    typeInto('cvUrl', 'my-cv.pdf');
    await submit();
    expect(calls).toEqual([]);
    expect(errorOf('name')).toBe('Enter your full name.');
    expect(errorOf('email')).toBe('Enter your email address.');
    expect(errorOf('phone')).toBe('Enter a phone number we can call you on.');
    expect(errorOf('cvUrl')).toBe(
      'Enter a full link starting with https://, e.g. to your CV or portfolio.',
    );
    expect(errorOf('message')).toBeNull();
    expect(field('name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('name'));
  });

  it('sends the application and shows a confirmation instead of the form', async () => {
    hydrate('frontend-engineer');
    fillValidForm();
    typeInto('message', 'I can start in January.');
    await submit();
    expect(calls).toEqual([
      {
        url: '/api/careers/applications',
        method: 'POST',
        body: {
          positionId: 'frontend-engineer',
          name: 'Rafi Islam',
          email: 'rafi@example.com',
          phone: '01712345678',
          cvUrl: 'https://example.com/rafi-cv.pdf',
          message: 'I can start in January.',
          website: '',
        },
      },
    ]);
    expect(toastTexts()).toEqual([
      {
        title: 'Application sent',
        description: "Thanks, Rafi Islam! We've emailed a confirmation to rafi@example.com.",
        variant: undefined,
      },
    ]);
    expect(container.querySelector('form')).toBeNull();
    expect(text()).toContain('Application received');
    expect(document.activeElement?.textContent).toBe('Application received');
    const back = [...container.querySelectorAll('a')].find(
      (a) => a.textContent === 'Back to open positions',
    );
    expect(back?.getAttribute('href')).toBe('/careers');
  });

  it("puts the server's field errors beside the fields and keeps the form", async () => {
    hydrate('cloud-content-developer');
    fillValidForm();
    respond = () =>
      json(400, {
        error: {
          code: 'invalid_input',
          message: 'Some application fields need correcting.',
          fields: {
            positionId: 'Choose one of the open positions.',
            cvUrl: 'The link must start with https:// or http://.',
          },
        },
      });
    await submit();
    expect(errorOf('positionId')).toBe('Choose one of the open positions.');
    expect(errorOf('cvUrl')).toBe('The link must start with https:// or http://.');
    expect(document.activeElement).toBe(field('positionId'));
    expect(field('name').value).toBe('Rafi Islam');
    expect(getToasts()).toEqual([]);
  });

  it("shows the server's message when there were too many, keeping what was typed", async () => {
    hydrate('frontend-engineer');
    fillValidForm();
    respond = () =>
      json(429, {
        error: { code: 'rate_limited', message: 'Too many applications. Try again in an hour.' },
      });
    await submit();
    expect(toastTexts()).toEqual([
      {
        title: 'Application not sent',
        description: 'Too many applications. Try again in an hour.',
        variant: 'destructive',
      },
    ]);
    expect(field('email').value).toBe('rafi@example.com');
    expect(container.querySelector('form')).not.toBeNull();
  });

  it('offers the support address when the server fails', async () => {
    hydrate('frontend-engineer');
    fillValidForm();
    respond = () => json(500, { error: { code: 'internal', message: 'Something broke.' } });
    await submit();
    expect(toastTexts()).toEqual([
      {
        title: 'Application not sent',
        description: 'Please try again, or email __SUPPORT_EMAIL__.',
        variant: 'destructive',
      },
    ]);
  });
});
