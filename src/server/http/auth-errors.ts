import { waitInWords } from '../rate-limit/rate-limit.service';
import { apiErrorBody } from '../../shared/schemas/api-error';
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
};

/** When a 429 names no wait: better-auth's longest window (request-password-reset's). */
const DEFAULT_RETRY_AFTER_SECONDS = 60;

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
 * A 4xx answer in the API's one error shape (docs/product-rules.md, API errors). better-auth answers
 * `{message, code?}` (our hooks add `fields`), or nothing at all for an unknown path; an answer
 * already in our shape (the origin check's, the body limit's) is returned as it is. Every 429
 * gets a standard `Retry-After` in seconds (better-auth's limiter sends only `X-Retry-After`).
 */
export async function inApiErrorShape(response: Response): Promise<Response> {
  const { status } = response;
  if (status < 400 || status >= 500) return response;
  const body = parseJsonText(await response.clone().text());
  const headers = new Headers(response.headers);
  const retryAfter = status === 429 ? retryAfterSeconds(headers) : undefined;
  if (retryAfter !== undefined) headers.set('Retry-After', String(retryAfter));
  if (isJsonObject(body) && isJsonObject(body.error)) {
    return retryAfter === undefined ? response : withHeaders(response, headers);
  }
  const given = isJsonObject(body) ? body : {};
  const hasCode = typeof given.code === 'string' && given.code !== '';
  const message =
    // better-auth's own limiter says only "try again later"; say how much later.
    retryAfter !== undefined && !hasCode
      ? `Too many attempts. Please wait ${waitInWords(retryAfter)} and try again.`
      : typeof given.message === 'string' && given.message.trim() !== ''
        ? given.message
        : (MESSAGE_BY_STATUS[status] ?? 'The request could not be completed.');
  const fields = fieldMessages(given.fields);
  const reshaped = apiErrorBody(apiErrorCode(given.code, status), message, fields);
  headers.delete('content-length');
  headers.set('content-type', 'application/json; charset=UTF-8');
  return new Response(JSON.stringify(reshaped), {
    status,
    statusText: response.statusText,
    headers,
  });
}

/** The whole seconds a refused client should wait, from the answer's headers; at least 1. */
function retryAfterSeconds(headers: Headers): number {
  for (const name of ['retry-after', 'x-retry-after']) {
    const value = Number.parseInt(headers.get(name) ?? '', 10);
    if (Number.isFinite(value)) return Math.max(1, value);
  }
  return DEFAULT_RETRY_AFTER_SECONDS;
}

/** `fields` as the API shape has it: field name → message, strings only. */
function fieldMessages(value: unknown): Record<string, string> | undefined {
  if (!isJsonObject(value)) return undefined;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

function withHeaders(response: Response, headers: Headers): Response {
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
