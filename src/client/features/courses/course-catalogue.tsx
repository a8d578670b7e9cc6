import { useRef } from 'react';
import { Button } from '../../components/ui/button';
import type { Course } from '../../../shared/catalogue/types';
import { CourseCard } from '../../components/course-card';
import { CourseFilterBar } from './course-filter-bar';
import {
  filterCourses,
  hasActiveFilters,
  matchCountLabel,
  NO_FILTERS,
  parseFilters,
  serializeFilters,
  type CourseFilters,
} from './course-filters';
import { setUrlSearch, useUrlSearch } from '../../lib/url-search';
import { catalogueCopy as copy } from './catalogue.copy';

/** The searchable course grid; its filters live in the address (?q=&level=&category=&price=). */
export function CourseCatalogue({ courses }: { courses: readonly Course[] }) {
  const search = useUrlSearch();
  const filters = parseFilters(search);
  const matches = filterCourses(courses, filters);
  const searchRef = useRef<HTMLInputElement>(null);

  const update = (next: CourseFilters) => setUrlSearch(serializeFilters(next));
  const clear = () => {
    update(NO_FILTERS);
    searchRef.current?.focus();
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-12">
      <CourseFilterBar filters={filters} onChange={update} searchRef={searchRef} />

      <div className="mt-8 flex min-h-10 flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm font-medium text-slate-800">
          {matchCountLabel(matches.length)}
        </p>
        {hasActiveFilters(filters) && matches.length > 0 ? (
          <Button variant="ghost" size="sm" onClick={clear}>
            {copy.clearFilters}
          </Button>
        ) : null}
      </div>

      {matches.length > 0 ? (
        <ul role="list" className="mt-6 grid gap-x-6 gap-y-8 sm:grid-cols-2 lg:grid-cols-3">
          {matches.map((course) => (
            <li key={course.id}>
              <CourseCard course={course} headingLevel={2} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-6 rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-14 text-center">
          <span className="text-5xl" aria-hidden="true">
            🔍
          </span>
          <p className="mt-4 text-lg font-semibold text-slate-900">{copy.noMatchTitle}</p>
          <p className="mt-2 text-sm text-slate-700">{copy.noMatchText}</p>
          <Button className="mt-6" onClick={clear}>
            {copy.clearFilters}
          </Button>
        </div>
      )}
    </div>
  );
}
