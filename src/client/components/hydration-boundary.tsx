import { Suspense, type ReactNode } from 'react';

/**
 * A part of a prerendered page that React hydrates, commits and runs the effects of on its own:
 * React hydrates each Suspense boundary separately, so a long page becomes several short tasks
 * instead of one long one that would keep a phone from answering a tap. Nothing inside suspends;
 * the fallback is never shown.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
