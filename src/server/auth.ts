import { betterAuth, type Account, type GenericEndpointContext } from 'better-auth';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { authHooks } from './auth-hooks';
import type { Config } from './config';
import type { Database } from './db/database';
import { learnerLanguage, signUpLanguage } from './mail/learner-language';
import { wantsBangla } from './http/answer-language';
import { createLogger, type Log } from './log';
import { CLIENT_ADDRESS_HEADER } from './http/client-address';
import type { MailMessage } from './mail/mailer';
import type { MailOutbox } from './mail/outbox';
import { passwordResetEmail, verificationEmail } from './mail/templates';
import { clearAllSignInAttempts } from './rate-limit/sign-in-limit';
import { refreshLeaderboardListing } from './learning/xp/leaderboard-listing';

export interface AuthDependencies {
  config: Config;
  database: Database;
  /** Verification and reset mail is queued here, not sent within the request. */
  outbox: MailOutbox;
  /** Set in tests: a fixed secret instead of one stored in DATA_DIR. */
  secret?: string;
  /** Where better-auth's warnings and errors go (the server's log); default: stderr, uncoloured. */
  log?: Log;
}

/**
 * better-auth's own logger colours its lines by the terminal type (TERM), not by whether the
 * output is a terminal, so escape codes reached log files. Its lines go through our log instead:
 * one format, no colour. Only strings and errors' messages of its extra arguments are kept (an
 * object could hold a request's headers and so a cookie).
 */
export function betterAuthLogger(log: Log) {
  return {
    disableColors: true,
    level: 'warn' as const,
    log: (level: 'debug' | 'info' | 'warn' | 'error', message: string, ...args: unknown[]) => {
      const details = args
        .map((arg) =>
          arg instanceof Error
            ? arg.message
            : typeof arg === 'string' || typeof arg === 'number'
              ? String(arg)
              : '',
        )
        .filter(Boolean);
      log(`better-auth: ${[message, ...details].join(' ')}`, {
        level: level === 'error' ? 'error' : level === 'warn' ? 'warn' : 'info',
      });
    },
  };
}

