import { Hono, type Context } from 'hono';
import { checkContact } from '../../../shared/schemas/contact';
import { checkApplication } from '../../../shared/schemas/job-application';
import type { Checked } from '../../../shared/schemas/check';
import { isSpam } from '../../../shared/schemas/form-rules';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { clientAddress } from '../../http/client-address';
import { rateLimited } from '../../http/errors';
import { jsonInput, type JsonInputEnv } from '../../http/json-input';
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
    check: (input: unknown) => Checked<T, F>,
    rule: RateLimitRule,
    receive: (fields: T, address: string) => Promise<void>,
  ) {
    const input = jsonInput(check, {
      maxBytes: MAX_FORM_BODY_BYTES,
      what,
      notJson: `Send the ${what} as JSON.`,
      nul: `Some ${what} fields need correcting.`,
    });
    const handler = async (c: Context<JsonInputEnv<T>>) => {
      if (isSpam(c.var.body)) return c.json({ received: true }, 201);
      const address = clientAddress(c, deps.config.trustedProxies);
      const verdict = await hitRateLimit(service.db, `${what}:${address}`, rule);
      if (!verdict.allowed) {
        return rateLimited(
          c,
          verdict.retryAfterSeconds,
          (wait) => `Too many ${what}s from your connection. Please try again in ${wait}.`,
        );
      }
      await receive(c.var.input, address);
      return c.json({ received: true }, 201);
    };
    return [input, handler] as const;
  }

  return new Hono()
    .post(
      '/contact',
      ...formRoute('message', checkContact, CONTACT_RATE_LIMIT, (fields, address) =>
        receiveContactMessage(service, fields, address),
      ),
    )
    .post(
      '/careers/applications',
      ...formRoute('application', checkApplication, APPLICATION_RATE_LIMIT, (fields, address) =>
        receiveApplication(service, fields, address),
      ),
    );
}
