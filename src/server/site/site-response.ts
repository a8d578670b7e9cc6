import type { IncomingMessage, RequestListener, ServerOptions, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import { assetSecurityHeaders, isDocumentType } from '../security-headers';
import type { SiteFile, SiteStore } from './site-store';
import type { Log } from '../log';
import { withinRequest } from '../observability/request-context';
import { REQUEST_ID_HEADER, type RequestObserver } from '../observability/request-observer';
import { createCache, derivedFrom, type Cache } from '../../shared/cache';
import { isCertificatePath } from '../../shared/schemas/certificates';
import { LANGUAGE_COOKIE, languageCookie } from '../../shared/i18n/language-cookie';
import { isLocale, type Locale } from '../../shared/i18n/locale';
import { pathIn, splitLocale } from '../../shared/i18n/locale-path';

const REMEMBERED_LANGUAGE = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]+)`);
const LANGUAGE_QUERY = /(?:^|[?&])lang=(en|bn)(?:&|$)/;

/** The language a Cookie header remembers, if any (cheap when there is none). */
function rememberedLanguage(cookie: string | undefined): Locale | undefined {
  if (!cookie?.includes(LANGUAGE_COOKIE)) return undefined;
  const value = REMEMBERED_LANGUAGE.exec(cookie)?.[1];
  return isLocale(value) ? value : undefined;
}

/** The query without its `lang` parameter ('' when nothing else is left). */
function withoutLanguage(search: string): string {
  const rest = search
    .slice(1)
    .split('&')
    .filter((part) => part !== '' && !/^lang=/.test(part));
  return rest.length > 0 ? `?${rest.join('&')}` : '';
}

/** How the body is sent; `not-modified`: a 304 with no body. */
type Variant = 'br' | 'gzip' | 'identity' | 'not-modified';
type HeaderRecord = Readonly<Record<string, string>>;

export interface SiteRequest {
  method: string;
  /** The request target as sent: path and query, e.g. `/courses?level=Beginner`. */
  target: string;
  acceptEncoding: string | undefined;
  ifNoneMatch: string | undefined;
  /** The Cookie header: only the language choice is read from it. */
  cookie?: string | undefined;
}

export interface SiteAnswer {
  status: 200 | 301 | 302 | 303 | 304 | 404;
  headers: HeaderRecord;
  /** The same headers as name, value, name, value…: what `send` hands Node with the request id. */
  headerList: readonly string[];
  /** Null for HEAD, 304 and redirects. */
  body: Buffer<ArrayBuffer> | null;
}

type SiteHeaders = Pick<SiteAnswer, 'headers' | 'headerList'>;

/**
 * A copy of `text` as one flat string of one byte per character. Header values are joined and
 * sliced from longer text (the CSP from its parts, an ETag from a digest); Node checks and
 * copies every value of every answer, and a profile under load put that at twice the time for
 * such strings as for flat ones. Text beyond Latin-1 is not a header value: it stays as it is,
 * for Node to refuse as before, rather than be cut to its low bytes here.
 */
function flatLatin1(text: string): string {
  const latin1 = Buffer.from(text, 'latin1').toString('latin1');
  return latin1 === text ? latin1 : text;
}

/** An answer's headers, as a record and as the flat list Node's writeHead also takes. */
function siteHeaders(headers: Record<string, string>): SiteHeaders {
  const entries = Object.entries(headers).map(
    ([name, value]) => [flatLatin1(name), flatLatin1(value)] as const,
  );
  return {
    headers: Object.freeze(Object.fromEntries(entries)),
    headerList: Object.freeze(entries.flat()),
  };
}

/** Paths the API and the picture store answer; everything else read with GET or HEAD is the site. */
export function isApiOrMediaPath(urlPath: string): boolean {
  return (
    urlPath === '/api' ||
    urlPath.startsWith('/api/') ||
    urlPath === '/media' ||
    urlPath.startsWith('/media/')
  );
}

/** Prometheus' scrape (METRICS_TOKEN); the app answers it, or its not-found page when off. */
export const METRICS_PATH = '/metrics';

/**
 * Pages and files that depend on the database, so the app answers them: a certificate's page
 * (the prerendered shell for a known id, a 404 page for others), PDF and credential, and the
 * keys that verify credentials.
 */
export function isAppAnsweredPath(urlPath: string): boolean {
  return (
    isCertificatePath(urlPath) || urlPath === '/.well-known/jwks.json' || urlPath === METRICS_PATH
  );
}

/** Characters a path or query may carry as they are; everything else is percent-encoded. */
const URL_SAFE = /[A-Za-z0-9\-._~!$&'()*+,;=:@/?]/;
const PERCENT_ESCAPE = /^%[0-9A-Fa-f]{2}/;

/**
 * Re-encodes a request target's text so it is a valid header value and means what was asked:
 * existing `%XX` escapes stay, other unsafe characters are percent-encoded. Node gives the raw
 * request line one character per byte, so characters up to U+00FF are that byte; anything above
 * (a target from a parsed URL, or a test) is encoded as UTF-8. A backslash is encoded too:
 * browsers read `/\evil.test` as `//evil.test`, another site.
 */
