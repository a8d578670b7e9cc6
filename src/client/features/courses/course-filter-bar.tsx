import type { Ref } from 'react';
import {
  FilterSelect,
  filterFieldClasses,
  filterLabelClasses,
} from '../../components/ui/filter-select';
import { SearchIcon } from '../../components/ui/icons';
import { levelLabel } from '../../components/ui/badge';
import { COURSE_CATEGORIES } from '../../../shared/catalogue/types';
import {
  categorySlug,
  findCategoryBySlug,
  findLevelByValue,
  findPriceByValue,
  LEVELS,
  type CourseFilters,
} from './course-filters';
import { catalogueCopy } from './catalogue.copy';
import { courseTermsCopy } from './course-terms.copy';

const copy = catalogueCopy.filters;

const LEVEL_OPTIONS = [
  { value: '', label: copy.allLevels },
  ...LEVELS.map((level) => ({ value: level.toLowerCase(), label: levelLabel(level) })),
];
const CATEGORY_OPTIONS = [
  { value: '', label: copy.allCategories },
  ...COURSE_CATEGORIES.map((category) => ({
    value: categorySlug(category),
    label: courseTermsCopy.categories[category],
  })),
];
const PRICE_OPTIONS = [
  { value: '', label: copy.allPrices },
  { value: 'free', label: copy.free },
  { value: 'paid', label: copy.paid },
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
      aria-label={copy.label}
      onSubmit={(event) => event.preventDefault()}
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-6 lg:grid-cols-[2fr_1fr_1fr_1fr]"
    >
      <div className="sm:col-span-2 lg:col-span-1">
        <label htmlFor="course-search" className={filterLabelClasses}>
          {copy.search}
        </label>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-600" />
          <input
            ref={searchRef}
            id="course-search"
            name="q"
            type="search"
            autoComplete="off"
            placeholder={copy.searchPlaceholder}
            value={filters.q}
            onChange={(event) => onChange({ ...filters, q: event.target.value })}
            className={`${filterFieldClasses} pl-9`}
          />
        </div>
      </div>
      <FilterSelect
        id="course-level"
        label={copy.level}
        name="level"
        value={filters.level.toLowerCase()}
        options={LEVEL_OPTIONS}
        onChange={(value) => onChange({ ...filters, level: findLevelByValue(value) })}
      />
      <FilterSelect
        id="course-category"
        label={copy.category}
        name="category"
        value={filters.category ? categorySlug(filters.category) : ''}
        options={CATEGORY_OPTIONS}
        onChange={(value) => onChange({ ...filters, category: findCategoryBySlug(value) })}
      />
      <FilterSelect
        id="course-price"
        label={copy.price}
        name="price"
        value={filters.price}
        options={PRICE_OPTIONS}
        onChange={(value) => onChange({ ...filters, price: findPriceByValue(value) })}
      />
    </form>
  );
}
