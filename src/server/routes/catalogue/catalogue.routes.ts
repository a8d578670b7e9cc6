import { Hono } from 'hono';
import type { Course } from '../../../shared/catalogue/types';
import type { Database } from '../../db/database';
import { ENROLMENT_COUNTS_LIFETIME_MS, enrolmentCountsService } from './enrolment-counts.service';

export interface CatalogueDependencies {
  database: Database;
  courses: readonly Course[];
  now?: () => number;
}

/** /api/catalogue: public figures about the courses, the same for every caller. */
export function catalogueRoutes(deps: CatalogueDependencies) {
  const enrolmentCounts = enrolmentCountsService({
    db: deps.database.db,
    courses: deps.courses,
    now: deps.now,
  });
  return new Hono().get('/enrolments', async (c) => {
    const answer = await enrolmentCounts();
    // Browsers and proxies may keep it as long as the server does.
    c.header('Cache-Control', `public, max-age=${ENROLMENT_COUNTS_LIFETIME_MS / 1000}`);
    return c.json(answer);
  });
}