function percentEncoded(text: string): string {
  let encoded = '';
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charAt(index);
    if (char === '%' && PERCENT_ESCAPE.test(text.slice(index, index + 3))) {
      encoded += text.slice(index, index + 3);
      index += 2;
    } else if (URL_SAFE.test(char)) {
      encoded += char;
    } else {
      const code = text.charCodeAt(index);
      const bytes =
        code <= 0xff ? [code] : Buffer.from(String.fromCodePoint(text.codePointAt(index) ?? code));
      if (code > 0xff && (text.codePointAt(index) ?? 0) > 0xffff) index += 1;
      for (const byte of bytes) encoded += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    }
  }
  return encoded;
}

/**
 * Where `/courses/` sends the browser: the same path without its trailing slashes, always on this
 * site. Leading slashes collapse to one, so `//evil.test/login/` becomes `/evil.test/login` and
 * never the protocol-relative `//evil.test/login`.
 */
export function trailingSlashLocation(rawPath: string, search: string): string {
  const path = `/${percentEncoded(rawPath).replace(/^\/+/, '').replace(/\/+$/, '')}`;
  return path + percentEncoded(search);
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Answers requests for the built site: pages, assets, sitemap, robots. Each file's headers (its
 * own, plus the security headers every response carries) are built once per encoding and
 * reused, and the body is the buffer already in memory, so a page costs no per-request work
 * beyond choosing the encoding. Undefined: not a site request (another route answers it).
 */
