import { ButtonLink } from '../../components/ui/button';
import { ArrowRightIcon } from '../../components/ui/icons';
import { localePath } from '../../i18n/locale-path';
import { aboutCopy as copy } from './about.copy';

const VALUE_EMOJI = ['🛠️', '🤝', '🏭', '🌱'];

export function AboutFacts() {
  return (
    <section aria-label={copy.factsLabel} className="border-b border-slate-200 bg-white">
      <dl className="mx-auto grid max-w-7xl gap-6 px-4 py-10 sm:grid-cols-3 sm:px-6">
        {copy.facts.map((fact) => (
          <div
            key={fact.label}
            className="flex flex-col-reverse rounded-xl border border-slate-200 bg-slate-50 p-6 text-center"
          >
            <dt className="mt-1 text-sm font-medium text-slate-700">{fact.label}</dt>
            <dd className="text-4xl font-bold tracking-tight text-brand-800">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function AboutStory() {
  return (
    <section aria-labelledby="our-story" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
      <div className="grid gap-10 lg:grid-cols-5 lg:gap-16">
        <div className="lg:col-span-2">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">
            {copy.story.eyebrow}
          </p>
          <h2 id="our-story" className="mt-2 text-3xl font-bold tracking-tight text-slate-900">
            {copy.story.title}
          </h2>
        </div>
        <div className="max-w-3xl space-y-5 text-lg leading-8 text-slate-800 lg:col-span-3">
          <p>
            {copy.story.firstBefore}
            <span lang="bn">শিখন</span>
            {copy.story.firstAfter}
          </p>
          <p>{copy.story.second}</p>
          <p>{copy.story.third}</p>
        </div>
      </div>
    </section>
  );
}

export function AboutValues() {
  return (
    <section aria-labelledby="our-values" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <h2 id="our-values" className="text-3xl font-bold tracking-tight text-slate-900">
          {copy.values.title}
        </h2>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{copy.values.lead}</p>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {copy.values.items.map((value, index) => (
            <li
              key={value.title}
              className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <span
                className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-2xl"
                aria-hidden="true"
              >
                {VALUE_EMOJI[index]}
              </span>
              <h3 className="mt-4 text-lg font-bold text-slate-900">{value.title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-700">{value.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function AboutMissionVision() {
  return (
    <section aria-labelledby="mission-vision" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
      <h2 id="mission-vision" className="text-3xl font-bold tracking-tight text-slate-900">
        {copy.mission.title}
      </h2>
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <div className="rounded-xl bg-gradient-to-br from-brand-800 to-brand-900 p-8 text-white shadow-sm">
          <h3 className="text-xl font-bold">{copy.mission.missionTitle}</h3>
          <p className="mt-3 text-lg leading-8 text-slate-100">{copy.mission.mission}</p>
        </div>
        <div className="rounded-xl bg-gradient-to-br from-indigo-800 to-indigo-900 p-8 text-white shadow-sm">
          <h3 className="text-xl font-bold">{copy.mission.visionTitle}</h3>
          <p className="mt-3 text-lg leading-8 text-slate-100">{copy.mission.vision}</p>
        </div>
      </div>
    </section>
  );
}

export function AboutCallToAction() {
  return (
    <section aria-labelledby="about-cta" className="mx-auto max-w-7xl px-4 pb-4 sm:px-6">
      <div className="flex flex-col gap-6 rounded-xl border border-slate-200 bg-slate-50 p-8 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="about-cta" className="text-2xl font-bold tracking-tight text-slate-900">
            {copy.cta.title}
          </h2>
          <p className="mt-2 max-w-2xl text-slate-700">{copy.cta.text}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <ButtonLink href={localePath('/courses')} size="lg">
            {copy.cta.browse} <ArrowRightIcon />
          </ButtonLink>
          <ButtonLink href={localePath('/contact')} size="lg" variant="outline">
            {copy.cta.contact}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
