import { lazy, Suspense, type ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import type { StaffList } from './use-staff-list';

/**
 * The parts every staff list shares around its items, so payments, messages and applications
 * load, fail and run empty the same way.
 */

/**
 * 'Loading...' or the count: announced as it changes, without a second role=status beside the
 * toasts' region.
 */
export function ListCountLine({ children }: { children: ReactNode }) {
  return (
    <p aria-live="polite" className="mt-8 min-h-6 text-sm font-medium text-slate-800">
      {children}
    </p>
  );
}

/**
 * When the list's last load failed (and no new one is under way): 'We could not load the
 * {what}.' with the server's reason and a way to ask again. Nothing otherwise.
 */
export function ListLoadError({
  what,
  list: { shown, loading, reload },
}: {
  what: string;
  list: Pick<StaffList<unknown>, 'shown' | 'loading' | 'reload'>;
}) {
  if (!shown || shown.ok || loading) return null;
  return (
    <div role="alert" className="mt-4 max-w-2xl rounded-xl border border-red-200 bg-red-50 p-6">
      <p className="text-base font-medium text-red-800">
        We could not load the {what}. {shown.message}
      </p>
      <Button className="mt-4" onClick={reload}>
        Try again
      </Button>
    </div>
  );
}

/** The empty state: what is not there, and optionally a way to widen the list. */
export function ListEmpty({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <div className="mt-4 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <p className="text-base font-semibold text-slate-900">{message}</p>
      {action}
    </div>
  );
}

const LazyListMore = lazy(() =>
  import('./list-more.lazy').then((module) => ({ default: module.ListMore })),
);

/** 'Showing the first 500 {what}' and 'Load more' when the server cut the list; else nothing. */
export function ListMore({
  what,
  list: { shown, loadingMore, moreError, more },
}: {
  what: string;
  list: Pick<StaffList<{ id: string }>, 'shown' | 'loadingMore' | 'moreError' | 'more'>;
}) {
  if (!shown?.ok || !shown.next) return null;
  return (
    <Suspense fallback={null}>
      <LazyListMore
        count={shown.items.length}
        what={what}
        loading={loadingMore}
        error={moreError}
        onMore={more}
      />
    </Suspense>
  );
}
