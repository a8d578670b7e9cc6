import fc from 'fast-check';
import { headerSafe, malformedBody, nastyString, percentEncode } from './fuzz-values';

/**
 * The request around a fuzzed body (tests/faults/fuzz-*.test.ts): content types, odd headers,
 * query strings, path ids, origins and cookies. Everything here is sendable by Node's HTTP client
 * (header values and paths only carry the characters it accepts); what the server makes of it is
 * the test.
 */

/** A Content-Type: mostly JSON's, sometimes odd or missing (null). */
export const contentType: fc.Arbitrary<string | null> = fc.oneof(
  {
    arbitrary: fc.constantFrom('application/json', 'application/json; charset=utf-8'),
    weight: 6,
  },
  {
    arbitrary: fc.constantFrom(
      null,
      '',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'multipart/form-data',
      'application/json; charset=latin1',
      'APPLICATION/JSON',
      'application/xml',
      'application/octet-stream',
      '*/*',
      ';;;',
    ),
    weight: 3,
  },
  { arbitrary: fc.string({ maxLength: 40 }).map(headerSafe), weight: 1 },
);

/** A request body and its Content-Type: mostly JSON, sometimes malformed. */
export function bodyWithType(
  json: fc.Arbitrary<string>,
): fc.Arbitrary<{ body: string | Buffer | undefined; contentType: string | null }> {
  return fc.record({
    body: fc.oneof(
      { arbitrary: json, weight: 8 },
      { arbitrary: malformedBody, weight: 2 },
      { arbitrary: fc.constant(undefined), weight: 1 },
    ),
    contentType,
  });
}

const accept: fc.Arbitrary<string | null> = fc.oneof(
  { arbitrary: fc.constant(null), weight: 3 },
  {
    arbitrary: fc.constantFrom(
      '*/*',
      'application/json',
      'text/html',
      'application/xml',
      'application/json;q=0',
      '',
      'text/event-stream',
    ),
    weight: 2,
  },
  { arbitrary: fc.string({ maxLength: 40 }).map(headerSafe), weight: 1 },
);

const extraHeaderName = fc.oneof(
  fc.constantFrom(
    'x-forwarded-for',
    'x-shikhon-client-address',
    'x-forwarded-host',
    'x-forwarded-proto',
    'x-real-ip',
    'content-encoding',
    'accept-encoding',
    'accept-language',
    'if-none-match',
    'x-http-method-override',
    'range',
    'user-agent',
    'referer',
    'x-user-id',
  ),
  fc.stringMatching(/^x-[a-z0-9-]{1,12}$/),
);

/** Odd Accept, arbitrary extra headers (no Content-Type, Cookie or Origin: those are separate). */
export const oddHeaders: fc.Arbitrary<Record<string, string>> = fc
  .tuple(accept, fc.dictionary(extraHeaderName, nastyString.map(headerSafe), { maxKeys: 3 }))
  .map(([acceptValue, extra]) => {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(extra)) headers[name] = value;
    if (acceptValue !== null) headers.accept = acceptValue;
    return headers;
  });

/** Query-string pieces: encoded nasty text, or raw percent-encoding junk sent as is. */
const queryPiece: fc.Arbitrary<string> = fc.oneof(
  nastyString.map(percentEncode),
  fc.string({
    unit: fc.constantFrom(
      '%',
      '%0',
      '%zz',
      '%00',
      '%FF',
      '%E0%A4%A',
      '%C0%AF',
      '%ED%A0%80',
      '+',
      '=',
      '&',
      ';',
      '[',
      ']',
      '[]',
      '.',
      'a',
      'Z',
      '0',
      '__proto__',
    ),
    maxLength: 8,
  }),
);

/**
 * A query string (with its '?', or empty): arbitrary and repeated keys, the endpoint's own keys
 * with odd values, percent-encoding junk.
 */
export function queryString(knownKeys: readonly string[] = []): fc.Arbitrary<string> {
  const key = fc.oneof(
    queryPiece,
    fc.constantFrom('__proto__', 'constructor', '__proto__[isStaff]', 'a[b]', '', ...knownKeys),
  );
  return fc
    .array(fc.tuple(key, fc.option(queryPiece, { freq: 6 })), { maxLength: 6 })
    .map((pairs) =>
      pairs.length === 0
        ? ''
        : `?${pairs.map(([name, value]) => (value === null ? name : `${name}=${value}`)).join('&')}`,
    );
}

