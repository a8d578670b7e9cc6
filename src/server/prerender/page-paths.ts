import { idPrefix, routes, type IdSource, type Route } from '../../client/app/routes';
import { articles } from '../../shared/catalogue/blog';
import { positions } from '../../shared/catalogue/careers';
import { courseItems } from '../../shared/catalogue/course-items';
import { courses } from '../../shared/catalogue/courses';
import { curriculumFor } from '../../shared/catalogue/curricula';
import { labs } from '../../shared/catalogue/labs';
import { learningPaths } from '../../shared/catalogue/paths';

/** The ids each catalogue makes pages for (read here, so the browser never loads them all). */
const CATALOGUE_IDS: Record<IdSource, () => string[]> = {
  courses: () => courses.map((course) => course.id),
  positions: () => positions.map((position) => position.id),
  labs: () => labs.map((lab) => lab.slug),
  'learning-paths': () => learningPaths.map((path) => path.id),
  articles: () => articles.map((article) => article.slug),
  // Courses without a curriculum have no player.
  'course-items': () =>
    courses.flatMap((course) => {
      const items = courseItems(curriculumFor(course.id));
      return items.length === 0
        ? []
        : [course.id, ...items.map((item) => `${course.id}/${item.id}`)];
    }),
};

function idsOf(route: Route): readonly string[] {
  if (route.ids === undefined) return [];
  return typeof route.ids === 'string' ? CATALOGUE_IDS[route.ids]() : route.ids;
}

/** Every page that exists, prerendered at build time and (unless noindex) listed in the sitemap. */
export function publicPagePaths(): string[] {
  return routes.flatMap((route) => {
    const prefix = idPrefix(route);
    if (prefix) return idsOf(route).map((id) => `${prefix}${id}`);
    return route.path ? [route.path] : [];
  });
}

/** Unknown ids under these prefixes get that section's own not-found state, with status 404. */
export const FALLBACK_PREFIXES: string[] = routes.flatMap((route) => {
  const prefix = idPrefix(route);
  return prefix && typeof route.ids === 'string' ? [prefix] : [];
});
export const MISSING_ID = '__missing__';
export const NOT_FOUND_PATH = '/__not-found__';
