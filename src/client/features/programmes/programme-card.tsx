import { Badge, LevelBadge } from '../../components/ui/badge';
import { buttonClasses } from '../../components/ui/button';
import { IconFacts } from '../../components/course-card';
import { formatPrice } from '../../i18n/format.copy';
import type { ProgrammeSummary } from '../../../shared/catalogue/types';
import { programmeIconFacts } from './programme-icon-facts';
import { localePath } from '../../i18n/locale-path';
import { programmesCopy } from './programmes.copy';
import { ENGLISH_LANG } from '../../components/ui/english';

const copy = programmesCopy.card;

export function ProgrammeCard({ programme }: { programme: ProgrammeSummary }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <div className="flex h-32 items-center justify-center bg-gradient-to-br from-brand-50 via-white to-indigo-50">
        <span className="text-6xl" aria-hidden="true">
          {programme.image}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-2">
          <LevelBadge level={programme.level} />
          <Badge variant="brand">{programme.technology}</Badge>
          {programme.onSale ? null : <Badge variant="warning">{copy.inPreparation}</Badge>}
        </div>
        <h3 lang={ENGLISH_LANG} className="mt-3 text-lg font-bold text-slate-900">
          {programme.title}
        </h3>
        <IconFacts
          facts={programmeIconFacts(programme)}
          className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700"
          itemClassName="flex items-center gap-1"
        />
        <div className="mt-auto flex items-end justify-between gap-3 border-t border-slate-100 pt-4">
          {programme.onSale ? (
            <p className="text-xl font-bold text-slate-900">
              {formatPrice(Number(programme.price))}{' '}
              <span className="text-xs font-semibold text-slate-700">{programme.currency}</span>
            </p>
          ) : (
            <p className="text-sm text-slate-700">
              <span className="block font-semibold">{copy.notOnSale}</span>
              {copy.planned(formatPrice(Number(programme.price)))}
            </p>
          )}
          <a
            href={localePath(`/labs/${programme.slug}`)}
            className={buttonClasses('primary', 'sm')}
          >
            {copy.seeDetails}
            <span className="sr-only" lang={ENGLISH_LANG}>
              : {programme.title}
            </span>
          </a>
        </div>
      </div>
    </article>
  );
}
