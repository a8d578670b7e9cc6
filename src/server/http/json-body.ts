import type { Context } from 'hono';

/** The request's JSON body, or undefined when it is not JSON (the caller answers 400). */
export async function readJsonBody(
  c: Context,
): Promise<{ ok: true; body: unknown } | { ok: false }> {
  try {
    return { ok: true, body: await c.req.json() };
  } catch {
    return { ok: false };
  }
}
