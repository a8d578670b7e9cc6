import { act, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeEach, expect, vi, type MockInstance } from 'vitest';
import { dismissToast, getToasts } from '../../src/client/components/ui/toast-store';

/**
 * Renders like the prerender step: `import.meta.env.SSR` is true while it runs, so the parts only
 * the server draws (ServerOnly) are in the HTML, as on the site; the browser's render then keeps
 * them.
 */
export function renderOnServer(element: ReactNode): string {
  const before = import.meta.env.SSR;
  vi.stubEnv('SSR', true);
  try {
    return renderToString(element);
  } finally {
    vi.stubEnv('SSR', before);
  }
}

/**
 * Scaffolding for component tests in jsdom (`// @vitest-environment jsdom`): a page to render
 * into, prerendered and hydrated like the real site, and a fake API behind `fetch`.
 * `setupDom` and `fakeApi` register their own hooks, so call them at the top of a test file.
 */

/** A page under test; each test starts with it empty and leaves it unmounted. */
export interface Dom {
  /**
   * The element the page renders into. The same element all file long (attached to the body
   * only while a test runs), so a test file can destructure it once; React allows a new root
   * on a node whose previous root was unmounted.
   */
  readonly container: HTMLDivElement;
  /**
   * `console.error`, spied on (and still printing) all file long so a test file can destructure
   * it once; reset before each test. A test that expects an error checks the spy and clears it.
   */
  readonly consoleError: MockInstance<typeof console.error>;
  /**
   * Prerenders `element` like the build (at no particular address: components read the query
   * string only once hydrated), moves to `url` if given, then hydrates like the browser and
   * settles. A hydration mismatch fails the test. Resolves to the prerendered HTML.
   */
  hydrate(element: ReactNode, options?: { url?: string }): Promise<string>;
  /** Renders `element` in the browser only (what is never prerendered), then settles. */
  render(element: ReactNode): Promise<void>;
  /** Unmounts what is rendered (done after each test anyway), e.g. to hydrate another page. */
  unmount(): void;
}

/**
 * Sets up a page for each test of the file. By default a test fails if anything logs
 * `console.error` (React reports act() warnings and failed updates there); a test that expects
 * an error clears the spy itself. `allowConsoleErrors` leaves that check out.
 */
export function setupDom({ allowConsoleErrors = false } = {}): Dom {
  // Tells React that updates are wrapped in act() (no global type declared: other tests share it).
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  // Made once, not per test, so that test files can destructure them at the top.
  const container = document.createElement('div');
  const consoleError = vi.spyOn(console, 'error');
  let root: Root | undefined;

  function unmount() {
    act(() => root?.unmount());
    root = undefined;
  }

  beforeEach(() => {
    // Forgets the calls and any mockImplementation a previous test gave it.
    consoleError.mockReset();
    // The toast store lives as long as the module: one test's toasts must not show in the next.
    clearToasts();
    document.body.append(container);
  });

  afterEach(() => {
    // Unmount first: an error logged while unmounting fails the test too.
    unmount();
    container.replaceChildren();
    container.remove();
    // Tests move the address (hydrate's url, filters kept in the query string).
    window.history.replaceState(null, '', '/');
    if (!allowConsoleErrors) expect(consoleError).not.toHaveBeenCalled();
  });

  afterAll(() => {
    consoleError.mockRestore();
  });

  return {
    container,
    consoleError,
    async hydrate(element, { url } = {}) {
      const prerendered = renderOnServer(element);
      container.innerHTML = prerendered;
      if (url !== undefined) window.history.replaceState(null, '', url);
      // Awaited: a part only the server draws (ServerOnly) waits for ever, which React reports
      // from an act() that is not awaited.
      await act(async () => {
        root = hydrateRoot(container, element, {
          onRecoverableError: (error) => {
            throw error;
          },
        });
      });
      await settle();
      return prerendered;
    },
    async render(element) {
      act(() => {
        root = createRoot(container);
        root.render(element);
      });
      await settle();
    },
    unmount,
  };
}

/**
 * Runs `action` if given (a click that sends a request, say), then lets pending promises
 * (fetch, response.json(), the state updates after them) run, all inside act().
 */
export async function settle(action?: () => void) {
  await act(async () => {
    action?.();
    // A fetch answered by the fake API takes a few turns to reach a state update; 10 is plenty.
    for (let round = 0; round < 10; round += 1) await Promise.resolve();
  });
}

/**
 * Types `value` into a field as a person would. React keeps its own copy of the last value it
 * set on the element, so the value goes through the native setter (which React does not see)
 * for the event to count as a change; a select reports it with 'change', the others 'input'.
 */
export function setValue(element: HTMLElement, value: string) {
  const prototype =
    element instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : element instanceof HTMLSelectElement
        ? HTMLSelectElement.prototype
        : HTMLInputElement.prototype;
  act(() => {
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(element, value);
    element.dispatchEvent(
      new Event(element instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
    );
  });
}

/** What each toast on show says, as a test compares it. */
export function toastTexts() {
  return getToasts().map(({ title, description, variant }) => ({ title, description, variant }));
}

function clearToasts() {
  for (const toast of getToasts()) dismissToast(toast.id);
}

/** A JSON answer, as the server sends it. */
function json(status: number, body: unknown): Promise<Response> {
  return Promise.resolve(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    }),
  );
}

/** A request the page made: a JSON body parsed, any other body (FormData) as it was, or null. */
export interface FakeCall {
  method: string;
  url: string;
  body: unknown;
}

export interface FakeCallWithHeaders extends FakeCall {
  /** Header names in lower case, as `Headers` gives them. */
  headers: Record<string, string>;
}

export interface FakeApi<Call extends FakeCall = FakeCall> {
  /**
   * Every request of the current test, in order: the same array all file long (so a test file
   * can destructure it once), emptied before each test.
   */
  readonly calls: Call[];
  /** How to answer `method url` (the path and query the page asks for) from now on in this test. */
  answer(method: string, url: string, respond: () => Promise<Response>): void;
  /** A JSON answer, as the server sends it: `answer('GET', '/api/me', () => json(200, me))`. */
  json(status: number, body: unknown): Promise<Response>;
}

/**
 * Replaces `fetch` for each test of the file with a fake that records every request and
 * answers those given an `answer`; any other gets a 500, so an unplanned request shows up as
 * a failure in the page rather than going to the network. Headers are recorded only when asked
 * for, so tests can compare whole calls with toEqual.
 */
export function fakeApi(): FakeApi;
export function fakeApi(options: { headers: true }): FakeApi<FakeCallWithHeaders>;
export function fakeApi({ headers = false } = {}): FakeApi<FakeCall | FakeCallWithHeaders> {
  const calls: (FakeCall | FakeCallWithHeaders)[] = [];
  const answers = new Map<string, () => Promise<Response>>();

  beforeEach(() => {
    calls.length = 0;
    answers.clear();
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
        const url =
          typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        const method = init.method ?? 'GET';
        const body =
          typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : (init.body ?? null);
        calls.push(
          headers
            ? {
                method,
                url,
                headers: Object.fromEntries(new Headers(init.headers).entries()),
                body,
              }
            : { method, url, body },
        );
        const respond = answers.get(`${method} ${url}`);
        return respond
          ? respond()
          : json(500, { error: { code: 'x', message: 'Unexpected call.' } });
      }),
    );
  });

  afterEach(() => {
    // Undoes vi.stubGlobal, putting the real fetch back.
    vi.unstubAllGlobals();
  });

  return {
    calls,
    answer(method, url, respond) {
      answers.set(`${method} ${url}`, respond);
    },
    json,
  };
}
