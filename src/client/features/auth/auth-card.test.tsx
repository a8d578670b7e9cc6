// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, settle, setupDom, setValue, toastTexts } from '../../../../tests/helpers/dom';
import { AuthCard } from './auth-card';

const SIGN_IN = '/api/auth/sign-in/email';

const dom = setupDom();
const { container } = dom;
const { answer, calls, json } = fakeApi();

function input(name: string): HTMLInputElement {
  // The Sign In tab is the one on show at /auth.
  const element = container.querySelector<HTMLInputElement>(
    `[role="tabpanel"]:not([hidden]) [name="${name}"]`,
  );
  if (!element) throw new Error(`no field ${name}`);
  return element;
}

function signInButton(): HTMLButtonElement {
  const button = container.querySelector<HTMLButtonElement>(
    '[role="tabpanel"]:not([hidden]) button[type="submit"]',
  );
  if (!button) throw new Error('no submit button');
  return button;
}

beforeEach(() => {
  answer('GET', '/api/me', () => json(200, { user: null }));
});

describe('AuthCard sign-in refused for too many attempts', () => {
  it("shows the server's words (how long to wait, what else to do) and lets the visitor act", async () => {
    await dom.hydrate(<AuthCard />, { url: '/auth' });
    const message =
      'Too many sign-in attempts for this account. Please try again in 15 minutes, sign in from a browser you have signed in with before, or choose “Forgot password?” to set a new password.';
    answer('POST', SIGN_IN, () => json(429, { error: { code: 'rate_limited', message } }));
    setValue(input('email'), 'owner@example.com');
    setValue(input('password'), 'a-guess');
    await settle(() => signInButton().click());

    expect(calls.filter((call) => call.url === SIGN_IN)).toHaveLength(1);
    expect(toastTexts()).toEqual([
      { title: 'Sign in failed', description: message, variant: 'destructive' },
    ]);
    // Nothing typed is lost, and the form (with Forgot password?) works again.
    expect(input('email').value).toBe('owner@example.com');
    expect(signInButton().disabled).toBe(false);
    expect(signInButton().textContent).toBe('Sign In');
  });

  it('says how long to wait when a 429 comes without our error shape (a proxy, say)', async () => {
    await dom.hydrate(<AuthCard />, { url: '/auth' });
    answer('POST', SIGN_IN, () => Promise.resolve(new Response('', { status: 429 })));
    setValue(input('email'), 'owner@example.com');
    setValue(input('password'), 'a-guess');
    await settle(() => signInButton().click());
    expect(toastTexts()).toEqual([
      {
        title: 'Sign in failed',
        description: 'Too many attempts. Please wait a few seconds and try again.',
        variant: 'destructive',
      },
    ]);
  });
});

describe('AuthCard return path', () => {
  async function signInAt(url: string) {
    const navigate = vi.fn<(href: string) => void>();
    await dom.hydrate(<AuthCard navigate={navigate} />, { url });
    answer('POST', SIGN_IN, () => json(200, { redirect: false, token: 't' }));
    setValue(input('email'), 'owner@example.com');
    setValue(input('password'), 'correct horse battery');
    await settle(() => signInButton().click());
    return navigate;
  }

  it('sends the learner back to the page that asked them to sign in', async () => {
    const navigate = await signInAt('/auth?next=%2Flearn%2Fdocker-fundamentals%2Fdocker-1-3');
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/learn/docker-fundamentals/docker-1-3');
  });

  it('goes to the home page without a return path, or with one that leaves the site', async () => {
    expect(await signInAt('/auth')).toHaveBeenCalledExactlyOnceWith('/');
    dom.unmount();
    expect(await signInAt('/auth?next=%2F%2Fevil.example%2F')).toHaveBeenCalledExactlyOnceWith('/');
  });
});
