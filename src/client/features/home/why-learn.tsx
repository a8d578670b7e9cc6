import { SectionHeading } from './section-heading';
import { homeCopy } from './home.copy';

const copy = homeCopy.why;

/** The reasons' icons, in the order of their words in the copy. */
const ICONS = ['🌱', '💻', '🏅', '🚀'];

export function WhyLearn() {
  return (
    <section aria-labelledby="home-why-title" className="py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="home-why-title"
          eyebrow={copy.eyebrow}
          title={copy.title}
          lead={copy.lead}
        />
        <ol className="mt-12 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {copy.reasons.map((reason, index) => (
            <li
              key={reason.title}
              className="relative rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <span
                aria-hidden="true"
                className="absolute right-5 top-5 text-sm font-bold text-brand-700"
              >
                {copy.number(index + 1)}
              </span>
              <span
                aria-hidden="true"
                className="flex h-12 w-12 items-center justify-center rounded-full bg-gradient-to-br from-brand-100 to-indigo-100 text-2xl"
              >
                {ICONS[index]}
              </span>
              <h3 className="mt-4 text-lg font-bold text-slate-900">{reason.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-700">{reason.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
