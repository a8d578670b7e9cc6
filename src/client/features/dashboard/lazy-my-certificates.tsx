import { lazy, Suspense } from 'react';
import { dashboardCopy } from './dashboard.copy';

const MyCertificates = lazy(async () => ({
  default: (await import('./my-certificates')).MyCertificates,
}));

/** "My certificates" for the dashboard, its code loaded after the page's first view. */
export function LazyMyCertificates() {
  return (
    <Suspense
      fallback={
        <p role="status" className="text-sm text-slate-700">
          {dashboardCopy.loadingCertificates}
        </p>
      }
    >
      <MyCertificates />
    </Suspense>
  );
}
