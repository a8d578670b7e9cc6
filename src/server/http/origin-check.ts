import type { MiddlewareHandler } from 'hono';
import { apiError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing API requests whose Origin is not one of ours (cross-site request
 * forgery). better-auth checks its own routes the same way.
 */
export function originCheck(trusted: readonly string[]): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    if (!origin || !trusted.includes(origin)) {
      return apiError(c, 403, 'forbidden_origin', 'This request must come from the academy site.');
    }
    return next();
  };
}
