import type { ApiErrorBody } from './errors';
import { isJsonObject, parseJsonText } from './json-body';

/** The code for a refusal that names none, by status. */
const CODE_BY_STATUS: Partial<Record<number, string>> = {
  400: 'invalid_input',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'unprocessable',
  429: 'rate_limited',
};

/** The message for a refusal that gives none, by status. */
const MESSAGE_BY_STATUS: Partial<Record<number, string>> = {
  404: 'No such API endpoint.',
  429: 'Too many attempts. Please wait a few seconds and try again.',
};

/** better-auth's `EMAIL_NOT_VERIFIED` is the API's `email_not_verified`. */
export function apiErrorCode(code: unknown, status: number): string {
  const normalised =
    typeof code === 'string'
      ? code
          .toLowerCase()
          .replace(/[^a-z]+/g, '_')
          .replace(/^_+|_+$/g, '')
      : '';
  return normalised || (CODE_BY_STATUS[status] ?? 'request_failed');
}

/**
 * A 4xx answer in the API's one error shape (PRODUCT.md section 4). better-auth answers
 * `{message, code?}`, or nothing at all for an unknown path; an answer already in our shape (the
 * origin check's, the body limit's) is returned as it is.
 */
export async function inApiErrorShape(response: Response): Promise<Response> {
  const { status } = response;
  if (status < 400 || status >= 500) return response;
  const body = parseJsonText(await response.clone().text());
  if (isJsonObject(body) && isJsonObject(body.error)) return response;
  const given = isJsonObject(body) ? body : {};
  const message =
    typeof given.message === 'string' && given.message.trim() !== ''
      ? given.message
      : (MESSAGE_BY_STATUS[status] ?? 'The request could not be completed.');
  const reshaped: ApiErrorBody = { error: { code: apiErrorCode(given.code, status), message } };
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.set('content-type', 'application/json; charset=UTF-8');
  return new Response(JSON.stringify(reshaped), {
    status,
    statusText: response.statusText,
    headers,
  });
}
