import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';

type JsonBody = { ok: true; body: unknown } | { ok: false };

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

const utf8 = new TextDecoder('utf-8');

/** The value of a JSON text, or undefined when the text is not JSON (empty included). */
export function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A JSON object (not an array, not null). */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads a body whose length the client declared straight from Node's request stream. The body
 * limit middleware has already refused one declared over its limit; reading through the Fetch
 * API instead builds a web stream per request, which was a noticeable share of an order's time.
 */
function readDeclaredBody(incoming: HttpBindings['incoming']): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.once('end', () => resolve(Buffer.concat(chunks)));
    incoming.once('error', reject);
    // A client that goes away mid-body: nothing to answer, but the request must not hang.
    incoming.once('close', () => {
      if (!incoming.readableEnded) reject(new Error('request closed before its body ended'));
    });
  });
}

async function bodyText(c: Context): Promise<string> {
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  if (incoming && c.req.header('content-length') !== undefined && !incoming.readableDidRead) {
    return utf8.decode(await readDeclaredBody(incoming));
  }
  return c.req.text();
}

/**
 * The request's JSON body with every string well-formed, or undefined when it is not JSON (the
 * caller answers 400).
 */
export async function readJsonBody(c: Context): Promise<JsonBody> {
  try {
    const body: unknown = JSON.parse(await bodyText(c), (_key, value: unknown) =>
      typeof value === 'string' ? wellFormed(value) : value,
    );
    return { ok: true, body };
  } catch {
    return { ok: false };
  }
}
