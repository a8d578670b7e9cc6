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
