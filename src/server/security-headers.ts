import type { MiddlewareHandler } from 'hono';

/**
 * Security headers for every response. Scripts need 'self' plus `scriptSources`: the hash of the
 * one inline script the pages carry, the boot script (docs/decisions/008-inline-boot-script.md).
 * Inline style attributes are allowed: the learning-path flowchart positions its boxes with them.
 */
export function securityHeaderList(options: {
  isProduction: boolean;
  scriptSources?: string[];
  /** Origins pictures may come from besides this one (S3_PUBLIC_URL's, decision 022). */
  imageSources?: string[];
}): [string, string][] {
  const headers: [string, string][] = [
    [
      'Content-Security-Policy',
      [
        "default-src 'self'",
        ["script-src 'self'", ...(options.scriptSources ?? [])].join(' '),
        "style-src 'self' 'unsafe-inline'",
        ["img-src 'self' data: blob:", ...(options.imageSources ?? [])].join(' '),
        "font-src 'self'",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join('; '),
    ],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()'],
  ];
  if (options.isProduction) {
    headers.push(['Strict-Transport-Security', 'max-age=63072000; includeSubDomains']);
  }
  return headers;
}

/**
 * The Content-Security-Policy of a response that is not a document (a script, a stylesheet, a
 * font, a raster picture): nothing may load from it and nothing may frame it. A browser applies a
 * CSP only to documents and workers, so the page's long policy would be ~300 header bytes on
 * every asset for nothing; a page loads its scripts as a dozen or more small files.
 */
export const ASSET_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Whether a response of this type is a document a browser may render (and apply a CSP to). */
export function isDocumentType(contentType: string): boolean {
  return /^(text\/html|image\/svg\+xml|application\/xml|text\/xml|text\/plain)\b/i.test(
    contentType,
  );
}

/** The security headers for a non-document response: the same, with the asset policy. */
export function assetSecurityHeaders(headers: [string, string][]): [string, string][] {
  return headers.map(([name, value]) =>
    name === 'Content-Security-Policy' ? [name, ASSET_CONTENT_SECURITY_POLICY] : [name, value],
  );
}

/** Sets the security headers on every response that passes through it. */
export function securityHeaders(headers: [string, string][]): MiddlewareHandler {
  return async (c, next) => {
    await next();
    for (const [name, value] of headers) c.res.headers.set(name, value);
  };
}
