import { Badge } from '../../components/ui/badge';
import { ButtonLink } from '../../components/ui/button';
import { AwardIcon, ClockIcon, MapPinIcon } from '../../components/ui/icons';
import { careerBenefits, positions } from '../../../shared/catalogue/careers';
import type { Position } from '../../../shared/catalogue/types';
import { applicationHref } from './application-link';
import { localePath } from '../../i18n/locale-path';
import { careersCopy } from './careers.copy';

const copy = careersCopy.positions;

/** In careerBenefits' order: salary, flexible working, health, learning, leave, impact. */
const BENEFIT_EMOJI = ['💰', '🏡', '🩺', '📚', '🌴', '🚀'];

export function CareerBenefits() {
  return (
    <section aria-labelledby="why-join" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
      <h2 id="why-join" className="text-3xl font-bold tracking-tight text-slate-900">
        {careersCopy.benefits.title}
      </h2>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">{careersCopy.benefits.lead}</p>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {careerBenefits.map((benefit, index) => (
          <li
            key={benefit.title}
            className="flex gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <span
              className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-2xl"
              aria-hidden="true"
            >
              {BENEFIT_EMOJI[index] ?? '✨'}
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
          <AwardIcon /> {copy.experience(position.experience)}
        </li>
      </ul>
      <p className="mt-4 flex-1 leading-7 text-slate-800">{position.description}</p>
      <p className="mt-5 text-sm font-semibold text-slate-900">{copy.skills}</p>
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
          aria-label={copy.applyLabel(position.title)}
          className="w-full sm:w-auto"
        >
          {copy.apply}
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
          {copy.title}
        </h2>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{copy.lead(positions.length)}</p>
        <ul className="mt-8 grid gap-6 lg:grid-cols-2">
          {positions.map((position) => (
            <li key={position.id}>
              <PositionCard position={position} />
            </li>
          ))}
        </ul>
        <div className="mt-10 rounded-xl border border-brand-100 bg-white p-6 sm:p-8">
          <h3 className="text-lg font-bold text-slate-900">{copy.otherTitle}</h3>
          <p className="mt-2 max-w-3xl text-slate-700">{copy.otherText}</p>
          <ButtonLink
            href={localePath(`/contact?subject=${encodeURIComponent(copy.otherSubject)}`)}
            variant="outline"
            className="mt-4"
          >
            {copy.introduce}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