/**
 * A path segment where an id goes: encoded nasty text or raw junk. Never empty, '.' or '..' (in
 * any spelling): URL parsing removes those before the app sees the path.
 */
export const idSegment: fc.Arbitrary<string> = fc
  .oneof(
    nastyString.map(percentEncode),
    fc.constantFrom('%00', '%', '%zz', '...', '%2F', '%5C', 'null', '0', '-1', '1e309', '%20'),
    fc.uuid(),
  )
  .filter((segment) => segment !== '' && !/^(?:\.|%2e){1,2}$/i.test(segment));

export interface OriginChoice {
  header: string | null;
  trusted: boolean;
}

/** The Origin header: mostly ours (as the site sends it), otherwise missing or foreign. */
export function originChoice(base: string): fc.Arbitrary<OriginChoice> {
  const port = new URL(base).port;
  return fc.oneof(
    { arbitrary: fc.constant({ header: base, trusted: true }), weight: 8 },
    { arbitrary: fc.constant({ header: `http://localhost:${port}`, trusted: true }), weight: 1 },
    {
      arbitrary: fc
        .constantFrom(
          null,
          'null',
          'https://evil.example',
          `${base}/`,
          base.toUpperCase(),
          `${base}.evil.example`,
          `https://127.0.0.1:${port}`,
          '',
        )
        .map((header) => ({ header, trusted: false })),
      weight: 2,
    },
  );
}

export type SessionKind = 'valid' | 'invalid' | 'ambiguous';

export interface CookieChoice {
  header: string | null;
  session: SessionKind;
}

/**
 * The Cookie header for a learner whose real cookie is `name=value`: usually that cookie (alone
 * or among others), otherwise none, a forged, truncated or re-signed one, or junk.
 */
export function cookieChoice(name: string, value: string): fc.Arbitrary<CookieChoice> {
  const raw = decodeURIComponent(value);
  const [token = '', signature = ''] = raw.split('.');
  // The token with its last character changed, kept with the original signature.
  const otherToken = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
  const junkCookie = fc
    .tuple(fc.stringMatching(/^[a-zA-Z0-9_.-]{1,10}$/), nastyString.map(headerSafe))
    .map(([cookieName, cookieValue]) => `${cookieName}=${cookieValue.replace(/[;\s]/g, '')}`);
  const valid = fc.oneof(
    { arbitrary: fc.constant(`${name}=${value}`), weight: 6 },
    {
      arbitrary: fc
        .tuple(fc.array(junkCookie, { maxLength: 3 }), fc.array(junkCookie, { maxLength: 3 }))
        .map(([before, after]) => [...before, `${name}=${value}`, ...after].join('; ')),
      weight: 2,
    },
  );
  const forged = fc.oneof(
    fc.constantFrom(
      `${name}=`,
      `${name}=${token}`,
      `${name}=${token}.`,
      `${name}=.${signature}`,
      `${name}=${encodeURIComponent(`${token}.AAAA`)}`,
      `${name}=${value.slice(0, -3)}`,
      `${name}=${value}x`,
      `${name}=x${value}`,
      `${name}=%`,
      `${name}=%E0%A4%A`,
      `${name.toUpperCase()}=${value}`,
      `${name}`,
      ';;;',
      '=',
      `${name}=${encodeURIComponent(`${otherToken}.${signature}`)}`,
    ),
    nastyString.map((text) => `${name}=${headerSafe(text).replace(/;/g, '')}`),
    fc.array(junkCookie, { minLength: 1, maxLength: 4 }).map((parts) => parts.join('; ')),
  );
  return fc.oneof(
    { arbitrary: valid.map((header) => ({ header, session: 'valid' as const })), weight: 6 },
    { arbitrary: fc.constant({ header: null, session: 'invalid' as const }), weight: 1 },
    { arbitrary: forged.map((header) => ({ header, session: 'invalid' as const })), weight: 2 },
    {
      arbitrary: forged.map((header) => ({
        header: `${header}; ${name}=${value}`,
        session: 'ambiguous' as const,
      })),
      weight: 1,
    },
    // Quoted values are unquoted by some cookie parsers: either answer is right.
    {
      arbitrary: fc.constant({ header: `${name}="${value}"`, session: 'ambiguous' as const }),
      weight: 1,
    },
  );
}
