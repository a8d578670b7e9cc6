import { useSyncExternalStore } from 'react';
import type { MyCourses } from '../../shared/schemas/order';
import { apiRequest } from './api-client';

/**
 * The visitor's session as the UI sees it. Pages are prerendered signed out; after hydration the
 * session is read from GET /api/me (and remembered for this tab, so the next page shows the
 * signed-in header at once).
 */
export interface SessionState {
  status: 'loading' | 'signed-out' | 'signed-in';
  email?: string;
  name?: string;
  isStaff?: boolean;
  /** Courses the learner owns, and those with a payment waiting for verification. */
  courses?: MyCourses;
}

interface MeBody {
  user: { email: string; name: string; isStaff: boolean; courses: MyCourses } | null;
}

const CACHE_KEY = 'shikhon:session';
const SIGNED_OUT: SessionState = { status: 'signed-out' };
const LOADING: SessionState = { status: 'loading' };

let state: SessionState = LOADING;
let started = false;
const listeners = new Set<() => void>();
const waiting: ((session: SessionState) => void)[] = [];

function set(next: SessionState) {
  state = next;
  try {
    if (next.status === 'signed-in') sessionStorage.setItem(CACHE_KEY, JSON.stringify(next));
    else if (next.status === 'signed-out') sessionStorage.removeItem(CACHE_KEY);
  } catch {
    // storage unavailable: the session is simply read again on the next page
  }
  for (const listener of listeners) listener();
  if (next.status !== 'loading') for (const resolve of waiting.splice(0)) resolve(next);
}

function readCache(): SessionState | undefined {
  try {
    const raw = sessionStorage.getItem(CACHE_KEY);
    const parsed = raw ? (JSON.parse(raw) as SessionState) : undefined;
    return parsed?.status === 'signed-in' ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** Reads the session from the server (again). */
export async function refreshSession(): Promise<SessionState> {
  const result = await apiRequest<MeBody>('/api/me');
  if (result.ok && result.data.user) {
    const { email, name, isStaff, courses } = result.data.user;
    set({ status: 'signed-in', email, name, isStaff, courses });
  } else if (result.ok) {
    set(SIGNED_OUT);
  } else if (state.status === 'loading') {
    // The server could not answer: show the signed-out header rather than wait forever.
    set(SIGNED_OUT);
  }
  return state;
}

function start() {
  if (started) return;
  started = true;
  const cached = readCache();
  if (cached) state = cached;
  void refreshSession();
}

function subscribe(listener: () => void) {
  start();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Prerendered HTML is signed out: the server snapshot says so, and hydration matches it. */
const getServerSnapshot = () => SIGNED_OUT;

export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, () => state, getServerSnapshot);
}

/** The session as this tab knows it now, without subscribing (event handlers). */
export function peekSession(): SessionState {
  return state;
}

/** Resolves once the session is known (immediately when it already is). */
export function whenSessionKnown(): Promise<SessionState> {
  start();
  if (state.status !== 'loading') return Promise.resolve(state);
  return new Promise((resolve) => waiting.push(resolve));
}

/** After sign-out (or a password reset elsewhere): forget the session in this tab. */
export function forgetSession() {
  set(SIGNED_OUT);
}

/** What the learner has of a course: owns it, has a payment waiting, or neither. */
export type CourseAccess = 'enrolled' | 'pending' | 'none';

export function courseAccess(session: SessionState, courseId: string): CourseAccess {
  if (session.status !== 'signed-in' || !session.courses) return 'none';
  if (session.courses.enrolled.includes(courseId)) return 'enrolled';
  if (session.courses.pending.includes(courseId)) return 'pending';
  return 'none';
}
