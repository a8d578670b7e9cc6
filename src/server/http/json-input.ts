import type { MiddlewareHandler } from 'hono';
import type { Checked } from '../../shared/schemas/check';
import { jsonBodyLimit } from './body-limit';
import { apiError } from './errors';
import { isJsonObject, readJsonBody } from './json-body';
import { nulFields } from './nul-character';

export interface JsonInputOptions {
  /** The largest body read; a bigger one gets 413 naming `what` ("The payment is too large."). */
  maxBytes: number;
  what: string;
  /** Answered (400) for a body that is not JSON; without it, such a body is read as absent. */
  notJson?: string;
  /**
   * Answered (400, naming the fields) when the checked data holds NUL, which PostgreSQL cannot
   * store; without it the route's service must cope with NUL itself.
   */
  nul?: string;
}

export interface JsonInputEnv<T> {
  Variables: {
    /** The checked input. */
    input: T;
    /** The body as parsed, before the check (e.g. for a form's honeypot). */
    body: unknown;
  };
}

/**
 * The one way a route takes JSON: read within the body limit, check with the shared schema's
 * check, refuse NUL, then the handler finds the checked data at `c.var.input`. Schema errors come
 * before NUL: a field that is wrong anyway is told what is wrong with it.
 */
export function jsonInput<T, F extends string>(
  check: (body: unknown) => Checked<T, F>,
  options: JsonInputOptions,
): MiddlewareHandler<JsonInputEnv<T>> {
  const limit = jsonBodyLimit(options.maxBytes, options.what);
  return async (c, next) => {
    // The limit answers 413 itself, or lets the body through (read in full when undeclared).
    const refused = await limit(c, async () => {});
    if (refused) return refused;
    const read = await readJsonBody(c);
    if (!read.ok && options.notJson !== undefined) {
      return apiError(c, 400, 'invalid_input', options.notJson);
    }
    const body = read.ok ? read.body : undefined;
    const checked = check(body);
    if (!checked.ok) return apiError(c, 400, 'invalid_input', checked.message, checked.fields);
    if (options.nul !== undefined && isJsonObject(checked.data)) {
      const nul = nulFields(checked.data);
      if (nul) return apiError(c, 400, 'invalid_input', options.nul, nul);
    }
    c.set('input', checked.data);
    c.set('body', body);
    await next();
  };
}
