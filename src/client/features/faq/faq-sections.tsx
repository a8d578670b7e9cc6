import { FAQ_TOPICS } from './faq-content';
import { FaqEntry, StillHaveAQuestion } from './faq-parts';
import { localePath } from '../../i18n/locale-path';
import { faqCopy } from './faq.copy';

/** The /faq page body: a list of topics, then each topic's questions under its own h2. */
export function FaqTopics() {
  return (
    <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-4">
      <nav
        aria-label={faqCopy.topicsLabel}
        className="h-fit rounded-xl border border-slate-200 bg-slate-50 p-5 lg:sticky lg:top-24"
      >
        <p className="text-sm font-semibold text-slate-900">{faqCopy.topicsLabel}</p>
        <ul className="mt-3 space-y-1 text-sm">
          {FAQ_TOPICS.map((topic) => (
            <li key={topic.id}>
              <a
                href={localePath(`#${topic.id}`)}
                className="flex min-h-8 items-center text-slate-700 hover:text-brand-800 hover:underline"
              >
                {topic.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0 max-w-3xl lg:col-span-3">
        {FAQ_TOPICS.map((topic) => (
          <section
            key={topic.id}
            id={topic.id}
            aria-labelledby={`${topic.id}-heading`}
            className="scroll-mt-40 pb-10 md:scroll-mt-24"
          >
            <h2
              id={`${topic.id}-heading`}
              className="text-2xl font-bold tracking-tight text-slate-900"
            >
              {topic.title}
            </h2>
            <ul className="mt-5 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
              {topic.items.map((item) => (
                <FaqEntry key={item.question} item={item} />
              ))}
            </ul>
          </section>
        ))}
        <StillHaveAQuestion />
      </div>
    </div>
  );
}
