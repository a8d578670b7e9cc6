import { setUrlSearch, useUrlSearch } from '../../lib/url-search';
import { categorySearch, parseCategory, type BlogFilter } from './blog-filter';

/**
 * The selected blog category lives in the URL (?category=), so a filtered list can be shared and
 * survives a reload; the prerendered page (no URL yet) shows 'All'.
 */
export function useBlogCategory(): BlogFilter {
  return parseCategory(useUrlSearch());
}

export function selectBlogCategory(category: BlogFilter) {
  setUrlSearch(categorySearch(window.location.search, category));
}
