import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The one error shape of the API (docs/product-rules.md, API errors). */
export interface ApiErrorBody {
  error: { code: string; message: string; fields?: Partial<Record<string, string>> };
}

export function apiError(
  c: Context,
  status: ContentfulStatusCode,
  code: string,
  message: string,
  fields?: Partial<Record<string, string>>,
) {
  const body: ApiErrorBody = { error: fields ? { code, message, fields } : { code, message } };
  return c.json(body, status);
}
