import type { Ref } from 'react';
import { SearchIcon } from '../../components/ui/icons';
import { COURSE_CATEGORIES } from '../../../shared/catalogue/types';
import {
  categorySlug,
  findCategoryBySlug,
  findLevelByValue,
  findPriceByValue,
  LEVELS,
  type CourseFilters,
} from './course-filters';

const fieldClasses =
  'min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm placeholder:text-slate-600 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600/30';
const labelClasses = 'mb-1.5 block text-sm font-semibold text-slate-800';

/** Search box and the level, category and price selects of the course catalogue. */
export function CourseFilterBar({
  filters,
  onChange,
  searchRef,
}: {
  filters: CourseFilters;
  onChange: (next: CourseFilters) => void;
  searchRef?: Ref<HTMLInputElement>;
}) {
  return (
    <form
      role="search"
      aria-label="Course filters"
      onSubmit={(event) => event.preventDefault()}
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-6 lg:grid-cols-[2fr_1fr_1fr_1fr]"
    >
      <div className="sm:col-span-2 lg:col-span-1">
        <label htmlFor="course-search" className={labelClasses}>
          Search courses
        </label>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-600" />
          <input
            ref={searchRef}
            id="course-search"
            name="q"
            type="search"
            autoComplete="off"
            placeholder="Docker, Kubernetes, AWS…"
            value={filters.q}
            onChange={(event) => onChange({ ...filters, q: event.target.value })}
            className={`${fieldClasses} pl-9`}
          />
        </div>
      </div>
      <div>
        <label htmlFor="course-level" className={labelClasses}>
          Level
        </label>
        <select
          id="course-level"
          name="level"
          value={filters.level.toLowerCase()}
          onChange={(event) =>
            onChange({ ...filters, level: findLevelByValue(event.target.value) })
          }
          className={fieldClasses}
        >
          <option value="">All levels</option>
          {LEVELS.map((level) => (
            <option key={level} value={level.toLowerCase()}>
              {level}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="course-category" className={labelClasses}>
          Category
        </label>
        <select
          id="course-category"
          name="category"
          value={filters.category ? categorySlug(filters.category) : ''}
          onChange={(event) =>
            onChange({ ...filters, category: findCategoryBySlug(event.target.value) })
          }
          className={fieldClasses}
        >
          <option value="">All categories</option>
          {COURSE_CATEGORIES.map((category) => (
            <option key={category} value={categorySlug(category)}>
              {category}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="course-price" className={labelClasses}>
          Price
        </label>
        <select
          id="course-price"
          name="price"
          value={filters.price}
          onChange={(event) =>
            onChange({ ...filters, price: findPriceByValue(event.target.value) })
          }
          className={fieldClasses}
        >
          <option value="">All prices</option>
          <option value="free">Free</option>
          <option value="paid">Paid</option>
        </select>
      </div>
    </form>
  );
}
