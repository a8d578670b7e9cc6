import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { apiErrorBody } from '../../shared/schemas/api-error';

export type { ApiErrorBody } from '../../shared/schemas/api-error';

/** An answer in the API's one error shape (src/shared/schemas/api-error.ts). */
export function apiError(
  c: Context,
  status: ContentfulStatusCode,
  code: string,
  message: string,
  fields?: Partial<Record<string, string>>,
) {
  return c.json(apiErrorBody(code, message, fields), status);
}

/**
 * A 429 with a standard Retry-After. `message` gets the wait in whole minutes, rounded up
 * ('1 minute', '3 minutes'), as the forms show it.
 */
export function rateLimited(
  c: Context,
  retryAfterSeconds: number,
  message: (wait: string) => string,
) {
  c.header('Retry-After', String(retryAfterSeconds));
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return apiError(c, 429, 'rate_limited', message(`${minutes} minute${minutes === 1 ? '' : 's'}`));
}
