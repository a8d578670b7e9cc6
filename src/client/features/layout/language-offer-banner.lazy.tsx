import { pathIn } from '../../i18n/locale-path';
import { layoutCopy } from './layout.copy';
import { rememberLanguage } from './remember-language';

/** The offer itself, loaded only for a visitor it is for (language-offer.tsx). */
export function LanguageOfferBanner({
  pathname,
  onAnswered,
}: {
  pathname: string;
  onAnswered: () => void;
}) {
  const copy = layoutCopy.language;
  return (
    <section
      aria-label={copy.label}
      className="border-b border-brand-100 bg-brand-50 px-4 py-3 text-sm text-slate-900"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-4 gap-y-2">
        <p>{copy.offer}</p>
        <a
          href={`${pathIn('bn', pathname)}${window.location.search}`}
          hrefLang="bn"
          lang="bn"
          onClick={() => rememberLanguage('bn')}
          className="inline-flex min-h-10 items-center rounded-md bg-brand-700 px-3 font-semibold text-white hover:bg-brand-800"
        >
          {copy.accept}
        </a>
        <button
          type="button"
          onClick={() => {
            rememberLanguage('en');
            onAnswered();
          }}
          className="inline-flex min-h-10 items-center rounded-md px-3 font-medium text-brand-800 underline-offset-4 hover:underline"
        >
          {copy.decline}
        </button>
      </div>
    </section>
  );
}
