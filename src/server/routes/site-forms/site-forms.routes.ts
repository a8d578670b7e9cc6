import { Hono, type Context } from 'hono';
import { checkContact } from '../../../shared/schemas/contact';
import { checkApplication } from '../../../shared/schemas/job-application';
import { type FormCheck } from '../../../shared/schemas/form-rules';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { jsonBodyLimit } from '../../http/body-limit';
import { clientAddress } from '../../http/client-address';
import { apiError } from '../../http/errors';
import { readJsonBody } from '../../http/json-body';
import { nulFields } from '../../http/nul-character';
import type { MailOutbox } from '../../mail/outbox';
import { hitRateLimit, type RateLimitRule } from '../../rate-limit/rate-limit.service';
import {
  receiveApplication,
  receiveContactMessage,
  type SiteFormsDependencies,
} from './site-forms.service';

export interface SiteFormsRouteDependencies {
  config: Config;
  database: Database;
  outbox: MailOutbox;
}

/** Enough for a person writing to us; a script sending more waits (per client address). */
export const CONTACT_RATE_LIMIT: RateLimitRule = { windowMs: 10 * 60_000, max: 5 };
export const APPLICATION_RATE_LIMIT: RateLimitRule = { windowMs: 60 * 60_000, max: 5 };

const MAX_FORM_BODY_BYTES = 16 * 1024;

/**
 * POST /api/contact and POST /api/careers/applications: public forms, checked with the same
 * schema as the page, limited per client address, stored, then mailed. A filled honeypot gets
 * the same 201 as a person, so a robot learns nothing, but nothing is kept or sent.
 */
export function siteFormsRoutes(deps: SiteFormsRouteDependencies) {
  const service: SiteFormsDependencies = {
    db: deps.database.db,
    outbox: deps.outbox,
    supportEmail: deps.config.supportEmail,
    publicUrl: deps.config.publicUrl,
  };

  function formRoute<T extends object, F extends string>(
    what: string,
    check: (input: unknown) => FormCheck<T, F>,
    rule: RateLimitRule,
    receive: (fields: T, address: string) => Promise<void>,
  ) {
    return async (c: Context) => {
      const read = await readJsonBody(c);
      if (!read.ok) return apiError(c, 400, 'invalid_input', `Send the ${what} as JSON.`);
      const checked = check(read.body);
      if (!checked.ok) return apiError(c, 400, 'invalid_input', checked.message, checked.fields);
      const nul = nulFields(checked.data);
      if (nul)
        return apiError(c, 400, 'invalid_input', `Some ${what} fields need correcting.`, nul);
      if (checked.isSpam) return c.json({ received: true }, 201);
      const address = clientAddress(c, deps.config.trustedProxies);
      const verdict = await hitRateLimit(service.db, `${what}:${address}`, rule);
      if (!verdict.allowed) {
        c.header('Retry-After', String(verdict.retryAfterSeconds));
        const minutes = Math.ceil(verdict.retryAfterSeconds / 60);
        return apiError(
          c,
          429,
          'rate_limited',
          `Too many ${what}s from your connection. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        );
      }
      await receive(checked.data, address);
      return c.json({ received: true }, 201);
    };
  }

  return new Hono()
    .post(
      '/contact',
      jsonBodyLimit(MAX_FORM_BODY_BYTES, 'message'),
      formRoute('message', checkContact, CONTACT_RATE_LIMIT, (fields, address) =>
        receiveContactMessage(service, fields, address),
      ),
    )
    .post(
      '/careers/applications',
      jsonBodyLimit(MAX_FORM_BODY_BYTES, 'application'),
      formRoute('application', checkApplication, APPLICATION_RATE_LIMIT, (fields, address) =>
        receiveApplication(service, fields, address),
      ),
    );
}
