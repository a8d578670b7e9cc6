import fc from 'fast-check';
import { wellFormed } from '../../src/server/http/json-body';

/**
 * Values for the API fuzz tests (tests/faults/fuzz-*.test.ts): strings and JSON values that
 * break naive code, bodies that are almost right, and malformed bodies. The request around them
 * (headers, cookies, origins, query strings) is in fuzz-requests.ts.
 */

/** Strings that have broken servers before: NUL, lone surrogates, keys of Object.prototype... */
export const NASTY_STRINGS: readonly string[] = [
  '',
  ' ',
  '\t',
  '\n',
  ' \r\n ',
  '\u0000',
  'abc\u0000def',
  '\u200b',
  '\ufeff',
  '\u00a0',
  '\ud800',
  'a\udfffb',
  '🙂',
  '👩‍👩‍👧',
  'e\u0301',
  'İ',
  'ß',
  '١٢٣',
  '০১৭১২৩৪৫৬৭৮',
  '０１７１２３４５６７８',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'null',
  'undefined',
  'true',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '0x1F',
  '%00',
  '%',
  '%zz',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '"; drop table orders; --',
  '\\',
  '%_\\',
  '$(id)',
  '{{7*7}}',
  'x'.repeat(101),
  'y'.repeat(255),
  'z'.repeat(5001),
  ' '.repeat(64),
];

const whitespace = fc.constantFrom('', ' ', '\t', '\n', '\u00a0', '\u3000', '\u0000');

/**
 * Any code points, lone surrogates included. (fc.string's 'binary' and 'grapheme' units would do,
 * but building them costs about a second per test file.)
 */
const anyCodePoints: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(
      fc.integer({ min: 0, max: 0x7f }),
      fc.integer({ min: 0x80, max: 0xffff }),
      fc.integer({ min: 0xd800, max: 0xdfff }),
      fc.integer({ min: 0x10000, max: 0x10ffff }),
    ),
    { maxLength: 40 },
  )
  .map((points) => String.fromCodePoint(...points));

/** Any string, biased towards the nasty ones, long ones and odd characters. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY_STRINGS), weight: 4 },
  { arbitrary: fc.string(), weight: 2 },
  { arbitrary: anyCodePoints, weight: 3 },
  { arbitrary: fc.string({ minLength: 90, maxLength: 600 }), weight: 1 },
  {
    arbitrary: fc.string({
      unit: fc.constantFrom(' ', '\t', '\n', '\r', '\u0000', '\u00a0', 'a', '0', '.', '@', '+'),
      maxLength: 30,
    }),
    weight: 1,
  },
);

/** A number written as text, as forms and sloppy clients send them. */
export const numberString: fc.Arbitrary<string> = fc.oneof(
  fc.integer().map(String),
  fc.double().map(String),
  fc.constantFrom('1e3', '0x10', '010', '+1', ' 4.5 ', '4,5', '5.000', '-0.00', '3.555', '٣'),
);

/** A JSON-encodable value: scalars mostly nasty, sometimes a small structure. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: nastyString, weight: 5 },
  { arbitrary: numberString, weight: 1 },
  { arbitrary: fc.integer(), weight: 1 },
  { arbitrary: fc.double(), weight: 1 },
  {
    arbitrary: fc.constantFrom(null, true, false, 0, -1, 1e21, Number.MAX_SAFE_INTEGER),
    weight: 1,
  },
  { arbitrary: fc.jsonValue({ maxDepth: 2 }), weight: 1 },
);

/** Object keys that try to reach the prototype, plus arbitrary ones. */
export const nastyKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'id', 'userId', 'user_id'),
  fc.constantFrom('amount', 'paymentStatus', 'isStaff', 'role', 'emailVerified', 'website'),
  fc.string({ maxLength: 12 }),
);

/** Small changes that keep a valid value almost valid: padding, case, type, wrapping. */
function nearValue(value: unknown): fc.Arbitrary<unknown> {
  const text = typeof value === 'string' ? value : String(JSON.stringify(value));
  return fc.oneof(
    fc.tuple(whitespace, whitespace).map(([before, after]) => `${before}${text}${after}`),
    fc.constant(text.toUpperCase()),
    fc.constant(text.toLowerCase()),
    fc.constant(`${text}${text}`),
    fc.constant(text.slice(0, -1)),
    fc.constant([value]),
    fc.constant({ value }),
    fc.constant(Number.isNaN(Number(text)) ? text : Number(text)),
    fc
      .nat({ max: Math.max(text.length, 1) })
      .map((at) => `${text.slice(0, at)}\u0000${text.slice(at)}`),
  );
}

/**
 * JSON objects for an endpoint with the given keys: valid ones (from `valid`), valid ones with a
 * few fields broken, missing or nearly right, extra (hostile) keys, the right keys with wrong
 * types, and arbitrary JSON that is not the expected object at all.
 */