/** AUTH_SECRET, or outside production one generated once and kept in DATA_DIR/auth-secret. */
export function resolveAuthSecret(config: Config): string {
  if (config.authSecret) return config.authSecret;
  if (config.isProduction) throw new Error('AUTH_SECRET is required when NODE_ENV=production');
  const file = path.join(config.dataDir, 'auth-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** Origins whose requests may change state: the public URL, and on a dev machine both loopbacks. */
export function trustedOrigins(config: Config): string[] {
  const origins = new Set([config.publicUrl]);
  if (!config.isProduction) {
    origins.add(`http://localhost:${config.port}`);
    origins.add(`http://127.0.0.1:${config.port}`);
  }
  return [...origins];
}

/** The provider id of Google sign-in: in `/sign-in/social` bodies and `/api/auth/callback/google`. */
export const GOOGLE_PROVIDER_ID = 'google';

/** Google sign-in through standard OpenID Connect discovery at `issuer` (docs/product-rules.md, Accounts). */
function googleSignIn(google: NonNullable<Config['google']>) {
  return genericOAuth({
    config: [
      {
        providerId: GOOGLE_PROVIDER_ID,
        name: 'Google',
        discoveryUrl: `${google.issuer}/.well-known/openid-configuration`,
        // Identity comes from ID-token claims, so never accept one we cannot verify.
        requireIdTokenVerification: true,
        clientId: google.clientId,
        clientSecret: google.clientSecret,
        scopes: ['openid', 'email', 'profile'],
        pkce: true,
        // Like email sign-up: no session until the address is verified (Google says so, or the
        // learner follows the link we mail to a new account Google did not vouch for).
        requireEmailVerification: true,
      },
    ],
  });
}

/**
 * `databaseHooks.account.create.before`: a Google identity joins an existing account only when
 * that account's email is verified. better-auth's own linking rule already refuses this; the hook
 * keeps it true for every path that creates an account row. A user with no account rows yet is
 * the one this Google sign-in has just created, and may be unverified (Google did not vouch).
 */
export async function guardGoogleAccountRow(
  account: Pick<Account, 'userId' | 'providerId'>,
  context: { context: Pick<GenericEndpointContext['context'], 'internalAdapter'> } | null,
): Promise<false | undefined> {
  if (account.providerId !== GOOGLE_PROVIDER_ID) return undefined;
  const adapter = context?.context.internalAdapter;
  if (!adapter) return false;
  const user = await adapter.findUserById(account.userId);
  if (!user) return false;
  if (user.emailVerified) return undefined;
  const existing = await adapter.findAccounts(account.userId);
  return existing.length === 0 ? undefined : false;
}

export function createAuth({ config, database, outbox, secret, log }: AuthDependencies) {
  // Long: better-auth's options are one declarative object (plugins, mail callbacks, hooks).
  // better-auth calls these after its own transaction has committed (or outside one), so the
  // outbox row is written on its own; it is in the database before the request answers.
  const queue = async (message: MailMessage) => {
    await outbox.queue(database.db, message);
    outbox.notify();
  };
  const authSecret = secret ?? resolveAuthSecret(config);
  const hooks = authHooks(database.db, {
    secret: authSecret,
    secureCookies: config.isProduction,
  });
  return betterAuth({
    appName: 'Shikhon Academy',
    logger: betterAuthLogger(log ?? createLogger(process.stderr)),
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: authSecret,
    trustedOrigins: trustedOrigins(config),
    database: { db: database.db, type: database.engine },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // Whoever holds the mailbox may sign in again at once, from any browser, however many
      // guesses were made.
      onPasswordReset: async ({ user }) => {
        await clearAllSignInAttempts(database.db, user.email);
      },
      sendResetPassword: async ({ user, url }) => {
        const language = await learnerLanguage(database.db, user.id);
        await queue({ to: user.email, ...passwordResetEmail({ name: user.name, url }, language) });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, url }, request) => {
        // A new account has chosen no language yet: the page it signed up on decides (and is
        // remembered); a resend follows the choice.
        const pageLanguage = wantsBangla(request?.headers.get('Accept-Language') ?? undefined)
          ? 'bn'
          : 'en';
        const language = await signUpLanguage(database.db, user.id, pageLanguage, new Date());
        await queue({ to: user.email, ...verificationEmail({ name: user.name, url }, language) });
      },
    },
    account: {
      accountLinking: {
        enabled: true,
        // A provider's identity joins an existing account only when the provider says the email
        // is verified (no provider is trusted blindly) and the local account is verified too
        // (better-auth's requireLocalEmailVerified, on by default; see guardGoogleAccountRow).
        trustedProviders: [],
        allowDifferentEmails: false,
        updateUserInfoOnLink: false,
      },
    },
    hooks,
    // An unexpected error (the database connection lost, say) is thrown out of the handler, to the
    // app's error handler, instead of becoming a 500 with an empty body: it answers in the API's
    // error shape, 503 for an outage. better-auth's own refusals (APIError) are answered as before.
    onAPIError: { throw: true },
    databaseHooks: {
      account: { create: { before: guardGoogleAccountRow } },
      // A renamed account may now be shown on the leaderboard, or no longer (its email handle never).
      user: {
        update: {
          after: async (user) => {
            await refreshLeaderboardListing(database.db, user.id);
          },
        },
      },
    },
    plugins: config.google ? [googleSignIn(config.google)] : [],
    session: {
      expiresIn: 30 * 24 * 60 * 60,
      // Renewed automatically once a day while in use.
      updateAge: 24 * 60 * 60,
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 10, max: 3 },
        '/sign-up/email': { window: 60, max: 5 },
        '/request-password-reset': { window: 60, max: 3 },
        '/send-verification-email': { window: 60, max: 3 },
      },
    },
    advanced: {
      useSecureCookies: config.isProduction,
      // The server writes this header from the socket (or a configured proxy), replacing any
      // value a client sent, so every client gets its own rate-limit bucket.
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
      // better-auth turns its origin and callbackURL checks off when NODE_ENV=test; keep them on
      // so tests see what production does (e.g. an off-site callbackURL is refused).
      disableOriginCheck: false,
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