export function siteAnswerer(site: SiteStore, securityHeaders: [string, string][]) {
  // Long: the answerer's methods (answer, page, notFound) are short and share one header cache.
  const cache = derivedFrom<SiteFile, Cache<Variant, SiteHeaders>>(() => createCache());
  const forAssets = assetSecurityHeaders(securityHeaders);

  const headersFor = (file: SiteFile, variant: Variant, body: Uint8Array): SiteHeaders =>
    cache(file).get(variant, () => {
      const built: Record<string, string> = Object.fromEntries(
        isDocumentType(file.contentType) ? securityHeaders : forAssets,
      );
      built['Content-Type'] = file.contentType;
      built['Cache-Control'] = file.cacheControl;
      built.ETag = file.etag;
      built.Vary = 'Accept-Encoding';
      if (variant === 'br' || variant === 'gzip') built['Content-Encoding'] = variant;
      if (variant !== 'not-modified') built['Content-Length'] = String(body.byteLength);
      return siteHeaders(built);
    });

  const fileAnswer = (file: SiteFile, status: 200 | 404, request: SiteRequest): SiteAnswer => {
    if (status === 200 && request.ifNoneMatch === file.etag) {
      return { status: 304, ...headersFor(file, 'not-modified', file.body), body: null };
    }
    const accepted = request.acceptEncoding ?? '';
    let variant: Variant = 'identity';
    let body = file.body;
    if (file.brotli && /\bbr\b/.test(accepted)) {
      variant = 'br';
      body = file.brotli;
    } else if (file.gzip && /\bgzip\b/.test(accepted)) {
      variant = 'gzip';
      body = file.gzip;
    }
    return {
      status,
      ...headersFor(file, variant, body),
      body: request.method === 'HEAD' ? null : body,
    };
  };

  const redirect = (status: 302 | 303, location: string, extra: Record<string, string> = {}) => ({
    status,
    ...siteHeaders({
      ...Object.fromEntries(securityHeaders),
      Location: location,
      'Cache-Control': 'no-store',
      ...extra,
    }),
    body: null,
  });

  /**
   * A language choice (decision 041). `?lang=` on a page (the language switch's link, which
   * works without JavaScript) remembers the choice in a cookie and shows the page in it; a
   * remembered Bangla choice sends an English page's visitor to its Bangla twin. Nothing is
   * decided from Accept-Language here: the page offers Bangla and the visitor answers.
   */
  const languageAnswer = (
    urlPath: string,
    search: string,
    cookie: string | undefined,
  ): SiteAnswer | undefined => {
    const asked = search.includes('lang=') ? LANGUAGE_QUERY.exec(search)?.[1] : undefined;
    if (isLocale(asked)) {
      return redirect(303, `${pathIn(asked, urlPath)}${withoutLanguage(search)}`, {
        'Set-Cookie': languageCookie(asked),
      });
    }
    if (rememberedLanguage(cookie) !== 'bn' || splitLocale(urlPath).locale === 'bn')
      return undefined;
    const twin = pathIn('bn', urlPath);
    if (twin === urlPath || site.page(urlPath).status !== 200) return undefined;
    return site.page(twin).status === 200 ? redirect(302, `${twin}${search}`) : undefined;
  };

  return {
    answer(request: SiteRequest): SiteAnswer | undefined {
      if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
      if (!request.target.startsWith('/')) return undefined;
      const queryStart = request.target.indexOf('?');
      const rawPath = queryStart === -1 ? request.target : request.target.slice(0, queryStart);
      const search = queryStart === -1 ? '' : request.target.slice(queryStart);
      if (isApiOrMediaPath(rawPath)) return undefined;
      const urlPath = decodeURIComponentSafe(rawPath);
      if (isAppAnsweredPath(urlPath)) return undefined;
      const asset = site.asset(urlPath);
      if (asset) return fileAnswer(asset, 200, request);
      // Decided on the path as sent, not as decoded: `/%2F` ends in a slash only once decoded,
      // and redirecting it to itself would loop.
      if (rawPath.length > 1 && rawPath.endsWith('/')) {
        return {
          status: 301,
          ...siteHeaders({
            ...Object.fromEntries(securityHeaders),
            Location: trailingSlashLocation(rawPath, search),
          }),
          body: null,
        };
      }
      const chosen = languageAnswer(urlPath, search, request.cookie);
      if (chosen) return chosen;
      const { file, status } = site.page(urlPath);
      return fileAnswer(file, status, request);
    },
    /** The page the site has for `urlPath` (its own status), answered to this request. */
    page(request: SiteRequest, urlPath: string): SiteAnswer {
      const { file, status } = site.page(urlPath);
      return fileAnswer(file, status, request);
    },
    /** The not-found page, for paths no route claims. */
    notFound(request: SiteRequest): SiteAnswer {
      return fileAnswer(site.page('/__not-found__').file, 404, request);
    },
  };
}

export type SiteAnswerer = ReturnType<typeof siteAnswerer>;

function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The parts of a Node request the site answer depends on. */
export function siteRequestOf(incoming: IncomingMessage): SiteRequest {
  return {
    method: incoming.method ?? 'GET',
    target: incoming.url ?? '/',
    acceptEncoding: firstHeader(incoming.headers['accept-encoding']),
    ifNoneMatch: firstHeader(incoming.headers['if-none-match']),
    cookie: incoming.headers.cookie,
  };
}

