import { courses } from '../../../shared/catalogue/courses';
import { CheckIcon, StarIcon } from '../../components/ui/icons';
import { SectionHeading } from './section-heading';
import { homeCopy } from './home.copy';

const copy = homeCopy.career;

const lowestPrice = Math.min(
  ...courses.filter((course) => course.priceBDT > 0).map((course) => course.priceBDT),
);

const TRUST_CLAIMS = [
  { icon: '💸', title: copy.guaranteeTitle, text: copy.guaranteeText },
  { icon: '🧑‍🏫', title: copy.mentorsTitle, text: copy.mentorsText },
  { icon: '৳', title: copy.pricingTitle, text: copy.pricingText(lowestPrice) },
];

export function CareerSection() {
  return (
    <section aria-labelledby="home-career-title" className="py-16 sm:py-20">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-5">
        <div className="lg:col-span-3">
          <SectionHeading
            id="home-career-title"
            align="start"
            eyebrow={copy.eyebrow}
            title={copy.title}
            lead={copy.lead}
          />
          <ul className="mt-10 grid gap-6 sm:grid-cols-2">
            {copy.benefits.map((benefit) => (
              <li key={benefit.title} className="flex gap-4">
                <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white">
                  <CheckIcon />
                </span>
                <div>
                  <h3 className="font-bold text-slate-900">{benefit.title}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-slate-700">{benefit.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
        <aside
          aria-labelledby="home-trust-title"
          className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-2"
        >
          <h3 id="home-trust-title" className="text-lg font-bold text-slate-900">
            {copy.trustTitle}
          </h3>
          <div className="mt-6 flex items-center gap-4 rounded-lg bg-brand-50 p-4">
            <p className="text-4xl font-extrabold text-brand-900">{copy.rating}</p>
            <div>
              <span className="flex text-amber-500" aria-hidden="true">
                {[1, 2, 3, 4, 5].map((star) => (
                  <StarIcon key={star} className="h-4 w-4" />
                ))}
              </span>
              <p className="mt-1 text-sm text-slate-800">{copy.ratingText}</p>
            </div>
          </div>
          <ul className="mt-6 space-y-5">
            {TRUST_CLAIMS.map((claim) => (
              <li key={claim.title} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-xl font-bold text-brand-900"
                >
                  {claim.icon}
                </span>
                <div>
                  <p className="font-semibold text-slate-900">{claim.title}</p>
                  <p className="text-sm text-slate-700">{claim.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </section>
  );
}
