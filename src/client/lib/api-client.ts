import { readApiError } from '../../shared/schemas/api-error';
import { PAGE_LOCALE } from '../i18n/page-locale.copy';
import { apiClientCopy } from './api-client.copy';

/** Same-origin JSON calls with one error shape for the UI, whichever server part answered. */

export interface ApiFailure {
  status: number;
  code: string;
  message: string;
  fields?: Record<string, string>;
  /** A refusal's `Retry-After` in seconds (429: how long to wait before asking again). */
  retryAfterSeconds?: number;
}

export type ApiResult<T> =
  { ok: true; status: number; data: T; headers?: Headers } | ({ ok: false } & ApiFailure);

const NETWORK_MESSAGE = apiClientCopy.network;

export interface RequestOptions {
  method?: string;
  /** Sent as JSON; FormData is sent as it is (the browser sets its multipart boundary). */
  body?: unknown;
  /** A feature's own words for a failure the server did not explain. */
  messages?: { network?: string; unexplained?: string };
}

export async function apiRequest<T>(
  path: string,
  options: RequestOptions = {},
): Promise<ApiResult<T>> {
  const { body, messages = {} } = options;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      // The API answers errors in the page's language (server/http/answer-language.ts).
      headers:
        body === undefined || isForm
          ? { 'Accept-Language': PAGE_LOCALE }
          : { 'Content-Type': 'application/json', 'Accept-Language': PAGE_LOCALE },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    return {
      ok: false,
      status: 0,
      code: 'network_error',
      message: messages.network ?? NETWORK_MESSAGE,
    };
  }
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  if (response.ok) {
    return { ok: true, status: response.status, data: parsed as T, headers: response.headers };
  }
  // The API's shape (src/shared/schemas/api-error.ts); a bare {code,message} is still read.
  const error = readApiError(parsed);
  const fallback =
    messages.unexplained ??
    (response.status === 429 ? apiClientCopy.tooMany : apiClientCopy.failed);
  const failure: ApiResult<T> = {
    ok: false,
    status: response.status,
    code: error.code ?? `http_${response.status}`,
    message: error.message ?? fallback,
    fields: error.fields,
  };
  // Our server sends whole seconds (an HTTP date is allowed too, but it never sends one).
  const retryAfter = Number(response.headers.get('retry-after') ?? '');
  if (Number.isSafeInteger(retryAfter) && retryAfter > 0) failure.retryAfterSeconds = retryAfter;
  return failure;
}
