import { useState } from 'react';
import { apiRequest, type ApiResult } from '../../lib/api-client';
import { loadKey, useApiLoad } from '../../lib/use-api-load';
import type { StaffAccess } from './staff-access';

/** What a staff list shows: its items, or why they could not be loaded. */
export type StaffListAnswer<T> =
  { ok: true; items: T[]; next?: string | undefined } | { ok: false; message: string };

/**
 * The next page of a list the server cut (its `Link: <…>; rel="next"` header), if any: staff
 * lists answer 500 rows at a time.
 */
function nextPageOf(result: { headers?: Headers }): string | undefined {
  return /<([^>]+)>;\s*rel="next"/.exec(result.headers?.get('link') ?? '')?.[1];
}

/** One answer of the list call, with the request it answers (its key and reload count). */
type Listing<T> = { request: string; reload: number } & StaffListAnswer<T>;

export interface StaffList<T> {
  /** The answer for the current request; kept while the same request loads again. */
  shown: StaffListAnswer<T> | undefined;
  /** True until the answer for the current request and reload has arrived. */
  loading: boolean;
  /** The server said 403: the session's staff role is gone, so the page shows the staff notice. */
  denied: boolean;
  deny: () => void;
  /**
   * After an action on one item failed: a 401 hands over to `onSignedOut`, a 403 shows the staff
   * notice. True when either happened, so the caller has nothing more to say.
   */
  lostAccess: (status: number) => boolean;
  /** Asks again for the same request (new items may have arrived, or an update failed). */
  reload: () => void;
  /** Changes the loaded items in place, e.g. with the server's answer to an action on one. */
  updateItems: (change: (items: T[]) => T[]) => void;
  /** Adds the next page of a list the server cut (`shown.next`) to the items shown. */
  more: () => void;
  /** True while the next page loads. */
  loadingMore: boolean;
  /** Why the last `more` failed; cleared when it is tried again. */
  moreError: string | undefined;
}

/**
 * Loads a staff-only list once access is confirmed and again whenever `request` (usually the
 * page's query string) changes. A 401 hands over to `onSignedOut`; a 403 sets `denied`. Answers
 * to superseded requests are dropped, so fast filter changes never show a stale list.
 */
export function useStaffList<T extends { id: string }>({
  access,
  request,
  load,
  onSignedOut,
}: {
  access: StaffAccess;
  request: string;
  load: (request: string) => Promise<ApiResult<T[]>>;
  onSignedOut: () => void;
}): StaffList<T> {
  const [reloadCount, setReloadCount] = useState(0);
  const [listing, setListing] = useState<Listing<T> | undefined>();
  const [denied, setDenied] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<string | undefined>();

  const key = access === 'staff' ? loadKey(request, reloadCount) : null;
  useApiLoad(
    key,
    () => load(request),
    (result) => {
      const answer = { request, reload: reloadCount };
      if (result.ok)
        setListing({ ...answer, ok: true, items: result.data, next: nextPageOf(result) });
      else if (result.status === 401) onSignedOut();
      else if (result.status === 403) setDenied(true);
      else setListing({ ...answer, ok: false, message: result.message });
    },
  );

  const matches = listing !== undefined && listing.request === request;
  const lostAccess = (status: number) => {
    if (status === 401) onSignedOut();
    else if (status === 403) setDenied(true);
    else return false;
    return true;
  };
  const more = async () => {
    const next = listing?.ok ? listing.next : undefined;
    if (!next || loadingMore) return;
    setLoadingMore(true);
    setMoreError(undefined);
    const result = await apiRequest<T[]>(next);
    setLoadingMore(false);
    if (!result.ok) {
      if (!lostAccess(result.status)) setMoreError(result.message);
      return;
    }
    // Offsets move when items change status meanwhile: one already shown is not shown twice.
    setListing((previous) => {
      if (!previous?.ok || previous.next !== next) return previous;
      const known = new Set(previous.items.map((item) => item.id));
      const added = result.data.filter((item) => !known.has(item.id));
      return { ...previous, items: [...previous.items, ...added], next: nextPageOf(result) };
    });
  };
  return {
    shown: matches ? listing : undefined,
    loading: !matches || listing.reload !== reloadCount,
    denied,
    deny: () => setDenied(true),
    lostAccess,
    reload: () => setReloadCount((count) => count + 1),
    updateItems: (change) =>
      setListing((previous) =>
        previous?.ok ? { ...previous, items: change(previous.items) } : previous,
      ),
    more: () => void more(),
    loadingMore,
    moreError,
  };
}

/** The items with the server's new copy of one of them in its place. */
export function replaceById<T extends { id: string }>(items: T[], updated: T): T[] {
  return items.map((each) => (each.id === updated.id ? updated : each));
}
