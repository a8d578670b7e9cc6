import {
  COURSE_CATEGORIES,
  type Course,
  type CourseCategory,
  type Level,
} from '../../../shared/catalogue/types';
import { catalogueCopy } from './catalogue.copy';

export const LEVELS: readonly Level[] = ['Beginner', 'Intermediate', 'Advanced'];

export type PriceFilter = 'free' | 'paid';
export const PRICE_FILTERS: readonly PriceFilter[] = ['free', 'paid'];

/** The catalogue's filters; '' means "all" for the three selects. */
export interface CourseFilters {
  q: string;
  level: Level | '';
  category: CourseCategory | '';
  price: PriceFilter | '';
}

export const NO_FILTERS: CourseFilters = { q: '', level: '', category: '', price: '' };

/** 'Infrastructure as Code' → 'infrastructure-as-code' (the category's value in the URL). */
export function categorySlug(category: CourseCategory): string {
  return category.toLowerCase().replace(/\s+/g, '-');
}

export function findLevelByValue(value: string | null): Level | '' {
  const wanted = value?.trim().toLowerCase();
  return LEVELS.find((level) => level.toLowerCase() === wanted) ?? '';
}

export function findCategoryBySlug(value: string | null): CourseCategory | '' {
  const wanted = value?.trim().toLowerCase();
  if (!wanted) return '';
  return (
    COURSE_CATEGORIES.find(
      (category) => categorySlug(category) === wanted || category.toLowerCase() === wanted,
    ) ?? ''
  );
}

export function findPriceByValue(value: string | null): PriceFilter | '' {
  const wanted = value?.trim().toLowerCase();
  return PRICE_FILTERS.find((price) => price === wanted) ?? '';
}

/** Reads filters from a query string ('?q=docker&level=beginner'); unknown values are ignored. */
export function parseFilters(search: string): CourseFilters {
  const params = new URLSearchParams(search);
  return {
    // Not trimmed: the search box shows this value while the visitor types spaces between words.
    q: params.get('q') ?? '',
    level: findLevelByValue(params.get('level')),
    category: findCategoryBySlug(params.get('category')),
    price: findPriceByValue(params.get('price')),
  };
}

/** The query string for a set of filters ('' when none is set), so a filtered list can be shared. */
export function serializeFilters(filters: CourseFilters): string {
  const params = new URLSearchParams();
  if (filters.q !== '') params.set('q', filters.q);
  if (filters.level) params.set('level', filters.level.toLowerCase());
  if (filters.category) params.set('category', categorySlug(filters.category));
  if (filters.price) params.set('price', filters.price);
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function hasActiveFilters(filters: CourseFilters): boolean {
  return (
    filters.q.trim() !== '' ||
    filters.level !== '' ||
    filters.category !== '' ||
    filters.price !== ''
  );
}

/**
 * docs/product-rules.md, Pages and catalogue: case-insensitive substring search on title and description; 'free' matches a
 * price of 0 (shown as 'Free'), 'paid' everything else.
 */
export function filterCourses<T extends Course>(
  courses: readonly T[],
  filters: CourseFilters,
): T[] {
  const needle = filters.q.trim().toLowerCase();
  return courses.filter((course) => {
    if (
      needle &&
      !course.title.toLowerCase().includes(needle) &&
      !course.description.toLowerCase().includes(needle)
    ) {
      return false;
    }
    if (filters.level && course.level !== filters.level) return false;
    if (filters.category && course.category !== filters.category) return false;
    if (filters.price === 'free' && course.priceBDT !== 0) return false;
    if (filters.price === 'paid' && course.priceBDT === 0) return false;
    return true;
  });
}

/** 'Showing 1 course' / 'Showing 9 courses'. */
export function matchCountLabel(count: number): string {
  return catalogueCopy.matchCount(count);
}