export function jsonBodyValue(
  keys: readonly string[],
  valid: fc.Arbitrary<Record<string, unknown>>,
): fc.Arbitrary<unknown> {
  const broken = fc
    .tuple(
      valid,
      fc.subarray([...keys], { minLength: 1, maxLength: Math.min(2, keys.length) }),
      fc.array(nastyValue, { minLength: 2, maxLength: 2 }),
    )
    .map(([body, chosen, values]) => {
      const copy: Record<string, unknown> = { ...body };
      chosen.forEach((key, index) => {
        copy[key] = values[index];
      });
      return copy;
    });
  const near = fc
    .tuple(valid, fc.constantFrom(...keys))
    .chain(([body, key]) =>
      nearValue(body[key]).map((value) => ({ ...body, [key]: value }) as Record<string, unknown>),
    );
  const missing = fc
    .tuple(valid, fc.subarray([...keys], { minLength: 1 }))
    .map(([body, gone]) =>
      Object.fromEntries(Object.entries(body).filter(([key]) => !gone.includes(key))),
    );
  const extra = fc
    .tuple(valid, fc.dictionary(nastyKey, nastyValue, { minKeys: 1, maxKeys: 3 }))
    .map(([body, more]) => ({ ...more, ...body }));
  const wrongTypes = fc.record(Object.fromEntries(keys.map((key) => [key, nastyValue])), {
    requiredKeys: [],
  });
  return fc.oneof(
    { arbitrary: valid, weight: 3 },
    { arbitrary: broken, weight: 3 },
    { arbitrary: near, weight: 3 },
    { arbitrary: missing, weight: 1 },
    { arbitrary: extra, weight: 2 },
    { arbitrary: wrongTypes, weight: 2 },
    { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
    { arbitrary: fc.constantFrom(null, [], {}, '', 0, 'null'), weight: 1 },
  );
}

/** Prototype-pollution payloads spliced into an object's JSON text (JSON.parse keeps them as keys). */
const POLLUTION = [
  '"__proto__":{"isStaff":true,"amount":1,"polluted":"yes"}',
  '"constructor":{"prototype":{"polluted":"yes"}}',
  '"__proto__":null',
  '"__proto__":"x"',
];

/** The body text of a JSON value, sometimes with a prototype-pollution key spliced in. */
export function jsonText(value: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  return fc
    .tuple(value, fc.option(fc.constantFrom(...POLLUTION), { freq: 4 }), fc.boolean())
    .map(([body, pollution, pretty]) => {
      const text = JSON.stringify(body, null, pretty ? 2 : undefined) ?? 'null';
      if (pollution === null || !text.startsWith('{')) return text;
      return text === '{}' ? `{${pollution}}` : `{${pollution},${text.slice(1)}`;
    });
}

/** Bodies that are not JSON, or not quite: truncated, form-encoded, binary, deeply nested. */
export const malformedBody: fc.Arbitrary<string | Buffer> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '{',
    '{"courseId":',
    '{"a":1,}',
    "{'courseId':'docker-fundamentals'}",
    'undefined',
    'NaN',
    '[1,]',
    '{"a":1}garbage',
    '\ufeff{"a":1}',
    '{"a":"\\ud800"}',
    '{"a":"\\u0000"}',
    '{"a":1e999}',
    '"just a string"',
    '{"a":1,"a":2}',
    'courseId=docker-fundamentals&paymentMethod=bkash',
    'name=Nusrat&email=nusrat%40example.com&__proto__[isStaff]=true',
    '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
    '<?xml version="1.0"?><order/>',
  ),
  fc.integer({ min: 1, max: 1500 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
  fc.integer({ min: 1, max: 1500 }).map((depth) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)),
  fc.string(),
  fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
  fc.constantFrom(Buffer.from([0xff, 0xfe, 0x7b, 0x7d]), Buffer.from('{"a":"\xc3\x28"}', 'latin1')),
);

/** How the server reads a body as JSON (src/server/http/json-body.ts): the value, or not ok. */
export function parseLikeServer(
  body: string | Buffer | undefined,
): { ok: true; value: unknown } | { ok: false } {
  if (body === undefined) return { ok: false };
  // The server decodes the bytes as UTF-8, dropping a leading byte-order mark.
  const text = new TextDecoder().decode(typeof body === 'string' ? Buffer.from(body) : body);
  try {
    const value: unknown = JSON.parse(text, (_key, inner: unknown) =>
      typeof inner === 'string' ? wellFormed(inner) : inner,
    );
    return { ok: true, value };
  } catch {
    return { ok: false };
  }
}

/** Keeps only characters Node's HTTP client accepts in a header value. */
export function headerSafe(text: string): string {
  return text.replace(/[^\t\x20-\x7e\x80-\xff]/g, '?');
}

/**
 * Percent-encodes the UTF-8 bytes of any string (unlike encodeURIComponent, which throws on a lone
 * surrogate; Buffer turns one into U+FFFD as the server's decoder would).
 */
export function percentEncode(text: string): string {
  let encoded = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    encoded += /[A-Za-z0-9\-_.~]/.test(char)
      ? char
      : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return encoded;
}
