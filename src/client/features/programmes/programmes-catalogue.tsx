import { Button } from '../../components/ui/button';
import { SearchIcon } from '../../components/ui/icons';
import { PROGRAMME_TECHNOLOGIES, type ProgrammeSummary } from '../../../shared/catalogue/types';
import { ProgrammeCard } from './programme-card';
import {
  DEFAULT_PROGRAMME_FILTERS,
  filterProgrammes,
  hasActiveFilters,
  LEVEL_OPTIONS,
  parseProgrammeFilters,
  serializeProgrammeFilters,
  type ProgrammeFilters,
  type LevelFilter,
  type TechnologyFilter,
} from './programme-filters';
import { setUrlSearch, useUrlSearch } from '../../lib/url-search';
import { programmesListCopy } from './programmes-list.copy';

const copy = programmesListCopy.catalogue;

const TECH_OPTIONS: readonly TechnologyFilter[] = ['All', ...PROGRAMME_TECHNOLOGIES];

const fieldClasses =
  'min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600';

/**
 * Filters live in the URL (?tech=&q=&level=): shareable, and the prerendered page shows all
 * programmes.
 */
export function ProgrammesCatalogue({ programmes }: { programmes: readonly ProgrammeSummary[] }) {
  // Long: the filters and the grid they filter, in one page's markup.
  const search = useUrlSearch();
  const filters = parseProgrammeFilters(search);
  const matches = filterProgrammes(programmes, filters);
  const update = (change: Partial<ProgrammeFilters>) =>
    setUrlSearch(serializeProgrammeFilters({ ...filters, ...change }));

  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-[13rem_1fr] lg:py-12">
      <section aria-labelledby="lab-technology-heading">
        <h2
          id="lab-technology-heading"
          className="text-sm font-semibold uppercase tracking-wide text-slate-700"
        >
          {copy.technology}
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2 md:flex-col md:gap-1">
          {TECH_OPTIONS.map((tech) => {
            const selected = filters.tech === tech;
            return (
              <li key={tech}>
                <button
                  type="button"
                  aria-pressed={selected}
                  onClick={() => update({ tech })}
                  className={`min-h-10 rounded-full border px-4 text-sm font-medium transition-colors md:w-full md:rounded-lg md:text-left ${
                    selected
                      ? 'border-brand-700 bg-brand-700 text-white'
                      : 'border-slate-200 bg-white text-slate-800 hover:border-brand-700 hover:bg-brand-50 md:border-transparent'
                  }`}
                >
                  {tech === 'All' ? copy.allTechnologies : tech}
                </button>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="lab-results-heading" className="min-w-0">
        <h2 id="lab-results-heading" className="sr-only">
          {copy.resultsHeading}
        </h2>
        <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
          <div>
            <label htmlFor="lab-search" className="block text-sm font-semibold text-slate-900">
              {copy.searchLabel}
            </label>
            <div className="relative mt-1">
              <SearchIcon className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-600" />
              <input
                id="lab-search"
                type="search"
                value={filters.q}
                onChange={(event) => update({ q: event.target.value })}
                placeholder={copy.searchPlaceholder}
                autoComplete="off"
                className={`${fieldClasses} pl-9 placeholder:text-slate-600`}
              />
            </div>
          </div>
          <div>
            <label htmlFor="lab-level" className="block text-sm font-semibold text-slate-900">
              {copy.level}
            </label>
            <select
              id="lab-level"
              value={filters.level}
              onChange={(event) => update({ level: event.target.value as LevelFilter })}
              className={`${fieldClasses} mt-1`}
            >
              {LEVEL_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        </div>

        <p role="status" className="mt-6 text-sm font-medium text-slate-700">
          {copy.found(matches.length)}
        </p>

        {matches.length > 0 ? (
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 md:grid-cols-1 lg:grid-cols-2 xl:grid-cols-3">
            {matches.map((programme) => (
              <li key={programme.id}>
                <ProgrammeCard programme={programme} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="mt-4 rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
            <p className="text-4xl" aria-hidden="true">
              🔍
            </p>
            <h3 className="mt-3 text-lg font-bold text-slate-900">{copy.noneTitle}</h3>
            <p className="mt-1 text-sm text-slate-700">{copy.noneText}</p>
            {hasActiveFilters(filters) ? (
              <Button
                variant="outline"
                className="mt-5"
                onClick={() => setUrlSearch(serializeProgrammeFilters(DEFAULT_PROGRAMME_FILTERS))}
              >
                {copy.clearFilters}
              </Button>
            ) : null}
          </div>
        )}
      </section>
    </div>
  );
}
