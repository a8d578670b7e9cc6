import { useEffect } from 'react';
import { ButtonLink } from '../../components/ui/button';
import { ArrowLeftIcon } from '../../components/ui/icons';
import { LinkList } from '../../components/ui/link-list';
import type { PageModule } from '../page';
import { localePath } from '../../i18n/locale-path';

const SUGGESTIONS = [
  { href: '/courses', label: 'Courses' },
  { href: '/learning-paths', label: 'Learning Paths' },
  { href: '/labs', label: 'Labs' },
  { href: '/contact', label: 'Contact us' },
];

function NotFoundPage() {
  useEffect(() => {
    console.warn(
      '404 Error: User attempted to access non-existent route:',
      window.location.pathname,
    );
  }, []);

  return (
    <div className="mx-auto flex max-w-7xl flex-col items-center px-4 py-20 text-center sm:px-6 sm:py-28">
      <p className="text-6xl" aria-hidden="true">
        🧭
      </p>
      <h1 className="mt-6 text-6xl font-extrabold tracking-tight text-brand-800 sm:text-7xl">
        404
      </h1>
      <p className="mt-4 text-2xl font-bold text-slate-900">Oops! Page not found</p>
      <p className="mt-3 max-w-md text-slate-700">
        The page you are looking for does not exist or has moved.
      </p>
      <ButtonLink href={localePath('/')} size="lg" className="mt-8">
        <ArrowLeftIcon />
        Return to Home
      </ButtonLink>
      <nav aria-label="Popular pages" className="mt-10">
        <p className="text-sm font-semibold text-slate-900">Or try one of these:</p>
        <LinkList
          links={SUGGESTIONS}
          className="mt-3 flex flex-wrap justify-center gap-2"
          linkClassName="inline-flex min-h-10 items-center rounded-full border border-slate-300 px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50"
        />
      </nav>
    </div>
  );
}

export const page: PageModule = {
  Page: NotFoundPage,
  meta: () => ({
    title: 'Page not found',
    description:
      'The page you are looking for does not exist. Return to the Shikhon Academy home page.',
    status: 404,
  }),
};
