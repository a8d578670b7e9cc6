// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts } from '../../components/ui/toast-store';
import { ContactFormPanel } from './contact-form-panel';

// Tells React that updates are wrapped in act() (no global type declared: other tests share it).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root | undefined;
let consoleError: ReturnType<typeof vi.spyOn>;

/** Renders as the server does (no URL), then hydrates at `url` like the browser. */
function hydrateAt(url: string) {
  window.history.replaceState(null, '', url);
  container.innerHTML = renderToString(<ContactFormPanel />);
  act(() => {
    root = hydrateRoot(container, <ContactFormPanel />);
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

function submit() {
  const button = [...container.querySelectorAll('button')].find(
    (candidate) => candidate.textContent === 'Send Message',
  );
  if (!button) throw new Error('no Send Message button');
  act(() => button.click());
}

function errorOf(name: string): string | null {
  const describedBy = field(name).getAttribute('aria-describedby');
  return describedBy ? (document.getElementById(describedBy)?.textContent ?? null) : null;
}

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  consoleError = vi.spyOn(console, 'error');
  for (const toast of getToasts()) dismissToast(toast.id);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  expect(consoleError).not.toHaveBeenCalled();
  consoleError.mockRestore();
});

describe('ContactFormPanel', () => {
  it('pre-fills Subject from ?subject= after hydration, without a mismatch', () => {
    hydrateAt('/contact?subject=Application%3A%20Frontend%20Engineer');
    expect(field('subject').value).toBe('Application: Frontend Engineer');
    typeInto('subject', 'Application: Frontend Engineer (part-time)');
    expect(field('subject').value).toBe('Application: Frontend Engineer (part-time)');
  });

  it('flags every empty field and focuses the first one', () => {
    hydrateAt('/contact');
    submit();
    for (const name of ['firstName', 'lastName', 'email', 'subject', 'message']) {
      expect(field(name).getAttribute('aria-invalid')).toBe('true');
      expect(errorOf(name)).toMatch(/^Enter /);
    }
    expect(document.activeElement).toBe(field('firstName'));
    expect(getToasts()).toEqual([]);
  });

  it('checks the email format and message length, focusing the first bad field', () => {
    hydrateAt('/contact');
    typeInto('firstName', 'Ayesha');
    typeInto('lastName', 'Rahman');
    typeInto('email', 'ayesha@example');
    typeInto('subject', 'Labs');
    typeInto('message', 'Too short');
    submit();
    expect(field('firstName').getAttribute('aria-invalid')).toBeNull();
    expect(errorOf('email')).toBe('Enter a valid email address, like name@example.com.');
    expect(errorOf('message')).toBe('Your message must be at least 10 characters.');
    expect(document.activeElement).toBe(field('email'));

    typeInto('email', 'ayesha@example.com');
    expect(field('email').getAttribute('aria-invalid')).toBeNull();
    expect(errorOf('email')).toBeNull();
  });

  it('explains that a valid message was not sent and keeps what was typed', () => {
    hydrateAt('/contact?subject=Question');
    typeInto('firstName', 'Ayesha');
    typeInto('lastName', 'Rahman');
    typeInto('email', 'ayesha@example.com');
    typeInto('message', 'Is there a Bangla version of the Docker course?');
    submit();
    expect(getToasts()).toMatchObject([
      {
        title: 'Message not sent',
        description: 'Our contact form opens soon. Please email support@shikhon.academy meanwhile.',
      },
    ]);
    expect(field('firstName').value).toBe('Ayesha');
    expect(field('subject').value).toBe('Question');
    expect(field('message').value).toBe('Is there a Bangla version of the Docker course?');
    expect(container.querySelector('[aria-invalid]')).toBeNull();
  });
});
