import { Hono, type Context } from 'hono';
import type { Auth } from '../../auth';
import type { Database } from '../../db/database';
import { apiError } from '../../http/errors';
import { noStore } from '../../http/no-store';
import { requireUser, type SignedInEnv } from '../../http/session';
import type { ServiceResult } from '../../services/result';
import type { WaitlistStatus } from '../../../shared/schemas/programme-waitlist';
import { joinWaitlist, leaveWaitlist, waitlistStatus } from './programme-waitlist.service';

export interface ProgrammesRoutesDependencies {
  auth: Auth;
  database: Database;
  now?: () => Date;
}

/** /api/programmes/{slug}/waitlist: GET whether I am on it, PUT to join, DELETE to leave. */
export function programmesRoutes(deps: ProgrammesRoutesDependencies) {
  const { db } = deps.database;
  const clock = deps.now ?? (() => new Date());
  const app = new Hono<SignedInEnv>();
  app.use('*', noStore);
  app.use('*', requireUser(deps.auth, deps.database));
  const answer = (c: Context<SignedInEnv>, result: ServiceResult<WaitlistStatus>) =>
    result.ok ? c.json(result.value) : apiError(c, result.status, result.code, result.message);
  app.get('/:slug/waitlist', async (c) =>
    answer(c, await waitlistStatus(db, c.var.user.id, c.req.param('slug'))),
  );
  app.put('/:slug/waitlist', async (c) =>
    answer(c, await joinWaitlist(db, c.var.user.id, c.req.param('slug'), clock())),
  );
  app.delete('/:slug/waitlist', async (c) =>
    answer(c, await leaveWaitlist(db, c.var.user.id, c.req.param('slug'))),
  );
  return app;
}
