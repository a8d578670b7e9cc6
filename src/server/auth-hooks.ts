import type { GenericEndpointContext } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import type { Kysely } from 'kysely';
import { accountFieldErrors, signUpNameError } from '../shared/schemas/account';
import { checkEmail } from '../shared/schemas/email';
import { weakPasswordReasons } from '../shared/schemas/password';
import type { DatabaseSchema } from './db/schema';
import { isJsonObject } from './http/json-body';
import {
  isKnownFor,
  KNOWN_BROWSER_COOKIE,
  KNOWN_BROWSER_COOKIE_PATH,
  KNOWN_BROWSER_MAX_AGE_SECONDS,
  readKnownBrowser,
  rememberAccount,
  writeKnownBrowser,
} from './rate-limit/known-browser';
import { waitInWords } from './rate-limit/rate-limit.service';
import { clearSignInAttempts, countSignInAttempt } from './rate-limit/sign-in-limit';

/**
 * Our rules on better-auth's own endpoints, run before each call (`hooks.before`) and after it
 * (`hooks.after`). Refusals are APIErrors; app.ts reshapes them into the API's error shape.
 */

type Body = Record<string, unknown>;
type Fields = Record<string, string>;

const PICTURE_MESSAGE = 'Set your profile picture with Upload Picture on your profile page.';

export interface AuthHookOptions {
  /** The auth secret: signs the known-browser cookie (decision 026). */
  secret: string;
  /** Cookies only over HTTPS (production). */
  secureCookies: boolean;
}

export function authHooks(db: Kysely<DatabaseSchema>, options: AuthHookOptions) {
  /** The id of the request's browser when it signed in to the account of `email` before. */
  const knownBrowserId = (ctx: GenericEndpointContext, email: string): string | null => {
    const browser = readKnownBrowser(options.secret, ctx.getCookie(KNOWN_BROWSER_COOKIE));
    return browser && isKnownFor(options.secret, browser, email) ? browser.id : null;
  };

  const before = createAuthMiddleware(async (ctx) => {
    const body: Body = isJsonObject(ctx.body) ? ctx.body : {};
    switch (ctx.path) {
      case '/sign-in/email':
        if (typeof body.email !== 'string') return;
        return limitSignIn(db, body.email, knownBrowserId(ctx, body.email));
      case '/sign-up/email': {
        refuseUnsafeEmail(body);
        // The name certificates carry: sign-up asks for it (better-auth takes a blank one).
        const nameError = signUpNameError(body.name);
        refuseFields({
          ...accountFieldErrors(body),
          ...(nameError ? { name: nameError } : {}),
          // A new account has no picture yet: one is only ever set by uploading it.
          ...(body.image === undefined || body.image === null ? {} : { image: PICTURE_MESSAGE }),
        });
        return refuseWeakPassword(body.password, typeof body.email === 'string' ? body.email : '');
      }
      case '/update-user':
        return refuseFields({
          ...accountFieldErrors(body),
          ...(await foreignPicture(ctx, body)),
        });
      case '/change-password': {
        const session = await getSessionFromCtx(ctx);
        // Signed out: better-auth answers 401 itself.
        if (!session) return;
        return refuseWeakPassword(body.newPassword, session.user.email);
      }
      case '/reset-password':
        return refuseWeakPassword(body.newPassword, await resetTokenOwnerEmail(ctx, body));
      default:
        return;
    }
  });

  const after = createAuthMiddleware(async (ctx) => {
    surfaceServerError(ctx.path, ctx.context.returned);
    const session = ctx.path === '/sign-in/email' ? ctx.context.newSession : null;
    if (!session) return;
    const { email } = session.user;
    // The owner proved they hold the password: the tries counted where this one was no longer
    // count, and this browser is known to the account from now on (its cookie renewed).
    await clearSignInAttempts(db, email, knownBrowserId(ctx, email));
    const browser = readKnownBrowser(options.secret, ctx.getCookie(KNOWN_BROWSER_COOKIE));
    ctx.setCookie(
      KNOWN_BROWSER_COOKIE,
      writeKnownBrowser(options.secret, rememberAccount(options.secret, browser, email)),
      {
        path: KNOWN_BROWSER_COOKIE_PATH,
        maxAge: KNOWN_BROWSER_MAX_AGE_SECONDS,
        httpOnly: true,
        sameSite: 'lax',
        secure: options.secureCookies,
      },
    );
  });

  return { before, after };
}

