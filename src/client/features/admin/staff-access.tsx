import { useState } from 'react';
import { ButtonLink } from '../../components/ui/button';
import { useApiLoad } from '../../lib/use-api-load';
import { whenSessionKnown, type SessionState } from '../../lib/session';

export type StaffAccess = 'checking' | 'staff' | 'not-staff';

export interface StaffGateOptions {
  /** Where a signed-out visitor goes (tests pass their own). */
  onSignedOut?: () => void;
  /** The session once known (tests pass their own). */
  getSession?: () => Promise<SessionState>;
}

export const goToSignIn = () => window.location.replace('/auth');

/**
 * Staff pages are prerendered as 'checking'. Once the session is known a signed-out visitor goes
 * to /auth and a learner is told the area is not theirs, without a request that would answer 403.
 * The server checks the role on every call anyway; this only spares people a useless page.
 */
export function useStaffAccess({
  onSignedOut = goToSignIn,
  getSession = whenSessionKnown,
}: StaffGateOptions): StaffAccess {
  const [access, setAccess] = useState<StaffAccess>('checking');

  useApiLoad('session', getSession, (session) => {
    if (session.status !== 'signed-in') onSignedOut();
    else setAccess(session.isStaff ? 'staff' : 'not-staff');
  });

  return access;
}

export function CheckingAccess() {
  return (
    <p role="status" className="text-base text-slate-700">
      Checking your access...
    </p>
  );
}

export function StaffOnlyNotice() {
  return (
    <div className="max-w-2xl rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <p className="text-base font-semibold text-slate-900">
        This area is for Shikhon Academy staff.
      </p>
      <p className="mt-2 text-sm text-slate-700">
        Your courses and the status of your payments are on your dashboard.
      </p>
      <ButtonLink href="/dashboard" variant="outline" className="mt-4">
        Go to My Learning
      </ButtonLink>
    </div>
  );
}

/** What a staff page shows instead of itself: the access check, or the staff-only notice. */
export function StaffAccessBlocked({ checking }: { checking: boolean }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-12">
      {checking ? <CheckingAccess /> : <StaffOnlyNotice />}
    </div>
  );
}

/**
 * The ids of items with a request in flight (a card shows "Saving..." and ignores clicks), and
 * `whileBusy` to mark one busy for the length of its request.
 */
export function useBusyIds() {
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const whileBusy = async <R,>(id: string, work: () => Promise<R>): Promise<R> => {
    setBusy((ids) => new Set(ids).add(id));
    try {
      return await work();
    } finally {
      setBusy((ids) => {
        const next = new Set(ids);
        next.delete(id);
        return next;
      });
    }
  };
  return { isBusy: (id: string) => busy.has(id), whileBusy };
}
