import { memo, Suspense, use, type ReactNode } from 'react';

/** What a part the browser never hydrates waits for: a promise that never settles. */
const NEVER: Promise<never> = new Promise<never>(() => undefined);

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
