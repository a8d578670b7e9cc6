import { Fragment } from 'react';
import { PageHeader } from '../../components/ui/page-header';
import { mailtoHref } from '../../lib/mailto';
import { siteSetting } from '../../lib/site-settings';
import { formatCalendarDate, formatNumber } from '../../i18n/format.copy';
import { LEGAL_CONTACT_EMAIL, type LegalBlock, type LegalDocument } from './legal-document';
import { legalCopy } from './legal.copy';
import { localePath } from '../../i18n/locale-path';

const linkClasses =
  'font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900';

/** Plain text with the contact address put in as a mailto link. */
function LegalText({ text }: { text: string }) {
  const parts = text.split(LEGAL_CONTACT_EMAIL);
  const email = parts.length > 1 ? siteSetting('support-email') : '';
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? (
        <a href={mailtoHref(email)} className={linkClasses}>
          {email}
        </a>
      ) : null}
      {part}
    </Fragment>
  ));
}

function Block({ block }: { block: LegalBlock }) {
  if (block.kind === 'p') {
    return (
      <p className="mt-4 leading-7 text-slate-800">
        <LegalText text={block.text} />
      </p>
    );
  }
  return (
    <ul className="mt-4 list-disc space-y-2 pl-6 leading-7 text-slate-800 marker:text-brand-700">
      {block.items.map((item) => (
        <li key={item}>
          <LegalText text={item} />
        </li>
      ))}
    </ul>
  );
}

/** A legal page: header band, table of contents and numbered h2 sections. */
export function LegalDocumentView({
  content,
  related,
}: {
  content: LegalDocument;
  related: { href: string; label: string };
}) {
  const updated = legalCopy.lastUpdated(formatCalendarDate(content.lastUpdated));
  return (
    <>
      <PageHeader eyebrow={legalCopy.eyebrow} title={content.title} lead={content.intro}>
        <p className="text-sm font-semibold text-brand-100">
          <time dateTime={content.lastUpdated}>{updated}</time>
        </p>
      </PageHeader>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-4">
        <nav
          aria-label={legalCopy.onThisPage}
          className="h-fit rounded-xl border border-slate-200 bg-slate-50 p-5 lg:sticky lg:top-24 lg:max-h-[calc(100vh-7rem)] lg:overflow-y-auto"
        >
          <p className="text-sm font-semibold text-slate-900">{legalCopy.onThisPage}</p>
          <ol className="mt-3 space-y-1 text-sm">
            {content.sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={localePath(`#${section.id}`)}
                  className="flex min-h-8 items-center gap-2 text-slate-700 hover:text-brand-800 hover:underline"
                >
                  <span className="w-5 shrink-0 text-right tabular-nums text-slate-700">
                    {formatNumber(index + 1)}.
                  </span>
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="min-w-0 max-w-3xl lg:col-span-3">
          {content.sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              className="scroll-mt-40 border-b border-slate-200 md:scroll-mt-24 pb-8 pt-8 first:pt-0 last:border-b-0"
            >
              <h2 className="text-xl font-bold text-slate-900 sm:text-2xl">
                {formatNumber(index + 1)}. {section.heading}
              </h2>
              {section.blocks.map((block, blockIndex) => (
                <Block key={blockIndex} block={block} />
              ))}
            </section>
          ))}
          <p className="mt-8 rounded-xl border border-slate-200 bg-slate-50 p-5 text-sm text-slate-700">
            {updated}
            {legalCopy.closing.beforeRelated}
            <a href={localePath(related.href)} className={linkClasses}>
              {related.label}
            </a>
            {legalCopy.closing.beforeContact}
            <a href={localePath('/contact')} className={linkClasses}>
              {legalCopy.closing.contact}
            </a>
            {legalCopy.closing.after}
          </p>
        </article>
      </div>
    </>
  );
}
