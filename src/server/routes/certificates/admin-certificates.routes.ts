import { Hono } from 'hono';
import { checkRevoke } from '../../../shared/schemas/certificates';
import type { Auth } from '../../auth';
import type { Database } from '../../db/database';
import { apiError } from '../../http/errors';
import { jsonInput } from '../../http/json-input';
import { noStore } from '../../http/no-store';
import type { SignedInEnv } from '../../http/session';
import { requireStaff } from '../../http/staff';
import {
  listAdminCertificates,
  revokeCertificate,
} from '../../learning/certificates/certificate-views';

export interface AdminCertificatesDependencies {
  auth: Auth;
  database: Database;
  adminEmails: readonly string[];
  publicUrl: string;
}

const revokeInput = jsonInput(checkRevoke, {
  maxBytes: 4 * 1024,
  what: 'reason',
  notJson: 'Send the reason as JSON.',
  nul: 'The reason cannot contain the NUL character.',
});

/** /api/admin/certificates: staff list and revoke certificates (staff checked on every call). */
export function adminCertificatesRoutes(deps: AdminCertificatesDependencies) {
  const { db } = deps.database;
  return new Hono<SignedInEnv>()
    .use('*', requireStaff(deps.auth, deps.database, deps.adminEmails), noStore)
    .get('/', async (c) =>
      c.json(await listAdminCertificates(db, deps.publicUrl, c.req.query('q') ?? '')),
    )
    .post('/:id/revoke', revokeInput, async (c) => {
      const result = await revokeCertificate(
        db,
        deps.publicUrl,
        c.var.user.id,
        c.req.param('id'),
        c.var.input.reason,
        new Date(),
      );
      if (!result.ok) return apiError(c, result.status, result.code, result.message);
      return c.json(result.value);
    });
}
