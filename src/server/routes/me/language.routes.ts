import { Hono } from 'hono';
import { checkLanguageSetting, type LanguageSetting } from '../../../shared/schemas/language';
import type { Auth } from '../../auth';
import type { Database } from '../../db/database';
import { jsonInput } from '../../http/json-input';
import { noStore } from '../../http/no-store';
import { requireUser, type SignedInEnv } from '../../http/session';
import { learnerLanguage, saveLearnerLanguage } from '../../mail/learner-language';

const languageInput = jsonInput(checkLanguageSetting, {
  maxBytes: 1024,
  what: 'language setting',
  notJson: 'Send your language as JSON.',
});

/**
 * GET and PUT /api/me/language: the language the academy writes to the signed-in learner in
 * (its mail now). `{ "language": "en" | "bn" }` both ways.
 */
export function languageRoutes(deps: { auth: Auth; database: Database; now?: () => Date }) {
  const { db } = deps.database;
  const clock = deps.now ?? (() => new Date());
  // Per route, not `use('*')`: this shares /api/me with GET /api/me, which answers signed-out callers.
  const signedIn = requireUser(deps.auth, deps.database);
  return new Hono<SignedInEnv>()
    .get('/language', noStore, signedIn, async (c) => {
      const setting: LanguageSetting = { language: await learnerLanguage(db, c.var.user.id) };
      return c.json(setting);
    })
    .put('/language', noStore, signedIn, languageInput, async (c) => {
      await saveLearnerLanguage(db, c.var.user.id, c.var.input.language, clock());
      const setting: LanguageSetting = { language: c.var.input.language };
      return c.json(setting);
    });
}
