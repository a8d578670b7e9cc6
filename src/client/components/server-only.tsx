import {
  memo,
  Suspense,
  use,
  type ComponentType,
  type NamedExoticComponent,
  type ReactNode,
} from 'react';

/** What a part the browser never hydrates waits for: a promise that never settles. */
const NEVER: Promise<never> = new Promise<never>(() => undefined);

/** Suspends for ever: inside a Suspense boundary being hydrated, React keeps the server's HTML. */
function Never(): ReactNode {
  return use(NEVER);
}

/** One element for every render, so React never sees the boundary change and drop its HTML. */
const DEHYDRATED = (
  <Suspense fallback={null}>
    <Never />
  </Suspense>
);

/**
 * A part of the page with no behaviour (links and text only), which the browser shows from the
 * prerendered HTML and never hydrates, so its code and words stay out of the page's JavaScript.
 * React keeps a Suspense boundary's server HTML until what it waits for arrives; here that is
 * never. Give `children` only to the server render: `{import.meta.env.SSR ? <Part /> : null}`
 * lets the bundler drop the part from the browser's bundle. Nothing inside may need JavaScript: a
 * link that does (the language switch) is answered by a listener on the document.
 */
export const ServerOnly = memo(function ServerOnly({ children }: { children: ReactNode }) {
  if (import.meta.env.SSR) return <Suspense fallback={null}>{children}</Suspense>;
  return DEHYDRATED;
});

/** A part hydrated later (hydratedLater); `ready` loads its code. */
export type LaterPart<Props extends object> = NamedExoticComponent<Props> & {
  ready: () => Promise<void>;
};

/** Every part hydrated later that the modules loaded so far define, by its `ready`. */
const laterParts = new Set<() => Promise<void>>();

/**
 * Loads the code of every part hydrated later that is defined so far: the server's render awaits
 * it once the page's modules are loaded (so no page renders a part without its code), and a
 * component test awaits it before it renders as the server does.
 */
export async function readyLaterParts(): Promise<void> {
  await Promise.all([...laterParts].map((ready) => ready()));
}

/**
 * A part below the fold whose code loads after the first view: the server renders it whole (it is
 * in the prerendered HTML, readable without JavaScript), and in the browser, inside a Suspense
 * boundary of its own, React keeps that HTML while the part's chunk loads and hydrates it once it
 * is in; the rest of the page hydrates without waiting. A prop that changed before then would
 * show the part empty until its code is in: give it props that stay the same objects, and let it
 * read what changes (the address, the session) itself. Name the part's module `*.lazy.tsx` (no
 * preload list in the first view) and import it only through `load`: a static import anywhere
 * would put it back in the page's chunk. The server's render awaits every part defined so far
 * (readyLaterParts, in entry-server.tsx) before it renders a page. Should the chunk not load (the
 * connection dropped), the part stays as the server drew it: its links work, its buttons wait for
 * the next visit. On the server a failed load fails the render (the prerender), never a page
 * without it.
 */
export function hydratedLater<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): LaterPart<Props> {
  let Part: ComponentType<Props> | undefined;
  let pending: Promise<void> | undefined;
  const ready = () =>
    (pending ??= load().then(
      (loaded) => {
        Part = loaded;
      },
      (error: unknown) => {
        // The prerender must not write a page without the part: it fails instead.
        if (import.meta.env.SSR) throw error;
        Part = Never;
      },
    ));
  laterParts.add(ready);
  function Loaded(props: Props) {
    if (!Part) use(ready());
    const Shown = Part ?? Never;
    return <Shown {...props} />;
  }
  // A boundary of its own, so that only this part waits for its code, not the part around it;
  // memo, so that the page re-rendering around it (the session arriving) leaves it alone: an
  // update that reached the waiting boundary would replace the server's HTML with nothing.
  const Later = memo(function Later(props: Props) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  });
  return Object.assign(Later, { ready });
}
