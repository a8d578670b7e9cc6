import { Hono, type Context } from 'hono';
import {
  checkRefundApproval,
  checkRefundDecline,
  checkRefundRequest,
} from '../../../shared/schemas/refund';
import type { Auth } from '../../auth';
import type { Config } from '../../config';
import type { LearningContent } from '../../content/content-types';
import type { Database } from '../../db/database';
import { apiError } from '../../http/errors';
import { jsonInput } from '../../http/json-input';
import { noStore } from '../../http/no-store';
import { requireUser, type SignedInEnv } from '../../http/session';
import { requireStaff } from '../../http/staff';
import type { MailOutbox } from '../../mail/outbox';
import type { CourseCatalogue } from '../../learning/enrolments';
import type { AfterAccessEnded } from '../../learning/end-course-access';
import type { BkashClient } from '../../payments/bkash-types';
import {
  decideRefund,
  listRefundOptions,
  requestRefund,
  retryRefundPayout,
  type RefundDecision,
} from './refunds.service';

export interface RefundRoutesDependencies {
  auth: Auth;
  database: Database;
  content: LearningContent;
  /** Each request is mailed to SUPPORT_EMAIL with a link to /admin/orders. */
  outbox: MailOutbox;
  config: Pick<Config, 'supportEmail' | 'publicUrl'>;
}

const requestInput = jsonInput(checkRefundRequest, {
  maxBytes: 4 * 1024,
  what: 'refund request',
  notJson: 'Send the refund request as JSON.',
  nul: 'The reason cannot contain the NUL character.',
});

/** /api/refunds: the signed-in learner's own refund options and requests. */
export function refundsRoutes(deps: RefundRoutesDependencies) {
  const service = {
    db: deps.database.db,
    content: deps.content,
    outbox: deps.outbox,
    supportEmail: deps.config.supportEmail,
    publicUrl: deps.config.publicUrl,
  };
  return new Hono<SignedInEnv>()
    .use('*', requireUser(deps.auth, deps.database), noStore)
    .get('/', async (c) => c.json(await listRefundOptions(service, c.var.user.id)))
    .post('/', requestInput, async (c) => {
      const result = await requestRefund(service, c.var.user.id, c.var.input);
      if (!result.ok) return apiError(c, result.status, result.code, result.message, result.fields);
      return c.json(result.value, 201);
    });
}

export interface AdminRefundRoutesDependencies {
  auth: Auth;
  database: Database;
  /** Approving measures the learner's progress again; declining may issue a certificate. */
  content: LearningContent;
  catalogue: CourseCatalogue;
  outbox: MailOutbox;
  adminEmails: readonly string[];
  publicUrl: string;
  /** What an approval runs after its commit: closing a lab session the refund ended access to. */
  afterAccessEnded: AfterAccessEnded;
  log: (message: string) => void;
  /** bKash's merchant API: orders paid through its checkout are refunded through it. */
  bkash?: BkashClient;
}

const approvalInput = jsonInput(checkRefundApproval, {
  maxBytes: 4 * 1024,
  what: 'refund approval',
  notJson: 'Send the refund transaction ID as JSON.',
});
const declineInput = jsonInput(checkRefundDecline, {
  maxBytes: 4 * 1024,
  what: 'refund decision',
  notJson: 'Send the reason as JSON.',
  nul: 'The reason cannot contain the NUL character.',
});

/**
 * /api/admin/refunds: staff approve or decline refund requests (staff role checked each call).
 * An order paid through bKash's checkout is approved without a transaction ID
 * (`approve-through-bkash`): the money goes back through bKash's refund API, and `payout`
 * retries one that failed.
 */
export function adminRefundsRoutes(deps: AdminRefundRoutesDependencies) {
  const service = {
    db: deps.database.db,
    content: deps.content,
    catalogue: deps.catalogue,
    adminEmails: deps.adminEmails,
    outbox: deps.outbox,
    publicUrl: deps.publicUrl,
    afterAccessEnded: deps.afterAccessEnded,
    log: deps.log,
    bkash: deps.bkash,
  };
  const decide = async (c: Context, staffId: string, decision: RefundDecision) => {
    const result = await decideRefund(service, staffId, c.req.param('id') ?? '', decision);
    if (!result.ok) return apiError(c, result.status, result.code, result.message, result.fields);
    return c.json(result.value);
  };
  return new Hono<SignedInEnv>()
    .use('*', requireStaff(deps.auth, deps.database, deps.adminEmails), noStore)
    .post('/:id/approve', approvalInput, async (c) =>
      decide(c, c.var.user.id, {
        decision: 'approve',
        refundTransactionId: c.var.input.refundTransactionId,
      }),
    )
    .post('/:id/approve-through-bkash', async (c) =>
      decide(c, c.var.user.id, { decision: 'approve', refundTransactionId: null }),
    )
    .post('/:id/payout', async (c) => {
      const result = await retryRefundPayout(service, c.var.user.id, c.req.param('id'));
      if (!result.ok) return apiError(c, result.status, result.code, result.message);
      return c.json(result.value);
    })
    .post('/:id/decline', declineInput, async (c) =>
      decide(c, c.var.user.id, { decision: 'decline', reason: c.var.input.reason }),
    );
}
