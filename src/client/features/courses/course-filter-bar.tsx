import type { Ref } from 'react';
import {
  FilterSelect,
  filterFieldClasses,
  filterLabelClasses,
} from '../../components/ui/filter-select';
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

const LEVEL_OPTIONS = [
  { value: '', label: 'All levels' },
  ...LEVELS.map((level) => ({ value: level.toLowerCase(), label: level })),
];
const CATEGORY_OPTIONS = [
  { value: '', label: 'All categories' },
  ...COURSE_CATEGORIES.map((category) => ({ value: categorySlug(category), label: category })),
];
const PRICE_OPTIONS = [
  { value: '', label: 'All prices' },
  { value: 'free', label: 'Free' },
  { value: 'paid', label: 'Paid' },
];

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
        <label htmlFor="course-search" className={filterLabelClasses}>
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
            className={`${filterFieldClasses} pl-9`}
          />
        </div>
      </div>
      <FilterSelect
        id="course-level"
        label="Level"
        name="level"
        value={filters.level.toLowerCase()}
        options={LEVEL_OPTIONS}
        onChange={(value) => onChange({ ...filters, level: findLevelByValue(value) })}
      />
      <FilterSelect
        id="course-category"
        label="Category"
        name="category"
        value={filters.category ? categorySlug(filters.category) : ''}
        options={CATEGORY_OPTIONS}
        onChange={(value) => onChange({ ...filters, category: findCategoryBySlug(value) })}
      />
      <FilterSelect
        id="course-price"
        label="Price"
        name="price"
        value={filters.price}
        options={PRICE_OPTIONS}
        onChange={(value) => onChange({ ...filters, price: findPriceByValue(value) })}
      />
    </form>
  );
}
