import { Badge } from '../../components/ui/badge';
import { ButtonLink } from '../../components/ui/button';
import { AwardIcon, ClockIcon, MapPinIcon } from '../../components/ui/icons';
import { careerBenefits, positions } from '../../../shared/catalogue/careers';
import type { Position } from '../../../shared/catalogue/types';
import { applicationHref } from './application-link';
import { localePath } from '../../i18n/locale-path';

const BENEFIT_EMOJI: Record<string, string> = {
  'Competitive Salary': '💰',
  'Flexible Working': '🏡',
  'Health Cover': '🩺',
  'Learning Budget': '📚',
  'Generous Leave': '🌴',
  'Meaningful Impact': '🚀',
};

export function CareerBenefits() {
  return (
    <section aria-labelledby="why-join" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
      <h2 id="why-join" className="text-3xl font-bold tracking-tight text-slate-900">
        Why work with us
      </h2>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">
        We are a small team with a big goal: helping thousands of people in Bangladesh start careers
        in DevOps and cloud. Here is how we look after the people who make that happen.
      </p>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {careerBenefits.map((benefit) => (
          <li
            key={benefit.title}
            className="flex gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <span
              className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-2xl"
              aria-hidden="true"
            >
              {BENEFIT_EMOJI[benefit.title] ?? '✨'}
            </span>
            <div>
              <h3 className="font-bold text-slate-900">{benefit.title}</h3>
              <p className="mt-1 text-sm leading-6 text-slate-700">{benefit.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function PositionCard({ position }: { position: Position }) {
  return (
    <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 className="text-xl font-bold text-slate-900">{position.title}</h3>
        <Badge variant="brand">{position.department}</Badge>
      </div>
      <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-700">
        <li className="flex items-center gap-1.5">
          <MapPinIcon /> {position.location}
        </li>
        <li className="flex items-center gap-1.5">
          <ClockIcon /> {position.type}
        </li>
        <li className="flex items-center gap-1.5">
          <AwardIcon /> {position.experience} experience
        </li>
      </ul>
      <p className="mt-4 flex-1 leading-7 text-slate-800">{position.description}</p>
      <p className="mt-5 text-sm font-semibold text-slate-900">Skills we are looking for</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {position.skills.map((skill) => (
          <li
            key={skill}
            className="rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-800"
          >
            {skill}
          </li>
        ))}
      </ul>
      <div className="mt-6 border-t border-slate-100 pt-5">
        <ButtonLink
          href={localePath(applicationHref(position.id))}
          aria-label={`Apply Now: ${position.title}`}
          className="w-full sm:w-auto"
        >
          Apply Now
        </ButtonLink>
      </div>
    </article>
  );
}

export function OpenPositions() {
  return (
    <section aria-labelledby="open-positions" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <h2
          id="open-positions"
          className="scroll-mt-40 text-3xl md:scroll-mt-24 font-bold tracking-tight text-slate-900"
        >
          Open positions
        </h2>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">
          {positions.length} roles across education, content, engineering and marketing, in Dhaka
          and remote.
        </p>
        <ul className="mt-8 grid gap-6 lg:grid-cols-2">
          {positions.map((position) => (
            <li key={position.id}>
              <PositionCard position={position} />
            </li>
          ))}
        </ul>
        <div className="mt-10 rounded-xl border border-brand-100 bg-white p-6 sm:p-8">
          <h3 className="text-lg font-bold text-slate-900">Don&rsquo;t see the right role?</h3>
          <p className="mt-2 max-w-3xl text-slate-700">
            We are always glad to hear from instructors, engineers and community builders who share
            our mission. Tell us what you would like to work on and we will reply within 24 hours.
          </p>
          <ButtonLink
            href={localePath(
              `/contact?subject=${encodeURIComponent('Application: General interest')}`,
            )}
            variant="outline"
            className="mt-4"
          >
            Introduce yourself
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
