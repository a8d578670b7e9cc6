import { SectionHeading } from './section-heading';
import { homeCopy } from './home.copy';

const copy = homeCopy.features;

/** The features' icons, in the order of their words in the copy. */
const ICONS = ['🧪', '🗺️', '📈', '🏅', '🏆', '🎓'];

export function HomeFeatures() {
  return (
    <section aria-labelledby="home-features-title" className="bg-slate-50 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="home-features-title"
          eyebrow={copy.eyebrow}
          title={copy.title}
          lead={copy.lead}
        />
        <ul className="mt-12 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {copy.items.map((feature, index) => (
            <li
              key={feature.title}
              className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <span
                aria-hidden="true"
                className="flex h-12 w-12 items-center justify-center rounded-lg bg-brand-50 text-2xl"
              >
                {ICONS[index]}
              </span>
              <h3 className="mt-4 text-lg font-bold text-slate-900">{feature.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-700">{feature.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
