import { lazy, Suspense } from 'react';

const MyCertificates = lazy(async () => ({
  default: (await import('./my-certificates')).MyCertificates,
}));

/** "My certificates" for the dashboard, its code loaded after the page's first view. */
export function LazyMyCertificates() {
  return (
    <Suspense
      fallback={
        <p role="status" className="text-sm text-slate-700">
          Loading your certificates...
        </p>
      }
    >
      <MyCertificates />
    </Suspense>
  );
}
