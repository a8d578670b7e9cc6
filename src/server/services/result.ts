import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** What a service answers: a value, or an error the route maps to the API's error shape. */
export type ServiceResult<T> =
  | { ok: true; value: T }
  | {
      ok: false;
      status: ContentfulStatusCode;
      code: string;
      message: string;
      fields?: Record<string, string>;
    };

export const success = <T>(value: T): ServiceResult<T> => ({ ok: true, value });

export function failure<T>(
  status: ContentfulStatusCode,
  code: string,
  message: string,
  fields?: Record<string, string>,
): ServiceResult<T> {
  return fields
    ? { ok: false, status, code, message, fields }
    : { ok: false, status, code, message };
}
