import type { Profile, ProfileFields } from '../../../shared/schemas/profile';

/** The profile calls (same origin: the session cookie goes with every request). */

export type ApiResult<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; message?: string; fields?: Record<string, string> };

interface ErrorBody {
  error?: { message?: unknown; fields?: unknown };
}

async function call<T>(url: string, init: RequestInit = {}): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      credentials: 'same-origin',
      headers: { Accept: 'application/json', ...init.headers },
    });
  } catch {
    return { ok: false, status: 0, message: 'Check your internet connection and try again.' };
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // An answer without JSON (a proxy's error page): only the status is known.
  }
  if (response.ok) return { ok: true, data: body as T };
  const error = (body as ErrorBody | null)?.error;
  return {
    ok: false,
    status: response.status,
    message: typeof error?.message === 'string' ? error.message : undefined,
    fields:
      error?.fields && typeof error.fields === 'object'
        ? (error.fields as Record<string, string>)
        : undefined,
  };
}

export function fetchProfile(): Promise<ApiResult<Profile>> {
  return call<Profile>('/api/profile');
}

export function saveProfile(fields: ProfileFields): Promise<ApiResult<Profile>> {
  return call<Profile>('/api/profile', {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(fields),
  });
}

/** Uploads a picture; answers the URL of the re-encoded copy (not yet saved to the profile). */
export function uploadPicture(file: File): Promise<ApiResult<{ url: string }>> {
  const form = new FormData();
  form.append('file', file);
  // No Content-Type here: the browser sets multipart/form-data with its boundary.
  return call<{ url: string }>('/api/profile/picture', { method: 'POST', body: form });
}
