import type { MiddlewareHandler } from 'hono';
import { apiError } from './errors';
import { isJsonObject, parseJsonText } from './json-body';

/**
 * PostgreSQL cannot hold U+0000 (NUL) in text, and a query that binds one fails; SQLite stores it.
 * So text carrying it is refused (or, where input is read leniently, ignored) before any query,
 * the same way on both engines: a client sending it gets a 400 or 404, never a 500.
 */
export const NUL_MESSAGE = 'Must not contain the NUL character (U+0000).';

export function hasNul(text: string): boolean {
  return text.includes('\u0000');
}

/**
 * The fields of an input object whose value holds NUL (at any depth), each with NUL_MESSAGE;
 * undefined when none. A key that itself holds NUL is not named as a field.
 */
export function nulFields(data: object): Record<string, string> | undefined {
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(data)) {
    if (!hasNul(key) && containsNul(value)) fields[key] = NUL_MESSAGE;
  }
  return Object.keys(fields).length > 0 ? fields : undefined;
}

/**
 * Whether any string in parsed JSON, key or value, holds NUL. A loop, not recursion: a 16 KB
 * body can nest 8,000 levels deep, more than the call stack holds.
 */
function containsNul(root: unknown): boolean {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (hasNul(value)) return true;
    } else if (Array.isArray(value)) {
      pending.push(...(value as unknown[]));
    } else if (isJsonObject(value)) {
      for (const [key, inner] of Object.entries(value)) {
        if (hasNul(key)) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

/**
 * For routes whose input we do not check ourselves (better-auth's): a query string or JSON body
 * holding NUL gets 400 before the route runs. (A reset-password token holding NUL was a 500 on
 * PostgreSQL, and a sign-up name holding it a 422 there but stored on SQLite.) Bodies here are
 * small: /api/auth/* refuses any over 16 KB first.
 */
export function refuseNul(): MiddlewareHandler {
  return async (c, next) => {
    const query = new URL(c.req.url).searchParams;
    for (const [key, value] of query) {
      if (hasNul(key) || hasNul(value)) {
        return apiError(c, 400, 'invalid_input', `The query string: ${NUL_MESSAGE}`);
      }
    }
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      const body = parseJsonText(await c.req.raw.clone().text());
      if (containsNul(body)) {
        const fields = isJsonObject(body) ? nulFields(body) : undefined;
        return fields
          ? apiError(c, 400, 'invalid_input', 'Some fields need correcting.', fields)
          : apiError(c, 400, 'invalid_input', `The request body: ${NUL_MESSAGE}`);
      }
    }
    return next();
  };
}
