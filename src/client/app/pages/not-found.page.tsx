import { useEffect } from 'react';
import { ButtonLink } from '../../components/ui/button';
import { ArrowLeftIcon } from '../../components/ui/icons';
import { LinkList } from '../../components/ui/link-list';
import type { PageModule } from '../page';
import { localePath } from '../../i18n/locale-path';
import { notFoundCopy as copy } from './not-found.copy';

const SUGGESTIONS = [
  { href: '/courses', label: copy.suggestions.courses },
  { href: '/learning-paths', label: copy.suggestions.learningPaths },
  { href: '/labs', label: copy.suggestions.labs },
  { href: '/contact', label: copy.suggestions.contact },
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
        {copy.code}
      </h1>
      <p className="mt-4 text-2xl font-bold text-slate-900">{copy.title}</p>
      <p className="mt-3 max-w-md text-slate-700">{copy.text}</p>
      <ButtonLink href={localePath('/')} size="lg" className="mt-8">
        <ArrowLeftIcon />
        {copy.home}
      </ButtonLink>
      <nav aria-label={copy.suggestionsLabel} className="mt-10">
        <p className="text-sm font-semibold text-slate-900">{copy.suggestionsTitle}</p>
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
    title: copy.meta.title,
    description: copy.meta.description,
    status: 404,
  }),
};
