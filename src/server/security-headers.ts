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

/** Sets the security headers on every response that passes through it. */
export function securityHeaders(headers: [string, string][]): MiddlewareHandler {
  return async (c, next) => {
    await next();
    for (const [name, value] of headers) c.res.headers.set(name, value);
  };
}
