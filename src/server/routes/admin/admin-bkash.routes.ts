import { Hono } from 'hono';
import { dhakaDay } from '../../../shared/format/dhaka-day';
import {
  parseReconciliationDate,
  RECONCILIATION_MESSAGES,
} from '../../../shared/schemas/bkash-admin';
import type { Auth } from '../../auth';
import type { Database } from '../../db/database';
import { apiError } from '../../http/errors';
import { noStore } from '../../http/no-store';
import type { SignedInEnv } from '../../http/session';
import { requireStaff } from '../../http/staff';
import type { BkashClient } from '../../payments/bkash-types';
import { bkashReconciliation } from './admin-bkash.service';

export interface AdminBkashDependencies {
  auth: Auth;
  database: Database;
  adminEmails: readonly string[];
  /** bKash's merchant API; unset when it is not configured here (every call answers 404). */
  bkash?: BkashClient;
  /** What "today" is (tests move it); the clock otherwise. */
  now?: () => Date;
}

/**
 * /api/admin/bkash: staff reconcile a day's bKash payments with what bKash reports. Staff only
 * (checked before anything else, so a learner learns nothing of the set-up); 404 `bkash_off`
 * when this server has no bKash client.
 */
export function adminBkashRoutes(deps: AdminBkashDependencies) {
  const { db } = deps.database;
  const now = deps.now ?? (() => new Date());
  return new Hono<SignedInEnv>()
    .use('*', requireStaff(deps.auth, deps.database, deps.adminEmails), noStore)
    .get('/reconciliation', async (c) => {
      if (!deps.bkash) return apiError(c, 404, 'bkash_off', RECONCILIATION_MESSAGES.bkashOff);
      const day = parseReconciliationDate(c.req.query('date'), dhakaDay(now()));
      if (!day) {
        return apiError(c, 400, 'invalid_date', RECONCILIATION_MESSAGES.invalidDate, {
          date: RECONCILIATION_MESSAGES.invalidDate,
        });
      }
      return c.json(await bkashReconciliation({ db, client: deps.bkash }, day));
    });
}
