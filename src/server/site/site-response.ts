import type { SiteFile } from './site-store';

/** How the body is sent; `not-modified`: a 304 with no body. */
type Variant = 'br' | 'gzip' | 'identity' | 'not-modified';
type HeaderRecord = Record<string, string>;

export interface SiteRequest {
  method: string;
  acceptEncoding: string | undefined;
  ifNoneMatch: string | undefined;
}

/**
 * Answers a request for a file of the built site. Each file's headers (its own, plus the security
 * headers every response carries) are built once per encoding and reused, and the body is the
 * buffer already in memory: a page is the server's most frequent answer, so it does no per-request
 * work beyond choosing the encoding.
 */
export function siteResponder(securityHeaders: [string, string][]) {
  const cache = new WeakMap<SiteFile, Map<Variant, HeaderRecord>>();

  const headersFor = (file: SiteFile, variant: Variant, body: Uint8Array): HeaderRecord => {
    let byEncoding = cache.get(file);
    if (!byEncoding) {
      byEncoding = new Map();
      cache.set(file, byEncoding);
    }
    let headers = byEncoding.get(variant);
    if (!headers) {
      headers = Object.fromEntries(securityHeaders);
      headers['Content-Type'] = file.contentType;
      headers['Cache-Control'] = file.cacheControl;
      headers.ETag = file.etag;
      headers.Vary = 'Accept-Encoding';
      if (variant === 'br' || variant === 'gzip') headers['Content-Encoding'] = variant;
      if (variant !== 'not-modified') headers['Content-Length'] = String(body.byteLength);
      Object.freeze(headers);
      byEncoding.set(variant, headers);
    }
    return headers;
  };

  return function respond(file: SiteFile, status: 200 | 404, request: SiteRequest): Response {
    if (status === 200 && request.ifNoneMatch === file.etag) {
      return new Response(null, {
        status: 304,
        headers: headersFor(file, 'not-modified', file.body),
      });
    }
    const accepted = request.acceptEncoding ?? '';
    let encoding: Variant = 'identity';
    let body = file.body;
    if (file.brotli && /\bbr\b/.test(accepted)) {
      encoding = 'br';
      body = file.brotli;
    } else if (file.gzip && /\bgzip\b/.test(accepted)) {
      encoding = 'gzip';
      body = file.gzip;
    }
    const headers = headersFor(file, encoding, body);
    return new Response(request.method === 'HEAD' ? null : body, { status, headers });
  };
}
