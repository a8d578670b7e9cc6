// @vitest-environment jsdom
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, settle, setupDom, setValue, toastTexts } from '../../../../tests/helpers/dom';
import { getToasts } from '../../components/ui/toast-store';
import { findPosition } from './application-link';
import { CareerApplicationView } from './career-application-view';
import { fieldError } from '../../../../tests/helpers/queries';

const APPLICATIONS = '/api/careers/applications';

const dom = setupDom();
const { container } = dom;
const { answer, calls, json } = fakeApi();

function hydrate(positionId: string) {
  const position = findPosition(positionId);
  if (!position) throw new Error(`no position ${positionId}`);
  return dom.hydrate(<CareerApplicationView position={position} />, {
    url: `/careers/apply/${positionId}`,
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
  setValue(field(name), value);
}

async function submit() {
  const button = container.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!button) throw new Error('no submit button');
  expect(button.textContent).toBe('Submit Application');
  await settle(() => button.click());
}

const errorOf = (name: string) => fieldError(field(name));

function fillValidForm() {
  typeInto('name', 'Rafi Islam');
  typeInto('email', 'rafi@example.com');
  typeInto('phone', '+880 1712-345678');
  typeInto('cvUrl', 'https://example.com/rafi-cv.pdf');
}

const heading = () => container.querySelector('h1')?.textContent;
const text = () => container.textContent.replace(/\s+/g, ' ');

// The form's checks are a chunk the page loads on the first keystroke; a visitor's browser has it
// long before Submit, so the tests load it first instead of racing it.
beforeAll(async () => {
  await import('./application-checks.lazy');
});

beforeEach(() => {
  answer('POST', APPLICATIONS, () => json(201, { received: true }));
});

describe('the application form', () => {
  it('labels every field and starts with the page’s position chosen', async () => {
    await hydrate('frontend-engineer');
    expect(heading()).toBe('Apply for Frontend Engineer');
    expect(field('positionId').value).toBe('frontend-engineer');
    expect([...(field('positionId') as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Choose a position…',
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

  it('lets the applicant switch position, and the page and address follow', async () => {
    await hydrate('frontend-engineer');
    typeInto('positionId', 'community-manager');
    expect(heading()).toBe('Apply for Community Manager');
    expect(text()).toContain('Marketing');
    expect(window.location.pathname).toBe('/careers/apply/community-manager');
  });

  it('keeps the page’s position when the empty placeholder is chosen', async () => {
    await hydrate('frontend-engineer');
    typeInto('positionId', '');
    expect(field('positionId').value).toBe('frontend-engineer');
    expect(heading()).toBe('Apply for Frontend Engineer');
    expect(window.location.pathname).toBe('/careers/apply/frontend-engineer');
  });

  it('explains each missing field without a request', async () => {
    await hydrate('frontend-engineer');
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
    await hydrate('frontend-engineer');
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
        description: "Thanks, Rafi Islam! We'll email a confirmation to rafi@example.com.",
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
    await hydrate('cloud-content-developer');
    fillValidForm();
    answer('POST', APPLICATIONS, () =>
      json(400, {
        error: {
          code: 'invalid_input',
          message: 'Some application fields need correcting.',
          fields: {
            positionId: 'Choose one of the open positions.',
            cvUrl: 'The link must start with https:// or http://.',
          },
        },
      }),
    );
    await submit();
    expect(errorOf('positionId')).toBe('Choose one of the open positions.');
    expect(errorOf('cvUrl')).toBe('The link must start with https:// or http://.');
    expect(document.activeElement).toBe(field('positionId'));
    expect(field('name').value).toBe('Rafi Islam');
    expect(getToasts()).toEqual([]);
  });

  it("shows the server's message when there were too many, keeping what was typed", async () => {
    await hydrate('frontend-engineer');
    fillValidForm();
    answer('POST', APPLICATIONS, () =>
      json(429, {
        error: { code: 'rate_limited', message: 'Too many applications. Try again in an hour.' },
      }),
    );
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
    await hydrate('frontend-engineer');
    fillValidForm();
    answer('POST', APPLICATIONS, () =>
      json(500, { error: { code: 'internal', message: 'Something broke.' } }),
    );
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
