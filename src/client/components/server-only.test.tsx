// @vitest-environment jsdom
import { act, useState, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { hydratedLater, type LaterPart } from './server-only';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

/** A part with behaviour: its count rises on a press once it is hydrated. */
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {`${label} ${count}`}
    </button>
  );
}

function Page({ Part }: { Part: LaterPart<{ label: string }> }) {
  const [pressed, setPressed] = useState(false);
  return (
    <main>
      <button type="button" onClick={() => setPressed(true)}>
        {pressed ? 'page pressed' : 'page'}
      </button>
      <Part label="later" />
    </main>
  );
}

let container: HTMLDivElement;
let root: Root | undefined;
beforeEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  vi.restoreAllMocks();
});

/** The server's HTML of the page, its later part loaded first as the prerender does. */
async function serverHtml(): Promise<string> {
  const onServer = hydratedLater(async () => Counter);
  await onServer.ready();
  return renderToString(<Page Part={onServer} />);
}

const button = (name: string) =>
  [...container.querySelectorAll('button')].find((each) => each.textContent?.startsWith(name));

function deferred() {
  let settle: { resolve: (part: ComponentType<{ label: string }>) => void; reject: () => void } = {
    resolve: () => undefined,
    reject: () => undefined,
  };
  const promise = new Promise<ComponentType<{ label: string }>>((resolve, reject) => {
    settle = { resolve, reject: () => reject(new Error('the chunk did not load')) };
  });
  return { promise, ...settle };
}

it('keeps the server HTML of a later part while its code loads, hydrates the rest at once, then the part', async () => {
  container.innerHTML = await serverHtml();
  expect(button('later')?.textContent).toBe('later 0');
  const load = deferred();
  const errors = vi.spyOn(console, 'error');
  await act(async () => {
    root = hydrateRoot(container, <Page Part={hydratedLater(() => load.promise)} />);
  });
  // The page around it is hydrated; the part is still the server's HTML, not hydrated.
  await act(async () => button('page')?.click());
  expect(button('page')?.textContent).toBe('page pressed');
  await act(async () => button('later')?.click());
  expect(button('later')?.textContent).toBe('later 0');

  await act(async () => load.resolve(Counter));
  await act(async () => button('later')?.click());
  expect(button('later')?.textContent).toBe('later 1');
  expect(errors).not.toHaveBeenCalled();
});

it("leaves the server's HTML in place when the part's code does not load", async () => {
  container.innerHTML = await serverHtml();
  const load = deferred();
  await act(async () => {
    root = hydrateRoot(container, <Page Part={hydratedLater(() => load.promise)} />);
  });
  await act(async () => load.reject());
  expect(button('later')?.textContent).toBe('later 0');
  await act(async () => button('page')?.click());
  expect(button('page')?.textContent).toBe('page pressed');
});
