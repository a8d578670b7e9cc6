import { useState } from 'react';
import { buttonClasses } from '../../components/ui/button';
import {
  ArrowLeftIcon,
  AwardIcon,
  ClockIcon,
  MapPinIcon,
  UsersIcon,
} from '../../components/ui/icons';
import { PageHeader } from '../../components/ui/page-header';
import type { Position } from '../../../shared/catalogue/types';
import { applicationHref, findPosition } from './application-link';
import { ApplicationFormPanel } from './application-form-panel';
import { localePath } from '../../i18n/locale-path';
import { careersCopy } from './careers.copy';

const copy = careersCopy.application;

function PositionSummary({ position }: { position: Position }) {
  const facts = [
    { label: copy.department, value: position.department, icon: <UsersIcon /> },
    { label: copy.location, value: position.location, icon: <MapPinIcon /> },
    { label: copy.type, value: position.type, icon: <ClockIcon /> },
    { label: copy.experience, value: position.experience, icon: <AwardIcon /> },
  ];
  return (
    <section
      aria-labelledby="position-summary"
      className="h-fit rounded-xl border border-slate-200 bg-slate-50 p-6"
    >
      <h2 id="position-summary" className="text-xl font-bold text-slate-900">
        {position.title}
      </h2>
      <dl className="mt-4 space-y-3 text-sm">
        {facts.map((fact) => (
          <div key={fact.label} className="relative pl-8">
            <dt className="font-semibold text-slate-900">
              <span className="absolute left-0 top-0.5 text-brand-800">{fact.icon}</span>
              {fact.label}
            </dt>
            <dd className="text-slate-700">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-5 text-sm leading-6 text-slate-800">{position.description}</p>
      <p className="mt-5 text-sm font-semibold text-slate-900">{copy.skills}</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {position.skills.map((skill) => (
          <li
            key={skill}
            className="rounded-full bg-white px-3 py-1 text-xs font-medium text-slate-800 ring-1 ring-inset ring-slate-200"
          >
            {skill}
          </li>
        ))}
      </ul>
      <a
        href={localePath('/careers#open-positions')}
        className="mt-6 inline-flex min-h-10 items-center gap-2 text-sm font-semibold text-brand-800 underline-offset-4 hover:text-brand-900 hover:underline"
      >
        <ArrowLeftIcon className="h-4 w-4" /> {copy.allPositions}
      </a>
    </section>
  );
}

/** /careers/apply/{positionId}: the position, and the form to apply for it (or another one). */
export function CareerApplicationView({ position }: { position: Position }) {
  const [selected, setSelected] = useState(position);

  const choose = (positionId: string) => {
    const next = findPosition(positionId);
    if (!next) return;
    setSelected(next);
    // The address follows the choice, so a reload or a shared link opens the same position.
    window.history.replaceState(window.history.state, '', localePath(applicationHref(next.id)));
  };

  return (
    <>
      <PageHeader eyebrow={copy.eyebrow} title={copy.title(selected.title)} lead={copy.lead} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-3">
        <PositionSummary position={selected} />
        <section
          aria-labelledby="application-form"
          className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-2"
        >
          <h2 id="application-form" className="text-2xl font-bold tracking-tight text-slate-900">
            {copy.formTitle}
          </h2>
          <ApplicationFormPanel positionId={selected.id} onPositionChange={choose} />
        </section>
      </div>
    </>
  );
}

/** Shown for an unknown or closed position id (status 404). */
export function PositionNotFound() {
  return (
    <div className="mx-auto flex max-w-7xl flex-col items-center px-4 py-24 text-center sm:px-6">
      <span className="text-6xl" aria-hidden="true">
        🔍
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {copy.notFoundTitle}
      </h1>
      <p className="mt-4 max-w-xl text-lg text-slate-700">{copy.notFoundText}</p>
      <a href={localePath('/careers')} className={buttonClasses('primary', 'lg', 'mt-8')}>
        <ArrowLeftIcon className="h-4 w-4" /> {copy.seePositions}
      </a>
    </div>
  );
}
