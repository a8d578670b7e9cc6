import { courseCount, pathCourses } from '../catalogue/path-courses';
import { learningPaths } from '../catalogue/paths';
import { STREAK_BADGE_DAYS } from './xp-rules';

/** A badge the server awards once, by its rule; its picture is an SVG under public/badges. */
export interface BadgeDefinition {
  id: string;
  name: string;
  /** What earns it, as the dashboard shows it. */
  rule: string;
  /** The picture's URL. */
  picture: string;
}

const fixedBadges = [
  {
    id: 'first-lesson',
    name: 'First Lesson',
    rule: 'Finish your first lesson.',
    picture: '/badges/first-lesson.svg',
  },
  {
    id: 'first-lab',
    name: 'Hands On',
    rule: 'Pass your first lab.',
    picture: '/badges/first-lab.svg',
  },
  {
    id: 'first-try-quiz',
    name: 'Sharp Mind',
    rule: 'Pass a quiz on your first try.',
    picture: '/badges/first-try-quiz.svg',
  },
  {
    id: 'module-finished',
    name: 'Module Complete',
    rule: 'Finish every lesson, lab and quiz of a module.',
    picture: '/badges/module-finished.svg',
  },
  {
    id: 'course-finished',
    name: 'Course Complete',
    rule: 'Finish every item of a course.',
    picture: '/badges/course-finished.svg',
  },
  {
    id: 'three-courses',
    name: 'Triple Crown',
    rule: 'Finish three courses.',
    picture: '/badges/three-courses.svg',
  },
  {
    id: 'streak-7',
    name: 'Week Streak',
    rule: `Learn on ${STREAK_BADGE_DAYS} days in a row (days in Bangladesh time).`,
    picture: '/badges/streak-7.svg',
  },
] as const satisfies readonly BadgeDefinition[];

export type FixedBadgeId = (typeof fixedBadges)[number]['id'];

/** The badge for finishing every course of a learning path the academy teaches (isPathFinished). */
export function pathBadgeId(pathId: string): string {
  return `path-${pathId}`;
}

export const BADGES: readonly BadgeDefinition[] = [
  ...fixedBadges,
  ...learningPaths.map((path) => ({
    id: pathBadgeId(path.id),
    name: `${path.title} Path`,
    rule: `Finish all ${courseCount(pathCourses(path).taught.length)} of the ${path.title} learning path.`,
    picture: '/badges/path.svg',
  })),
];

export function findBadge(id: string): BadgeDefinition | undefined {
  return BADGES.find((badge) => badge.id === id);
}
