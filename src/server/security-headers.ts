import type { MiddlewareHandler } from 'hono';

/**
 * Security headers for every response. Pages carry no inline scripts (see
 * docs/decisions/003-prerendering.md), so scripts need only 'self'. Inline style attributes are
 * allowed: the learning-path flowchart positions its boxes with them.
 */
export function securityHeaderList(options: { isProduction: boolean }): [string, string][] {
  const headers: [string, string][] = [
    [
      'Content-Security-Policy',
      [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
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