/**
 * better-auth catches some failures itself and answers 500 in its own shape, the cause hidden
 * (get-session's "Failed to get session" when the database connection was lost). Such an answer
 * is thrown on, with its cause, to the app's error handler: 503 for a lost database, 507 for a
 * full disk, else a logged 500, each in the API's error shape.
 */
function surfaceServerError(path: string, returned: unknown) {
  if (isAPIError(returned) && returned.statusCode >= 500) {
    throw new Error(`better-auth ${path}: ${returned.message}`, { cause: returned });
  }
}

/**
 * Per account, across every client address (better-auth's limiter counts per address): the
 * browsers that never signed in to it share one allowance, each browser that did has its own
 * (decision 026).
 */
async function limitSignIn(
  db: Kysely<DatabaseSchema>,
  email: string,
  knownBrowserId: string | null,
) {
  const verdict = await countSignInAttempt(db, email, knownBrowserId);
  if (verdict.allowed) return;
  const wait = waitInWords(verdict.retryAfterSeconds);
  throw new APIError(
    'TOO_MANY_REQUESTS',
    {
      code: 'RATE_LIMITED',
      message:
        knownBrowserId === null
          ? `Too many sign-in attempts for this account. Please try again in ${wait}, sign in from a browser you have signed in with before, or choose “Forgot password?” to set a new password.`
          : `Too many sign-in attempts for this account from this browser. Please try again in ${wait}, or choose “Forgot password?” to set a new password.`,
    },
    { 'Retry-After': String(verdict.retryAfterSeconds) },
  );
}

/**
 * Sign-up takes only an address the forms' one email rule accepts (its length included):
 * better-auth's own check lets through less than a loose pattern would, but the rule and its
 * message are ours, and staff's mailto: links and mail headers rely on it
 * (src/shared/schemas/email.ts).
 */
function refuseUnsafeEmail(body: Body) {
  if (typeof body.email !== 'string') return;
  const checked = checkEmail(body.email);
  if ('error' in checked) {
    throw new APIError('BAD_REQUEST', { code: 'INVALID_EMAIL', message: checked.error });
  }
}

function refuseFields(fields: Fields) {
  if (Object.keys(fields).length === 0) return;
  throw new APIError('BAD_REQUEST', {
    code: 'INVALID_INPUT',
    message: 'Some fields need correcting.',
    fields,
  });
}

/**
 * better-auth stores any `image` string update-user is given, and the header and admin pages
 * show it as the learner's picture: keep only the one the account already has, or none.
 */
async function foreignPicture(ctx: GenericEndpointContext, body: Body): Promise<Fields> {
  if (!('image' in body) || body.image === null) return {};
  const session = await getSessionFromCtx(ctx);
  if (!session || body.image === session.user.image) return {};
  return { image: PICTURE_MESSAGE };
}

/**
 * Sign-up, reset and change of password refuse weak passwords with the reasons
 * (docs/product-rules.md, Accounts), by one rule; `email` is the account's, for the "contains your email" reason.
 */
function refuseWeakPassword(password: unknown, email: string) {
  if (typeof password !== 'string') return;
  const reasons = weakPasswordReasons(password, email);
  if (reasons.length === 0) return;
  throw new APIError('BAD_REQUEST', {
    code: 'WEAK_PASSWORD',
    message: `Please choose a stronger password. ${reasons.join(' ')}`,
    reasons,
  });
}

/** The address of the account a reset token belongs to; '' for a token that is not one. */
async function resetTokenOwnerEmail(ctx: GenericEndpointContext, body: Body): Promise<string> {
  const query: unknown = ctx.query;
  const token = body.token ?? (isJsonObject(query) ? query.token : undefined);
  if (typeof token !== 'string' || token === '') return '';
  const adapter = ctx.context.internalAdapter;
  const verification = await adapter.findVerificationValue(`reset-password:${token}`);
  if (!verification) return '';
  const user = await adapter.findUserById(verification.value);
  return user?.email ?? '';
}
