import { ButtonLink } from '../../components/ui/button';
import { FEATURED_FAQS } from './faq-featured';
import { FaqEntry, StillHaveAQuestion } from './faq-parts';
import { localePath } from '../../i18n/locale-path';
import { faqFeaturedCopy } from './faq-featured.copy';

/** The contact page's short FAQ: the most asked questions, and the way to all of them. */
export function FaqHighlights() {
  return (
    <section
      id="faq"
      aria-labelledby="faq-heading"
      className="mx-auto max-w-3xl scroll-mt-40 px-4 py-14 sm:px-6 md:scroll-mt-24"
    >
      <h2 id="faq-heading" className="text-3xl font-bold tracking-tight text-slate-900">
        {faqFeaturedCopy.highlightsTitle}
      </h2>
      <ul className="mt-8 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {FEATURED_FAQS.map((item) => (
          <FaqEntry key={item.question} item={item} />
        ))}
      </ul>
      <div className="mt-6">
        <ButtonLink href={localePath('/faq')} variant="outline">
          {faqFeaturedCopy.readAll}
        </ButtonLink>
      </div>
      <StillHaveAQuestion />
    </section>
  );
}
