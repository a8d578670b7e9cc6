/**
 * A course's items in order, and how finishing one is remembered: kept with the content
 * (src/server/content/course-items.ts) so features the player calls (certificates) read the
 * same rule without importing the player.
 */
export * from '../../content/course-items';
