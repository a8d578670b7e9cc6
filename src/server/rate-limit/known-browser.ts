import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A browser that has signed in to an account with its password before carries a cookie that
 * says so (decision 026): a random browser id and a tag per account, signed by the server. Only
 * a correct password earns it, so a stranger guessing from anywhere cannot have it, and the
 * account's sign-in limit for strangers does not apply to it (it has its own, per browser).
 */
export const KNOWN_BROWSER_COOKIE = 'shikhon_known_browser';
/** Sent only with sign-in requests: nothing else reads it. */
export const KNOWN_BROWSER_COOKIE_PATH = '/api/auth/sign-in';
/** A year from the last sign-in: a browser used at least once a year stays known. */
export const KNOWN_BROWSER_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** Accounts one browser is known for (a shared family computer), the most recent kept. */
export const KNOWN_BROWSER_MAX_ACCOUNTS = 5;

export interface KnownBrowser {
  /** 16 random bytes, base64url. */
  id: string;
  /** Account tags, most recent first. */
  tags: string[];
}

const PART = /^[A-Za-z0-9_-]{16,64}$/;

/** The cookie's key, derived from the auth secret so it is used for nothing else. */
function cookieKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('shikhon known-browser cookie v1').digest();
}

function mac(secret: string, text: string): string {
  return createHmac('sha256', cookieKey(secret)).update(text).digest('base64url');
}

/** The account's tag: keyed, so the cookie does not reveal the address to anyone reading it. */
export function accountTag(secret: string, email: string): string {
  return mac(secret, `account\0${email.trim().toLowerCase()}`).slice(0, 22);
}

/** The cookie's value: `id.tag….signature`, every part base64url. */
export function writeKnownBrowser(secret: string, browser: KnownBrowser): string {
  const body = [browser.id, ...browser.tags].join('.');
  return `${body}.${mac(secret, body)}`;
}

/** The browser a cookie value stands for, or null for a missing, malformed or forged one. */
export function readKnownBrowser(secret: string, value: string | null): KnownBrowser | null {
  if (!value || value.length > 1024) return null;
  const parts = value.split('.');
  if (parts.length < 3 || parts.length > KNOWN_BROWSER_MAX_ACCOUNTS + 2) return null;
  if (!parts.every((part) => PART.test(part))) return null;
  const signature = Buffer.from(parts.pop() ?? '');
  const expected = Buffer.from(mac(secret, parts.join('.')));
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return null;
  const [id = '', ...tags] = parts;
  return { id, tags };
}

/** True when the browser has signed in to the account of `email` before. */
export function isKnownFor(secret: string, browser: KnownBrowser | null, email: string): boolean {
  return browser !== null && browser.tags.includes(accountTag(secret, email));
}

/** The browser (a new one if it had no valid cookie) with the account of `email` remembered. */
export function rememberAccount(
  secret: string,
  browser: KnownBrowser | null,
  email: string,
): KnownBrowser {
  const tag = accountTag(secret, email);
  const others = (browser?.tags ?? []).filter((known) => known !== tag);
  return {
    id: browser?.id ?? randomBytes(16).toString('base64url'),
    tags: [tag, ...others].slice(0, KNOWN_BROWSER_MAX_ACCOUNTS),
  };
}
