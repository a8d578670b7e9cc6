/** Same-origin JSON calls with one error shape for the UI, whichever server part answered. */

export interface ApiFailure {
  status: number;
  code: string;
  message: string;
  fields?: Record<string, string>;
}

export type ApiResult<T> = { ok: true; status: number; data: T } | ({ ok: false } & ApiFailure);

interface ErrorBodies {
  // The API's shape, {error:{code,message,fields}} (better-auth's refusals are reshaped into it
  // on the server, decision 009); a bare {code,message} is still read, from anything older.
  error?: { code?: string; message?: string; fields?: Record<string, string> };
  code?: string;
  message?: string;
}

const NETWORK_MESSAGE = 'Could not reach the server. Check your connection and try again.';

export async function apiRequest<T>(
  path: string,
  options: { method?: string; body?: unknown } = {},
): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers: options.body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
    });
  } catch {
    return { ok: false, status: 0, code: 'network_error', message: NETWORK_MESSAGE };
  }
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  if (response.ok) return { ok: true, status: response.status, data: parsed as T };
  const body = (parsed ?? {}) as ErrorBodies;
  const fallback =
    response.status === 429
      ? 'Too many attempts. Please wait a few seconds and try again.'
      : 'Something went wrong. Please try again.';
  return {
    ok: false,
    status: response.status,
    code: body.error?.code ?? body.code ?? `http_${response.status}`,
    message: body.error?.message ?? body.message ?? fallback,
    fields: body.error?.fields,
  };
}
