import type { IncomingMessage, RequestListener, ServerOptions, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { SiteFile, SiteStore } from './site-store';

/** How the body is sent; `not-modified`: a 304 with no body. */
type Variant = 'br' | 'gzip' | 'identity' | 'not-modified';
type HeaderRecord = Readonly<Record<string, string>>;

export interface SiteRequest {
  method: string;
  /** The request target as sent: path and query, e.g. `/courses?level=Beginner`. */
  target: string;
  acceptEncoding: string | undefined;
  ifNoneMatch: string | undefined;
}

export interface SiteAnswer {
  status: 200 | 301 | 304 | 404;
  headers: HeaderRecord;
  /** Null for HEAD, 304 and redirects. */
  body: Buffer<ArrayBuffer> | null;
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
  const cache = new WeakMap<SiteFile, Map<Variant, HeaderRecord>>();

  const headersFor = (file: SiteFile, variant: Variant, body: Uint8Array): HeaderRecord => {
    let byVariant = cache.get(file);
    if (!byVariant) {
      byVariant = new Map();
      cache.set(file, byVariant);
    }
    let headers = byVariant.get(variant);
    if (!headers) {
      const built: Record<string, string> = Object.fromEntries(securityHeaders);
      built['Content-Type'] = file.contentType;
      built['Cache-Control'] = file.cacheControl;
      built.ETag = file.etag;
      built.Vary = 'Accept-Encoding';
      if (variant === 'br' || variant === 'gzip') built['Content-Encoding'] = variant;
      if (variant !== 'not-modified') built['Content-Length'] = String(body.byteLength);
      headers = Object.freeze(built);
      byVariant.set(variant, headers);
    }
    return headers;
  };

  const fileAnswer = (file: SiteFile, status: 200 | 404, request: SiteRequest): SiteAnswer => {
    if (status === 200 && request.ifNoneMatch === file.etag) {
      return { status: 304, headers: headersFor(file, 'not-modified', file.body), body: null };
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
    const headers = headersFor(file, variant, body);
    return { status, headers, body: request.method === 'HEAD' ? null : body };
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
      const asset = site.asset(urlPath);
      if (asset) return fileAnswer(asset, 200, request);
      if (urlPath.length > 1 && urlPath.endsWith('/')) {
        const location = urlPath.replace(/\/+$/, '') + search;
        return {
          status: 301,
          headers: Object.freeze({ ...Object.fromEntries(securityHeaders), Location: location }),
          body: null,
        };
      }
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
  };
}

function send(response: ServerResponse, answer: SiteAnswer) {
  response.writeHead(answer.status, answer.headers);
  response.end(answer.body ?? undefined);
}

/**
 * An HTTP server (for @hono/node-server's `createServer` option) that answers site requests
 * itself and hands the rest to the app. Pages are the most frequent request; answering them
 * from Node's request object skips building a Fetch Request and Response for each. The app's
 * own site route gives the same answers (tests compare both).
 */
export function siteFirstServer(site: SiteAnswerer): typeof createServer {
  const siteFirst = (
    optionsOrListener?: ServerOptions | RequestListener,
    maybeListener?: RequestListener,
  ) => {
    const options = typeof optionsOrListener === 'object' ? optionsOrListener : {};
    const appListener = typeof optionsOrListener === 'function' ? optionsOrListener : maybeListener;
    return createServer(options, (incoming, response) => {
      const answer = site.answer(siteRequestOf(incoming));
      if (answer) send(response, answer);
      else if (appListener) appListener(incoming, response);
    });
  };
  return siteFirst as typeof createServer;
}
