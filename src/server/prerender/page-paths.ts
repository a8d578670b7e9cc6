import { routePolicy } from '../../client/app/route-policies';
import { idPrefix, idSuffix, routes, type IdSource, type Route } from '../../client/app/routes';
import { articles } from '../../shared/catalogue/blog';
import { positions } from '../../shared/catalogue/careers';
import { courseItems } from '../../shared/catalogue/course-items';
import { courses } from '../../shared/catalogue/courses';
import { glossaryCourseIds } from '../../shared/catalogue/glossary-loader';
import { curricula, curriculumFor } from '../../shared/catalogue/curricula';
import { programmes } from '../../shared/catalogue/programmes';
import { learningPaths } from '../../shared/catalogue/paths';
import { CERTIFICATE_SHELL_ID } from '../../shared/schemas/certificates';

/** The ids each catalogue makes pages for (read here, so the browser never loads them all). */
const CATALOGUE_IDS: Record<IdSource, () => string[]> = {
  courses: () => courses.map((course) => course.id),
  products: () => [
    ...courses.map((course) => course.id),
    ...programmes.map((programme) => programme.slug),
  ],
  positions: () => positions.map((position) => position.id),
  programmes: () => programmes.map((programme) => programme.slug),
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
  'course-labs': () =>
    Object.values(curricula).flatMap((modules) =>
      modules.flatMap((module) => (module.labs ?? []).map((lab) => lab.id)),
    ),
  'certificate-shell': () => [CERTIFICATE_SHELL_ID],
  glossaries: () => [...glossaryCourseIds],
};

function idsOf(route: Route): readonly string[] {
  const source = routePolicy(route.key).ids;
  return source ? CATALOGUE_IDS[source]() : (route.ids ?? []);
}

/**
 * Every page that exists, prerendered at build time and (unless noindex) listed in the sitemap.
 * `staff: false` leaves out the staff area, which is in English only (decision 041).
 */
export function publicPagePaths({ staff = true }: { staff?: boolean } = {}): string[] {
  return routes.flatMap((route) => {
    if (!staff && routePolicy(route.key).access === 'staff') return [];
    const prefix = idPrefix(route);
    if (prefix) return idsOf(route).map((id) => `${prefix}${id}${idSuffix(route)}`);
    return route.path ? [route.path] : [];
  });
}

/** A section's paths: those that start with `prefix` and end with `suffix` ('' for any end). */
export interface Fallback {
  prefix: string;
  suffix: string;
}

/**
 * Unknown ids in these sections get that section's own not-found state, with status 404. The
 * first that fits a path answers it, so sections with a suffix (`/labs/{id}/session`) come
 * before those that share their prefix without one (`/labs/{id}`).
 */
export const FALLBACKS: Fallback[] = routes
  .flatMap((route) => {
    const prefix = idPrefix(route);
    return prefix && routePolicy(route.key).ids ? [{ prefix, suffix: idSuffix(route) }] : [];
  })
  .sort((a, b) => Number(b.suffix !== '') - Number(a.suffix !== ''));
export const MISSING_ID = '__missing__';
export const NOT_FOUND_PATH = '/__not-found__';