/**
 * Writes the answer, with the request's id when it has one. The id goes in the list given to
 * writeHead, not through setHeader: a header set before writeHead sends Node down its slow path,
 * setting every header of the answer one by one (a tenth of a page answer's time).
 */
function send(response: ServerResponse, answer: SiteAnswer, requestId: string | undefined) {
  response.writeHead(
    answer.status,
    requestId === undefined ? answer.headers : [...answer.headerList, REQUEST_ID_HEADER, requestId],
  );
  response.end(answer.body ?? undefined);
}

/**
 * The last word on a request whose answer failed: logged, answered 500 when nothing was sent yet,
 * else the connection is cut. It never throws: one bad request must not end the process.
 */
export function failRequest(
  response: ServerResponse,
  error: unknown,
  log: Log,
  target: string,
  requestId?: string,
) {
  try {
    const reason = error instanceof Error ? (error.stack ?? error.message) : String(error);
    // The path only: a query may hold a token (a password reset page's).
    const [path = ''] = target.split('?');
    log(`Unhandled error answering ${JSON.stringify(path)}: ${reason}`, {
      level: 'error',
      requestId,
    });
  } catch {
    // Logging failed too (e.g. a full disk): answering still matters more.
  }
  try {
    if (response.headersSent) {
      response.destroy();
      return;
    }
    const body = JSON.stringify({
      error: { code: 'internal_error', message: 'Something went wrong on our side.' },
    });
    response.writeHead(500, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(body)),
      'Cache-Control': 'no-store',
      ...(requestId === undefined ? {} : { [REQUEST_ID_HEADER]: requestId }),
    });
    response.end(body);
  } catch {
    response.destroy();
  }
}

/**
 * An HTTP server (for @hono/node-server's `createServer` option) that answers site requests
 * itself and hands the rest to the app. Pages are the most frequent request; answering them
 * from Node's request object skips building a Fetch Request and Response for each. It is the
 * only place pages are answered (decision 013): the app only gives the not-found page for what
 * it is handed, as this server would (tests compare both). Any error while answering, here or
 * in the app's listener, becomes that request's 500: a thrown `writeHead` (an invalid header
 * value) once ended the whole process.
 */
export function siteFirstServer(
  site: SiteAnswerer,
  log: (message: string) => void,
  observer?: RequestObserver,
): typeof createServer {
  const siteFirst = (
    optionsOrListener?: ServerOptions | RequestListener,
    maybeListener?: RequestListener,
  ) => {
    const options = typeof optionsOrListener === 'object' ? optionsOrListener : {};
    const appListener = typeof optionsOrListener === 'function' ? optionsOrListener : maybeListener;
    const toApp = (incoming: IncomingMessage, response: ServerResponse, requestId?: string) => {
      // @hono/node-server's listener is async: its rejections are caught here as well.
      const pending: unknown = appListener?.(incoming, response);
      if (pending instanceof Promise) {
        pending.catch((error: unknown) =>
          failRequest(response, error, log, incoming.url ?? '', requestId),
        );
      }
    };
    return createServer(options, (incoming, response) => {
      // Every request gets its id, and is counted (and, unless a page or asset served as it
      // should be, logged) once answered.
      const note = observer?.start(incoming, response);
      try {
        const answer = site.answer(siteRequestOf(incoming));
        if (answer) {
          send(response, answer, note?.id);
          return;
        }
        if (!note) {
          toApp(incoming, response);
          return;
        }
        response.setHeader(REQUEST_ID_HEADER, note.id);
        // With its note: the app notes its route (and user), and lines logged meanwhile its id.
        withinRequest(incoming, note, () => toApp(incoming, response, note.id));
      } catch (error) {
        failRequest(response, error, log, incoming.url ?? '', note?.id);
      }
    });
  };
  return siteFirst as typeof createServer;
}
