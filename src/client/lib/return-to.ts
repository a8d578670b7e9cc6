import { localePath } from '../i18n/locale-path';

/**
 * Where /auth sends a learner after signing in: `?next=` names the page they came from. Only a
 * path on this site is followed (one leading `/`, not `//` or `/\`, which browsers read as
 * another host), so a crafted link cannot send someone off-site after they sign in.
 */
export function safeReturnPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) {
    return null;
  }
  // Control characters (a tab or newline inside `/\t/evil.example`) are dropped by URL parsers.
  if ([...next].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) {
    return null;
  }
  return next;
}

/** The page to open after signing in: `next` from the query string when safe, else `fallback`. */
export function returnPathFrom(search: string, fallback = '/'): string {
  return safeReturnPath(new URLSearchParams(search).get('next')) ?? localePath(fallback);
}

/** /auth, coming back to `returnTo` once signed in. */
export function signInHref(returnTo: string): string {
  const safe = safeReturnPath(returnTo);
  return localePath(safe ? `/auth?next=${encodeURIComponent(localePath(safe))}` : '/auth');
}
