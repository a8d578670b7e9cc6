import { BLOG_CATEGORIES, type BlogArticle } from '../../../shared/catalogue/types';
import { blogCopy } from './blog.copy';

/** A chip on the blog page: 'All' or one article category. */
export type BlogFilter = (typeof BLOG_CATEGORIES)[number];

export const CATEGORY_PARAM = 'category';

/** Reads `?category=` (case-insensitive); anything missing or unknown means 'All'. */
export function parseCategory(search: string): BlogFilter {
  const raw = new URLSearchParams(search).get(CATEGORY_PARAM)?.trim().toLowerCase();
  if (!raw) return 'All';
  return BLOG_CATEGORIES.find((category) => category.toLowerCase() === raw) ?? 'All';
}

/** The query string for a chip, keeping any other parameters ('' when nothing is left). */
export function categorySearch(search: string, category: BlogFilter): string {
  const params = new URLSearchParams(search);
  if (category === 'All') params.delete(CATEGORY_PARAM);
  else params.set(CATEGORY_PARAM, category);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Articles of one category, in their catalogue order; 'All' keeps every article. */
export function filterArticles(
  list: readonly BlogArticle[],
  category: BlogFilter,
): readonly BlogArticle[] {
  return category === 'All' ? list : list.filter((article) => article.category === category);
}

/** The featured article (when it is in the list) and the others, newest first. */
export function splitFeatured(list: readonly BlogArticle[]): {
  featured: BlogArticle | undefined;
  others: BlogArticle[];
} {
  const featured = list.find((article) => article.featured);
  const others = list.filter((article) => article !== featured).sort(byNewest);
  return { featured, others };
}

/** Up to `count` other articles: same category first, then the newest. */
export function relatedArticles(
  list: readonly BlogArticle[],
  slug: string,
  count = 3,
): BlogArticle[] {
  const current = list.find((article) => article.slug === slug);
  const others = list.filter((article) => article.slug !== slug).sort(byNewest);
  if (!current) return others.slice(0, count);
  const sameCategory = (article: BlogArticle) => article.category === current.category;
  return [...others.filter(sameCategory), ...others.filter((a) => !sameCategory(a))].slice(
    0,
    count,
  );
}

/** 'Showing all 6 articles', 'Showing 1 article in Docker' or 'No articles in DevOps yet.' */
export function resultSummary(count: number, category: BlogFilter): string {
  return blogCopy.list.summary(count, category === 'All' ? undefined : category);
}

function byNewest(a: BlogArticle, b: BlogArticle): number {
  return b.date.localeCompare(a.date);
}
