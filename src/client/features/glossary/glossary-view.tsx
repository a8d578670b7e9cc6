import { buttonClasses } from '../../components/ui/button';
import { ENGLISH_LANG } from '../../components/ui/english';
import { PageHeader } from '../../components/ui/page-header';
import { localePath } from '../../i18n/locale-path';
import type { GlossaryTerm } from '../../../shared/catalogue/glossaries/types';
import { glossaryCopy as copy } from './glossary.copy';

/** Latin-script runs in a Bangla sentence: commands, keywords and names, read as English. */
const LATIN_RUN = /([A-Za-z][\w .,:/+#@'=-]*[\w+#])/;

/** A Bangla meaning with its English runs marked, so screen readers read each in its language. */
function MixedText({ text }: { text: string }) {
  if (!ENGLISH_LANG) return text;
  return text.split(LATIN_RUN).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} lang={ENGLISH_LANG}>
        {part}
      </span>
    ) : (
      part
    ),
  );
}

/**
 * A course's key terms: the English term as the lessons write it, the Bangla word, and what it
 * means, in Bangla. A list of terms rather than a table, so it reads on a phone without
 * scrolling sideways.
 */
export function GlossaryView({
  courseId,
  courseTitle,
  terms,
}: {
  courseId: string;
  courseTitle: string;
  terms: readonly GlossaryTerm[];
}) {
  return (
    <>
      <PageHeader eyebrow={copy.kicker} title={copy.heading(courseTitle)} lead={copy.intro} />
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
        <dl className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {terms.map((entry) => (
            <div
              key={entry.term}
              className="grid gap-1 px-5 py-4 sm:grid-cols-[14rem_1fr] sm:gap-6"
            >
              <dt>
                <span lang={ENGLISH_LANG} className="block font-semibold text-slate-900">
                  {entry.term}
                </span>
                <span lang="bn" className="block text-sm text-brand-800">
                  <MixedText text={entry.bangla} />
                </span>
              </dt>
              <dd lang="bn" className="text-sm leading-6 text-slate-700">
                <MixedText text={entry.meaning} />
              </dd>
            </div>
          ))}
        </dl>
        <a
          href={localePath(`/learn/${courseId}`)}
          className={buttonClasses('outline', 'md', 'mt-8')}
        >
          {copy.backToCourse}
        </a>
      </div>
    </>
  );
}

export function GlossaryNotFound() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{copy.notFound}</h1>
      <a href={localePath('/courses')} className={buttonClasses('primary', 'md', 'mt-8')}>
        {copy.browse}
      </a>
    </div>
  );
}
