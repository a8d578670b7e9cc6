import type { Context } from 'hono';

// A UTF-16 surrogate without its pair: not a character, and not encodable as UTF-8.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * The text with each lone surrogate replaced by U+FFFD, as a UTF-8 encoder would. JSON may carry
 * one ("\ud800"); left in place, PostgreSQL would store U+FFFD but SQLite the three bytes of the
 * surrogate, read back as three U+FFFD, so the engines would keep different (and longer) text.
 */
export function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD');
}

/**
 * The request's JSON body with every string well-formed, or undefined when it is not JSON (the
 * caller answers 400).
 */
export async function readJsonBody(
  c: Context,
): Promise<{ ok: true; body: unknown } | { ok: false }> {
  try {
    const text = await c.req.text();
    const body: unknown = JSON.parse(text, (_key, value: unknown) =>
      typeof value === 'string' ? wellFormed(value) : value,
    );
    return { ok: true, body };
  } catch {
    return { ok: false };
  }
}
