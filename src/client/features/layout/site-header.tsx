import { Button, buttonClasses } from '../../components/ui/button';
import { useSession } from '../auth/session';
import { signOut } from '../auth/sign-out';
import { Logo } from './logo';

const NAV = [
  { href: '/courses', label: 'Courses' },
  { href: '/learning-paths', label: 'Learning Paths' },
  { href: '/labs', label: 'Labs' },
];

/** Detail pages live under singular prefixes (/course/x, /learning-path/x): they count too. */
const SECTION_PREFIXES: Record<string, string[]> = {
  '/courses': ['/courses', '/course/'],
  '/learning-paths': ['/learning-paths', '/learning-path/', '/skills-assessment'],
  '/labs': ['/labs'],
};

function isCurrent(pathname: string, href: string) {
  return (SECTION_PREFIXES[href] ?? [href]).some(
    (prefix) =>
      pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`),
  );
}

export function SiteHeader({ pathname }: { pathname: string }) {
  const session = useSession();
  const links = NAV.map((item) => (
    <a
      key={item.href}
      href={item.href}
      aria-current={isCurrent(pathname, item.href) ? 'page' : undefined}
      className="whitespace-nowrap rounded-md px-2.5 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 aria-[current=page]:text-brand-800 aria-[current=page]:underline aria-[current=page]:underline-offset-4"
    >
      {item.label}
    </a>
  ));
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-3 py-3 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {links}
        </nav>
        <div className="flex items-center gap-2">
          {session.status === 'signed-in' ? (
            <>
              <span
                className="hidden max-w-48 truncate text-sm text-slate-700 md:inline"
                title={session.email}
              >
                {session.email}
              </span>
              {session.isStaff ? (
                <a href="/admin" className={buttonClasses('ghost', 'sm', 'max-sm:hidden')}>
                  Admin
                </a>
              ) : null}
              <a href="/profile" className={buttonClasses('outline', 'sm')}>
                Profile
              </a>
              <Button variant="ghost" size="sm" onClick={() => void signOut()}>
                Sign Out
              </Button>
            </>
          ) : (
            <>
              <a href="/auth" className={buttonClasses('ghost', 'sm', 'max-sm:hidden')}>
                Sign In
              </a>
              <a href="/auth" className={buttonClasses('primary', 'sm')}>
                Start Learning
              </a>
            </>
          )}
        </div>
      </div>
      <nav
        aria-label="Main (compact)"
        className="flex justify-center gap-1 border-t border-slate-100 px-2 py-1 md:hidden"
      >
        {links}
        {session.status === 'signed-in' ? (
          <span
            className="max-w-32 truncate px-2 py-2 text-sm text-slate-700 max-[359px]:hidden"
            title={session.email}
          >
            {session.email}
          </span>
        ) : (
          <a
            href="/auth"
            className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 sm:hidden"
          >
            Sign In
          </a>
        )}
      </nav>
    </header>
  );
}
