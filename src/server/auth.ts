import { betterAuth } from 'better-auth';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './config';
import type { Database } from './db/database';
import { CLIENT_ADDRESS_HEADER } from './http/client-address';
import type { Mailer } from './mail/mailer';
import { passwordResetEmail, verificationEmail } from './mail/templates';

export interface AuthDependencies {
  config: Config;
  database: Database;
  mailer: Mailer;
  /** Set in tests: a fixed secret instead of one stored in DATA_DIR. */
  secret?: string;
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

export function createAuth({ config, database, mailer, secret }: AuthDependencies) {
  return betterAuth({
    appName: 'Shikhon Academy',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: secret ?? resolveAuthSecret(config),
    trustedOrigins: trustedOrigins(config),
    database: { db: database.db, type: database.engine },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await mailer.send({ to: user.email, ...passwordResetEmail({ name: user.name, url }) });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send({ to: user.email, ...verificationEmail({ name: user.name, url }) });
      },
    },
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
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
