import { useState } from 'react';
import { Button, buttonClasses } from '../../components/ui/button';
import { useSession } from '../../lib/session';
import { useApiLoad } from '../../lib/use-api-load';
import { fetchStaffWaiting } from './staff-waiting-api';
import { signOut } from './sign-out';
import { localePath } from '../../i18n/locale-path';
import { LanguageSwitch } from './language-switch';
import { layoutCopy as copy } from './layout.copy';
import { Logo } from './logo';

const NAV = [
  { href: '/courses', label: copy.nav.courses },
  { href: '/learning-paths', label: copy.nav.learningPaths },
  { href: '/labs', label: copy.nav.labs },
];

/** Detail pages live under singular prefixes (/course/x, /learning-path/x): they count too. */
const SECTION_PREFIXES: Record<string, string[]> = {
  '/courses': ['/courses', '/course/'],
  '/learning-paths': ['/learning-paths', '/learning-path/', '/skills-assessment'],
  '/labs': ['/labs'],
};

const navLinkClasses =
  'whitespace-nowrap rounded-md px-2.5 max-[359px]:px-1.5 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 aria-[current=page]:text-brand-800 aria-[current=page]:underline aria-[current=page]:underline-offset-4';

function isCurrent(pathname: string, href: string) {
  return (SECTION_PREFIXES[href] ?? [href]).some(
    (prefix) =>
      pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`),
  );
}

/**
 * The Admin link's text: 'Admin' and, while staff have work waiting, its count, read as
 * "Admin, 3 waiting" (the comma and 'waiting' for screen readers only).
 */
function AdminLabel({ waiting }: { waiting: number }) {
  if (waiting <= 0) return <>Admin</>;
  return (
    <>
      Admin<span className="sr-only">, </span>
      <span className="ml-1.5 rounded-full bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900 tabular-nums">
        {waiting}
      </span>
      <span className="sr-only">{copy.adminWaiting}</span>
    </>
  );
}

export function SiteHeader({ pathname }: { pathname: string }) {
  // Long: the header's markup: the wide and the phone navigation side by side.
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  // Staff only: orders to verify and refunds to decide, counted by the server, once per page.
  const [waiting, setWaiting] = useState(0);
  useApiLoad(signedIn && session.isStaff ? 'staff' : null, fetchStaffWaiting, (result) =>
    setWaiting(result.ok ? result.data.total : 0),
  );
  // Signed in, the top row carries Dashboard, Profile and Sign Out (and Admin for staff), so the
  // links join it only from lg; below that they keep their own row, as on phones.
  const links = NAV.map((item) => (
    <a
      key={item.href}
      href={localePath(item.href)}
      aria-current={isCurrent(pathname, item.href) ? 'page' : undefined}
      className={navLinkClasses}
    >
      {item.label}
    </a>
  ));
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-3 py-3 max-[389px]:px-2 sm:px-6">
        <Logo />
        <nav
          aria-label={copy.mainNav}
          className={`hidden items-center gap-1 ${signedIn ? 'lg:flex' : 'md:flex'}`}
        >
          {links}
        </nav>
        <div className="flex items-center gap-2 max-[389px]:gap-1">
          {/* On phones the switch sits in the compact row: the top row has no room for it. */}
          <LanguageSwitch
            pathname={pathname}
            className={buttonClasses('ghost', 'sm', 'max-sm:hidden')}
          />
          {signedIn ? (
            <>
              {/* The email goes first when space is short: it is on /profile too. */}
              <span
                className="hidden max-w-48 truncate text-sm text-slate-700 xl:inline"
                title={session.email}
              >
                {session.email}
              </span>
              {session.isStaff ? (
                <a
                  href="/admin"
                  aria-current={isCurrent(pathname, '/admin') ? 'page' : undefined}
                  className={buttonClasses('ghost', 'sm', 'max-sm:hidden')}
                >
                  <AdminLabel waiting={waiting} />
                </a>
              ) : null}
              {/* Below lg the compact row carries Dashboard, so this row stays one line. */}
              <a
                href={localePath('/dashboard')}
                aria-current={pathname === '/dashboard' ? 'page' : undefined}
                className={buttonClasses('ghost', 'sm', 'max-lg:hidden')}
              >
                {copy.dashboard}
              </a>
              <a
                href={localePath('/profile')}
                aria-current={pathname === '/profile' ? 'page' : undefined}
                className={buttonClasses('outline', 'sm', 'max-[389px]:px-2')}
              >
                {copy.profile}
              </a>
              <Button
                variant="ghost"
                size="sm"
                className="max-[389px]:px-2"
                onClick={() => void signOut()}
              >
                {copy.signOut}
              </Button>
            </>
          ) : (
            <>
              <a
                href={localePath('/auth')}
                className={buttonClasses('ghost', 'sm', 'max-sm:hidden')}
              >
                {copy.signIn}
              </a>
              <a href={localePath('/auth')} className={buttonClasses('primary', 'sm')}>
                {copy.startLearning}
              </a>
            </>
          )}
        </div>
      </div>
      <nav
        aria-label={copy.compactNav}
        className={`flex flex-wrap justify-center gap-1 border-t border-slate-100 px-2 py-1 ${
          signedIn ? 'lg:hidden' : 'md:hidden'
        }`}
      >
        {links}
        <LanguageSwitch pathname={pathname} className={`${navLinkClasses} sm:hidden`} />
        {signedIn ? (
          <>
            <a
              href={localePath('/dashboard')}
              aria-current={pathname === '/dashboard' ? 'page' : undefined}
              className={navLinkClasses}
            >
              {copy.dashboard}
            </a>
            {/* Staff sign in on phones too: below sm the top row has no room for Admin. */}
            {session.isStaff ? (
              <a
                href="/admin"
                aria-current={isCurrent(pathname, '/admin') ? 'page' : undefined}
                className={`${navLinkClasses} sm:hidden`}
              >
                <AdminLabel waiting={waiting} />
              </a>
            ) : null}
          </>
        ) : (
          <a
            href={localePath('/auth')}
            className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 sm:hidden"
          >
            {copy.signIn}
          </a>
        )}
      </nav>
    </header>
  );
}
